#pragma once
#include "accounting.h"
#include "unique_fd.h"

#include <sys/types.h>

#include <memory>

namespace jd::sandbox {

// A sandbox slot: an init waiting in its own namespaces and cgroups for a run. A slot whose run ended
// cleanly serves the next one (its init clears what the run left and says when it is ready again).
struct Slot {
    pid_t initPid = 0;
    UniqueFd initPidfd;
    UniqueFd control; // launch requests go here, straight to the init; it answers "ready" after each run
    std::unique_ptr<RunAccounting> accounting;
    unsigned runs = 0; // served so far
};

} // namespace jd::sandbox
