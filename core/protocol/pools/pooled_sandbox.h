#pragma once
// One sandbox of a pool (the sandbox manager seed's SandboxContainer). The seed's commands run in a
// container of its own (sandbox_container.h), started at the first of them and kept until the sandbox is
// wiped: /app for the submission's files, /tmp for injected assets, the seed's container limits, and a
// web application a command started answering make_request. The judge's executions run beside it, as
// they are described (their own files, limits and binds): the pool then decides how many run at once,
// keeps the figures, and stops one past running_timeout.
#include "common/result.h"
#include "judge/executor.h"
#include "sandbox/sandbox.h"
#include "sandbox_container.h"

#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace jd::protocol {

enum class ResponseCategory { Success, RuntimeError, CompilationError, Timeout, SystemError };
std::string categoryName(ResponseCategory category); // "SUCCESS", "RUNTIME_ERROR", ...

// The seed's SandboxState.
enum class SandboxState { Idle, Busy, Stopped };
std::string stateName(SandboxState state); // "IDLE", "BUSY", "STOPPED"

struct CommandResponse {
    std::string stdoutText, stderrText;
    int exitCode = -1;
    double executionTime = 0; // seconds of wall time
    ResponseCategory category = ResponseCategory::SystemError;
};

class PooledSandbox {
public:
    using Clock = std::chrono::steady_clock;
    // `workspace` is made and owned: removed with the sandbox.
    // `imageCommands`: the profile's directory of command links (image_commands.h), or empty.
    static Result<std::unique_ptr<PooledSandbox>> create(std::shared_ptr<sandbox::Sandbox> sandbox, std::string name,
                                                         std::string profile, std::string workspace,
                                                         std::string imageCommands = {});
    ~PooledSandbox();

    const std::string& name() const { return name_; }
    const std::string& profile() const { return profile_; }

    // The submission's files into /app, by relative path (nested directories made); none may leave it.
    Result<void> prepareWorkdir(const std::map<std::string, std::string>& files);
    // Static assets (datasets, fixtures) into /tmp, by relative path: each command finds them there.
    Result<void> injectAssets(const std::map<std::string, std::string>& assets);
    // A shell command; SUCCESS on exit 0, TIMEOUT past `timeout` (wall or CPU), RUNTIME_ERROR otherwise.
    CommandResponse runCommand(const std::string& command, std::chrono::milliseconds timeout = std::chrono::seconds(30),
                               const std::string& workdir = "/app");
    // `programCommand` with `lines` on its standard input, one per line.
    CommandResponse runCommands(const std::vector<std::string>& lines, const std::string& programCommand,
                                std::chrono::milliseconds timeout = std::chrono::seconds(30));
    // A compile command: its failure is a COMPILATION_ERROR.
    CommandResponse compile(const std::string& command, std::chrono::milliseconds timeout = std::chrono::seconds(30));
    // The seed's make_request: `request` (a whole HTTP/1.1 request) to the application listening on `port`
    // inside the sandbox, sent from inside its network namespace; the raw response.
    Result<std::string> makeRequest(int port, const std::string& request,
                                    std::chrono::milliseconds timeout = std::chrono::seconds(5));
    // BUSY while a command runs, STOPPED once killed or its container ended, else IDLE.
    SandboxState state() const;

    // One execution of the judge's, or two talking (an interactive test). Once killRunning() has ended
    // one, further executions of this lease fail at once with its reason.
    sandbox::RunResult execute(const judge::Execution& execution);
    judge::InteractiveResult executeInteractive(const judge::Execution& program, const judge::Execution& interactor,
                                                const judge::InteractiveOptions& options);

    // For the pool's monitor: since when the current command runs, and the kill past running_timeout
    // (with a `reason`, the judge's runs report it as an internal error instead of a forced exit).
    std::optional<Clock::time_point> runningSince() const;
    void killRunning(const std::string& reason = {});
    // Empties /app and /tmp for the next user, when a command or a file may have written there.
    Result<void> wipe();

private:
    PooledSandbox(std::shared_ptr<sandbox::Sandbox> sandbox, std::string name, std::string profile,
                  std::string workspace, std::string imageCommands);
    CommandResponse run(const std::string& command, const std::string& workdir, const std::string& input,
                        std::chrono::milliseconds timeout);
    Result<void> writeFiles(const std::string& directory, const std::map<std::string, std::string>& files);
    // The container, started at the first seed command after a wipe.
    Result<SandboxContainer*> container();

    // Marks the start of a run; false when the lease was killed already.
    bool beginRun(bool bindsWorkspace);
    void endRun();
    std::string killedReason() const;
    sandbox::RunResult refusal() const; // of a run asked for after the kill
    // A run the pool's monitor killed reports why.
    sandbox::RunResult explained(sandbox::RunResult result) const;

    std::shared_ptr<sandbox::Sandbox> sandbox_;
    std::string name_, profile_, workspace_, imageCommands_;
    judge::SandboxExecutor executor_; // the judge's executions
    mutable std::mutex running_;
    std::shared_ptr<SandboxContainer> container_; // the seed commands' (shared: killRunning() may stop it meanwhile)
    std::optional<Clock::time_point> since_;
    std::optional<std::string> killedBecause_; // until wiped
    bool killReported_ = false;                // the judge's runs report killedBecause_
    bool dirty_ = true;                        // /app or /tmp may hold something of the last user
};

} // namespace jd::protocol
