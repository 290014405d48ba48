#pragma once
#include "sandbox/unique_fd.h"
#include "seccomp_policy.h"
#include "zygote_protocol.h"

#include <array>
#include <vector>

namespace jd::sandbox {

// The zygote compiles every policy variant once; a run picks its own by SeccompOptions::variant().
using SeccompFilterSet = std::array<CompiledSeccompFilter, 8>;

struct SlotSetup {
    IsolationMode mode = IsolationMode::None;
    CgroupAttach cgroupAttach = CgroupAttach::None;
    std::vector<UniqueFd> cgroups; // v1: cgroup.procs of each hierarchy
    uint64_t tmpSize = 0;
    bool freshProc = false;
    UniqueFd control; // the launch request arrives here, from the supervisor
};

// Body of a slot's init: pid 1 of a fresh pid namespace (when namespaces are available). Ahead of its
// first run it joins the slot's cgroups and prepares its mounts. Then, run after run, it waits for a
// launch request, binds what the run needs, starts the program, answers seccomp notifications, reaps
// every process of the run and writes one InitReport; it then clears the slot (binds, /tmp, IPC
// namespace), checks the run did not tamper with what it hands down, and says it is ready again.
// Ends when its control socket closes or the slot cannot be cleared. Never returns.
[[noreturn]] void runSlotInit(SlotSetup setup, const SeccompFilterSet& filters);

} // namespace jd::sandbox
