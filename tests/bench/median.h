#pragma once
// The middle of a benchmark's samples: what every measure reports, as the noise of these machines makes
// a mean meaningless.
#include <algorithm>
#include <vector>

inline double median(std::vector<double> samples) {
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}
