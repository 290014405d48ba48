#include "pooled_sandbox.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace jd::protocol {
namespace {

using namespace std::chrono_literals;
constexpr size_t kKeptOutput = 1 << 20; // of stdout and of stderr each, in a response
constexpr char kAssetsInside[] = "/run/judgedesk-assets";

// A relative path that stays below its directory: no absolute path, no "..", no empty name.
bool staysInside(const std::string& relative) {
    if (relative.empty() || relative.front() == '/') return false;
    for (const QString& part : QString::fromStdString(relative).split('/'))
        if (part.isEmpty() || part == "." || part == "..") return false;
    return true;
}

} // namespace

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
                             std::string workspace)
    : sandbox_(std::move(sandbox))
    , name_(std::move(name))
    , profile_(std::move(profile))
    , workspace_(std::move(workspace))
    , executor_(sandbox_) {}

Result<std::unique_ptr<PooledSandbox>> PooledSandbox::create(std::shared_ptr<sandbox::Sandbox> sandbox,
                                                             std::string name, std::string profile,
                                                             std::string workspace) {
    std::unique_ptr<PooledSandbox> made(
        new PooledSandbox(std::move(sandbox), std::move(name), std::move(profile), std::move(workspace)));
    if (auto wiped = made->wipe(); !wiped) return Error{wiped.error()};
    return made;
}

PooledSandbox::~PooledSandbox() {
    killRunning();
    QDir(QString::fromStdString(workspace_)).removeRecursively();
}

Result<void> PooledSandbox::wipe() {
    {
        std::lock_guard lock(running_);
        killedBecause_.reset();
        killReported_ = false;
        executor_.resume();
        if (!dirty_) return {}; // a lease of the judge's: it ran with files of its own, nothing was left here
        dirty_ = false;
    }
    for (const char* part : {"app", "tmp"}) {
        QDir directory(QString::fromStdString(workspace_ + "/" + part));
        if (directory.exists() && !directory.removeRecursively())
            return fail("cannot empty " + directory.path().toStdString());
        if (!QDir().mkpath(directory.path())) return fail("cannot create " + directory.path().toStdString());
        // Programs may run as another uid (the sandbox's box user when run by root): they write here.
        if (auto granted = sandbox_->grantWrite(directory.path().toStdString()); !granted) return granted;
    }
    return {};
}

Result<void> PooledSandbox::writeFiles(const std::string& directory, const std::map<std::string, std::string>& files) {
    {
        std::lock_guard lock(running_);
        dirty_ = true;
    }
    for (const auto& [relative, contents] : files) {
        if (!staysInside(relative)) return fail("'" + relative + "' is not a path inside the sandbox");
        const QString path = QString::fromStdString(workspace_ + "/" + directory + "/" + relative);
        if (!QDir().mkpath(QFileInfo(path).path())) return fail("cannot create the directory of " + relative);
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(contents.data(), qint64(contents.size())) != qint64(contents.size()) || !file.commit())
            return fail("cannot write " + relative + ": " + file.errorString().toStdString());
        QFile::setPermissions(path, QFile::permissions(path) | QFile::ReadOther | QFile::WriteOther);
    }
    // New directories too must be the box user's to write in.
    return sandbox_->grantWrite(workspace_ + "/" + directory);
}

Result<void> PooledSandbox::prepareWorkdir(const std::map<std::string, std::string>& files) {
    return writeFiles("app", files);
}

Result<void> PooledSandbox::injectAssets(const std::map<std::string, std::string>& assets) {
    return writeFiles("tmp", assets);
}

CommandResponse PooledSandbox::runCommand(const std::string& command, std::chrono::milliseconds timeout,
                                          const std::string& workdir) {
    sandbox::RunSpec spec;
    spec.argv = {"/bin/sh", "-c", command};
    spec.workingDirectory = workdir;
    spec.limits.wallTime = timeout;
    spec.limits.cpuTime = timeout;
    return run(std::move(spec), {});
}

CommandResponse PooledSandbox::runCommands(const std::vector<std::string>& lines, const std::string& programCommand,
                                           std::chrono::milliseconds timeout) {
    std::string input;
    for (size_t i = 0; i < lines.size(); ++i)
        input += lines[i] + (i + 1 < lines.size() ? "\n" : "");
    sandbox::RunSpec spec;
    spec.argv = {"/bin/sh", "-c", programCommand};
    spec.workingDirectory = "/app";
    spec.limits.wallTime = timeout;
    spec.limits.cpuTime = timeout;
    return run(std::move(spec), input);
}

CommandResponse PooledSandbox::compile(const std::string& command, std::chrono::milliseconds timeout) {
    CommandResponse response = runCommand(command, timeout);
    if (response.category == ResponseCategory::RuntimeError) response.category = ResponseCategory::CompilationError;
    return response;
}

CommandResponse PooledSandbox::run(sandbox::RunSpec spec, const std::string& input) {
    spec.environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=/app", "LANG=C.UTF-8"};
    spec.binds.push_back({workspace_ + "/app", "/app", true});
    // Each run gets a /tmp of its own, which nothing may be bound over: the assets are copied into it
    // before the command starts, so they are where the seed puts them.
    spec.binds.push_back({workspace_ + "/tmp", kAssetsInside, false});
    const std::string command = spec.argv.back();
    spec.argv = {"/bin/sh", "-c", std::string("cp -R ") + kAssetsInside + "/. /tmp/ && exec /bin/sh -c \"$1\"", "sh",
                 command};
    spec.limits.memory = 128ull << 20; // the seed's container limits
    spec.limits.processes = 64;
    spec.limits.output = 10ull << 20;
    spec.stdinSpec = sandbox::StreamSpec::pipe();
    spec.stdoutSpec = sandbox::StreamSpec::pipe();
    spec.stderrSpec = sandbox::StreamSpec::pipe();

    CommandResponse response;
    const auto started = Clock::now();
    if (!beginRun(true)) {
        response.stderrText = killedReason();
        return response; // SYSTEM_ERROR
    }
    auto process = sandbox_->start(spec);
    if (!process) {
        endRun();
        response.stderrText = process.error();
        return response; // SYSTEM_ERROR
    }
    {
        std::lock_guard lock(running_);
        process_ = process.value().get();
    }
    process.value()->setErrorSink([&](const char* data, size_t size) {
        if (response.stderrText.size() < kKeptOutput)
            response.stderrText.append(data, std::min(size, kKeptOutput - response.stderrText.size()));
    });
    (void)process.value()->write(input);
    (void)process.value()->closeInput();
    char buffer[16384];
    for (ssize_t got; (got = process.value()->read(buffer, sizeof buffer)) > 0;)
        if (response.stdoutText.size() < kKeptOutput)
            response.stdoutText.append(buffer, std::min(size_t(got), kKeptOutput - response.stdoutText.size()));
    const sandbox::RunResult result = process.value()->wait();
    {
        std::lock_guard lock(running_);
        process_ = nullptr;
    }
    endRun();
    response.executionTime = std::chrono::duration<double>(Clock::now() - started).count();
    using sandbox::RunStatus;
    switch (result.status) {
    case RunStatus::Ok:
        response.exitCode = 0;
        response.category = ResponseCategory::Success;
        break;
    case RunStatus::RuntimeError:
        response.exitCode = result.exitCode;
        response.category = ResponseCategory::RuntimeError;
        break;
    case RunStatus::TimeLimit:
    case RunStatus::WallTimeLimit:
    case RunStatus::ForcedExit: // the pool's running_timeout
        response.category = ResponseCategory::Timeout;
        break;
    case RunStatus::InternalError: response.stderrText = result.internalError; break;
    default: // signals, memory, output, forbidden calls: the program failed
        response.exitCode = 128 + result.signal;
        response.category = ResponseCategory::RuntimeError;
        if (response.stderrText.empty()) response.stderrText = sandbox::exitReason(result);
    }
    return response;
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
    if (process_) process_->kill();
    executor_.cancel(); // the judge's runs, and any it would start before the lease ends
}

} // namespace jd::protocol
