#include "host_probe.h"

#include "cgroup_fs.h"
#include "cgroup_v2.h"
#include "runtime/landlock.h"
#include "runtime/seccomp_policy.h"
#include "runtime/syscalls.h"

#include <fcntl.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>

namespace jd::sandbox {
namespace {

// Creates a user namespace in a throw-away child and maps the caller's uid, the step that AppArmor's
// restriction (Ubuntu 24.04) or a disabled sysctl refuses. The child only makes raw system calls.
int tryUserNamespace() {
    uid_t uid = ::geteuid();
    char map[64];
    int length = std::snprintf(map, sizeof map, "0 %u 1\n", uid);
    pid_t child = ::fork();
    if (child < 0) return errno;
    if (child == 0) {
        if (::unshare(CLONE_NEWUSER) != 0) ::_exit(errno);
        int deny = ::open("/proc/self/setgroups", O_WRONLY);
        if (deny >= 0) {
            (void)!::write(deny, "deny", 4);
            ::close(deny);
        }
        int fd = ::open("/proc/self/uid_map", O_WRONLY);
        if (fd < 0 || ::write(fd, map, static_cast<size_t>(length)) != length) ::_exit(errno ? errno : EPERM);
        ::_exit(0);
    }
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    return WIFEXITED(status) ? WEXITSTATUS(status) : EPERM;
}

bool kernelAtLeast(const std::string& release, int major, int minor) {
    int a = 0, b = 0;
    std::sscanf(release.c_str(), "%d.%d", &a, &b);
    return a > major || (a == major && b >= minor);
}

} // namespace

HostProbe probeHost() {
    HostProbe probe;
    utsname name{};
    ::uname(&name);
    probe.kernelRelease = name.release;
    probe.uid = ::geteuid();

    std::string v2Path;
    for (const auto& mount : cgroupfs::mounts()) {
        auto& list = mount.unified ? probe.cgroupV2Controllers : probe.cgroupV1Controllers;
        if (mount.unified) v2Path = mount.path;
        list.insert(list.end(), mount.controllers.begin(), mount.controllers.end());
    }
    if (!probe.cgroupV1Controllers.empty())
        probe.cgroupLayout = v2Path.empty()
                                 ? "cgroup v1"
                                 : "cgroup v1 (hybrid: cgroup2 at " + v2Path + " with " +
                                       (probe.cgroupV2Controllers.empty() ? "no controllers)" : "some controllers)");
    else if (!v2Path.empty())
        probe.cgroupLayout = "cgroup v2 at " + v2Path;
    else
        probe.cgroupLayout = "none mounted";
    probe.ownCgroup = cgroupfs::ownPath("");
    if (probe.ownCgroup.empty()) probe.ownCgroup = cgroupfs::ownPath("memory");
    if (probe.cgroupV2Controllers.empty()) {
        probe.cgroupDelegation = v2Path.empty() ? "no cgroup v2 here" : "no controllers in cgroup v2 here";
    } else {
        auto delegation = probeCgroupV2Delegation();
        probe.cgroupDelegated = delegation.delegated;
        probe.cgroupDelegation = delegation.description;
    }

    int error = tryUserNamespace();
    probe.userNamespaces = error == 0;
    if (!probe.userNamespaces) {
        probe.userNamespaceDetail = "creating a user namespace fails: " + sys::errnoText(error);
        bool ok = false;
        std::string restricted = sys::readFileString("/proc/sys/kernel/apparmor_restrict_unprivileged_userns", &ok);
        if (ok && restricted.rfind("1", 0) == 0)
            probe.userNamespaceDetail += " (AppArmor restricts unprivileged user namespaces: "
                                         "kernel.apparmor_restrict_unprivileged_userns=1)";
        std::string clone = sys::readFileString("/proc/sys/kernel/unprivileged_userns_clone", &ok);
        if (ok && clone.rfind("0", 0) == 0) probe.userNamespaceDetail += " (kernel.unprivileged_userns_clone=0)";
        std::string max = sys::readFileString("/proc/sys/user/max_user_namespaces", &ok);
        if (ok && max.rfind("0", 0) == 0) probe.userNamespaceDetail += " (user.max_user_namespaces=0)";
    }
    probe.seccomp = ::prctl(PR_GET_SECCOMP, 0, 0, 0, 0) >= 0;
    probe.seccompUserNotification = userNotificationSupported();
    UniqueFd self = sys::pidfdOpen(::getpid());
    probe.pidfd = self.valid();
    probe.landlockAbi = landlockAbi();
    probe.cloneIntoCgroup = kernelAtLeast(probe.kernelRelease, 5, 7);
    return probe;
}

} // namespace jd::sandbox
