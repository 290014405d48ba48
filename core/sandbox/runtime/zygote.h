#pragma once
#include "zygote_protocol.h"

#include <sys/types.h>

#include <string>

namespace jd::sandbox {

struct ZygoteConfig {
    IsolationMode mode = IsolationMode::None;
    int socketFd = 3;
    std::string rootDirectory; // an empty directory for the sandbox root's tmpfs
    uid_t outerUid = 0;
    gid_t outerGid = 0;
};

// The zygote's first packet to the supervisor.
struct ZygoteHello {
    int32_t ok = 0;
    int32_t freshProc = 0;
    int32_t mode = -1; // the IsolationMode the zygote entered, for the supervisor to check
    char message[256] = {};
};

// judgedesk-zygote's main loop: enter the namespaces once, then clone one init per launch request until
// the supervisor's socket closes. Returns the process exit code.
int runZygote(const ZygoteConfig& config);

} // namespace jd::sandbox
