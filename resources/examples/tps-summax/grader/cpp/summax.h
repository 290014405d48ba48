#include <utility>
#include <vector>

// The contestant writes this: the sum of the numbers and the largest of them.
std::pair<long long, int> sum_and_max(const std::vector<int>& numbers);
