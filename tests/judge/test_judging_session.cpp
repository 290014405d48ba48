// The judging session (core/session): the chain a judging runs on built in one place. Its own local runs, or
// runs shared with other sessions; the submissions' runs on a remote executor when one is connected (the
// checker's stay here), with the workers it has room for; a judge kept here; a connection that fails said
// plainly; an executor of its own that a stop token cancels.
#include "judge/executor.h"
#include "problem/package.h"
#include "sandbox/sandbox.h"
#include "sandbox_fixture.h"
#include "session/judging_session.h"

#include <QTest>

#include <atomic>

using namespace jd;

namespace {

const QString kAplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR "/aplusb");

// Stands for go-judge servers: runs what it is given on the executor it wraps, counting.
class CountingExecutor final : public judge::Executor {
public:
    explicit CountingExecutor(std::shared_ptr<judge::Executor> inner)
        : inner_(std::move(inner)) {}
    sandbox::RunResult execute(const judge::Execution& execution) override {
        ++runs;
        return inner_->execute(execution);
    }
    judge::InteractiveResult executeInteractive(const judge::Execution& program, const judge::Execution& interactor,
                                                const judge::InteractiveOptions& options) override {
        ++runs;
        return inner_->executeInteractive(program, interactor, options);
    }
    void cancel() override { inner_->cancel(); }
    void resume() override { inner_->resume(); }
    std::atomic<int> runs = 0;

private:
    std::shared_ptr<judge::Executor> inner_;
};

} // namespace

class JudgingSessionTest : public QObject {
    Q_OBJECT
    std::shared_ptr<session::LocalRuns> local_;
    problem::Problem aplusb_;
    judge::LanguageRegistry languages_;

    judge::SubmissionFiles acceptedSum() const {
        const QString source = kAplusb + "/submissions/accepted/sum.py";
        return {{source}, languages_.forSourceFile(source), {}};
    }
    judge::JudgeOptions options() const {
        judge::JudgeOptions options;
        options.jobs = 1;
        options.cpus = {0};
        return options;
    }

    // A session whose remote runs are counted, with `capacity` runs at once.
    Result<std::unique_ptr<session::JudgingSession>> openWithCountingRemote(int capacity,
                                                                            std::shared_ptr<CountingExecutor>& remote) {
        auto connect = [&remote, capacity](std::shared_ptr<judge::Executor> here) -> Result<session::RemoteRuns> {
            remote = std::make_shared<CountingExecutor>(std::move(here));
            return session::RemoteRuns{remote, capacity};
        };
        return session::JudgingSession::open(aplusb_, languages_, options(), session::RunPlace::ofJobs(1), connect,
                                             local_);
    }

private slots:
    void initTestCase() {
        auto sandbox = test::createSandbox(test::modeFromEnvironment());
        QVERIFY(sandbox);
        auto local = session::LocalRuns::start(session::RunPlace::ofJobs(1), std::move(sandbox));
        QVERIFY2(local, local ? "" : local.error().c_str());
        local_ = std::move(local.value());
        auto problem = problem::readProblem(kAplusb);
        QVERIFY(problem);
        aplusb_ = std::move(problem.value());
        auto languages = judge::LanguageRegistry::load();
        QVERIFY(languages);
        languages_ = std::move(languages.value());
    }

    void aSessionOnSharedLocalRunsJudgesThere() {
        auto opened =
            session::JudgingSession::open(aplusb_, languages_, options(), session::RunPlace::ofJobs(1), {}, local_);
        QVERIFY2(opened, opened ? "" : opened.error().c_str());
        QCOMPARE(opened.value()->local().sandbox(), local_->sandbox());
        QVERIFY(!opened.value()->remote());
        auto report = opened.value()->judge().judge(acceptedSum(), opened.value()->options());
        QVERIFY(report);
        QCOMPARE(report->verdict, judge::Verdict::AC);
    }

    void theSubmissionsRunsGoToTheRemoteWithTheWorkersItHasRoomFor() {
        std::shared_ptr<CountingExecutor> remote;
        auto opened = openWithCountingRemote(3, remote);
        QVERIFY(opened);
        session::JudgingSession& session = *opened.value();
        QCOMPARE(session.options().jobs, 3);
        QVERIFY(session.options().cpus.empty()); // the servers pin their own runs
        auto report = session.judge().judge(acceptedSum(), session.options());
        QVERIFY(report);
        QCOMPARE(report->verdict, judge::Verdict::AC);
        QCOMPARE(remote->runs.load(), int(aplusb_.allTests().size()));
    }

    void aJudgeKeptHereSendsNothingToTheRemote() {
        std::shared_ptr<CountingExecutor> remote;
        auto opened = openWithCountingRemote(2, remote);
        QVERIFY(opened);
        auto here = opened.value()->judgeOf(aplusb_, session::JudgingSession::Where::HereOnly);
        auto report = here->judge(acceptedSum(), options());
        QVERIFY(report);
        QCOMPARE(report->verdict, judge::Verdict::AC);
        QCOMPARE(remote->runs.load(), 0);
    }

    void aRemoteThatCannotBeReachedFailsTheOpeningSayingWhy() {
        auto connect = [](std::shared_ptr<judge::Executor>) -> Result<session::RemoteRuns> {
            return fail("none of the servers answers");
        };
        auto opened = session::JudgingSession::open(aplusb_, languages_, options(), session::RunPlace::ofJobs(1),
                                                    connect, local_);
        QVERIFY(!opened);
        QCOMPARE(opened.error(), std::string("none of the servers answers"));
    }

    void aPlaceWithoutThePoolItNamesIsRefused() {
        session::RunPlace place = session::RunPlace::ofJobs(1);
        place.pool = "python";
        auto local = session::LocalRuns::start(place, local_->sandbox());
        QVERIFY(!local);
        QVERIFY2(QString::fromStdString(local.error()).contains("python"), local.error().c_str());
    }

    void anExecutorOfItsOwnIsCancelledByItsStopToken() {
        std::stop_source stop;
        auto stopped = local_->newExecutor(stop.get_token());
        auto other = local_->newExecutor();
        stop.request_stop();
        judge::Execution execution;
        execution.command = {"/bin/true"};
        execution.environment = {"PATH=/usr/bin:/bin"};
        execution.limits.cpuTime = std::chrono::seconds(5);
        execution.limits.wallTime = std::chrono::seconds(10);
        QVERIFY(stopped->execute(execution).status != sandbox::RunStatus::Ok);
        QCOMPARE(other->execute(execution).status, sandbox::RunStatus::Ok); // the other judging's runs go on
    }
};

QTEST_MAIN(JudgingSessionTest)
#include "test_judging_session.moc"
