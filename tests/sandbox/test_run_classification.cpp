// The status a run ends with, from what is known at its end: the precedence a judge reads, row by row.
#include "sandbox/run_result.h"

#include <QtTest>

#include <csignal>

using namespace jd::sandbox;
using namespace std::chrono_literals;
using Report = RunEnd::Report;

Q_DECLARE_METATYPE(jd::sandbox::RunEnd)
Q_DECLARE_METATYPE(jd::sandbox::RunResult)
Q_DECLARE_METATYPE(jd::sandbox::RunStatus)

namespace {

constexpr uint64_t kMiB = 1 << 20;

// A run under 1 s of CPU, 3 s of wall time, 64 MiB and 1 MiB of output, whose init reported its end.
RunEnd limited(Report report = Report::Ended) {
    RunEnd end;
    end.report = report;
    end.memoryLimit = 64 * kMiB;
    end.outputLimit = 1 * kMiB;
    end.cpuLimit = Nanoseconds(1s);
    end.wallLimit = Nanoseconds(3s);
    return end;
}

// A run that used 0.1 s of CPU, 0.2 s of wall time, 8 MiB and 10 bytes of output, and exited 0.
RunResult measured() {
    RunResult result;
    result.cpuTime = 100ms;
    result.wallTime = 200ms;
    result.memoryPeak = 8 * kMiB;
    result.outputBytes = 10;
    return result;
}

RunResult with(std::function<void(RunResult&)> change) {
    RunResult result = measured();
    change(result);
    return result;
}

RunEnd endWith(std::function<void(RunEnd&)> change) {
    RunEnd end = limited();
    change(end);
    return end;
}

} // namespace

class RunClassificationTest : public QObject {
    Q_OBJECT
private slots:
    void theStatusFollowsThePrecedence_data() {
        QTest::addColumn<RunEnd>("end");
        QTest::addColumn<RunResult>("measured");
        QTest::addColumn<RunStatus>("status");

        QTest::newRow("exited 0") << limited() << measured() << RunStatus::Ok;
        QTest::newRow("exited 3") << limited() << with([](RunResult& r) { r.exitCode = 3; }) << RunStatus::RuntimeError;
        QTest::newRow("its own SIGSEGV") << limited() << with([](RunResult& r) { r.signal = SIGSEGV; })
                                         << RunStatus::Signaled;
        QTest::newRow("SIGXCPU from RLIMIT_CPU")
            << limited() << with([](RunResult& r) { r.signal = SIGXCPU; }) << RunStatus::TimeLimit;
        QTest::newRow("over the CPU limit, ending well")
            << limited() << with([](RunResult& r) { r.cpuTime = 1100ms; }) << RunStatus::TimeLimit;
        QTest::newRow("exactly at the CPU limit")
            << limited() << with([](RunResult& r) { r.cpuTime = 1s; }) << RunStatus::Ok;
        QTest::newRow("over the wall limit, asleep")
            << limited() << with([](RunResult& r) { r.wallTime = 3100ms; }) << RunStatus::WallTimeLimit;
        QTest::newRow("over CPU and wall: CPU first") << limited() << with([](RunResult& r) {
            r.cpuTime = 2s;
            r.wallTime = 4s;
        }) << RunStatus::TimeLimit;
        QTest::newRow("SIGXFSZ from RLIMIT_FSIZE")
            << limited() << with([](RunResult& r) { r.signal = SIGXFSZ; }) << RunStatus::OutputLimit;
        QTest::newRow("over the output limit")
            << limited() << with([](RunResult& r) { r.outputBytes = 2 * kMiB; }) << RunStatus::OutputLimit;
        QTest::newRow("over output and CPU: output first") << limited() << with([](RunResult& r) {
            r.outputBytes = 2 * kMiB;
            r.cpuTime = 2s;
        }) << RunStatus::OutputLimit;
        QTest::newRow("OOM-killed") << endWith([](RunEnd& e) { e.oomKilled = true; })
                                    << with([](RunResult& r) { r.signal = SIGKILL; }) << RunStatus::MemoryLimit;
        QTest::newRow("crashed at the memory limit") << limited() << with([](RunResult& r) {
            r.signal = SIGSEGV;
            r.memoryPeak = 64 * kMiB;
        }) << RunStatus::MemoryLimit;
        QTest::newRow("ended well at the memory limit")
            << limited() << with([](RunResult& r) { r.memoryPeak = 64 * kMiB; }) << RunStatus::Ok;
        QTest::newRow("crashed at a peak with no memory limit")
            << endWith([](RunEnd& e) { e.memoryLimit.reset(); }) << with([](RunResult& r) {
                   r.signal = SIGSEGV;
                   r.memoryPeak = 64 * kMiB;
               })
            << RunStatus::Signaled;
        QTest::newRow("over memory and output: memory first")
            << endWith([](RunEnd& e) { e.oomKilled = true; }) << with([](RunResult& r) {
                   r.signal = SIGKILL;
                   r.outputBytes = 2 * kMiB;
               })
            << RunStatus::MemoryLimit;
        QTest::newRow("a forbidden call over the memory limit")
            << limited(Report::ForbiddenSyscall) << with([](RunResult& r) {
                   r.signal = SIGSYS;
                   r.memoryPeak = 100 * kMiB;
               })
            << RunStatus::ForbiddenSyscall;
        QTest::newRow("killed by the monitor for wall time")
            << endWith([](RunEnd& e) { e.killedFor = RunStatus::WallTimeLimit; }) << with([](RunResult& r) {
                   r.signal = SIGKILL;
                   r.cpuTime = 2s;
               })
            << RunStatus::WallTimeLimit;
        QTest::newRow("killed by the monitor before its forbidden call was reported") << endWith([](RunEnd& e) {
            e.report = Report::ForbiddenSyscall;
            e.killedFor = RunStatus::TimeLimit;
        }) << measured() << RunStatus::TimeLimit;
        QTest::newRow("ended by the caller")
            << endWith([](RunEnd& e) { e.killedFor = RunStatus::ForcedExit; }) << measured() << RunStatus::ForcedExit;
        QTest::newRow("no report") << limited(Report::Missing) << measured() << RunStatus::InternalError;
        QTest::newRow("no report, killed for CPU time") << endWith([](RunEnd& e) {
            e.report = Report::Missing;
            e.killedFor = RunStatus::TimeLimit;
        }) << measured() << RunStatus::TimeLimit;
        QTest::newRow("a failed launch, whatever else") << endWith([](RunEnd& e) {
            e.report = Report::LaunchFailed;
            e.killedFor = RunStatus::TimeLimit;
            e.oomKilled = true;
        }) << measured() << RunStatus::InternalError;
        QTest::newRow("CPU limit extended while running")
            << endWith([](RunEnd& e) { e.cpuLimit = Nanoseconds(5s); }) << with([](RunResult& r) { r.cpuTime = 2s; })
            << RunStatus::Ok;
        QTest::newRow("no limits at all") << RunEnd{Report::Ended, {}, false, {}, {}, {}, {}} << with([](RunResult& r) {
            r.cpuTime = 100s;
            r.outputBytes = 1ull << 40;
        }) << RunStatus::Ok;
    }
    void theStatusFollowsThePrecedence() {
        QFETCH(RunEnd, end);
        QFETCH(RunResult, measured);
        QFETCH(RunStatus, status);
        QCOMPARE(statusCode(classifyRun(end, measured)), statusCode(status));
    }
};

QTEST_GUILESS_MAIN(RunClassificationTest)
#include "test_run_classification.moc"
