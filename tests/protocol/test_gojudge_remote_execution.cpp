// The judge's executions as go-judge cmds and go-judge's results as the sandbox's: /program becomes
// /w/program wherever it is named, the program's files and the input are named by the ids they have on
// the server, a file-I/O working directory becomes /w, the limits and the output bound are go-judge's
// fields, and each status, with the figures beside it, gives the verdict a local run would.
#include "judge/compiler.h"
#include "protocol/gojudge/gojudge_result.h"
#include "protocol/gojudge/remote_execution.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::gojudge;
using namespace std::chrono_literals;

namespace {

QJsonObject j(QByteArray json) { return QJsonDocument::fromJson(json.replace('\'', '"')).object(); }

void touch(const QString& path, const QByteArray& content = "x") {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

judge::Execution limited() {
    judge::Execution execution;
    execution.command = {"/program/main"};
    execution.limits.cpuTime = 2s;
    execution.limits.wallTime = 5s;
    execution.limits.memory = 256ull << 20;
    execution.limits.output = 8ull << 20;
    return execution;
}

sandbox::RunResult ended(const char* json, const judge::Execution& execution = limited()) {
    return runResultOf(j(json), execution);
}

} // namespace

class RemoteExecutionTest : public QObject {
    Q_OBJECT
private slots:
    void wordsNamingTheProgramDirectoryNameItsCopyInW() {
        QCOMPARE(remoteWord("/program/main"), QStringLiteral("/w/program/main"));
        QCOMPARE(remoteWord("/program"), QStringLiteral("/w/program"));
        QCOMPARE(remoteWord("CLASSPATH=/program"), QStringLiteral("CLASSPATH=/w/program"));
        QCOMPARE(remoteWord("/programs/x"), QStringLiteral("/programs/x"));
        QCOMPARE(remoteWord("-Xmx256m"), QStringLiteral("-Xmx256m"));
    }

    void theProgramsFilesAndTheInputAreTheFilesToUpload() {
        QTemporaryDir program;
        QDir().mkpath(program.filePath("pkg"));
        touch(program.filePath("main"));
        touch(program.filePath("pkg/Helper.class"));
        QTemporaryDir tests;
        touch(tests.filePath("1.in"));
        judge::Execution execution = limited();
        execution.programDirectory = program.path();
        execution.inputFile = tests.filePath("1.in");
        auto inputs = remoteInputsOf(execution);
        QVERIFY2(inputs, inputs ? "" : inputs.error().c_str());
        QCOMPARE(inputs->input, tests.filePath("1.in"));
        QCOMPARE(inputs->copyIn.keys(), QStringList({"program/main", "program/pkg/Helper.class"}));
        QCOMPARE(inputs->copyIn.value("program/main"), program.filePath("main"));
        QVERIFY(inputs->transient.isEmpty());
        QCOMPARE(inputs->hostFiles().size(), 3);
    }

    void aWorkingDirectoryOfTheExecutionsOwnIsWAndItsFilesAreOfThisRunAlone() {
        QTemporaryDir box;
        touch(box.filePath("input.txt"));
        judge::Execution execution = limited();
        execution.workingDirectory = execution.writableDirectory = box.path();
        execution.producedFiles = {"output.txt"};
        auto inputs = remoteInputsOf(execution);
        QVERIFY(inputs);
        QCOMPARE(inputs->copyIn.value("input.txt"), box.filePath("input.txt"));
        QVERIFY(inputs->transient.contains(box.filePath("input.txt")));
        const QJsonObject cmd = remoteCmdOf(execution, *inputs, {{box.filePath("input.txt"), "ID1"}});
        QCOMPARE(cmd["copyIn"]["input.txt"]["fileId"].toString(), QStringLiteral("ID1"));
        QVERIFY(cmd["copyOutCached"].toArray().contains(QStringLiteral("output.txt?"))); // optional: may not be written
    }

    void anExecutionReadingHostPathsCannotGoToAServer() {
        judge::Execution execution = limited();
        execution.extraReadOnly = {"/etc/hostname"};
        auto inputs = remoteInputsOf(execution);
        QVERIFY(!inputs);
        QVERIFY2(QString::fromStdString(inputs.error()).contains("/etc/hostname"), inputs.error().c_str());
    }

    void aMissingInputIsRefusedBeforeAnythingIsSent() {
        judge::Execution execution = limited();
        execution.inputFile = "/nonexistent/1.in";
        QVERIFY(!remoteInputsOf(execution));
    }

    void theCmdCarriesTheLimitsTheEnvironmentAndTheCollectors() {
        judge::Execution execution = limited();
        execution.command = {"java", "-cp", "/program", "Main"};
        execution.environment = {"CLASSPATH=/program"};
        execution.limits.stack = 64ull << 20;
        execution.limits.processes = 8;
        execution.inputFile = "/t/1.in";
        RemoteInputs inputs;
        inputs.input = "/t/1.in";
        const QJsonObject cmd = remoteCmdOf(execution, inputs, {{"/t/1.in", "IN"}});
        QCOMPARE(cmd["args"].toArray(), QJsonArray({"java", "-cp", "/w/program", "Main"}));
        QVERIFY(cmd["env"].toArray().contains(QStringLiteral("CLASSPATH=/w/program")));
        QVERIFY(cmd["env"].toArray().contains(QStringLiteral("PATH=/usr/local/bin:/usr/bin:/bin")));
        QCOMPARE(cmd["cpuLimit"].toInteger(), qint64(2'000'000'000));
        QCOMPARE(cmd["clockLimit"].toInteger(), qint64(5'000'000'000));
        QCOMPARE(cmd["memoryLimit"].toInteger(), qint64(256) << 20);
        QCOMPARE(cmd["stackLimit"].toInteger(), qint64(64) << 20);
        QCOMPARE(cmd["procLimit"].toInt(), 8);
        const QJsonArray files = cmd["files"].toArray();
        QCOMPARE(files[0]["fileId"].toString(), QStringLiteral("IN"));
        QCOMPARE(files[1].toObject(), j("{'name': 'stdout', 'max': 8388608}"));
        QCOMPARE(files[2].toObject(), j("{'name': 'stderr', 'max': 8388608}"));
        QCOMPARE(cmd["copyOutCached"].toArray(), QJsonArray({"stdout"})); // its bytes exactly, whatever they are
        QCOMPARE(cmd["copyOut"].toArray(), QJsonArray({"stderr"}));
    }

    void noInputIsAnEmptyOne() {
        const QJsonObject cmd = remoteCmdOf(limited(), {}, {});
        QCOMPARE(cmd["files"][0].toObject(), j("{'content': ''}"));
    }

    void anAddressSpaceLimitIsGoJudgesAddressSpaceLimit() {
        judge::Execution execution = limited();
        execution.limits.addressSpace = 512ull << 20;
        const QJsonObject cmd = remoteCmdOf(execution, {}, {});
        QCOMPARE(cmd["memoryLimit"].toInteger(), qint64(512) << 20);
        QVERIFY(cmd["addressSpaceLimit"].toBool());
    }

    void eachStatusIsTheRunStatusALocalRunWouldHave() {
        using sandbox::RunStatus;
        QCOMPARE(ended("{'status': 'Accepted', 'exitStatus': 0, 'time': 5, 'memory': 7, 'runTime': 9}").status,
                 RunStatus::Ok);
        const auto nonzero =
            ended("{'status': 'Nonzero Exit Status', 'exitStatus': 3, 'time': 1, 'memory': 1, 'runTime': 1}");
        QCOMPARE(nonzero.status, RunStatus::RuntimeError);
        QCOMPARE(nonzero.exitCode, 3);
        const auto signalled = ended("{'status': 'Signalled', 'exitStatus': 11, 'time': 1, 'memory': 1, 'runTime': 1}");
        QCOMPARE(signalled.status, RunStatus::Signaled);
        QCOMPARE(signalled.signal, 11);
        QCOMPARE(
            ended("{'status': 'Memory Limit Exceeded', 'exitStatus': 9, 'time': 1, 'memory': 1, 'runTime': 1}").status,
            RunStatus::MemoryLimit);
        QCOMPARE(
            ended("{'status': 'Output Limit Exceeded', 'exitStatus': 25, 'time': 1, 'memory': 1, 'runTime': 1}").status,
            RunStatus::OutputLimit);
        QCOMPARE(
            ended("{'status': 'Dangerous Syscall', 'exitStatus': 31, 'time': 1, 'memory': 1, 'runTime': 1}").status,
            RunStatus::ForbiddenSyscall);
    }

    void theFiguresComeBackAsTheSandboxCountsThem() {
        const auto run =
            ended("{'status': 'Accepted', 'exitStatus': 0, 'time': 5000000, 'memory': 7340032, 'runTime': 9000000}");
        QCOMPARE(run.cpuTime, std::chrono::nanoseconds(5'000'000));
        QCOMPARE(run.wallTime, std::chrono::nanoseconds(9'000'000));
        QCOMPARE(run.memoryPeak, uint64_t(7340032));
    }

    void aTimeLimitWithTheCpuBelowItWasTheWallClocks() {
        using sandbox::RunStatus;
        QCOMPARE(ended("{'status': 'Time Limit Exceeded', 'exitStatus': 9, 'time': 2000000000, 'memory': 1, "
                       "'runTime': 2100000000}")
                     .status,
                 RunStatus::TimeLimit);
        QCOMPARE(ended("{'status': 'Time Limit Exceeded', 'exitStatus': 9, 'time': 1000, 'memory': 1, "
                       "'runTime': 5000000000}")
                     .status,
                 RunStatus::WallTimeLimit);
    }

    void anOverflowingStandardOutputIsTheOutputLimitHoweverTheProgramEnded() {
        const char* overflowed = "{'status': '%1', 'exitStatus': 13, 'time': 1, 'memory': 1, 'runTime': 1, "
                                 "'fileError': [{'name': 'stdout', 'type': 'CollectSizeExceeded'}]}";
        // A server bounds what it collects, not what the program writes: a flood runs on there until its time
        // is up, where the output limit would have stopped it here when its output passed the limit.
        for (const char* status : {"Accepted", "Nonzero Exit Status", "Signalled", "Time Limit Exceeded"})
            QCOMPARE(ended(QString::fromLatin1(overflowed).arg(status).toLatin1()).status,
                     sandbox::RunStatus::OutputLimit);
        // Which came first, the output or the memory, cannot be told: the memory limit stays.
        QCOMPARE(ended(QString::fromLatin1(overflowed).arg("Memory Limit Exceeded").toLatin1()).status,
                 sandbox::RunStatus::MemoryLimit);
    }

    void underTruncationAnOverflowingOutputIsCutAndTheRunGoesOn() {
        judge::Execution execution = limited();
        execution.limits.truncateOutput = true;
        QCOMPARE(ended("{'status': 'Output Limit Exceeded', 'exitStatus': 0, 'time': 1, 'memory': 1, 'runTime': 1, "
                       "'fileError': [{'name': 'stdout', 'type': 'CollectSizeExceeded'}]}",
                       execution)
                     .status,
                 sandbox::RunStatus::Ok);
    }

    void aFileErrorOrAnInternalErrorSaysWhatTheServerSaid() {
        const auto fileError = ended("{'status': 'File Error', 'exitStatus': 0, 'time': 0, 'memory': 0, 'runTime': 0, "
                                     "'fileError': [{'name': 'program/main', 'type': 'CopyInOpenFile'}]}");
        QCOMPARE(fileError.status, sandbox::RunStatus::InternalError);
        QVERIFY2(fileError.internalError.find("program/main: CopyInOpenFile") != std::string::npos,
                 fileError.internalError.c_str());
        const auto internal = ended("{'status': 'Internal Error', 'error': 'execve: no such file', 'exitStatus': 0, "
                                    "'time': 0, 'memory': 0, 'runTime': 0}");
        QCOMPARE(internal.status, sandbox::RunStatus::InternalError);
        QVERIFY(internal.internalError.find("execve: no such file") != std::string::npos);
        QCOMPARE(ended("{'status': 'Exploded'}").status, sandbox::RunStatus::InternalError);
    }
};

QTEST_GUILESS_MAIN(RemoteExecutionTest)
#include "test_gojudge_remote_execution.moc"
