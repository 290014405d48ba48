#include "executor.h"

#include "compiler.h"
#include "sandbox/sandbox.h"

namespace jd::judge {

sandbox::RunResult SandboxExecutor::execute(const Execution& execution) {
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
        if (auto granted = sandbox_->grantWrite(execution.writableDirectory.toStdString()); !granted) {
            sandbox::RunResult failed;
            failed.internalError = granted.error();
            return failed;
        }
        spec.binds.push_back(
            {execution.writableDirectory.toStdString(), execution.writableDirectory.toStdString(), true});
    }
    spec.workingDirectory = execution.workingDirectory.toStdString();
    spec.limits = execution.limits;
    spec.syscalls.allowNetworkSockets = execution.allowInetSockets;
    if (!execution.inputFile.isEmpty()) spec.stdinSpec = sandbox::StreamSpec::file(execution.inputFile.toStdString());
    if (!execution.outputFile.isEmpty())
        spec.stdoutSpec = sandbox::StreamSpec::file(execution.outputFile.toStdString());
    if (!execution.errorFile.isEmpty()) spec.stderrSpec = sandbox::StreamSpec::file(execution.errorFile.toStdString());
    return sandbox_->run(spec);
}

} // namespace jd::judge
