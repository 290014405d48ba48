#pragma once
// Sizes ("64M", "1.5G", "512K", "1000") and durations ("1", "0.5", "250ms") as people type them.
#include "result.h"

#include <chrono>
#include <cstdint>
#include <string>

namespace jd {

Result<uint64_t> parseSize(const std::string& text);
Result<std::chrono::nanoseconds> parseSeconds(const std::string& text);
// A time limit: as parseSeconds, and more than zero (a limit of nothing lets nothing run).
Result<std::chrono::nanoseconds> parseTimeLimit(const std::string& text);
std::string formatBytes(uint64_t bytes);

} // namespace jd
