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
    // Whether cgroup v2 lets this user create the runs' cgroups: "delegated to this user: ...",
    // "not delegated: ..." with what to do, or why it does not apply.
    bool cgroupDelegated = false;
    std::string cgroupDelegation;
    bool userNamespaces = false;
    std::string userNamespaceDetail; // why not, in plain words
    bool seccomp = false;
    bool seccompUserNotification = false;
    bool pidfd = false;
    int landlockAbi = 0;          // Landlock's ABI version; 0: none (what keeps a run without namespaces from writing)
    bool cloneIntoCgroup = false; // kernel >= 5.7
};

HostProbe probeHost();

} // namespace jd::sandbox
