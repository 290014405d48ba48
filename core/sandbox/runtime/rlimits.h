#pragma once
#include "zygote_protocol.h"

#include <vector>

namespace jd::sandbox {

// Sets soft and hard limits in the pre-exec child. Returns 0 or the errno of the first failure.
// Async-signal-safe. RLIMIT_CPU is a whole-second backstop: its soft limit raises SIGXCPU, the hard
// limit one second later kills; the supervisor's own timer normally ends the run long before.
int applyResourceLimits(const std::vector<ResourceLimitRequest>& limits);

} // namespace jd::sandbox
