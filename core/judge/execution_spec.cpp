#include "execution_spec.h"

#include "compiler.h"
#include "sandbox/sandbox.h"

namespace jd::judge {

Result<sandbox::RunSpec> runSpecFor(sandbox::Sandbox& sandbox, const Execution& execution) {
    sandbox::RunSpec spec;
    for (const QString& word : execution.command)
        spec.argv.push_back(word.toStdString());
    spec.environment = {"PATH=/usr/local/bin:/usr/bin:/bin"};
    if (!execution.bareEnvironment) spec.environment.insert(spec.environment.end(), {"HOME=/tmp", "LANG=C.UTF-8"});
    for (const QString& variable : execution.environment)
        spec.environment.push_back(variable.toStdString());
    if (!execution.programDirectory.isEmpty())
        spec.binds.push_back({execution.programDirectory.toStdString(), kProgramInside, false});
    for (const QString& path : execution.extraReadOnly)
        spec.binds.push_back({path.toStdString(), path.toStdString(), false});
    if (!execution.writableDirectory.isEmpty()) {
        if (auto granted = sandbox.grantWrite(execution.writableDirectory.toStdString()); !granted)
            return granted.failure();
        spec.binds.push_back(
            {execution.writableDirectory.toStdString(), execution.writableDirectory.toStdString(), true});
    }
    spec.workingDirectory = execution.workingDirectory.toStdString();
    spec.limits = execution.limits;
    spec.readOnlyTmp = execution.readOnlyTmp;
    spec.syscalls.allowNetworkSockets = execution.allowInetSockets;
    if (!execution.errorFile.isEmpty()) spec.stderrSpec = sandbox::StreamSpec::file(execution.errorFile.toStdString());
    return spec;
}

sandbox::RunResult runThatFailed(const std::string& why) {
    sandbox::RunResult result;
    result.internalError = why;
    return result;
}

} // namespace jd::judge
