#pragma once
// What this machine offers a sandbox, probed without changing anything: kernel, cgroups, user
// namespaces, seccomp. doctor prints it; Sandbox::create chooses from it.
#include <sys/types.h>

#include <string>
#include <vector>

namespace jd::sandbox {

struct HostProbe {
    std::string kernelRelease;
    uid_t uid = 0;
    std::string cgroupLayout; // "cgroup v2", "cgroup v1 (+ an empty cgroup2 at ...)", "none"
    std::vector<std::string> cgroupV1Controllers;
    std::vector<std::string> cgroupV2Controllers;
    std::string ownCgroup;
    bool userNamespaces = false;
    std::string userNamespaceDetail; // why not, in plain words
    bool seccomp = false;
    bool seccompUserNotification = false;
    bool pidfd = false;
    bool cloneIntoCgroup = false; // kernel >= 5.7
};

HostProbe probeHost();

} // namespace jd::sandbox
