// Finds the maximum by comparing every pair: fine for small tests, too slow for 100000 numbers.
#include "summax.h"

#include <cstddef>

std::pair<long long, int> sum_and_max(const std::vector<int>& numbers) {
    long long sum = 0;
    int largest = numbers.front();
    volatile long long comparisons = 0;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        sum += numbers[i];
        bool isLargest = true;
        for (std::size_t j = 0; j < numbers.size(); ++j) {
            comparisons = comparisons + 1;
            if (numbers[j] > numbers[i]) isLargest = false;
        }
        if (isLargest) largest = numbers[i];
    }
    return {sum, largest};
}
