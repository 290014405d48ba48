#pragma once
#include "seccomp_policy.h"
#include "unique_fd.h"
#include "zygote_protocol.h"

#include <vector>

namespace jd::sandbox {

struct RunFds {
    UniqueFd input, output, error, report;
    std::vector<UniqueFd> cgroups;
};

// Body of a run's first process (pid 1 of the run's pid namespace when namespaces are available): joins
// the run's cgroups, makes its mounts, starts the program, answers seccomp notifications, reaps every
// process of the run and writes one InitReport. Never returns.
[[noreturn]] void runInit(IsolationMode mode, const LaunchRequest& request, RunFds fds,
                          const CompiledSeccompFilter& filter);

} // namespace jd::sandbox
