#pragma once
// The CPUs this process may run on: all of the machine's, or fewer under taskset, a container's cpuset or
// systemd's AllowedCPUs, and not always numbered from 0. A run pinned elsewhere would fail in its child
// with a bare EINVAL from sched_setaffinity, so pinning asks here first.
#include "../common/result.h"

#include <string>
#include <vector>

namespace jd::sandbox {

// In increasing order; never empty (CPU 0 when the kernel does not say).
std::vector<int> allowedCpus();

// "0-3,6": how `cpus` (sorted or not) are written in a cpuset or taskset's list.
std::string cpuListText(std::vector<int> cpus);

// Fine when every one of `cpus` is allowed; an error naming the first that is not and those that are.
Result<void> checkCpusAllowed(const std::vector<int>& cpus);

} // namespace jd::sandbox
