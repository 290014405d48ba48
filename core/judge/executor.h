#pragma once
// The seam between judging and where programs run: the judge describes an execution, an Executor
// carries it out. The local sandbox is one executor; a remote fleet (go-judge) can be another.
#include "interaction.h"
#include "sandbox/run_result.h"
#include "sandbox/run_spec.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace jd::sandbox {
class Sandbox;
}

namespace jd::judge {

struct Execution {
    QStringList command;       // as seen inside the sandbox
    QStringList environment;   // KEY=VALUE, added to a minimal PATH
    QString programDirectory;  // bound read-only at /program
    QStringList extraReadOnly; // host files or directories bound at the same path, read-only
    QString writableDirectory; // bound read-write at the same path (a validator's feedback dir)
    QString workingDirectory = "/tmp";
    QString inputFile, outputFile, errorFile; // host paths; empty input reads /dev/null, empty outputs discard
    sandbox::Limits limits;
    bool allowInetSockets = false;
};

struct InteractiveResult {
    sandbox::RunResult program, interactor;
    Transcript transcript;
    bool interactorEndedFirst = false;
};

class Executor {
public:
    virtual ~Executor() = default;
    virtual sandbox::RunResult execute(const Execution& execution) = 0;
    // Both at once, the program's output feeding the interactor's input and the other way round; the
    // executions' own input and output files are not used.
    virtual InteractiveResult executeInteractive(const Execution& program, const Execution& interactor,
                                                 size_t transcriptLimit) = 0;
};

class SandboxExecutor final : public Executor {
public:
    explicit SandboxExecutor(std::shared_ptr<sandbox::Sandbox> sandbox)
        : sandbox_(std::move(sandbox)) {}
    sandbox::RunResult execute(const Execution& execution) override;
    InteractiveResult executeInteractive(const Execution& program, const Execution& interactor,
                                         size_t transcriptLimit) override;
    const std::shared_ptr<sandbox::Sandbox>& sandbox() const { return sandbox_; }

private:
    std::shared_ptr<sandbox::Sandbox> sandbox_;
};

} // namespace jd::judge
