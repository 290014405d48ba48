#pragma once
// What a process hands down to the programs it starts, beyond what a launch request sets: rlimits,
// niceness, scheduling policy, I/O priority, OOM score and CPU affinity. A program that shares its
// init's uid (a user namespace maps both to root) may change these on the init through setpriority,
// prlimit, sched_setscheduler or /proc; a slot whose init no longer matches its first snapshot must
// not serve another run.
#include <sched.h>
#include <sys/resource.h>

#include <array>

namespace jd::sandbox {

struct InheritedAttributes {
    std::array<rlimit, RLIM_NLIMITS> limits{};
    int nice = 0;
    int policy = 0;
    int ioPriority = 0;
    int oomScoreAdjustment = 0; // as /proc/self/oom_score_adj shows it; 0 where /proc is absent
    cpu_set_t affinity{};

    static InheritedAttributes ofThisProcess();
    bool operator==(const InheritedAttributes& other) const;
};

} // namespace jd::sandbox
