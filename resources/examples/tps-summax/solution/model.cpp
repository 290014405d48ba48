#include "summax.h"

#include <algorithm>

std::pair<long long, int> sum_and_max(const std::vector<int>& numbers) {
    long long sum = 0;
    for (int number : numbers)
        sum += number;
    return {sum, *std::max_element(numbers.begin(), numbers.end())};
}
