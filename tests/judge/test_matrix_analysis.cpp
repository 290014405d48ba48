// What the solutions × tests matrix derives from runs already made: verdicts under another time limit,
// and which tests reject the wrong submissions.
#include "judge/limit_sensitivity.h"
#include "judge/test_strength.h"

#include <QtTest>

using namespace jd;
using namespace jd::judge;
using namespace std::chrono_literals;

namespace {

problem::Problem threeTests() {
    problem::Problem problem;
    problem::TestGroup secret;
    secret.name = "secret";
    for (const char* name : {"secret/1", "secret/2", "secret/3"}) {
        problem::TestCase test;
        test.name = name;
        secret.tests << test;
    }
    problem.data.groups << secret;
    return problem;
}

JudgeReport judged(double limit, const QList<std::pair<Verdict, std::chrono::milliseconds>>& tests) {
    JudgeReport report;
    report.timeLimit = limit;
    report.compile.compiled = true;
    int index = 1;
    for (const auto& [verdict, time] : tests) {
        TestOutcome outcome;
        outcome.test = QStringLiteral("secret/%1").arg(index++);
        outcome.verdict = verdict;
        outcome.time = time;
        report.tests << outcome;
    }
    report.verdict = Verdict::AC;
    for (const auto& test : report.tests)
        if (test.verdict != Verdict::AC) {
            report.verdict = test.verdict;
            break;
        }
    return report;
}

SubmissionVerification verified(const QString& name, const JudgeReport& report) {
    SubmissionVerification verification;
    verification.name = name;
    verification.report = report;
    return verification;
}

} // namespace

class MatrixAnalysisTest : public QObject {
    Q_OBJECT
private slots:
    void aLowerLimitTurnsSlowAcceptedTestsIntoTimeLimits() {
        const auto report = judged(1.0, {{Verdict::AC, 100ms}, {Verdict::AC, 700ms}, {Verdict::AC, 200ms}});
        const ReportAtLimit at = reportAtTimeLimit(threeTests(), report, 0.5);
        QVERIFY(at.certain);
        QCOMPARE(at.report.verdict, Verdict::TLE);
        QCOMPARE(at.report.tests[1].verdict, Verdict::TLE);
        QCOMPARE(at.report.tests[2].verdict, Verdict::AC);
        QCOMPARE(reportAtTimeLimit(threeTests(), report, 0.8).report.verdict, Verdict::AC);
    }

    void aWrongAnswerSlowerThanTheNewLimitIsATimeLimit() {
        const auto report = judged(2.0, {{Verdict::AC, 100ms}, {Verdict::WA, 1500ms}, {Verdict::AC, 100ms}});
        QCOMPARE(reportAtTimeLimit(threeTests(), report, 1.0).report.verdict, Verdict::TLE);
        QCOMPARE(reportAtTimeLimit(threeTests(), report, 3.0).report.verdict, Verdict::WA);
    }

    void aTestThatFinishedPastTheLimitIsATimeLimitSayingHowLongItRan() {
        TestOutcome ran;
        ran.verdict = Verdict::AC;
        ran.time = 1200ms;
        const auto atLimit = outcomeAtTimeLimit(ran, 1.5, 1.0);
        QCOMPARE(atLimit->verdict, Verdict::TLE);
        QCOMPARE(atLimit->message, QStringLiteral("ran 1.200 s, over the time limit of 1 s"));
        QCOMPARE(outcomeAtTimeLimit(ran, 1.5, 1.3)->verdict, Verdict::AC);
    }

    // problemtools' guess_tle, run to the margin: rejected by the interactor at 2 ms of the program's CPU,
    // the program then spun to 4 s. Judged at 1 s, the rejection came first and stands.
    void aVerdictDecidedBeforeTheLimitStandsThoughTheRunWentOnPastIt() {
        TestOutcome ran;
        ran.verdict = Verdict::WA;
        ran.time = 4000ms;
        ran.decidedAt = 2ms;
        QCOMPARE(outcomeAtTimeLimit(ran, 4.0, 1.0)->verdict, Verdict::WA);
        QCOMPARE(outcomeAtTimeLimit(ran, 4.0, 0.002)->verdict, Verdict::WA);
    }

    void aVerdictDecidedAfterTheLimitIsATimeLimitThere() {
        TestOutcome ran;
        ran.verdict = Verdict::WA;
        ran.time = 1500ms;
        ran.decidedAt = 1400ms;
        QCOMPARE(outcomeAtTimeLimit(ran, 2.0, 1.0)->verdict, Verdict::TLE);
        QCOMPARE(outcomeAtTimeLimit(ran, 2.0, 1.45)->verdict, Verdict::WA);
    }

    void aTestStoppedAtTheOldLimitIsUnknownAboveIt() {
        const auto report = judged(1.0, {{Verdict::AC, 100ms}, {Verdict::TLE, 1100ms}, {Verdict::AC, 100ms}});
        const ReportAtLimit higher = reportAtTimeLimit(threeTests(), report, 2.0);
        QVERIFY(!higher.certain);
        QCOMPARE(higher.report.tests[1].verdict, Verdict::NotRun);
        // Below the time it had already run, it is a time limit for certain.
        const ReportAtLimit between = reportAtTimeLimit(threeTests(), report, 1.05);
        QVERIFY(between.certain);
        QCOMPARE(between.report.verdict, Verdict::TLE);
    }

    void eachWrongSubmissionIsRejectedByTheTestsThatFailIt() {
        problem::Problem problem = threeTests();
        for (const auto& [file, directory, verdict] :
             {std::tuple{"a.cpp", "accepted", "AC"}, std::tuple{"wa.cpp", "wrong_answer", "WA"},
              std::tuple{"tle.cpp", "time_limit_exceeded", "TLE"}, std::tuple{"lucky.cpp", "wrong_answer", "WA"},
              std::tuple{"broken.cpp", "compiler_error", "CE"}}) {
            problem::Submission submission;
            submission.path = file;
            submission.directory = directory;
            submission.expectedVerdicts = {verdict};
            problem.submissions << submission;
        }
        Verification verification;
        verification.submissions
            << verified("accepted/a.cpp", judged(1, {{Verdict::AC, 1ms}, {Verdict::AC, 1ms}, {Verdict::AC, 1ms}}))
            << verified("wrong_answer/wa.cpp", judged(1, {{Verdict::AC, 1ms}, {Verdict::WA, 1ms}, {Verdict::WA, 1ms}}))
            << verified("time_limit_exceeded/tle.cpp",
                        judged(1, {{Verdict::AC, 1ms}, {Verdict::TLE, 1100ms}, {Verdict::AC, 1ms}}))
            << verified("wrong_answer/lucky.cpp",
                        judged(1, {{Verdict::AC, 1ms}, {Verdict::AC, 1ms}, {Verdict::AC, 1ms}}));
        JudgeReport notCompiled; // rejected by the compiler, not by a test
        notCompiled.verdict = Verdict::CE;
        verification.submissions << verified("compiler_error/broken.cpp", notCompiled);
        const TestStrength strength = testStrength(problem, verification);
        QCOMPARE(strength.wrongSubmissions.size(), 3);
        QCOMPARE(strength.rejectedBy.value("wrong_answer/wa.cpp"), QStringList({"secret/2", "secret/3"}));
        QCOMPARE(strength.onlyRejectedBy.value("time_limit_exceeded/tle.cpp"), QStringLiteral("secret/2"));
        QVERIFY(!strength.onlyRejectedBy.contains("wrong_answer/wa.cpp"));
        QCOMPARE(strength.rejectingNothing, QStringList({"secret/1"}));
        QCOMPARE(strength.neverRejected, QStringList({"wrong_answer/lucky.cpp"}));
        QCOMPARE(strength.rejects.value("secret/2").size(), 2);
    }

    // A submission stopped at its deciding test says nothing of the tests after it: it is not "rejected only by"
    // that test, and the tests it did not run are not "rejecting nothing".
    void aSubmissionStoppedEarlyLeavesTheLaterTestsUnknown() {
        problem::Problem problem = threeTests();
        problem::Submission wrong;
        wrong.path = "wa.cpp";
        wrong.directory = "wrong_answer";
        wrong.expectedVerdicts = {"WA"};
        problem.submissions << wrong;
        JudgeReport report = judged(1, {{Verdict::WA, 1ms}, {Verdict::NotRun, 0ms}, {Verdict::NotRun, 0ms}});
        report.tests[1].notNeeded = report.tests[2].notNeeded = true;
        Verification verification;
        verification.submissions << verified("wrong_answer/wa.cpp", report);
        const TestStrength strength = testStrength(problem, verification);
        QCOMPARE(strength.stoppedEarly, QStringList({"wrong_answer/wa.cpp"}));
        QVERIFY(strength.onlyRejectedBy.isEmpty());
        QVERIFY(strength.rejectingNothing.isEmpty());
        QCOMPARE(strength.rejectedBy.value("wrong_answer/wa.cpp"), QStringList({"secret/1"}));
    }
};

QTEST_GUILESS_MAIN(MatrixAnalysisTest)
#include "test_matrix_analysis.moc"
