#pragma once
#include "../common/result.h"
#include "runtime/zygote_protocol.h"
#include "unique_fd.h"

#include <sys/types.h>

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace jd::sandbox {

struct PreforkedSlot {
    UniqueFd initPidfd;
    pid_t initPid = 0;
    UniqueFd control; // where the slot's launch request goes
};

// The supervisor's handle on a running judgedesk-zygote. Launches may come from any thread.
class ZygoteClient {
public:
    static Result<std::unique_ptr<ZygoteClient>> start(const std::string& zygotePath, IsolationMode mode);
    ~ZygoteClient();

    // A warm slot joined to the given cgroups (v1: cgroup.procs fds; v2: the directory fd).
    Result<PreforkedSlot> prefork(CgroupAttach attach, const std::vector<int>& cgroupFds, uint64_t tmpSize);
    // Detached copies of host paths for a run's binds, in order (not available without namespaces).
    Result<std::vector<UniqueFd>> prepareBinds(const std::vector<MountRequest>& mounts);
    // Whether runs get a /proc of their own (the kernel refuses one where the host's /proc is partly
    // covered, as inside some containers).
    bool freshProc() const { return freshProc_; }

private:
    template <class Reply>
    Result<Reply> exchange(const void* request, size_t size, const std::vector<int>& fds,
                           std::vector<UniqueFd>& received);
    ZygoteClient(UniqueFd socket, pid_t pid)
        : socket_(std::move(socket))
        , pid_(pid) {}
    std::mutex mutex_;
    UniqueFd socket_;
    pid_t pid_;
    bool freshProc_ = false;
};

// Where judgedesk-zygote lives: $JUDGEDESK_ZYGOTE, else beside the running executable, else
// ../libexec/judgedesk/ relative to it.
std::string findZygoteExecutable();

} // namespace jd::sandbox
