#include "executor.h"

#include "compiler.h"
#include "sandbox/sandbox.h"
#include "sandbox/syscalls.h"
#include "sandbox/unique_fd.h"

#include <QFile>

#include <fcntl.h>
#include <unistd.h>

namespace jd::judge {

namespace {

// The run specification of an execution, without its standard streams.
Result<sandbox::RunSpec> specFor(sandbox::Sandbox& sandbox, const Execution& execution) {
    sandbox::RunSpec spec;
    for (const QString& word : execution.command)
        spec.argv.push_back(word.toStdString());
    spec.environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=/tmp", "LANG=C.UTF-8"};
    for (const QString& variable : execution.environment)
        spec.environment.push_back(variable.toStdString());
    if (!execution.programDirectory.isEmpty())
        spec.binds.push_back({execution.programDirectory.toStdString(), kProgramInside, false});
    for (const QString& path : execution.extraReadOnly)
        spec.binds.push_back({path.toStdString(), path.toStdString(), false});
    if (!execution.writableDirectory.isEmpty()) {
        if (auto granted = sandbox.grantWrite(execution.writableDirectory.toStdString()); !granted)
            return Error{granted.error()};
        spec.binds.push_back(
            {execution.writableDirectory.toStdString(), execution.writableDirectory.toStdString(), true});
    }
    spec.workingDirectory = execution.workingDirectory.toStdString();
    spec.limits = execution.limits;
    spec.syscalls.allowNetworkSockets = execution.allowInetSockets;
    if (!execution.errorFile.isEmpty()) spec.stderrSpec = sandbox::StreamSpec::file(execution.errorFile.toStdString());
    return spec;
}

sandbox::RunResult failed(const std::string& why) {
    sandbox::RunResult result;
    result.internalError = why;
    return result;
}

} // namespace

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
    auto spec = specFor(*sandbox_, execution);
    if (!spec) return failed(spec.error());
    if (!execution.inputFile.isEmpty()) spec->stdinSpec = sandbox::StreamSpec::file(execution.inputFile.toStdString());
    if (execution.outputFd >= 0)
        spec->stdoutSpec = sandbox::StreamSpec::fromFd(execution.outputFd);
    else if (!execution.outputFile.isEmpty())
        spec->stdoutSpec = sandbox::StreamSpec::file(execution.outputFile.toStdString());
    // Output cut off at the limit (DOMjudge) comes through a pipe: the process keeps the first `output`
    // bytes for us and drops the rest, so a file never grows past the limit while the program runs on.
    sandbox::UniqueFd truncatedInto;
    if (execution.limits.truncateOutput && spec->stdoutSpec.kind != sandbox::StreamSpec::Kind::Null) {
        truncatedInto.reset(execution.outputFd >= 0
                                ? ::fcntl(execution.outputFd, F_DUPFD_CLOEXEC, 3)
                                : ::open(QFile::encodeName(execution.outputFile).constData(),
                                         O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
        if (!truncatedInto) return failed("cannot write the program's output: " + sandbox::sys::errnoText());
        spec->stdoutSpec = sandbox::StreamSpec::pipe();
    }
    auto process = sandbox_->start(spec.value());
    if (!process) return failed(process.error());
    if (execution.onSample) process.value()->setSampleCallback(execution.onSample);
    if (!enlist(process.value().get())) process.value()->kill();
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

InteractiveResult SandboxExecutor::executeInteractive(const Execution& program, const Execution& interactor,
                                                      size_t transcriptLimit) {
    InteractiveResult result;
    auto programSpec = specFor(*sandbox_, program);
    auto interactorSpec = specFor(*sandbox_, interactor);
    if (!programSpec || !interactorSpec) {
        result.program = result.interactor = failed(programSpec ? interactorSpec.error() : programSpec.error());
        return result;
    }
    // Four pipes: each program's stdin and stdout, the judge holding the other ends.
    int pipes[4][2];
    for (auto& ends : pipes)
        if (::pipe2(ends, O_CLOEXEC) != 0) {
            result.program = result.interactor = failed("pipe: " + sandbox::sys::errnoText());
            return result;
        }
    enum { ProgramIn, ProgramOut, InteractorIn, InteractorOut };
    programSpec->stdinSpec = sandbox::StreamSpec::fromFd(pipes[ProgramIn][0]);
    programSpec->stdoutSpec = sandbox::StreamSpec::fromFd(pipes[ProgramOut][1]);
    interactorSpec->stdinSpec = sandbox::StreamSpec::fromFd(pipes[InteractorIn][0]);
    interactorSpec->stdoutSpec = sandbox::StreamSpec::fromFd(pipes[InteractorOut][1]);
    auto interactorRun = sandbox_->start(interactorSpec.value());
    auto programRun = interactorRun ? sandbox_->start(programSpec.value())
                                    : Result<std::unique_ptr<sandbox::Process>>(Error{interactorRun.error()});
    // The sandboxes hold their own copies of the children's ends now.
    for (int end : {pipes[ProgramIn][0], pipes[ProgramOut][1], pipes[InteractorIn][0], pipes[InteractorOut][1]})
        ::close(end);
    if (!interactorRun || !programRun) {
        for (int end : {pipes[ProgramIn][1], pipes[ProgramOut][0], pipes[InteractorIn][1], pipes[InteractorOut][0]})
            ::close(end);
        result.program = result.interactor = failed(interactorRun ? programRun.error() : interactorRun.error());
        return result;
    }
    if (program.onSample) programRun.value()->setSampleCallback(program.onSample);
    for (sandbox::Process* process : {interactorRun.value().get(), programRun.value().get()})
        if (!enlist(process)) process->kill();
    result.transcript = relay(pipes[ProgramOut][0], pipes[InteractorIn][1], pipes[InteractorOut][0],
                              pipes[ProgramIn][1], transcriptLimit);
    result.interactor = interactorRun.value()->wait();
    result.program = programRun.value()->wait();
    dismiss(interactorRun.value().get());
    dismiss(programRun.value().get());
    // Who went silent first, as the relay saw it: a program killed for its time limit stops writing the
    // moment it dies, before the interactor reacts to that; the processes' reported ends come later.
    result.interactorEndedFirst = result.transcript.interactorClosedAt < result.transcript.programClosedAt;
    return result;
}

} // namespace jd::judge
