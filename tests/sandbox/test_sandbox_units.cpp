// The sandbox's small parts, without running anything: sizes and durations as typed, the zygote's wire
// format, the meta report, the words for each way a run ends, the seccomp policy's compilation.
#include "common/units.h"
#include "sandbox/inside_paths.h"
#include "sandbox/meta_format.h"
#include "sandbox/run_result.h"
#include "sandbox/runtime/seccomp_policy.h"
#include "sandbox/runtime/zygote_protocol.h"
#include "sandbox/user_tasks.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <signal.h>
#include <sys/resource.h>
#include <sys/syscall.h>

#include <future>
#include <latch>
#include <thread>
#include <vector>

using namespace jd;
using namespace jd::sandbox;

class SandboxUnits : public QObject {
    Q_OBJECT
private slots:
    void sizesAcceptUnits_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qulonglong>("bytes");
        QTest::newRow("plain") << QStringLiteral("1000") << qulonglong(1000);
        QTest::newRow("K") << QStringLiteral("512K") << qulonglong(512 * 1024);
        QTest::newRow("M") << QStringLiteral("64M") << qulonglong(64ull << 20);
        QTest::newRow("MiB") << QStringLiteral("64MiB") << qulonglong(64ull << 20);
        QTest::newRow("MB") << QStringLiteral("64MB") << qulonglong(64ull << 20);
        QTest::newRow("G fraction") << QStringLiteral("1.5G") << qulonglong(3ull << 29);
        QTest::newRow("lowercase") << QStringLiteral("2g") << qulonglong(2ull << 30);
    }
    void sizesAcceptUnits() {
        QFETCH(QString, text);
        QFETCH(qulonglong, bytes);
        auto parsed = parseSize(text.toStdString());
        QVERIFY2(parsed, parsed ? "" : parsed.error().c_str());
        QCOMPARE(qulonglong(parsed.value()), bytes);
    }

    void badSizesSayWhy_data() {
        QTest::addColumn<QString>("text");
        for (const char* bad : {"", "abc", "-5M", "12Q", "1e30G", "nan"})
            QTest::newRow(bad) << QString::fromLatin1(bad);
    }
    void badSizesSayWhy() {
        QFETCH(QString, text);
        auto parsed = parseSize(text.toStdString());
        QVERIFY(!parsed);
        QVERIFY(QString::fromStdString(parsed.error()).contains(text));
    }

    void secondsAcceptFractionsAndMilliseconds() {
        QCOMPARE(parseSeconds("1").value().count(), 1'000'000'000LL);
        QCOMPARE(parseSeconds("0.25").value().count(), 250'000'000LL);
        QCOMPARE(parseSeconds("250ms").value().count(), 250'000'000LL);
        QVERIFY(!parseSeconds("soon"));
        QVERIFY(!parseSeconds("-1"));
        QVERIFY(!parseSeconds("5h"));
    }

    void launchRequestSurvivesTheWire() {
        LaunchRequest request;
        request.argv = {"/box/a.out", "arg with spaces", ""};
        request.environment = {"PATH=/usr/bin", "X="};
        request.workingDirectory = "/box";
        request.mounts = {{"/home/coach/p", "/box", true}, {"/etc/x", "/etc/x", false}};
        request.resourceLimits = {{RLIMIT_CPU, 3}, {RLIMIT_FSIZE, 1ull << 40}};
        request.cpus = {0, 3};
        request.tmpSize = 1 << 20;
        request.uid = 65534;
        request.gid = 65533;
        request.allowNetworkSockets = true;
        request.allowUnixSockets = false;
        request.blockAffinityChanges = true;
        request.readOnlyTmp = true;
        request.writablePaths = {"/var/tmp/judgedesk-build-1", "/home/coach/box"};
        LaunchRequest decoded;
        QVERIFY(LaunchRequest::deserialize(request.serialize(), decoded));
        QCOMPARE(decoded.argv, request.argv);
        QCOMPARE(decoded.environment, request.environment);
        QCOMPARE(decoded.workingDirectory, request.workingDirectory);
        QCOMPARE(decoded.mounts.size(), size_t(2));
        QCOMPARE(decoded.mounts[0].hostPath, std::string("/home/coach/p"));
        QVERIFY(decoded.mounts[0].writable && !decoded.mounts[1].writable);
        QCOMPARE(decoded.resourceLimits[1].value, 1ull << 40);
        QCOMPARE(decoded.cpus, request.cpus);
        QCOMPARE(decoded.gid, 65533u);
        QVERIFY(decoded.allowNetworkSockets && !decoded.allowUnixSockets && decoded.blockAffinityChanges);
        QVERIFY(decoded.readOnlyTmp);
        QCOMPARE(decoded.writablePaths, request.writablePaths);
    }

    // RLIMIT_NPROC counts the user's every thread, so a user's tasks are its threads, not its processes.
    void aUsersTasksAreItsThreads() {
        constexpr int kThreads = 100;
        std::promise<void> release;
        std::shared_future<void> released = release.get_future().share();
        std::latch started(kThreads);
        std::vector<std::thread> waiting;
        for (int i = 0; i < kThreads; ++i)
            waiting.emplace_back([&] {
                started.count_down();
                released.wait();
            });
        started.wait();
        const uint64_t counted = tasksOfUser(::getuid());
        release.set_value();
        for (std::thread& thread : waiting)
            thread.join();
        QVERIFY2(counted > kThreads, qPrintable(QString::number(counted)));
        QCOMPARE(tasksOfUser(uid_t(4000000000u)), uint64_t(0)); // nobody runs as that uid
    }

    // Without mounts, a command's inside paths are the host's, wherever in a word they stand.
    void insidePathsBecomeHostPathsWithinWords_data() {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("translated");
        QTest::newRow("the path itself") << "/program"
                                         << "/cache/p1";
        QTest::newRow("a file in it") << "/program/main"
                                      << "/cache/p1/main";
        QTest::newRow("after an option's letters") << "-o/program/main"
                                                   << "-o/cache/p1/main";
        QTest::newRow("after a colon") << "-out:/program/main.exe"
                                       << "-out:/cache/p1/main.exe";
        QTest::newRow("quoted in a form") << "(compile-file \"/program/a.lisp\" :output-file \"/program/a.fasl\")"
                                          << "(compile-file \"/cache/p1/a.lisp\" :output-file \"/cache/p1/a.fasl\")";
        QTest::newRow("another path ending alike") << "/x/program/main"
                                                   << "/x/program/main";
        QTest::newRow("a longer name") << "/programs/main"
                                       << "/programs/main";
        QTest::newRow("a word without it") << "-O2"
                                           << "-O2";
    }
    void insidePathsBecomeHostPathsWithinWords() {
        QFETCH(QString, word);
        QFETCH(QString, translated);
        QCOMPARE(QString::fromStdString(translateInsidePath(word.toStdString(), "/program", "/cache/p1")), translated);
    }

    void truncatedOrForeignRequestsAreRejected() {
        LaunchRequest request;
        request.argv = {"/bin/true"};
        std::string bytes = request.serialize();
        LaunchRequest decoded;
        for (size_t cut = 0; cut < bytes.size(); ++cut)
            QVERIFY(!LaunchRequest::deserialize(bytes.substr(0, cut), decoded));
        QVERIFY(!LaunchRequest::deserialize(bytes + "x", decoded));
        std::string foreign = bytes;
        foreign[0] ^= 0x55;
        QVERIFY(!LaunchRequest::deserialize(foreign, decoded));
    }

    void exitReasonsArePlainWords() {
        RunResult result;
        result.status = RunStatus::Ok;
        QCOMPARE(exitReason(result), std::string("Exited normally (return code 0)"));
        result.status = RunStatus::RuntimeError;
        result.exitCode = 1;
        QCOMPARE(exitReason(result), std::string("Exited with error (return code 1)"));
        result.status = RunStatus::Signaled;
        result.signal = SIGSEGV;
        QCOMPARE(exitReason(result), std::string("Exited with signal SIGSEGV"));
        result.status = RunStatus::TimeLimit;
        QCOMPARE(exitReason(result), std::string("Terminated (time limit exceeded)"));
        result.status = RunStatus::MemoryLimit;
        QCOMPARE(exitReason(result), std::string("Terminated (memory limit exceeded)"));
        result.status = RunStatus::OutputLimit;
        QCOMPARE(exitReason(result), std::string("Terminated (output limit exceeded)"));
        result.status = RunStatus::ForbiddenSyscall;
        result.forbiddenSyscall = "socket";
        QCOMPARE(exitReason(result), std::string("Terminated (forbidden syscall socket)"));
        result.status = RunStatus::ForcedExit;
        QCOMPARE(exitReason(result), std::string("Terminated (forced exit)"));
    }

    void metaReportIsIsolateLike() {
        RunResult result;
        result.status = RunStatus::TimeLimit;
        result.signal = SIGKILL;
        result.cpuTime = std::chrono::milliseconds(1004);
        result.wallTime = std::chrono::microseconds(1010700);
        result.memoryPeak = 524288;
        result.outputBytes = 12;
        QCOMPARE(metaLines(result), QStringLiteral("status:TL\nexitsig:9\ntime:1.004\ntime-wall:1.011\n"
                                                   "memory-peak:524288\noutput-bytes:12\n"
                                                   "message:Terminated (time limit exceeded)\n"));
        QJsonObject json = toJson(result);
        QCOMPARE(json["status"].toString(), QStringLiteral("TL"));
        QCOMPARE(json["exitsig"].toInt(), 9);
        QCOMPARE(json["memory-peak"].toInteger(), 524288);
    }

    void zygoteModeWordsRoundTrip() {
        for (IsolationMode mode : {IsolationMode::Privileged, IsolationMode::UserNamespace, IsolationMode::None}) {
            IsolationMode parsed = mode == IsolationMode::None ? IsolationMode::Privileged : IsolationMode::None;
            QVERIFY(zygoteModeFromWord(zygoteModeWord(mode), parsed));
            QCOMPARE(parsed, mode);
        }
    }

    // A word the zygote does not know must never mean "no isolation".
    void unknownZygoteModeWordIsRefused() {
        IsolationMode mode = IsolationMode::Privileged;
        QVERIFY(!zygoteModeFromWord("user-namespace", mode));
        QVERIFY(!zygoteModeFromWord("", mode));
        QVERIFY(!zygoteModeFromWord("privileged ", mode));
        QCOMPARE(mode, IsolationMode::Privileged);
    }

    void zygoteExitsOnAnUnknownModeWord() {
        QProcess zygote;
        zygote.start(QCoreApplication::applicationDirPath() + "/judgedesk-zygote", {"bogus", "3", "-", "0", "0"});
        QVERIFY(zygote.waitForFinished(10000));
        QCOMPARE(zygote.exitCode(), 2);
        QVERIFY(zygote.readAllStandardError().contains("unknown isolation mode 'bogus'"));
    }

    void seccompPolicyCompilesForEveryVariant() {
        for (int variant = 0; variant < 8; ++variant) {
            SeccompOptions options;
            options.allowNetworkSockets = variant & 1;
            options.allowUnixSockets = variant & 2;
            options.blockAffinityChanges = variant & 4;
            auto compiled = compileSeccompFilter(options);
            QVERIFY2(compiled, compiled ? "" : compiled.error().c_str());
            QVERIFY(compiled->program.size() > 20);
        }
        QCOMPARE(syscallName(SYS_ptrace), std::string("ptrace"));
    }
};

QTEST_GUILESS_MAIN(SandboxUnits)
#include "test_sandbox_units.moc"
