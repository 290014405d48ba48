#pragma once
#include "accounting.h"

namespace jd::sandbox {

// cgroup v1 (hosts such as this fleet's): memory, cpuacct and pids hierarchies, and the freezer (when
// mounted) if `useFreezer`: only runs without a pid namespace need it to stop a fork race while they
// are killed, and each hierarchy joined costs every run a cgroup attach, the slowest step of its set-up.
// Fails with the reason when the hierarchies are missing or not writable by this user.
Result<std::unique_ptr<AccountingBackend>> makeCgroupV1Accounting(bool useFreezer);

} // namespace jd::sandbox
