#pragma once
// RLIMIT_NPROC counts every process and thread of a user, not of one run: without a pids cgroup a run is
// given its process allowance on top of what its user already runs (a coach's browser has hundreds of threads).
#include <sys/types.h>

#include <cstdint>

namespace jd::sandbox {

// The processes and threads `uid` runs now, read from /proc.
uint64_t tasksOfUser(uid_t uid);

} // namespace jd::sandbox
