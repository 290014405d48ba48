#pragma once
#include "accounting.h"

namespace jd::sandbox {

// cgroup v2: as root under <cgroup2>/judgedesk; as an ordinary user inside the cgroup systemd delegated
// to it (e.g. `systemd-run --user --scope -p Delegate=yes judgedesk`). Fails with the reason otherwise.
Result<std::unique_ptr<AccountingBackend>> makeCgroupV2Accounting();

// Whether this process may create cgroups of its own below where it was started, in plain words.
struct CgroupDelegation {
    bool delegated = false;
    std::string description;
};
CgroupDelegation probeCgroupV2Delegation();

// The same back-end on a cgroup directory prepared by the caller (controllers already enabled): what
// makeCgroupV2Accounting ends with, and what tests use on a stand-in directory.
std::unique_ptr<AccountingBackend> makeCgroupV2AccountingAt(const std::string& base);

} // namespace jd::sandbox
