#include "namespaces.h"

#include "syscalls.h"

#include <sched.h>
#include <unistd.h>

#include <string>

namespace jd::sandbox {

Result<void> enterZygoteNamespaces(IsolationMode mode, uid_t outerUid, gid_t outerGid) {
    if (mode == IsolationMode::None) return {};
    int flags = CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS;
    if (mode == IsolationMode::UserNamespace) flags |= CLONE_NEWUSER;
    if (::unshare(flags) != 0) return fail("unshare(namespaces): " + sys::errnoText());
    if (mode == IsolationMode::UserNamespace) {
        // setgroups must be denied before an unprivileged process may write its gid_map.
        if (!sys::writeFileString("/proc/self/setgroups", "deny"))
            return fail("writing /proc/self/setgroups: " + sys::errnoText());
        if (!sys::writeFileString("/proc/self/uid_map", "0 " + std::to_string(outerUid) + " 1\n"))
            return fail("setting up the uid map: " + sys::errnoText() +
                        " (unprivileged user namespaces may be restricted, e.g. by AppArmor)");
        if (!sys::writeFileString("/proc/self/gid_map", "0 " + std::to_string(outerGid) + " 1\n"))
            return fail("setting up the gid map: " + sys::errnoText());
    }
    static constexpr char kHostname[] = "judgedesk";
    if (::sethostname(kHostname, sizeof kHostname - 1) != 0) return fail("sethostname: " + sys::errnoText());
    return {};
}

} // namespace jd::sandbox
