#include "inherited_attributes.h"

#include "syscalls.h"

#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>

namespace jd::sandbox {
namespace {
constexpr int kIoprioWhoProcess = 1; // IOPRIO_WHO_PROCESS; glibc has no header for it
}

InheritedAttributes InheritedAttributes::ofThisProcess() {
    InheritedAttributes attributes;
    for (int resource = 0; resource < RLIM_NLIMITS; ++resource)
        ::getrlimit(static_cast<__rlimit_resource>(resource), &attributes.limits[static_cast<size_t>(resource)]);
    errno = 0;
    attributes.nice = ::getpriority(PRIO_PROCESS, 0);
    attributes.policy = ::sched_getscheduler(0);
    attributes.ioPriority = static_cast<int>(::syscall(SYS_ioprio_get, kIoprioWhoProcess, 0));
    attributes.oomScoreAdjustment = std::atoi(sys::readFileString("/proc/self/oom_score_adj").c_str());
    ::sched_getaffinity(0, sizeof attributes.affinity, &attributes.affinity);
    return attributes;
}

bool InheritedAttributes::operator==(const InheritedAttributes& other) const {
    for (size_t i = 0; i < limits.size(); ++i)
        if (limits[i].rlim_cur != other.limits[i].rlim_cur || limits[i].rlim_max != other.limits[i].rlim_max)
            return false;
    return nice == other.nice && policy == other.policy && ioPriority == other.ioPriority &&
           oomScoreAdjustment == other.oomScoreAdjustment && CPU_EQUAL(&affinity, &other.affinity);
}

} // namespace jd::sandbox
