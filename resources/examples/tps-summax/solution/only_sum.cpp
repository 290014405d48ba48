// Gets the sum right and forgets the maximum: half of each test.
#include "summax.h"

std::pair<long long, int> sum_and_max(const std::vector<int>& numbers) {
    long long sum = 0;
    for (int number : numbers)
        sum += number;
    return {sum, numbers.front()};
}
