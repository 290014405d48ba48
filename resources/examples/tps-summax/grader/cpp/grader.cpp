// Reads the input, calls the contestant's sum_and_max and prints what it returns.
#include "summax.h"

#include <cstdio>

int main() {
    int n = 0;
    if (std::scanf("%d", &n) != 1) return 1;
    std::vector<int> numbers(n);
    for (int& number : numbers)
        if (std::scanf("%d", &number) != 1) return 1;
    const auto [sum, largest] = sum_and_max(numbers);
    std::printf("%lld %d\n", sum, largest);
}
