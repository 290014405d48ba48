#include "rlimits.h"

#include <sys/resource.h>

#include <cerrno>

namespace jd::sandbox {

int applyResourceLimits(const std::vector<ResourceLimitRequest>& limits) {
    for (const auto& limit : limits) {
        rlimit value{limit.value, limit.value};
        if (limit.resource == RLIMIT_CPU) value.rlim_max = limit.value + 1;
        if (::setrlimit(limit.resource, &value) != 0) return errno;
    }
    return 0;
}

} // namespace jd::sandbox
