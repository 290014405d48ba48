#include "units.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace jd {

Result<uint64_t> parseSize(const std::string& text) {
    char* end = nullptr;
    double value = std::strtod(text.c_str(), &end);
    if (text.empty() || end == text.c_str() || !std::isfinite(value) || value < 0)
        return fail("'" + text + "' is not a size (examples: 1048576, 512K, 64M, 1.5G)");
    std::string unit(end);
    if (unit.size() == 2 && std::toupper(unit[1]) == 'B')
        unit.pop_back();
    else if (unit.size() == 3 && unit[1] == 'i' && std::toupper(unit[2]) == 'B')
        unit.erase(1); // MiB
    double multiplier = 1;
    if (unit.empty() || unit == "B" || unit == "b")
        multiplier = 1;
    else if (unit.size() == 1 && std::toupper(unit[0]) == 'K')
        multiplier = 1024.0;
    else if (unit.size() == 1 && std::toupper(unit[0]) == 'M')
        multiplier = 1024.0 * 1024;
    else if (unit.size() == 1 && std::toupper(unit[0]) == 'G')
        multiplier = 1024.0 * 1024 * 1024;
    else
        return fail("'" + text + "' has an unknown unit (use K, M or G)");
    double bytes = value * multiplier;
    if (bytes > 1e18) return fail("'" + text + "' is too large");
    return static_cast<uint64_t>(std::llround(bytes));
}

Result<std::chrono::nanoseconds> parseSeconds(const std::string& text) {
    char* end = nullptr;
    double value = std::strtod(text.c_str(), &end);
    if (text.empty() || end == text.c_str() || !std::isfinite(value) || value < 0)
        return fail("'" + text + "' is not a duration in seconds (examples: 1, 0.5, 250ms)");
    std::string unit(end);
    double seconds = value;
    if (unit == "ms")
        seconds = value / 1000;
    else if (!unit.empty() && unit != "s")
        return fail("'" + text + "' has an unknown unit (use s or ms)");
    if (seconds > 1e6) return fail("'" + text + "' is too long");
    return std::chrono::nanoseconds(static_cast<int64_t>(std::llround(seconds * 1e9)));
}

Result<std::chrono::nanoseconds> parseTimeLimit(const std::string& text) {
    auto duration = parseSeconds(text);
    if (duration && duration->count() <= 0) return fail("'" + text + "' is no limit: it must be more than zero");
    return duration;
}

std::string formatBytes(uint64_t bytes) {
    char buffer[32];
    if (bytes >= (1ull << 30))
        std::snprintf(buffer, sizeof buffer, "%.2f GiB", bytes / double(1ull << 30));
    else if (bytes >= (1ull << 20))
        std::snprintf(buffer, sizeof buffer, "%.2f MiB", bytes / double(1ull << 20));
    else if (bytes >= 1024)
        std::snprintf(buffer, sizeof buffer, "%.1f KiB", bytes / 1024.0);
    else
        std::snprintf(buffer, sizeof buffer, "%llu B", static_cast<unsigned long long>(bytes));
    return buffer;
}

} // namespace jd
