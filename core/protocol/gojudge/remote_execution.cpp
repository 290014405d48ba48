#include "remote_execution.h"

#include "gojudge_result.h"
#include "judge/compiler.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>

#include <csignal>

namespace jd::gojudge {
namespace {

// The files of a directory, by their names relative to it; links are read through, as a bind would show them.
QStringList filesBelow(const QString& directory) {
    QStringList names;
    QDirIterator files(directory, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (files.hasNext())
        names << QDir(directory).relativeFilePath(files.next());
    names.sort();
    return names;
}

QJsonValue nanoseconds(const std::optional<std::chrono::nanoseconds>& value) {
    return value ? QJsonValue(qint64(value->count())) : QJsonValue();
}

QJsonValue bytes(const std::optional<uint64_t>& value) { return value ? QJsonValue(qint64(*value)) : QJsonValue(); }

sandbox::RunResult internal(const QString& why) {
    sandbox::RunResult result;
    result.status = sandbox::RunStatus::InternalError;
    result.internalError = why.toStdString();
    return result;
}

// A local run's file would have stopped the program at its output limit (OL) or, under DOMjudge's
// rules, been cut off while it ran on.
void overflowed(sandbox::RunResult& run, const judge::Execution& execution) {
    using sandbox::RunStatus;
    if (execution.limits.truncateOutput) {
        if (run.status == RunStatus::OutputLimit) run.status = RunStatus::Ok;
    } else if (run.status == RunStatus::Ok || run.status == RunStatus::RuntimeError ||
               run.status == RunStatus::Signaled || run.status == RunStatus::TimeLimit ||
               run.status == RunStatus::WallTimeLimit) {
        // A server bounds what it collects, not what the program writes (go-judge's collector max), so a flood
        // runs on there until its time is up; here the limit would have stopped it when its output passed it,
        // before that time.
        run.status = RunStatus::OutputLimit;
    }
}

bool outputOverflowed(const QJsonObject& result) {
    for (const QJsonValue& error : result["fileError"].toArray())
        if (error["name"].toString() == kRemoteOutput &&
            error["type"].toString() == fileErrorTypeText(FileErrorType::CollectSizeExceeded))
            return true;
    return false;
}

} // namespace

QStringList RemoteInputs::hostFiles() const {
    QStringList files;
    if (!input.isEmpty()) files << input;
    for (const QString& file : copyIn)
        if (!files.contains(file)) files << file;
    return files;
}

Result<RemoteInputs> remoteInputsOf(const judge::Execution& execution) {
    if (!execution.extraReadOnly.isEmpty())
        return fail("an execution that reads files at their host paths (" +
                    execution.extraReadOnly.join(", ").toStdString() + ") cannot run on a go-judge server");
    RemoteInputs inputs;
    inputs.input = execution.inputFile;
    if (!inputs.input.isEmpty() && !QFileInfo(inputs.input).isFile())
        return fail("the input " + inputs.input.toStdString() + " is not a file");
    if (!execution.programDirectory.isEmpty())
        for (const QString& name : filesBelow(execution.programDirectory))
            inputs.copyIn.insert(QStringLiteral("program/") + name, execution.programDirectory + "/" + name);
    // A working directory of the execution's own (a file-I/O problem's) is /w: what it holds goes there.
    if (!execution.writableDirectory.isEmpty() && execution.workingDirectory == execution.writableDirectory)
        for (const QString& name : filesBelow(execution.writableDirectory)) {
            const QString file = execution.writableDirectory + "/" + name;
            inputs.copyIn.insert(name, file);
            inputs.transient.insert(file);
        }
    return inputs;
}

QString remoteWord(const QString& word) {
    const QString local = judge::kProgramInside;
    if (word == local) return kRemoteProgramDirectory;
    if (word.startsWith(local + "/")) return kRemoteProgramDirectory + word.mid(local.size());
    // An environment variable naming it: CLASSPATH=/program.
    if (const qsizetype equals = word.indexOf('='); equals > 0 && !word.startsWith('/'))
        return word.left(equals + 1) + remoteWord(word.mid(equals + 1));
    return word;
}

QJsonObject remoteCmdOf(const judge::Execution& execution, const RemoteInputs& inputs,
                        const QHash<QString, QString>& fileIds) {
    QJsonArray args;
    for (const QString& word : execution.command)
        args << remoteWord(word);
    // The environment the local sandbox gives, so that a program sees the same wherever it runs.
    QJsonArray env{"PATH=/usr/local/bin:/usr/bin:/bin"};
    if (!execution.bareEnvironment)
        env << "HOME=/tmp"
            << "LANG=C.UTF-8";
    for (const QString& variable : execution.environment)
        env << remoteWord(variable);

    const sandbox::Limits& limits = execution.limits;
    // Both collectors hold what a local file would before the output limit; a local run with none has
    // go-judge's own copy-out bound.
    const qint64 outputMax = outputMaxOf(execution);
    QJsonObject input =
        inputs.input.isEmpty() ? QJsonObject{{"content", ""}} : QJsonObject{{"fileId", fileIds.value(inputs.input)}};
    QJsonArray files{input, QJsonObject{{"name", kRemoteOutput}, {"max", outputMax}},
                     QJsonObject{{"name", kRemoteError}, {"max", outputMax}}};

    QJsonObject copyIn;
    for (auto file = inputs.copyIn.begin(); file != inputs.copyIn.end(); ++file)
        copyIn[file.key()] = QJsonObject{{"fileId", fileIds.value(file.value())}};
    QJsonArray copyOutCached{kRemoteOutput};
    for (const QString& name : execution.producedFiles)
        copyOutCached << name + "?";

    QJsonObject cmd{{"args", args},
                    {"env", env},
                    {"files", files},
                    {"copyIn", copyIn},
                    {"copyOut", QJsonArray{kRemoteError}},
                    {"copyOutCached", copyOutCached}};
    const QJsonValue cpu = nanoseconds(limits.cpuTime), clock = nanoseconds(limits.wallTime);
    if (!cpu.isUndefined()) cmd["cpuLimit"] = cpu;
    if (!clock.isUndefined()) cmd["clockLimit"] = clock;
    if (limits.memory) cmd["memoryLimit"] = bytes(limits.memory);
    if (limits.stack) cmd["stackLimit"] = bytes(limits.stack);
    if (limits.addressSpace) {
        cmd["memoryLimit"] = bytes(limits.addressSpace);
        cmd["addressSpaceLimit"] = true;
    }
    if (limits.processes) cmd["procLimit"] = *limits.processes;
    return cmd;
}

sandbox::RunResult runResultOf(const QJsonObject& result, const judge::Execution& execution) {
    using sandbox::RunStatus;
    const QString status = result["status"].toString();
    const QString error = result["error"].toString();
    sandbox::RunResult run;
    run.cpuTime = std::chrono::nanoseconds(result["time"].toInteger());
    run.wallTime = std::chrono::nanoseconds(result["runTime"].toInteger());
    run.memoryPeak = uint64_t(result["memory"].toInteger());
    const int exitStatus = result["exitStatus"].toInt();
    if (status == statusText(Status::Accepted)) {
        run.status = RunStatus::Ok;
    } else if (status == statusText(Status::NonzeroExitStatus)) {
        run.status = RunStatus::RuntimeError;
        run.exitCode = exitStatus;
    } else if (status == statusText(Status::Signalled)) {
        run.status = RunStatus::Signaled;
        run.signal = exitStatus;
    } else if (status == statusText(Status::TimeLimitExceeded)) {
        const auto& limits = execution.limits;
        // go-judge has one status for both limits: the figures tell which was reached.
        const bool cpuReached = limits.cpuTime && run.cpuTime >= *limits.cpuTime;
        run.status = !cpuReached && limits.wallTime && run.wallTime >= *limits.wallTime ? RunStatus::WallTimeLimit
                                                                                        : RunStatus::TimeLimit;
        run.signal = exitStatus;
    } else if (status == statusText(Status::MemoryLimitExceeded)) {
        run.status = RunStatus::MemoryLimit;
    } else if (status == statusText(Status::OutputLimitExceeded)) {
        run.status = RunStatus::OutputLimit;
    } else if (status == statusText(Status::DangerousSyscall)) {
        run.status = RunStatus::ForbiddenSyscall;
        run.signal = SIGSYS;
        run.forbiddenSyscall = error.toStdString();
    } else if (status == statusText(Status::FileError)) {
        QStringList why{error};
        for (const QJsonValue& fileError : result["fileError"].toArray())
            why << QStringLiteral("%1: %2 %3")
                       .arg(fileError["name"].toString(), fileError["type"].toString(),
                            fileError["message"].toString());
        why.removeAll(QString());
        return internal(QStringLiteral("the server could not move the run's files: ") + why.join("; "));
    } else if (status == statusText(Status::InternalError)) {
        return internal(QStringLiteral("the server could not run it: ") + error);
    } else {
        return internal(QStringLiteral("the server answered an unknown status '%1'").arg(status));
    }
    // The standard output went past its bound.
    if (outputOverflowed(result)) overflowed(run, execution);
    return run;
}

qint64 outputMaxOf(const judge::Execution& execution) { return qint64(execution.limits.output.value_or(256ull << 20)); }

void settleOutputSize(sandbox::RunResult& run, const judge::Execution& execution, qint64 bytes) {
    if (bytes > outputMaxOf(execution)) overflowed(run, execution);
}

} // namespace jd::gojudge
