#pragma once
#include "../common/result.h"
#include "unique_fd.h"
#include "zygote_protocol.h"

#include <memory>
#include <mutex>
#include <string>
#include <sys/types.h>
#include <vector>

namespace jd::sandbox {

struct LaunchedRun {
    UniqueFd initPidfd;
    pid_t initPid = 0;
};

// The supervisor's handle on a running judgedesk-zygote. Launches may come from any thread.
class ZygoteClient {
public:
    static Result<std::unique_ptr<ZygoteClient>> start(const std::string& zygotePath, IsolationMode mode);
    ~ZygoteClient();

    // fds: stdin, stdout, stderr, report pipe, then the cgroup fds (request.cgroupFdCount of them).
    Result<LaunchedRun> launch(const LaunchRequest& request, const std::vector<int>& fds);
    IsolationMode mode() const { return mode_; }
    // Whether runs get a /proc of their own (the kernel refuses one where the host's /proc is partly
    // covered, as inside some containers).
    bool freshProc() const { return freshProc_; }

private:
    ZygoteClient(UniqueFd socket, pid_t pid, IsolationMode mode) : socket_(std::move(socket)), pid_(pid), mode_(mode) {}
    std::mutex mutex_;
    UniqueFd socket_;
    pid_t pid_;
    IsolationMode mode_;
    bool freshProc_ = false;
};

// Where judgedesk-zygote lives: $JUDGEDESK_ZYGOTE, else beside the running executable, else
// ../libexec/judgedesk/ relative to it.
std::string findZygoteExecutable();

} // namespace jd::sandbox
