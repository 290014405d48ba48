// What `verify` holds a judged submission to: the directory's verdicts, the expected score, and the
// per-test permitted / required verdicts of submissions.yaml.
#include "judge/expectation.h"

#include <QTest>

using namespace jd::judge;

namespace {

JudgeReport reportOf(Verdict overall, const QList<Verdict>& tests, double score = 0) {
    JudgeReport report;
    report.verdict = overall;
    report.score = score;
    for (Verdict verdict : tests) {
        TestOutcome outcome;
        outcome.test = QStringLiteral("secret/%1").arg(report.tests.size() + 1);
        outcome.verdict = verdict;
        report.tests << outcome;
    }
    return report;
}

} // namespace

class Expectation : public QObject {
    Q_OBJECT
private slots:
    void directoryVerdictMustMatch() {
        jd::problem::Submission submission;
        submission.expectedVerdicts = {"TLE", "ILE"};
        QVERIFY(checkExpectation(submission, reportOf(Verdict::TLE, {Verdict::AC, Verdict::TLE}), false).agreed);
        const Agreement wrong = checkExpectation(submission, reportOf(Verdict::WA, {Verdict::WA}), false);
        QVERIFY(!wrong.agreed);
        QCOMPARE(wrong.expected, QString("TLE or ILE"));
    }

    void scoreCountsOnlyForScoringProblems() {
        jd::problem::Submission submission;
        submission.expectedVerdicts = {"AC", "WA"};
        submission.expectedScore = 40;
        QVERIFY(checkExpectation(submission, reportOf(Verdict::WA, {Verdict::WA}, 40), true).agreed);
        QVERIFY(!checkExpectation(submission, reportOf(Verdict::WA, {Verdict::WA}, 60), true).agreed);
        QVERIFY(checkExpectation(submission, reportOf(Verdict::WA, {Verdict::WA}, 60), false).agreed);
    }

    void everyTestMustBePermittedAndSomeRequired() {
        jd::problem::Submission slow;
        slow.permittedTestVerdicts = QStringList{"AC", "TLE"};
        slow.requiredTestVerdicts = QStringList{"TLE"};
        QVERIFY(checkExpectation(slow, reportOf(Verdict::TLE, {Verdict::AC, Verdict::TLE}), false).agreed);
        QVERIFY2(!checkExpectation(slow, reportOf(Verdict::AC, {Verdict::AC, Verdict::AC}), false).agreed,
                 "no test ran out of time");
        QVERIFY2(!checkExpectation(slow, reportOf(Verdict::WA, {Verdict::TLE, Verdict::WA}), false).agreed,
                 "a wrong answer is not permitted");
        QVERIFY2(checkExpectation(slow, reportOf(Verdict::TLE, {Verdict::TLE, Verdict::NotRun}), false).agreed,
                 "tests skipped after a rejection do not count");
    }

    void compileErrorMeetsOnlyAnExpectedCompileError() {
        jd::problem::Submission rules;
        rules.permittedTestVerdicts = QStringList{"AC", "WA"};
        QVERIFY(!checkExpectation(rules, reportOf(Verdict::CE, {}), false).agreed);
        jd::problem::Submission broken;
        broken.expectedVerdicts = {"CE"};
        QVERIFY(checkExpectation(broken, reportOf(Verdict::CE, {}), false).agreed);
        QVERIFY(!hasExpectation(jd::problem::Submission{}));
    }
};

QTEST_GUILESS_MAIN(Expectation)
#include "test_expectation.moc"
