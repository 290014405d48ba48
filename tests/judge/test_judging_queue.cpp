// Several submissions judged on one set of workers: each stops at the test whose rejection decides its verdict
// and the tests after it are marked as not needed, the reports come in the queue's order, and running them
// side by side gives the same reports as one test at a time.
#include "judge/early_stop.h"
#include "judge/judging_queue.h"
#include "judge_fixture.h"
#include "sandbox_fixture.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <mutex>

using namespace jd;
using namespace jd::judge;

namespace {

// Six tests (secret/1 .. secret/6) whose answer to n is n+1.
QString successorProblem(const QString& root, const QByteArray& secretTestdata = {}) {
    test::writeTestFile(root + "/problem.yaml", "name: S\n");
    for (int n = 1; n <= 6; ++n) {
        test::writeTestFile(root + QStringLiteral("/data/secret/%1.in").arg(n), QByteArray::number(n) + "\n");
        test::writeTestFile(root + QStringLiteral("/data/secret/%1.ans").arg(n), QByteArray::number(n + 1) + "\n");
    }
    if (!secretTestdata.isEmpty()) test::writeTestFile(root + "/data/secret/testdata.yaml", secretTestdata);
    return root;
}

// Answers every test but `wrongAt` (0: none) right.
QByteArray successorWrongAt(int wrongAt) {
    return "n = int(input())\nprint(0 if n == " + QByteArray::number(wrongAt) + " else n + 1)\n";
}

struct Judged {
    QList<int> order;
    QList<JudgeReport> reports;
};

} // namespace

class JudgingQueue : public QObject {
    Q_OBJECT
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    LanguageRegistry languages_;
    QTemporaryDir cache_;
    QTemporaryDir sources_;

    SubmissionFiles pythonSource(const QByteArray& code) {
        static int made = 0;
        const QString path = test::writeTestFile(sources_.filePath(QStringLiteral("s%1.py").arg(++made)), code);
        return {{path}, languages_.byId("python3"), {}};
    }

    Judged judgeAll(ProblemJudge& judge, const QList<QByteArray>& sources, int jobs, bool earlyStop = true,
                    const problem::Submission& rules = {}) {
        QList<QueuedSubmission> queue;
        for (const QByteArray& source : sources) {
            QueuedSubmission queued{pythonSource(source), {}, {}};
            if (earlyStop) queued.earlyStop = earlyStopPlan(judge.problem(), rules);
            queue << queued;
        }
        Judged judged;
        JudgingQueueProgress progress;
        progress.finished = [&](int index, Result<JudgeReport> report) {
            if (!report) qFatal("%s", report.error().c_str());
            judged.order << index;
            judged.reports << report.value();
        };
        judgeQueue(judge, queue, jobs, {}, progress);
        return judged;
    }

    QStringList testVerdicts(const JudgeReport& report) {
        QStringList verdicts;
        for (const TestOutcome& test : report.tests)
            verdicts << (test.notNeeded ? QStringLiteral("skip") : verdictCode(test.verdict));
        return verdicts;
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        languages_ = LanguageRegistry::load({}).value();
    }

    void aSubmissionStopsAtItsFirstRejectedTest() {
        QTemporaryDir dir;
        auto judge = test::judgeForPackage(successorProblem(dir.filePath("p")), sandbox_, cache_.path(), languages_);
        const JudgeReport report = judgeAll(*judge, {successorWrongAt(3)}, 1).reports.first();
        QCOMPARE(report.verdict, Verdict::WA);
        QCOMPARE(testVerdicts(report), (QStringList{"AC", "AC", "WA", "skip", "skip", "skip"}));
        QVERIFY2(report.tests[3].message.contains("secret/3"), qPrintable(report.tests[3].message));
    }

    void anAcceptedSubmissionRunsEveryTest() {
        QTemporaryDir dir;
        auto judge = test::judgeForPackage(successorProblem(dir.filePath("p")), sandbox_, cache_.path(), languages_);
        const JudgeReport report = judgeAll(*judge, {successorWrongAt(0)}, 2).reports.first();
        QCOMPARE(report.verdict, Verdict::AC);
        QCOMPARE(testVerdicts(report), QStringList(6, "AC"));
    }

    void aGroupThatContinuesAfterARejectionRunsEveryTest() {
        QTemporaryDir dir;
        auto judge = test::judgeForPackage(successorProblem(dir.filePath("p"), "on_reject: continue\n"), sandbox_,
                                           cache_.path(), languages_);
        const JudgeReport report = judgeAll(*judge, {successorWrongAt(2)}, 1).reports.first();
        QCOMPARE(testVerdicts(report), (QStringList{"AC", "WA", "AC", "AC", "AC", "AC"}));
    }

    // submissions.yaml permits WA on every test: the run goes on past it until a verdict the rules do not permit.
    void aSubmissionHeldToPermittedVerdictsRunsUntilItBreaksThem() {
        QTemporaryDir dir;
        auto judge = test::judgeForPackage(successorProblem(dir.filePath("p")), sandbox_, cache_.path(), languages_);
        problem::Submission rules;
        rules.permittedTestVerdicts = QStringList{"AC", "WA"};
        const QByteArray crashesAt4 = "n = int(input())\nassert n != 4\nprint(0 if n == 2 else n + 1)\n";
        for (const int jobs : {1, 2}) {
            const JudgeReport report = judgeAll(*judge, {crashesAt4}, jobs, true, rules).reports.first();
            // problemtools' worst_error: the run-time error outranks the wrong answer before it.
            QCOMPARE(report.verdict, Verdict::RE);
            QCOMPARE(testVerdicts(report), (QStringList{"AC", "WA", "AC", "RE", "skip", "skip"}));
        }
    }

    void withoutEarlyStoppingEveryTestRuns() {
        QTemporaryDir dir;
        auto judge = test::judgeForPackage(successorProblem(dir.filePath("p")), sandbox_, cache_.path(), languages_);
        const JudgeReport report = judgeAll(*judge, {successorWrongAt(1)}, 1, false).reports.first();
        QCOMPARE(testVerdicts(report), (QStringList{"WA", "AC", "AC", "AC", "AC", "AC"}));
    }

    void reportsComeInTheQueuesOrder() {
        QTemporaryDir dir;
        auto judge = test::judgeForPackage(successorProblem(dir.filePath("p")), sandbox_, cache_.path(), languages_);
        // The first takes longest, so the later ones finish first when run side by side.
        const Judged judged = judgeAll(*judge,
                                       {"import time\ntime.sleep(0.3)\n" + successorWrongAt(0), successorWrongAt(1),
                                        "syntax error (\n", successorWrongAt(6)},
                                       2);
        QCOMPARE(judged.order, (QList<int>{0, 1, 2, 3}));
        QCOMPARE(judged.reports[0].verdict, Verdict::AC);
        QCOMPARE(judged.reports[1].verdict, Verdict::WA);
        QCOMPARE(judged.reports[3].verdict, Verdict::WA);
    }

    // However the tests of several submissions interleave on the workers, each report is what one worker
    // running them one at a time gives.
    void sideBySideGivesWhatOneAtATimeGives() {
        QTemporaryDir dir;
        auto judge = test::judgeForPackage(successorProblem(dir.filePath("p")), sandbox_, cache_.path(), languages_);
        const QList<QByteArray> sources = {successorWrongAt(4), successorWrongAt(0), successorWrongAt(1),
                                           successorWrongAt(6), successorWrongAt(2)};
        const Judged alone = judgeAll(*judge, sources, 1);
        for (int round = 0; round < 3; ++round) {
            const Judged together = judgeAll(*judge, sources, 2);
            for (int i = 0; i < sources.size(); ++i) {
                QCOMPARE(together.reports[i].verdict, alone.reports[i].verdict);
                QCOMPARE(testVerdicts(together.reports[i]), testVerdicts(alone.reports[i]));
            }
        }
    }

    // secret/1 is answered wrong after a pause, by when the second worker has begun secret/2, which would spin
    // for a minute: the rejection cuts it short, and it is neither reported as a run nor waited for.
    void aTestMadeUnneededWhileItRunsIsCutShort() {
        QTemporaryDir dir;
        auto judge = test::judgeForPackage(successorProblem(dir.filePath("p")), sandbox_, cache_.path(), languages_);
        QueuedSubmission queued{pythonSource("import time\nn = int(input())\nif n == 1:\n    time.sleep(1)\n"
                                             "    print(0)\nelse:\n    while True: pass\n"),
                                {}, earlyStopPlan(judge->problem(), {})};
        setTimeLimit(queued.options, 60);
        std::mutex mutex;
        QStringList ran;
        std::optional<JudgeReport> report;
        JudgingQueueProgress progress;
        progress.testFinished = [&](int, const TestOutcome& outcome) {
            std::lock_guard lock(mutex);
            ran << outcome.test;
        };
        progress.finished = [&](int, Result<JudgeReport> judged) { report = judged.value(); };
        QElapsedTimer timer;
        timer.start();
        judgeQueue(*judge, {queued}, 2, {}, progress);
        QVERIFY2(timer.elapsed() < 30000, "secret/2 ran on after secret/1 had made it unneeded");
        QVERIFY(report);
        QCOMPARE(testVerdicts(*report), (QStringList{"WA", "skip", "skip", "skip", "skip", "skip"}));
        QCOMPARE(ran, QStringList{"secret/1"});
    }

    void aStopEndsTheQueueWithoutReportingTheRest() {
        QTemporaryDir dir;
        auto judge = test::judgeForPackage(successorProblem(dir.filePath("p")), sandbox_, cache_.path(), languages_);
        QList<QueuedSubmission> queue;
        for (int i = 0; i < 3; ++i)
            queue << QueuedSubmission{pythonSource("import time\ntime.sleep(5)\n"), {}, {}};
        std::stop_source stop;
        int finished = 0;
        JudgingQueueProgress progress;
        progress.testFinished = [&](int, const TestOutcome&) { stop.request_stop(); };
        progress.finished = [&](int, Result<JudgeReport>) { ++finished; };
        QElapsedTimer timer;
        timer.start();
        judgeQueue(*judge, queue, 2, stop.get_token(), progress);
        QVERIFY2(timer.elapsed() < 15000, "the stop did not end the running tests");
        QCOMPARE(finished, 0);
    }
};

QTEST_GUILESS_MAIN(JudgingQueue)
#include "test_judging_queue.moc"
