#pragma once
#include "accounting.h"

namespace jd::sandbox {

// cgroup v1 (hosts such as this fleet's): memory, cpuacct and pids hierarchies, freezer when mounted.
// Fails with the reason when the hierarchies are missing or not writable by this user.
Result<std::unique_ptr<AccountingBackend>> makeCgroupV1Accounting();

} // namespace jd::sandbox
