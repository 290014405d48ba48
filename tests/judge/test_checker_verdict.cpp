// How a CMS checker's exit and words become a verdict: the outcome on stdout is the test's share, the
// message on stderr (CMS's translate: keys in words), anything else the judge's error.
#include "judge/checker_verdict.h"

#include <QTest>

using namespace jd;
using namespace jd::judge;

namespace {

sandbox::RunResult exited(int code) {
    sandbox::RunResult run;
    run.status = code == 0 ? sandbox::RunStatus::Ok : sandbox::RunStatus::RuntimeError;
    run.exitCode = code;
    return run;
}

CheckerWords said(const QString& standardOutput, const QString& standardError = {}) {
    CheckerWords words;
    words.standardOutput = standardOutput;
    words.standardError = standardError;
    return words;
}

} // namespace

class TestCheckerVerdict : public QObject {
    Q_OBJECT
private slots:
    void aCmsOutcomeOfOneAccepts() {
        const CheckResult result = cmsCheckerVerdict(exited(0), said("1", "translate:success"));
        QCOMPARE(result.verdict, Verdict::AC);
        QCOMPARE(result.score.value_or(-1), 1.0);
        QCOMPARE(result.message, QStringLiteral("Output is correct"));
    }

    void aCmsOutcomeBetweenIsAPartialScore() {
        const CheckResult result = cmsCheckerVerdict(exited(0), said("0.25\n", "translate:partial"));
        QCOMPARE(result.verdict, Verdict::WA);
        QCOMPARE(result.score.value_or(-1), 0.25);
        QCOMPARE(result.message, QStringLiteral("Output is partially correct"));
    }

    void aCmsOutcomeOfZeroRejectsWithTheCheckersOwnWords() {
        const CheckResult result = cmsCheckerVerdict(exited(0), said("0", "expected 7, got 8\nmore"));
        QCOMPARE(result.verdict, Verdict::WA);
        QCOMPARE(result.score.value_or(-1), 0.0);
        QCOMPARE(result.message, QStringLiteral("expected 7, got 8"));
    }

    void aCmsCheckerThatFailsIsAJudgeError() { QCOMPARE(cmsCheckerVerdict(exited(1), said("1")).verdict, Verdict::JE); }

    void aCmsOutcomeOutsideZeroToOneIsAJudgeError_data() {
        QTest::addColumn<QString>("outcome");
        QTest::newRow("above one") << "1.5";
        QTest::newRow("negative") << "-0.1";
        QTest::newRow("words") << "correct";
        QTest::newRow("nothing") << "";
        QTest::newRow("not a number") << "nan";
    }
    void aCmsOutcomeOutsideZeroToOneIsAJudgeError() {
        QFETCH(QString, outcome);
        const CheckResult result = cmsCheckerVerdict(exited(0), said(outcome));
        QCOMPARE(result.verdict, Verdict::JE);
        QVERIFY(!result.score);
    }
};

QTEST_GUILESS_MAIN(TestCheckerVerdict)
#include "test_checker_verdict.moc"
