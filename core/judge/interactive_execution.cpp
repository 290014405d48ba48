// The local sandbox's interactive run: two programs joined by pipes (or through the recording relay), and
// the judge watching both until each has ended, in one poll loop. What the loop decides never hangs on
// scheduling: the judge holds a reader on both pipes to the end, so a program is never killed by SIGPIPE
// for writing just after its peer ended, and who fell silent first is read from the order of the hang-ups.
#include "execution_spec.h"
#include "executor.h"
#include "sandbox/runtime/syscalls.h"
#include "sandbox/sandbox.h"
#include "sandbox/unique_fd.h"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace jd::judge {
namespace {

using sandbox::UniqueFd;
using Side = SilenceWatch::Side;

struct Pipe {
    UniqueFd read, write;
    Result<void> open() {
        auto made = sandbox::sys::makePipe();
        if (!made.read) return fail("pipe: " + sandbox::sys::errnoText());
        read = std::move(made.read);
        write = std::move(made.write);
        return {};
    }
};

// Both runs from their start to their end. The program is stopped as soon as the interactor has rejected
// it while it still ran (the rejection stands whatever it does next); the interactor's writes are drained
// once the program is gone, so that it ends by itself, never blocked on a full pipe.
class Supervision {
public:
    Supervision(sandbox::Process& program, sandbox::Process& interactor, SilenceWatch& watch,
                std::optional<Relay> relay, const InteractiveOptions& options)
        : program_(program)
        , interactor_(interactor)
        , watch_(watch)
        , relay_(std::move(relay))
        , options_(options) {}

    InteractiveResult run() {
        InteractiveResult result;
        const int programFinished = program_.finishedFd(), interactorFinished = interactor_.finishedFd();
        if (programFinished < 0 || interactorFinished < 0) {
            program_.kill();
            interactor_.kill();
            result.program = result.interactor =
                runThatFailed("cannot wait for the interactive run: " + sandbox::sys::errnoText());
            program_.wait();
            interactor_.wait();
            return result;
        }
        std::vector<pollfd> fds;
        while (!programDone_ || !interactorDone_ || (relay_ && !relay_->finished())) {
            fds.clear();
            fds.push_back({watch_.fd(), POLLIN, 0});
            fds.push_back({programDone_ ? -1 : programFinished, POLLIN, 0});
            fds.push_back({interactorDone_ ? -1 : interactorFinished, POLLIN, 0});
            fds.push_back({draining_ ? watch_.outputOf(Side::Interactor) : -1, POLLIN, 0});
            if (relay_) relay_->addPollFds(fds);
            if (::poll(fds.data(), fds.size(), -1) < 0) {
                if (errno == EINTR) continue;
                const std::string why = "cannot wait for the interactive run: " + sandbox::sys::errnoText();
                program_.kill();
                interactor_.kill();
                result.program = program_.wait();
                result.interactor = interactor_.wait();
                result.program.internalError = result.interactor.internalError = why;
                return result;
            }
            // Hang-ups first, whichever fd woke the loop: a run's end is always preceded by its hang-up.
            noteHangUps(result);
            if (fds[2].revents) interactorEnded(result);
            if (fds[1].revents) programEnded(result);
            if (fds[3].revents) drainInteractor();
            if (relay_) relay_->step(fds.data() + 4);
        }
        noteHangUps(result);
        result.interactorEndedFirst = !silent_.empty() && silent_.front() == Side::Interactor;
        if (relay_) result.transcript = relay_->takeTranscript();
        return result;
    }

private:
    bool hungUp(Side side) const { return std::find(silent_.begin(), silent_.end(), side) != silent_.end(); }

    void noteHangUps(InteractiveResult& result) {
        for (Side side : watch_.collect()) {
            silent_.push_back(side);
            // The interactor's verdict happens now: where the program's own clock stands at that moment
            // is what a judgement at a lower time limit is ordered by.
            if (side == Side::Interactor && !hungUp(Side::Program) && !programDone_)
                result.programCpuWhenInteractorEnded = program_.usage().cpu;
        }
    }

    void interactorEnded(InteractiveResult& result) {
        interactorDone_ = true;
        result.interactor = interactor_.wait();
        noteHangUps(result);
        const bool accepted = !options_.interactorAccepts || options_.interactorAccepts(result.interactor);
        if (!accepted && !programDone_ && !hungUp(Side::Program)) {
            program_.kill();
            result.programStoppedAfterRejection = true;
        }
    }

    void programEnded(InteractiveResult& result) {
        programDone_ = true;
        result.program = program_.wait();
        // Nobody reads what the interactor writes any more but the watch: with plain pipes, drain it.
        draining_ = !relay_ && !interactorDone_;
    }

    void drainInteractor() {
        char buffer[64 * 1024];
        const ssize_t got = ::read(watch_.outputOf(Side::Interactor), buffer, sizeof buffer);
        if (got == 0 || (got < 0 && errno != EINTR && errno != EAGAIN)) draining_ = false;
    }

    sandbox::Process& program_;
    sandbox::Process& interactor_;
    SilenceWatch& watch_;
    std::optional<Relay> relay_;
    const InteractiveOptions& options_;
    std::vector<Side> silent_;
    bool programDone_ = false, interactorDone_ = false, draining_ = false;
};

} // namespace

InteractiveResult SandboxExecutor::executeInteractive(const Execution& program, const Execution& interactor,
                                                      const InteractiveOptions& options) {
    InteractiveResult result;
    auto programSpec = runSpecFor(*sandbox_, program);
    auto interactorSpec = runSpecFor(*sandbox_, interactor);
    if (!programSpec || !interactorSpec) {
        result.program = result.interactor = runThatFailed(programSpec ? interactorSpec.error() : programSpec.error());
        return result;
    }
    // Direct: two pipes join the programs. Relayed: each program's stdin and stdout is a pipe of its
    // own, the judge holding the other ends and passing on what arrives.
    const bool relayed = options.transcriptLimit.has_value();
    Pipe programIn, programOut, interactorIn, interactorOut;
    for (Pipe* pipe : {&programIn, &programOut, &interactorIn, &interactorOut}) {
        if (!relayed && (pipe == &interactorIn || pipe == &interactorOut)) continue;
        if (auto opened = pipe->open(); !opened) {
            result.program = result.interactor = runThatFailed(opened.error());
            return result;
        }
    }
    Pipe& interactorReads = relayed ? interactorIn : programOut;
    Pipe& interactorWrites = relayed ? interactorOut : programIn;
    auto watch = SilenceWatch::watch(programOut.read.get(), interactorWrites.read.get());
    if (!watch) {
        result.program = result.interactor = runThatFailed(watch.error());
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
                                    : Result<std::unique_ptr<sandbox::Process>>(interactorRun.failure());
    programOut.write.reset();
    if (!relayed) programOut.read.reset(); // the interactor's input now; the watch keeps its own copy
    programIn.read.reset();
    interactorReads.read.reset();
    if (!interactorRun || !programRun) {
        result.program = result.interactor = runThatFailed(interactorRun ? programRun.error() : interactorRun.error());
        return result;
    }
    if (program.onSample) programRun.value()->setSampleCallback(program.onSample);
    for (sandbox::Process* process : {interactorRun.value().get(), programRun.value().get()})
        if (!enlist(process)) process->kill();
    std::stop_callback cut(program.cut, [&] {
        programRun.value()->kill();
        interactorRun.value()->kill();
    });
    std::optional<Relay> relay;
    if (relayed)
        relay.emplace(std::move(programOut.read), std::move(interactorIn.write), std::move(interactorOut.read),
                      std::move(programIn.write), *options.transcriptLimit);
    result = Supervision(*programRun.value(), *interactorRun.value(), *watch, std::move(relay), options).run();
    dismiss(interactorRun.value().get());
    dismiss(programRun.value().get());
    return result;
}

} // namespace jd::judge
