#include "pooled_sandbox.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <csignal>

namespace jd::protocol {
namespace {

using namespace std::chrono_literals;

// A relative path that stays below its directory: no absolute path, no "..", no empty name.
bool staysInside(const std::string& relative) {
    if (relative.empty() || relative.front() == '/') return false;
    for (const QString& part : QString::fromStdString(relative).split('/'))
        if (part.isEmpty() || part == "." || part == "..") return false;
    return true;
}

} // namespace

std::string stateName(SandboxState state) {
    switch (state) {
    case SandboxState::Idle: return "IDLE";
    case SandboxState::Busy: return "BUSY";
    case SandboxState::Stopped: return "STOPPED";
    }
    return "STOPPED";
}

std::string categoryName(ResponseCategory category) {
    switch (category) {
    case ResponseCategory::Success: return "SUCCESS";
    case ResponseCategory::RuntimeError: return "RUNTIME_ERROR";
    case ResponseCategory::CompilationError: return "COMPILATION_ERROR";
    case ResponseCategory::Timeout: return "TIMEOUT";
    case ResponseCategory::SystemError: return "SYSTEM_ERROR";
    }
    return "SYSTEM_ERROR";
}

PooledSandbox::PooledSandbox(std::shared_ptr<sandbox::Sandbox> sandbox, std::string name, std::string profile,
                             std::string workspace, std::string imageCommands)
    : sandbox_(std::move(sandbox))
    , name_(std::move(name))
    , profile_(std::move(profile))
    , workspace_(std::move(workspace))
    , imageCommands_(std::move(imageCommands))
    , executor_(sandbox_) {}

Result<std::unique_ptr<PooledSandbox>> PooledSandbox::create(std::shared_ptr<sandbox::Sandbox> sandbox,
                                                             std::string name, std::string profile,
                                                             std::string workspace, std::string imageCommands) {
    std::unique_ptr<PooledSandbox> made(new PooledSandbox(std::move(sandbox), std::move(name), std::move(profile),
                                                          std::move(workspace), std::move(imageCommands)));
    if (auto wiped = made->wipe(); !wiped) return wiped.failure();
    return made;
}

PooledSandbox::~PooledSandbox() {
    killRunning();
    QDir(QString::fromStdString(workspace_)).removeRecursively();
}

Result<void> PooledSandbox::wipe() {
    std::shared_ptr<SandboxContainer> ended;
    {
        std::lock_guard lock(running_);
        killedBecause_.reset();
        killReported_ = false;
        executor_.resume();
        if (!dirty_) return {}; // a lease of the judge's: it ran with files of its own, nothing was left here
        dirty_ = false;
        ended = std::move(container_); // its /app, /tmp and programs go with it
    }
    ended.reset();
    // /app's mount point; nothing is written there (the container has a tmpfs over it).
    QDir app(QString::fromStdString(workspace_ + "/app"));
    if (!QDir().mkpath(app.path())) return fail("cannot create " + app.path().toStdString());
    return {};
}

Result<SandboxContainer*> PooledSandbox::container() {
    {
        std::lock_guard lock(running_);
        if (killedBecause_) return fail(*killedBecause_);
        dirty_ = true;
        if (container_ && !container_->stopped()) return container_.get();
    }
    // A container that ended (out of memory, say) is replaced: the next command starts afresh. Started
    // outside the lock, which the pool's monitor takes every second.
    auto started = SandboxContainer::start(sandbox_, workspace_ + "/app", {}, imageCommands_);
    if (!started) return started.failure();
    std::lock_guard lock(running_);
    if (killedBecause_) return fail(*killedBecause_);
    container_ = std::move(started.value());
    return container_.get();
}

Result<void> PooledSandbox::writeFiles(const std::string& directory, const std::map<std::string, std::string>& files) {
    for (const auto& [relative, contents] : files)
        if (!staysInside(relative)) return fail("'" + relative + "' is not a path inside the sandbox");
    auto box = container();
    if (!box) return box.failure();
    return box.value()->write(directory, files);
}

Result<void> PooledSandbox::prepareWorkdir(const std::map<std::string, std::string>& files) {
    return writeFiles("/app", files);
}

Result<void> PooledSandbox::injectAssets(const std::map<std::string, std::string>& assets) {
    return writeFiles("/tmp", assets);
}

CommandResponse PooledSandbox::runCommand(const std::string& command, std::chrono::milliseconds timeout,
                                          const std::string& workdir) {
    return run(command, workdir, {}, timeout);
}

CommandResponse PooledSandbox::runCommands(const std::vector<std::string>& lines, const std::string& programCommand,
                                           std::chrono::milliseconds timeout) {
    std::string input;
    for (size_t i = 0; i < lines.size(); ++i)
        input += lines[i] + (i + 1 < lines.size() ? "\n" : "");
    return run(programCommand, "/app", input, timeout);
}

CommandResponse PooledSandbox::compile(const std::string& command, std::chrono::milliseconds timeout) {
    CommandResponse response = runCommand(command, timeout);
    if (response.category == ResponseCategory::RuntimeError) response.category = ResponseCategory::CompilationError;
    return response;
}

CommandResponse PooledSandbox::run(const std::string& command, const std::string& workdir, const std::string& input,
                                   std::chrono::milliseconds timeout) {
    CommandResponse response;
    const auto started = Clock::now();
    auto box = container();
    if (!box) {
        response.stderrText = box.error();
        return response; // SYSTEM_ERROR
    }
    if (!beginRun(true)) {
        response.stderrText = killedReason();
        return response;
    }
    auto ran = box.value()->run(command, workdir, input, timeout);
    endRun();
    response.executionTime = std::chrono::duration<double>(Clock::now() - started).count();
    if (!ran) {
        response.stderrText = ran.error();
        // The pool's running_timeout stops the container: that is the seed's TIMEOUT.
        if (const std::string killed = killedReason(); !killed.empty()) {
            response.category = ResponseCategory::Timeout;
            response.stderrText = killed;
        } else if (box.value()->outOfMemory()) {
            // As in a container at its memory limit: the command was killed (SIGKILL), its failure is its own.
            response.category = ResponseCategory::RuntimeError;
            response.exitCode = 128 + SIGKILL;
        }
        return response;
    }
    response.stdoutText = std::move(ran->stdoutText);
    response.stderrText = std::move(ran->stderrText);
    response.exitCode = ran->exitCode;
    response.executionTime = double(ran->wall.count()) / 1000;
    response.category = ran->timedOut        ? ResponseCategory::Timeout
                        : ran->exitCode == 0 ? ResponseCategory::Success
                                             : ResponseCategory::RuntimeError;
    return response;
}

Result<std::string> PooledSandbox::makeRequest(int port, const std::string& request,
                                               std::chrono::milliseconds timeout) {
    auto box = container();
    if (!box) return box.failure();
    return box.value()->http(port, request, timeout);
}

SandboxState PooledSandbox::state() const {
    std::lock_guard lock(running_);
    if (killedBecause_ || (container_ && container_->stopped())) return SandboxState::Stopped;
    return since_ ? SandboxState::Busy : SandboxState::Idle;
}

bool PooledSandbox::beginRun(bool bindsWorkspace) {
    std::lock_guard lock(running_);
    if (killedBecause_) return false;
    since_ = Clock::now();
    // A seed command gets /app and /tmp to write in; the judge's executions bring their own files.
    if (bindsWorkspace) dirty_ = true;
    return true;
}

std::string PooledSandbox::killedReason() const {
    std::lock_guard lock(running_);
    return killedBecause_.value_or(std::string());
}

void PooledSandbox::endRun() {
    std::lock_guard lock(running_);
    since_.reset();
}

sandbox::RunResult PooledSandbox::explained(sandbox::RunResult result) const {
    std::lock_guard lock(running_);
    if (killReported_ && result.status == sandbox::RunStatus::ForcedExit) {
        result.status = sandbox::RunStatus::InternalError;
        result.internalError = *killedBecause_;
    }
    return result;
}

sandbox::RunResult PooledSandbox::refusal() const {
    std::lock_guard lock(running_);
    sandbox::RunResult refused;
    refused.status = killReported_ ? sandbox::RunStatus::InternalError : sandbox::RunStatus::ForcedExit;
    refused.internalError = killedBecause_.value_or(std::string());
    return refused;
}

sandbox::RunResult PooledSandbox::execute(const judge::Execution& execution) {
    if (!beginRun(false)) { return refusal(); }
    sandbox::RunResult result = executor_.execute(execution);
    endRun();
    return explained(std::move(result));
}

judge::InteractiveResult PooledSandbox::executeInteractive(const judge::Execution& program,
                                                           const judge::Execution& interactor,
                                                           const judge::InteractiveOptions& options) {
    if (!beginRun(false)) {
        judge::InteractiveResult refused;
        refused.program = refused.interactor = refusal();
        return refused;
    }
    judge::InteractiveResult result = executor_.executeInteractive(program, interactor, options);
    endRun();
    result.program = explained(std::move(result.program));
    result.interactor = explained(std::move(result.interactor));
    return result;
}

std::optional<PooledSandbox::Clock::time_point> PooledSandbox::runningSince() const {
    std::lock_guard lock(running_);
    return since_;
}

void PooledSandbox::killRunning(const std::string& reason) {
    std::lock_guard lock(running_);
    killedBecause_ = reason.empty() ? "forced to exit" : reason;
    killReported_ = !reason.empty();
    if (container_) container_->stop(*killedBecause_);
    executor_.cancel(); // the judge's runs, and any it would start before the lease ends
}

} // namespace jd::protocol
