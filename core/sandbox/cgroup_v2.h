#pragma once
#include "accounting.h"

namespace jd::sandbox {

// cgroup v2: as root under <cgroup2>/judgedesk; as an ordinary user inside the cgroup systemd delegated
// to it (e.g. `systemd-run --user --scope -p Delegate=yes judgedesk`). Fails with the reason otherwise.
Result<std::unique_ptr<AccountingBackend>> makeCgroupV2Accounting();

} // namespace jd::sandbox
