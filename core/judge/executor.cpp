#include "executor.h"

#include "compiler.h"
#include "sandbox/sandbox.h"
#include "sandbox/syscalls.h"
#include "sandbox/unique_fd.h"

#include <QFile>

#include <fcntl.h>
#include <unistd.h>

namespace jd::judge {

using sandbox::UniqueFd;

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
        truncatedInto.reset(execution.outputFd >= 0 ? ::fcntl(execution.outputFd, F_DUPFD_CLOEXEC, 3)
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
                                                      std::optional<size_t> transcriptLimit) {
    InteractiveResult result;
    auto programSpec = specFor(*sandbox_, program);
    auto interactorSpec = specFor(*sandbox_, interactor);
    if (!programSpec || !interactorSpec) {
        result.program = result.interactor = failed(programSpec ? interactorSpec.error() : programSpec.error());
        return result;
    }
    // Direct: two pipes join the programs. Relayed: each program's stdin and stdout is a pipe of its
    // own, the judge holding the other ends and passing on what arrives.
    struct Pipe {
        UniqueFd read, write;
    };
    auto makePipe = [](Pipe& pipe) {
        int ends[2];
        if (::pipe2(ends, O_CLOEXEC) != 0) return false;
        pipe.read.reset(ends[0]);
        pipe.write.reset(ends[1]);
        return true;
    };
    const bool relayed = transcriptLimit.has_value();
    Pipe programIn, programOut, interactorIn, interactorOut;
    if (!makePipe(programIn) || !makePipe(programOut) ||
        (relayed && (!makePipe(interactorIn) || !makePipe(interactorOut)))) {
        result.program = result.interactor = failed("pipe: " + sandbox::sys::errnoText());
        return result;
    }
    Pipe& interactorReads = relayed ? interactorIn : programOut;
    Pipe& interactorWrites = relayed ? interactorOut : programIn;
    auto watch = SilenceWatch::watch(programOut.read.get(), interactorWrites.read.get());
    if (!watch) {
        result.program = result.interactor = failed(watch.error());
        return result;
    }
    programSpec->stdinSpec = sandbox::StreamSpec::fromFd(programIn.read.get());
    programSpec->stdoutSpec = sandbox::StreamSpec::fromFd(programOut.write.get());
    interactorSpec->stdinSpec = sandbox::StreamSpec::fromFd(interactorReads.read.get());
    interactorSpec->stdoutSpec = sandbox::StreamSpec::fromFd(interactorWrites.write.get());
    // Each program's copy of its output is the only writer once it runs: the judge lets go of its own at
    // once, so that the program's hang-up is seen the moment it happens.
    auto interactorRun = sandbox_->start(interactorSpec.value());
    interactorWrites.write.reset();
    auto programRun = interactorRun ? sandbox_->start(programSpec.value())
                                    : Result<std::unique_ptr<sandbox::Process>>(Error{interactorRun.error()});
    programOut.write.reset();
    if (!relayed) programOut.read.reset(); // the interactor's input now; the watch keeps its own copy
    programIn.read.reset();
    interactorReads.read.reset();
    if (!interactorRun || !programRun) {
        result.program = result.interactor = failed(interactorRun ? programRun.error() : interactorRun.error());
        return result;
    }
    if (program.onSample) programRun.value()->setSampleCallback(program.onSample);
    for (sandbox::Process* process : {interactorRun.value().get(), programRun.value().get()})
        if (!enlist(process)) process->kill();
    if (relayed)
        result.transcript = relay(programOut.read.release(), interactorIn.write.release(), interactorOut.read.release(),
                                  programIn.write.release(), *transcriptLimit);
    result.interactorEndedFirst = watch->firstToFallSilent() == SilenceWatch::Side::Interactor;
    result.interactor = interactorRun.value()->wait();
    result.program = programRun.value()->wait();
    dismiss(interactorRun.value().get());
    dismiss(programRun.value().get());
    return result;
}

} // namespace jd::judge
