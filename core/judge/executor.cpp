#include "executor.h"

#include "execution_spec.h"
#include "sandbox/runtime/syscalls.h"
#include "sandbox/sandbox.h"
#include "sandbox/unique_fd.h"

#include <QFile>

#include <fcntl.h>
#include <unistd.h>

namespace jd::judge {

using sandbox::UniqueFd;

bool SandboxExecutor::enlist(sandbox::Process* process) {
    std::lock_guard lock(mutex_);
    if (cancelled_) return false;
    running_.insert(process);
    return true;
}

void SandboxExecutor::dismiss(sandbox::Process* process) {
    std::lock_guard lock(mutex_);
    running_.erase(process);
}

void SandboxExecutor::cancel() {
    std::lock_guard lock(mutex_);
    cancelled_ = true;
    for (sandbox::Process* process : running_)
        process->kill();
}

void SandboxExecutor::resume() {
    std::lock_guard lock(mutex_);
    cancelled_ = false;
}

sandbox::RunResult SandboxExecutor::execute(const Execution& execution) {
    auto spec = runSpecFor(*sandbox_, execution);
    if (!spec) return runThatFailed(spec.error());
    if (!execution.inputFile.isEmpty()) spec->stdinSpec = sandbox::StreamSpec::file(execution.inputFile.toStdString());
    if (execution.outputFd >= 0)
        spec->stdoutSpec = sandbox::StreamSpec::fromFd(execution.outputFd);
    else if (!execution.outputFile.isEmpty())
        spec->stdoutSpec = sandbox::StreamSpec::file(execution.outputFile.toStdString());
    // Output cut off at the limit (DOMjudge) comes through a pipe: the process keeps the first `output`
    // bytes for us and drops the rest, so a file never grows past the limit while the program runs on.
    sandbox::UniqueFd truncatedInto;
    if (execution.limits.truncateOutput && spec->stdoutSpec.kind != sandbox::StreamSpec::Kind::Null) {
        truncatedInto.reset(execution.outputFd >= 0 ? ::fcntl(execution.outputFd, F_DUPFD_CLOEXEC, 3)
                                                    : ::open(QFile::encodeName(execution.outputFile).constData(),
                                                             O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
        if (!truncatedInto) return runThatFailed("cannot write the program's output: " + sandbox::sys::errnoText());
        spec->stdoutSpec = sandbox::StreamSpec::pipe();
    }
    // Its standard error is cut off at the same limit, and never stops the program either.
    sandbox::UniqueFd errorsInto;
    if (execution.limits.truncateOutput && !execution.errorFile.isEmpty()) {
        errorsInto.reset(
            ::open(QFile::encodeName(execution.errorFile).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
        if (!errorsInto) return runThatFailed("cannot write the program's errors: " + sandbox::sys::errnoText());
        spec->stderrSpec = sandbox::StreamSpec::pipe();
    }
    auto process = sandbox_->start(spec.value());
    if (!process) return runThatFailed(process.error());
    if (errorsInto)
        process.value()->setErrorSink([fd = errorsInto.get()](const char* data, size_t size) {
            sandbox::sys::writeAll(fd, data, size); // a full disk loses only the program's own messages
        });
    if (execution.onSample) process.value()->setSampleCallback(execution.onSample);
    if (!enlist(process.value().get())) process.value()->kill();
    std::stop_callback cut(execution.cut, [&process] { process.value()->kill(); });
    if (truncatedInto) {
        char buffer[64 * 1024];
        for (ssize_t got; (got = process.value()->read(buffer, sizeof buffer)) > 0;)
            if (!sandbox::sys::writeAll(truncatedInto.get(), buffer, static_cast<size_t>(got))) {
                process.value()->kill();
                break;
            }
    }
    sandbox::RunResult result = process.value()->wait();
    dismiss(process.value().get());
    return result;
}

} // namespace jd::judge
