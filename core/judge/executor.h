#pragma once
// The seam between judging and where programs run: the judge describes an execution, an Executor
// carries it out. The local sandbox is one executor; a remote fleet (go-judge) can be another.
#include "interaction.h"
#include "sandbox/run_monitor.h"
#include "sandbox/run_result.h"
#include "sandbox/run_spec.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <stop_token>

namespace jd::sandbox {
class Process;
class Sandbox;
} // namespace jd::sandbox

namespace jd::judge {

struct Execution {
    QStringList command;       // as seen inside the sandbox
    QStringList environment;   // KEY=VALUE, added to a minimal PATH
    QString programDirectory;  // bound read-only at /program
    QStringList extraReadOnly; // host files or directories bound at the same path, read-only
    QString writableDirectory; // bound read-write at the same path (a validator's feedback dir)
    // Names of files the run may leave in writableDirectory that the caller reads afterwards: an executor
    // whose runs happen elsewhere brings them back (the local sandbox writes them in place).
    QStringList producedFiles;
    QString workingDirectory = "/tmp";
    // The program gets PATH and nothing else of JudgeDesk's environment (no HOME, no LANG), and a /tmp it
    // cannot write: DOMjudge's runguard clears the environment and its chroot has no /tmp.
    bool bareEnvironment = false;
    bool readOnlyTmp = false;
    QString inputFile, outputFile, errorFile; // host paths; empty input reads /dev/null, empty outputs discard
    int outputFd = -1;                        // instead of outputFile: an open file of the caller's
    sandbox::Limits limits;
    bool allowInetSockets = false;
    // Called from the sandbox's monitor thread with each 50 Hz sample of the run.
    std::function<void(const sandbox::Sample&)> onSample;
    // Stops this run alone (a forced exit) when its result is no longer wanted: a verification's test made
    // unneeded by another test's rejection while it ran. An executor whose runs happen elsewhere may let the
    // run finish instead; only time is lost.
    std::stop_token cut;
};

struct InteractiveOptions {
    // Relay and record the conversation, up to this many bytes; without it the programs talk through
    // plain pipes.
    std::optional<size_t> transcriptLimit;
    // Whether the interactor's run is its acceptance. After a rejection made while the program still runs
    // nothing the program does can change the verdict, so the program is stopped then. Unset: never.
    std::function<bool(const sandbox::RunResult&)> interactorAccepts;
};

struct InteractiveResult {
    sandbox::RunResult program, interactor;
    Transcript transcript;
    bool interactorEndedFirst = false;
    // When the interactor fell silent first: the CPU time the program had used by then, the moment its
    // verdict happened on the program's own clock (what a judging at a lower limit compares against).
    std::optional<std::chrono::nanoseconds> programCpuWhenInteractorEnded;
    bool programStoppedAfterRejection = false; // the judge ended the program after the interactor rejected it
};

class Executor {
public:
    virtual ~Executor() = default;
    virtual sandbox::RunResult execute(const Execution& execution) = 0;
    // Both at once, the program's output feeding the interactor's input and the other way round; the
    // executions' own input and output files are not used.
    virtual InteractiveResult executeInteractive(const Execution& program, const Execution& interactor,
                                                 const InteractiveOptions& options) = 0;
    // Ends every execution in progress at once (they report a forced exit) and refuses new ones
    // until resume().
    virtual void cancel() = 0;
    virtual void resume() = 0;
};

class SandboxExecutor final : public Executor {
public:
    explicit SandboxExecutor(std::shared_ptr<sandbox::Sandbox> sandbox)
        : sandbox_(std::move(sandbox)) {}
    sandbox::RunResult execute(const Execution& execution) override;
    // In interactive_execution.cpp.
    InteractiveResult executeInteractive(const Execution& program, const Execution& interactor,
                                         const InteractiveOptions& options) override;
    void cancel() override;
    void resume() override;
    const std::shared_ptr<sandbox::Sandbox>& sandbox() const { return sandbox_; }

private:
    // Started runs are registered so that cancel() can reach them; false when cancelled already.
    bool enlist(sandbox::Process* process);
    void dismiss(sandbox::Process* process);

    std::shared_ptr<sandbox::Sandbox> sandbox_;
    std::mutex mutex_;
    std::set<sandbox::Process*> running_;
    bool cancelled_ = false;
};

} // namespace jd::judge
