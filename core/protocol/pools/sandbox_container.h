#pragma once
// A pool sandbox's long-lived run, what the seed's Docker container is: judgedesk-sandbox-agent running in
// JudgeDesk's sandbox with the seed's container limits, every command of the lease started by it. So a
// command's files in /app and /tmp, and a program it left running (a web application), are there for the
// next command, until the container is stopped; and HTTP requests to that application are made by the
// agent, from inside the container's own network namespace, which has only its loopback.
#include "common/result.h"
#include "sandbox/sandbox.h"
#include "sandbox/unique_fd.h"

#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace jd::protocol {

// The seed's container limits (sandbox_manager: 128 MB, 0.5 CPU, 64 PIDs, 10 MB files, tmpfs /app 64 MB and
// /tmp 32 MB, no network, non-root, all capabilities dropped).
struct ContainerLimits {
    uint64_t memory = 128ull << 20;
    double cpuRate = 0.5;
    int processes = 64;
    uint64_t fileSize = 10ull << 20;
    uint64_t appSize = 64ull << 20;
    uint64_t tmpSize = 32ull << 20;
};

// What one command did, as the agent saw it.
struct ContainerRun {
    int exitCode = -1;
    int signal = 0;
    std::chrono::milliseconds wall{0};
    bool timedOut = false;
    std::string stdoutText, stderrText;
};

// Where judgedesk-sandbox-agent is: $JUDGEDESK_SANDBOX_AGENT, beside this program, or in ../libexec/judgedesk.
std::string findSandboxAgent();

class SandboxContainer {
public:
    // `mountPoint` is an empty host directory: /app is a tmpfs over it, nothing is written there.
    // `imageCommands`, if given, is a directory of links (image_commands.h) put first on the PATH.
    static Result<std::unique_ptr<SandboxContainer>> start(std::shared_ptr<sandbox::Sandbox> sandbox,
                                                           const std::string& mountPoint,
                                                           const ContainerLimits& limits = {},
                                                           const std::string& imageCommands = {});
    ~SandboxContainer(); // everything in it ends

    // `command` by /bin/sh in `workdir`, `input` on its standard input, killed past `timeout`.
    Result<ContainerRun> run(const std::string& command, const std::string& workdir, const std::string& input,
                             std::chrono::milliseconds timeout);
    // Files by relative path below `directory` (/app, /tmp), parents made.
    Result<void> write(const std::string& directory, const std::map<std::string, std::string>& files);
    // `request` (a whole HTTP/1.1 request) sent to 127.0.0.1:`port` inside; the raw response.
    Result<std::string> http(int port, const std::string& request, std::chrono::milliseconds timeout);

    // From any thread: the container and everything in it end now; a call in progress fails with `reason`.
    void stop(const std::string& reason);
    bool stopped() const;
    // How the container ended, once stopped: its limits, a crash, or `stop`'s reason.
    std::string endReason() const;
    // Whether it ended at its memory limit (the whole container is held at it: what filled it went with it).
    bool outOfMemory() const;

private:
    SandboxContainer(std::unique_ptr<sandbox::Process> process, sandbox::UniqueFd channel, ContainerLimits limits);
    Result<std::vector<std::string>> call(const std::vector<std::string>& request,
                                          std::chrono::milliseconds answerWithin);

    std::unique_ptr<sandbox::Process> process_;
    sandbox::UniqueFd channel_;
    ContainerLimits limits_;
    std::mutex calls_; // one request at a time on the channel
    mutable std::mutex state_;
    std::string stoppedBecause_;
    bool outOfMemory_ = false;
};

} // namespace jd::protocol
