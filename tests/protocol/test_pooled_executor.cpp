// The judge's scheduler on the sandbox pools: each execution holds a sandbox of the pool while it runs,
// workers beyond scale_limit wait their turn, a run past running_timeout is stopped and says so, Cancel
// reaches the runs and the waits, and a judging through the pool gets the verdicts of the local sandbox.
#include "judge/compiler.h"
#include "judge/problem_judge.h"
#include "problem/kattis_reader.h"
#include "protocol/pools/pooled_executor.h"
#include "sandbox_fixture.h"
#include "shell_execution.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <future>

using namespace jd;
using namespace jd::protocol;
using namespace std::chrono_literals;

namespace {

const QString kExamples = QStringLiteral(JUDGEDESK_EXAMPLES_DIR);

PoolsConfig onePool(int poolSize, int scaleLimit, std::chrono::milliseconds running = 120s) {
    PoolsConfig config;
    config.pools["judge"] = PoolSettings{poolSize, scaleLimit, 600s, running};
    return config;
}

} // namespace

class PooledExecutorTest : public QObject {
    Q_OBJECT
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    QTemporaryDir runtime_;

    std::shared_ptr<SandboxPools> pools(const PoolsConfig& config) {
        auto started = SandboxPools::start(config, sandbox_, runtime_.path().toStdString());
        if (!started) qFatal("%s", started.error().c_str());
        return std::move(started.value());
    }

private slots:
    void initTestCase() {
        QVERIFY(runtime_.isValid());
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
    }

    void anExecutionHoldsASandboxOfThePoolWhileItRuns() {
        auto manager = pools(onePool(1, 2));
        PooledExecutor executor(manager, "judge");
        auto running =
            std::async(std::launch::async, [&] { return executor.execute(test::shellExecution("sleep 1")); });
        QTRY_COMPARE_WITH_TIMEOUT(manager->stats().at(0).active, 1, 5000);
        QCOMPARE(running.get().status, sandbox::RunStatus::Ok);
        const PoolStats after = manager->stats().at(0);
        QCOMPARE(after.active, 0);
        QCOMPARE(after.idle, after.total); // given back for the next run, not destroyed
        QVERIFY(after.total >= 1);
    }

    void workersBeyondTheScaleLimitWaitTheirTurnInsteadOfFailing() {
        auto manager = pools(onePool(1, 1));
        PooledExecutor executor(manager, "judge");
        QElapsedTimer clock;
        clock.start();
        auto first =
            std::async(std::launch::async, [&] { return executor.execute(test::shellExecution("sleep 0.5")); });
        auto second =
            std::async(std::launch::async, [&] { return executor.execute(test::shellExecution("sleep 0.5")); });
        QCOMPARE(first.get().status, sandbox::RunStatus::Ok);
        QCOMPARE(second.get().status, sandbox::RunStatus::Ok);
        QVERIFY2(clock.elapsed() >= 1000, qPrintable(QString::number(clock.elapsed()))); // one after the other
        QCOMPARE(manager->stats().at(0).total, 1);
    }

    void aRunPastTheRunningTimeoutIsStoppedAndSaysWhy() {
        auto manager = pools(onePool(1, 1, 300ms));
        PooledExecutor executor(manager, "judge");
        QElapsedTimer clock;
        clock.start();
        const sandbox::RunResult result = executor.execute(test::shellExecution("sleep 15"));
        QCOMPARE(result.status, sandbox::RunStatus::InternalError);
        QVERIFY2(QString::fromStdString(result.internalError).contains("running_timeout of 0.3 s"),
                 result.internalError.c_str());
        QVERIFY(clock.elapsed() < 10000);
        // The sandbox serves the next run as if nothing had happened.
        QCOMPARE(executor.execute(test::shellExecution("true")).status, sandbox::RunStatus::Ok);
    }

    void cancelEndsTheRunningExecutionAndTheOnesWaitingForASandbox() {
        auto manager = pools(onePool(1, 1));
        PooledExecutor executor(manager, "judge");
        auto running =
            std::async(std::launch::async, [&] { return executor.execute(test::shellExecution("sleep 15")); });
        QTRY_COMPARE_WITH_TIMEOUT(manager->stats().at(0).active, 1, 5000);
        auto waiting =
            std::async(std::launch::async, [&] { return executor.execute(test::shellExecution("sleep 15")); });
        QCOMPARE(waiting.wait_for(200ms), std::future_status::timeout);
        QElapsedTimer clock;
        clock.start();
        executor.cancel();
        QCOMPARE(running.get().status, sandbox::RunStatus::ForcedExit);
        QCOMPARE(waiting.get().status, sandbox::RunStatus::ForcedExit);
        QVERIFY(clock.elapsed() < 2000);
        QCOMPARE(executor.execute(test::shellExecution("true")).status,
                 sandbox::RunStatus::ForcedExit); // until resumed
        executor.resume();
        QCOMPARE(executor.execute(test::shellExecution("true")).status, sandbox::RunStatus::Ok);
    }

    void anExecutionForAPoolThatDoesNotExistIsAnInternalErrorNamingIt() {
        auto manager = pools(onePool(1, 1));
        PooledExecutor executor(manager, "cobol");
        const sandbox::RunResult result = executor.execute(test::shellExecution("true"));
        QCOMPARE(result.status, sandbox::RunStatus::InternalError);
        QVERIFY2(result.internalError.find("cobol") != std::string::npos, result.internalError.c_str());
    }

    void aJudgingThroughThePoolGetsTheVerdictsOfTheLocalSandbox_data() {
        QTest::addColumn<QString>("submission");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("accepted") << "accepted/sum.py"
                                  << "AC";
        QTest::newRow("wrong answer") << "wrong_answer/difference.py"
                                      << "WA";
        QTest::newRow("time limit") << "time_limit_exceeded/slow.py"
                                    << "TLE";
    }
    void aJudgingThroughThePoolGetsTheVerdictsOfTheLocalSandbox() {
        QFETCH(QString, submission);
        QFETCH(QString, verdict);
        auto languages = judge::LanguageRegistry::load({});
        QVERIFY(languages);
        auto problem = problem::readKattisProblem(kExamples + "/aplusb");
        QVERIFY(problem);
        auto manager = pools(judgingPoolsConfig(2));
        QTemporaryDir cache;
        judge::ProblemJudge judge(problem.value(), std::make_shared<PooledExecutor>(manager, kJudgingPool),
                                  std::make_shared<judge::Compiler>(sandbox_, cache.path()), languages.value());
        const QString source = kExamples + "/aplusb/submissions/" + submission;
        judge::JudgeOptions options;
        options.jobs = 2;
        auto report = judge.judge({{source}, languages->forSource(source), {}}, options);
        QVERIFY2(report, report ? "" : report.error().c_str());
        QCOMPARE(judge::verdictCode(report->verdict), verdict);
        const PoolStats after = manager->stats().at(0);
        QCOMPARE(after.active, 0);
        QCOMPARE(after.total, 2);
    }
};

QTEST_GUILESS_MAIN(PooledExecutorTest)
#include "test_pooled_executor.moc"
