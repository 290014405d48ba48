// One hostile program per test, each with the exact status the sandbox must give it; after every test
// nothing of the run may be left: no process, cgroup, mount or temporary root.
#include "common/scope_exit.h"
#include "sandbox/runtime/syscalls.h"
#include "sandbox_fixture.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>

using namespace jd::sandbox;
using namespace jd::test;
using namespace std::chrono_literals;

namespace {

QString describe(const RunResult& result) {
    return QStringLiteral("%1: %2").arg(QString::fromStdString(statusCode(result.status)),
                                        QString::fromStdString(exitReason(result)));
}

} // namespace

// The run is evaluated once: a failing check describes the result it checked.
#define EXPECT_STATUS(result, expected)                                                                                \
    do {                                                                                                               \
        const RunResult checked = (result);                                                                            \
        QVERIFY2(checked.status == (expected), qPrintable("got " + describe(checked) + ", expected " +                 \
                                                          QString::fromStdString(statusCode(expected))));              \
    } while (false)

class HostilePrograms : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<Sandbox> sandbox_;
    std::unique_ptr<Leftovers> leftovers_;

    RunResult run(const RunSpec& spec) { return sandbox_->run(spec); }

    // Runs with stdout captured into `output`.
    RunResult runAndRead(RunSpec spec, QByteArray& output) {
        spec.stdoutSpec = StreamSpec::pipe();
        auto process = sandbox_->start(spec);
        if (!process) {
            RunResult failed;
            failed.internalError = process.error();
            return failed;
        }
        RunResult result = process.value()->wait();
        char buffer[4096];
        for (ssize_t got; (got = process.value()->read(buffer, sizeof buffer)) > 0;)
            output.append(buffer, got);
        return result;
    }

    static RunSpec shellSpec(const std::string& script, std::chrono::milliseconds wall = 10s) {
        RunSpec spec;
        spec.argv = {"/bin/sh", "-c", script};
        spec.environment = {"PATH=/usr/bin:/bin"};
        spec.limits.wallTime = wall;
        spec.limits.cpuTime = wall;
        spec.stderrSpec = StreamSpec::pipe();
        return spec;
    }

    // A listener on the loopback and a connection to it, in one run.
    static RunSpec loopbackSpec() {
        RunSpec spec = shellSpec("exec python3 -c 'import socket\n"
                                 "s = socket.socket(); s.bind((\"127.0.0.1\", 0)); s.listen()\n"
                                 "socket.create_connection(s.getsockname(), timeout=2).sendall(b\"hi\")\n"
                                 "assert s.accept()[0].recv(2) == b\"hi\"'");
        spec.syscalls.allowNetworkSockets = true;
        return spec;
    }

    // What hostile-tamper-with-init reports its run was handed down.
    QByteArray inherited() {
        RunSpec spec = hostileSpec("hostile-tamper-with-init", {"report"});
        spec.stdoutSpec = StreamSpec::pipe();
        auto process = sandbox_->start(spec);
        if (!process) return QByteArray("cannot start: ") + process.error().c_str();
        RunResult result = process.value()->wait();
        QByteArray output;
        char buffer[256];
        for (ssize_t got; (got = process.value()->read(buffer, sizeof buffer)) > 0;)
            output.append(buffer, got);
        return result.status == RunStatus::Ok ? output : "run failed: " + QByteArray(describe(result).toUtf8());
    }

private slots:
    void initTestCase() {
        const SandboxMode mode = modeFromEnvironment();
        if (const QString why = modeUnavailable(mode); !why.isEmpty()) QSKIP(qPrintable(why));
        sandbox_ = createSandbox(mode);
    }
    void init() { leftovers_ = std::make_unique<Leftovers>(); }
    void cleanup() {
        QStringList left = leftovers_->check(*sandbox_);
        QVERIFY2(left.isEmpty(), qPrintable("left behind: " + left.join("; ")));
    }
    void cleanupTestCase() {
        sandbox_.reset();
        QStringList left = Leftovers::afterShutdown();
        QVERIFY2(left.isEmpty(), qPrintable("left behind after shutdown: " + left.join("; ")));
    }

    void cpuSpinIsStoppedAtTheTimeLimit() {
        RunSpec spec = hostileSpec("hostile-cpu-spin");
        spec.limits.cpuTime = 500ms;
        RunResult result = run(spec);
        EXPECT_STATUS(result, RunStatus::TimeLimit);
        QVERIFY(result.cpuTime >= 500ms);
    }

    void sleepingForeverEndsAtTheWallLimit() {
        RunSpec spec = hostileSpec("hostile-sleep-forever");
        spec.limits.wallTime = 500ms;
        RunResult result = run(spec);
        EXPECT_STATUS(result, RunStatus::WallTimeLimit);
        QVERIFY(result.wallTime >= 500ms);
    }

    void stdoutFloodIntoAPipeIsAnOutputLimit() {
        RunSpec spec = hostileSpec("hostile-stdout-flood");
        spec.limits.output = 1 << 20;
        spec.stdoutSpec = StreamSpec::pipe();
        auto process = sandbox_->start(spec);
        QVERIFY2(process, process ? "" : process.error().c_str());
        char buffer[65536];
        while (process.value()->read(buffer, sizeof buffer) > 0) {}
        RunResult result = process.value()->wait();
        EXPECT_STATUS(result, RunStatus::OutputLimit);
    }

    void stdoutFloodIntoAFileIsAnOutputLimit() {
        QTemporaryDir dir;
        RunSpec spec = hostileSpec("hostile-stdout-flood");
        spec.limits.output = 1 << 20;
        spec.stdoutSpec = StreamSpec::file(dir.filePath("out").toStdString());
        RunResult result = run(spec);
        EXPECT_STATUS(result, RunStatus::OutputLimit);
        QVERIFY(QFileInfo(dir.filePath("out")).size() <= (1 << 20) + 1);
    }

    void stderrFloodIsAnOutputLimit() {
        QTemporaryDir dir;
        RunSpec spec = hostileSpec("hostile-stdout-flood", {"stderr"});
        spec.limits.output = 1 << 20;
        spec.stderrSpec = StreamSpec::file(dir.filePath("err").toStdString());
        EXPECT_STATUS(run(spec), RunStatus::OutputLimit);
    }

    void forkBombIsHeldByTheProcessLimit() {
        RunSpec spec = hostileSpec("hostile-fork-bomb");
        spec.limits.processes = 32;
        RunResult result = run(spec);
        EXPECT_STATUS(result, RunStatus::RuntimeError);
        QCOMPARE(result.exitCode, 42);
    }

    void setsidDaemonDiesWithTheRun() { EXPECT_STATUS(run(hostileSpec("hostile-setsid-escape")), RunStatus::Ok); }

    void orphansDieWithTheRun() { EXPECT_STATUS(run(hostileSpec("hostile-orphans")), RunStatus::Ok); }

    void killingItsParentDoesNotStopTheSandbox() {
        if (!sandbox_->report().confinesSignals)
            QSKIP("without namespaces or Landlock's signal scope the program can signal its init (said by doctor)");
        EXPECT_STATUS(run(hostileSpec("hostile-kill-parent")), RunStatus::Ok);
    }

    void killEverythingReachesOnlyTheRun() {
        EXPECT_STATUS(run(hostileSpec("hostile-kill-everything")), RunStatus::Ok);
    }

    // Slots serve run after run: a file in /tmp or a SysV IPC object left by one run must not reach a
    // later one, whichever slot it lands in.
    void whatARunLeavesIsGoneForTheNextRun() {
        EXPECT_STATUS(run(hostileSpec("hostile-leftovers", {"leave"})), RunStatus::Ok);
        for (size_t next = 0; next <= sandbox_->options().warmSlots; ++next) {
            sandbox_->waitUntilRetired();
            EXPECT_STATUS(run(hostileSpec("hostile-leftovers", {"find"})), RunStatus::Ok);
        }
    }

    // A run that shares its init's uid (user namespaces) can lower the init's priority and limits,
    // which the init would hand down to every later run of its slot: such a slot is not reused.
    void tamperingWithTheInitDoesNotReachTheNextRun() {
        const QByteArray untouched = inherited();
        QVERIFY(untouched.startsWith("nice "));
        EXPECT_STATUS(run(hostileSpec("hostile-tamper-with-init", {"tamper"})), RunStatus::Ok);
        for (size_t next = 0; next <= sandbox_->options().warmSlots; ++next) {
            sandbox_->waitUntilRetired();
            QCOMPARE(inherited(), untouched);
        }
    }

    // Slots wait between runs; one whose init is killed from outside meanwhile (the OOM killer, an
    // administrator) costs no run: the next run goes to a working slot.
    void slotsKilledBetweenRunsAreReplaced() {
        EXPECT_STATUS(run(hostileSpec("hostile-busy-cpu", {"1"})), RunStatus::Ok);
        sandbox_->waitUntilRetired();
        // Through pidfds: a pid freed by the kill could name another process by the time it is looked at.
        std::vector<jd::sandbox::UniqueFd> killed;
        for (const QString& process : sandboxProcessesUnderUs()) {
            if (!process.startsWith("jd-run-init ")) continue;
            jd::sandbox::UniqueFd pidfd(jd::sandbox::sys::pidfdOpen(process.section(' ', 1).toInt()));
            if (pidfd && jd::sandbox::sys::pidfdSendSignal(pidfd.get(), SIGKILL) == 0)
                killed.push_back(std::move(pidfd));
        }
        QVERIFY(!killed.empty());
        for (const auto& pidfd : killed) {
            pollfd ended{pidfd.get(), POLLIN, 0};
            QVERIFY(::poll(&ended, 1, 5000) == 1);
        }
        EXPECT_STATUS(run(hostileSpec("hostile-busy-cpu", {"1"})), RunStatus::Ok);
    }

    void heapBombIsAMemoryLimit() {
        RunSpec spec = hostileSpec("hostile-heap-bomb");
        spec.limits.memory = 64 << 20;
        EXPECT_STATUS(run(spec), RunStatus::MemoryLimit);
    }

    void stackBombIsAMemoryLimit() {
        RunSpec spec = hostileSpec("hostile-stack-bomb");
        spec.limits.memory = 64 << 20;
        spec.limits.stack = 1ull << 30;
        EXPECT_STATUS(run(spec), RunStatus::MemoryLimit);
    }

    void staticArrayBombIsAMemoryLimit() {
        RunSpec spec = hostileSpec("hostile-static-bomb");
        spec.limits.memory = 64 << 20;
        EXPECT_STATUS(run(spec), RunStatus::MemoryLimit);
    }

    void segfaultIsSignaled() {
        RunResult result = run(hostileSpec("hostile-segfault"));
        EXPECT_STATUS(result, RunStatus::Signaled);
        QCOMPARE(result.signal, SIGSEGV);
        QCOMPARE(QString::fromStdString(exitReason(result)), QStringLiteral("Exited with signal SIGSEGV"));
    }

    void divisionByZeroIsSignaled() {
        RunResult result = run(hostileSpec("hostile-divide-by-zero"));
        EXPECT_STATUS(result, RunStatus::Signaled);
        QCOMPARE(result.signal, SIGFPE);
    }

    void abortIsSignaled() {
        RunResult result = run(hostileSpec("hostile-abort"));
        EXPECT_STATUS(result, RunStatus::Signaled);
        QCOMPARE(result.signal, SIGABRT);
    }

    void nonZeroExitIsARuntimeError() {
        RunResult result = run(hostileSpec("hostile-exit-code"));
        EXPECT_STATUS(result, RunStatus::RuntimeError);
        QCOMPARE(result.exitCode, 3);
        QCOMPARE(QString::fromStdString(exitReason(result)), QStringLiteral("Exited with error (return code 3)"));
    }

    void procRootEscapeFindsNoHostFile() {
        QTemporaryDir outside;
        const QString answer = writeTestFile(outside.filePath("answer.txt"), "42\n");
        EXPECT_STATUS(run(hostileSpec("hostile-proc-root-escape", {answer})), RunStatus::Ok);
    }

    void hostFilesAreInvisible() {
        QTemporaryDir outside;
        const QString answer = writeTestFile(outside.filePath("answer.txt"), "42\n");
        EXPECT_STATUS(run(hostileSpec("hostile-read-host-file", {"/etc/shadow", answer, "/root/.bashrc"})),
                      RunStatus::Ok);
    }

    void writesOutsideTheBoxFail() {
        QTemporaryDir outside;
        QString hostPath = outside.filePath("escaped.txt");
        RunResult result = run(hostileSpec("hostile-write-outside", {"/etc/escaped", "/usr/escaped", "/escaped",
                                                                     "/hostile/escaped", "/proc/escaped", hostPath}));
        EXPECT_STATUS(result, RunStatus::Ok);
        QVERIFY(!QFile::exists(hostPath));
        QVERIFY(!QFile::exists(hostileDir() + "/escaped"));
    }

    // A run may be given a /tmp it cannot write (DOMjudge's rules); the slot's next run writes there again.
    // (Without namespaces that /tmp is the host's, which Landlock keeps it from writing.)
    void aReadOnlyTmpRefusesWritesForThatRunOnly() {
        if (!sandbox_->report().confinesWrites)
            QSKIP("without namespaces or Landlock a run may write wherever this user may (said by doctor)");
        const QString written = QStringLiteral("/tmp/judgedesk-written-%1").arg(QCoreApplication::applicationPid());
        jd::ScopeExit removeWritten([&] { QFile::remove(written); });
        RunSpec readOnly = hostileSpec("hostile-write-outside", {written, written + "-sub"});
        readOnly.readOnlyTmp = true;
        EXPECT_STATUS(run(readOnly), RunStatus::Ok);
        for (size_t next = 0; next <= sandbox_->options().warmSlots; ++next) {
            sandbox_->waitUntilRetired();
            const RunResult writable = run(hostileSpec("hostile-write-outside", {written}));
            QVERIFY2(writable.status == RunStatus::RuntimeError && writable.exitCode == 66,
                     qPrintable(describe(writable)));
        }
    }

    // The host's own directories are not the run's to change, whatever the mode (without namespaces, Landlock
    // keeps it out); a directory given to it writable is.
    void aRunChangesNoHostDirectoryButThoseGivenIt() {
        if (!sandbox_->report().confinesWrites)
            QSKIP("without namespaces or Landlock a run may write wherever this user may (said by doctor)");
        QTemporaryDir host(QStringLiteral("/var/tmp/judgedesk-host-XXXXXX"));
        QTemporaryDir given(QStringLiteral("/var/tmp/judgedesk-given-XXXXXX"));
        QVERIFY(host.isValid() && given.isValid());
        for (const QTemporaryDir* dir : {&host, &given}) // the box user of the privileged mode could write them
            QFile::setPermissions(dir->path(), QFileDevice::Permissions(0x7777));
        EXPECT_STATUS(run(hostileSpec("hostile-write-outside", {host.filePath("escaped")})), RunStatus::Ok);
        QVERIFY(!QFile::exists(host.filePath("escaped")));
        RunSpec writable = hostileSpec("hostile-write-outside", {given.filePath("kept")});
        writable.binds.push_back({given.path().toStdString(), given.path().toStdString(), true});
        const RunResult wrote = run(writable);
        QVERIFY2(wrote.status == RunStatus::RuntimeError && wrote.exitCode == 66, qPrintable(describe(wrote)));
        QVERIFY(QFile::exists(given.filePath("kept")));
    }

    // A container's /app: its own tmpfs of a fixed size over the bind, empty, and gone with the run.
    void aTmpfsOverABindStartsEmptyAndHoldsItsSize() {
        if (sandbox_->report().isolation == jd::sandbox::IsolationMode::None)
            QSKIP("without isolation there are no mounts of the run's own: the host directory shows, uncapped");
        QTemporaryDir host;
        QFile(host.filePath("host-file")).open(QIODevice::WriteOnly);
        RunSpec spec = shellSpec("test ! -e /app/host-file || { echo host file seen; exit 1; }; "
                                 "head -c 500000 /dev/zero > /app/a || { echo cannot write; exit 1; }; "
                                 "! head -c 1000000 /dev/zero > /app/b 2>/dev/null || { df /app; exit 1; }");
        spec.binds.push_back({host.path().toStdString(), "/app", true, 1 << 20});
        QByteArray said;
        const RunResult result = runAndRead(spec, said);
        QVERIFY2(result.status == RunStatus::Ok, said.constData());
        QVERIFY(!QFile::exists(host.filePath("a")));
        EXPECT_STATUS(run(shellSpec("test -z \"$(ls -A /app 2>/dev/null)\"")), RunStatus::Ok);
    }

    void aRunWithANetworkOfItsOwnReachesItsLoopback() {
        if (sandbox_->report().isolation == jd::sandbox::IsolationMode::None)
            QSKIP("without isolation a run uses the host's network");
        RunSpec spec = loopbackSpec();
        spec.ownNetwork = true;
        EXPECT_STATUS(run(spec), RunStatus::Ok);
    }

    // getifaddrs (Node.js and npm at start) reads the run's own network namespace over NETLINK_ROUTE; netlink's
    // other protocols (here the audit log's) stay forbidden, and without network sockets all of netlink.
    void aRunWithNetworkSocketsReadsItsAddressesOverNetlinkRouteOnly() {
        RunSpec addresses = shellSpec("exec python3 -c 'import socket\n"
                                      "socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 0).close()'");
        addresses.syscalls.allowNetworkSockets = true;
        addresses.ownNetwork = sandbox_->report().isolation != jd::sandbox::IsolationMode::None;
        EXPECT_STATUS(run(addresses), RunStatus::Ok);
        RunSpec audit = addresses;
        audit.argv.back() = "exec python3 -c 'import socket\nsocket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 9)'";
        EXPECT_STATUS(run(audit), RunStatus::ForbiddenSyscall);
        RunSpec without = addresses;
        without.syscalls.allowNetworkSockets = false;
        EXPECT_STATUS(run(without), RunStatus::ForbiddenSyscall);
    }

    void aRunSharesNoWorkingLoopbackUnlessGivenOne() {
        if (sandbox_->report().isolation == jd::sandbox::IsolationMode::None)
            QSKIP("without isolation a run uses the host's network");
        EXPECT_STATUS(run(loopbackSpec()), RunStatus::RuntimeError);
    }

    // A shell and three children alive together for half a second: four at once, whatever the accounting.
    void theMostProcessesAtOnceAreCounted() {
        const RunResult result = run(shellSpec("sleep 0.5 & sleep 0.5 & sleep 0.5 & wait"));
        EXPECT_STATUS(result, RunStatus::Ok);
        QVERIFY2(result.processPeak >= 4 && result.processPeak <= 8, qPrintable(QString::number(result.processPeak)));
    }

    // Half a CPU: a busy loop of 1.5 s wall gets about 0.75 s of CPU, whatever else the machine does.
    void aCpuRateThrottlesTheRun() {
        if (!sandbox_->report().throttlesCpu) QSKIP("no cpu cgroup here: a CPU rate is not applied (said by doctor)");
        RunSpec spec = shellSpec("while :; do :; done", 1500ms);
        spec.limits.cpuRate = 0.5;
        const RunResult result = run(spec);
        EXPECT_STATUS(result, RunStatus::WallTimeLimit);
        QVERIFY2(result.cpuTime < 1050ms, qPrintable(QStringLiteral("%1 ms of CPU").arg(result.cpuTime.count() / 1e6)));
    }

    // Each of these programs makes one call a solution never needs; the run ends at that call, named.
    void forbiddenSyscallsAreNamed_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("syscall");
        QTest::newRow("chroot escape") << "hostile-chroot-escape"
                                       << "chroot";
        QTest::newRow("network connect") << "hostile-network-connect"
                                         << "socket";
        QTest::newRow("reboot") << "hostile-reboot"
                                << "reboot";
        QTest::newRow("ptrace") << "hostile-ptrace"
                                << "ptrace";
        QTest::newRow("mount") << "hostile-mount"
                               << "mount";
        QTest::newRow("unshare") << "hostile-unshare"
                                 << "unshare";
    }
    void forbiddenSyscallsAreNamed() {
        QFETCH(QString, program);
        QFETCH(QString, syscall);
        RunResult result = run(hostileSpec(program));
        EXPECT_STATUS(result, RunStatus::ForbiddenSyscall);
        QCOMPARE(QString::fromStdString(exitReason(result)), "Terminated (forbidden syscall " + syscall + ")");
    }

    // Runtimes probe calls and fall back when refused (Node.js's libuv tries io_uring at start-up):
    // those are refused with an errno, and the run goes on.
    void runtimeProbesAreRefusedWithAnErrnoNotKilled() {
        QByteArray output;
        const RunResult result = runAndRead(hostileSpec("hostile-runtime-probes"), output);
        QVERIFY2(result.status == RunStatus::Ok, qPrintable(describe(result) + "\n" + output));
    }

    void manyThreadsAreHeldByTheProcessLimit() {
        RunSpec spec = hostileSpec("hostile-many-threads");
        spec.limits.processes = 64;
        RunResult result = run(spec);
        EXPECT_STATUS(result, RunStatus::RuntimeError);
        QCOMPARE(result.exitCode, 42);
    }

    void threadsWork() { EXPECT_STATUS(run(hostileSpec("hostile-threads-work")), RunStatus::Ok); }

    void javaMemoryBombIsAMemoryLimit() {
        if (QStandardPaths::findExecutable("java").isEmpty()) QSKIP("no java on this machine");
        RunSpec spec = hostileSpec("MemoryBomb.java");
        // The JVM is told it may grow past the sandbox's limit, so the limit is what stops it.
        spec.argv = {"/usr/bin/java", "-Xmx1g", "-XX:+UseSerialGC", "/hostile/MemoryBomb.java"};
        spec.limits.memory = 256 << 20;
        spec.limits.processes = 256;
        spec.limits.cpuTime = 30s;
        spec.limits.wallTime = 60s;
        spec.syscalls.allowNetworkSockets = true; // java's source launcher probes IPv4/IPv6 support
        EXPECT_STATUS(run(spec), RunStatus::MemoryLimit);
    }

    void pythonMemoryBombIsAMemoryLimit() {
        RunSpec spec = hostileSpec("memory_bomb.py");
        spec.argv = {"/usr/bin/python3", "/hostile/memory_bomb.py"};
        spec.limits.memory = 128 << 20;
        EXPECT_STATUS(run(spec), RunStatus::MemoryLimit);
    }

    void environmentDoesNotLeak() {
        qputenv("JUDGEDESK_SECRET", "must-not-leak");
        RunSpec spec = hostileSpec("hostile-print-environment");
        spec.environment = {"PATH=/usr/bin:/bin", "ONLY=this"};
        QByteArray output;
        EXPECT_STATUS(runAndRead(spec, output), RunStatus::Ok);
        QCOMPARE(output, QByteArray("PATH=/usr/bin:/bin\nONLY=this\n"));
    }

    void inheritedDescriptorsAreClosed() {
        int leaked = ::open("/dev/null", O_RDONLY); // deliberately without O_CLOEXEC
        RunResult result = run(hostileSpec("hostile-inherited-fds"));
        ::close(leaked);
        EXPECT_STATUS(result, RunStatus::Ok);
    }

    void privilegesAreDropped() { EXPECT_STATUS(run(hostileSpec("hostile-privileges")), RunStatus::Ok); }

    void hugeArgumentsAreRefusedWithAReason() {
        RunSpec spec = hostileSpec("hostile-exit-code", {QString(300 * 1024, 'x')});
        RunResult result = run(spec);
        EXPECT_STATUS(result, RunStatus::InternalError);
        QVERIFY2(QString::fromStdString(result.internalError).contains("too large"), result.internalError.c_str());
    }

    void missingProgramIsAnInternalError() {
        RunResult result = run(hostileSpec("hostile-does-not-exist"));
        EXPECT_STATUS(result, RunStatus::InternalError);
        QVERIFY2(QString::fromStdString(result.internalError).contains("No such file"), result.internalError.c_str());
    }
};

QTEST_GUILESS_MAIN(HostilePrograms)
#include "test_hostile_programs.moc"
