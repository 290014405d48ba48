// The local sandbox's interactive run, as problemtools' runner holds its pipes: a program that writes after
// an accepting interactor has gone is not killed by SIGPIPE, an interactor that writes after the program has
// gone is not blocked, and a program the interactor has rejected while it still ran is stopped then.
#include "judge/executor.h"
#include "sandbox_fixture.h"
#include "shell_execution.h"

#include <QTest>

using namespace jd;
using namespace jd::judge;
using namespace std::chrono_literals;

namespace {

InteractiveOptions acceptingWith42(bool relayed) {
    InteractiveOptions options;
    if (relayed) options.transcriptLimit = 1 << 20;
    options.interactorAccepts = [](const sandbox::RunResult& run) { return run.exitCode == 42; };
    return options;
}

} // namespace

class InteractiveExecutionTest : public QObject {
    Q_OBJECT
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    std::unique_ptr<SandboxExecutor> executor_;

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        executor_ = std::make_unique<SandboxExecutor>(sandbox_);
    }

    void bothWays_data() {
        QTest::addColumn<bool>("relayed");
        QTest::newRow("direct") << false;
        QTest::newRow("relayed") << true;
    }

    void aProgramWritingAfterTheInteractorAcceptedIsNotKilledBySigpipe_data() { bothWays_data(); }
    void aProgramWritingAfterTheInteractorAcceptedIsNotKilledBySigpipe() {
        QFETCH(bool, relayed);
        const InteractiveResult result =
            executor_->executeInteractive(test::shellExecution("sleep 0.2; echo late; echo later; exit 0"),
                                          test::shellExecution("exit 42"), acceptingWith42(relayed));
        QVERIFY(result.interactorEndedFirst);
        QCOMPARE(result.interactor.exitCode, 42);
        QVERIFY2(result.program.status == sandbox::RunStatus::Ok,
                 sandbox::exitReason(result.program).c_str()); // not SIGPIPE
        QVERIFY(!result.programStoppedAfterRejection);
    }

    void anInteractorWritingAfterTheProgramEndedRunsToItsOwnEnd_data() { bothWays_data(); }
    void anInteractorWritingAfterTheProgramEndedRunsToItsOwnEnd() {
        QFETCH(bool, relayed);
        // Far more than a pipe holds: with nobody draining it, the interactor would block until its limit.
        const InteractiveResult result = executor_->executeInteractive(
            test::shellExecution("exit 0"), test::shellExecution("sleep 0.2; head -c 4000000 /dev/zero; exit 42"),
            acceptingWith42(relayed));
        QVERIFY(!result.interactorEndedFirst);
        QVERIFY2(result.interactor.status == sandbox::RunStatus::RuntimeError && result.interactor.exitCode == 42,
                 sandbox::exitReason(result.interactor).c_str());
        QVERIFY(result.interactor.wallTime < 5s);
    }

    void aProgramTheInteractorRejectedWhileItRanIsStopped_data() { bothWays_data(); }
    void aProgramTheInteractorRejectedWhileItRanIsStopped() {
        QFETCH(bool, relayed);
        const InteractiveResult result =
            executor_->executeInteractive(test::shellExecution("while :; do :; done"),
                                          test::shellExecution("sleep 0.1; exit 43"), acceptingWith42(relayed));
        QVERIFY(result.interactorEndedFirst);
        QVERIFY(result.programStoppedAfterRejection);
        QVERIFY2(result.program.wallTime < 3s, sandbox::exitReason(result.program).c_str());
        QVERIFY(result.programCpuWhenInteractorEnded);
        QVERIFY(*result.programCpuWhenInteractorEnded <= result.program.cpuTime);
    }

    void aProgramTheInteractorAcceptedRunsOnToItsOwnEnd() {
        const InteractiveResult result = executor_->executeInteractive(
            test::shellExecution("sleep 0.3; exit 3"), test::shellExecution("exit 42"), acceptingWith42(false));
        QVERIFY(result.interactorEndedFirst);
        QVERIFY(!result.programStoppedAfterRejection);
        QCOMPARE(result.program.exitCode, 3); // its own end, which the verdict still weighs
    }
};

QTEST_GUILESS_MAIN(InteractiveExecutionTest)
#include "test_interactive_execution.moc"
