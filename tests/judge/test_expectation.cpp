// What `verify` holds a judged submission to: the directory's verdicts, the expected score, and the
// per-test permitted / required verdicts of submissions.yaml.
#include "judge/expectation.h"
#include "problem/kattis_reader.h"

#include <QTest>

using namespace jd::judge;

namespace {

JudgeReport reportOf(Verdict overall, const QList<Verdict>& tests, double score = 0,
                     jd::problem::Dialect dialect = jd::problem::Dialect::JudgeDesk) {
    JudgeReport report;
    report.dialect.dialect = dialect;
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

    // omegaUp's tests.json: the score as a share of 1, both bounds inclusive.
    void anOmegaUpScoreRangeHoldsBothBounds_data() {
        QTest::addColumn<double>("score");
        QTest::addColumn<bool>("agreed");
        QTest::newRow("below") << 0.34 << false;
        QTest::newRow("the low bound") << 0.35 << true;
        QTest::newRow("between") << 0.4 << true;
        QTest::newRow("the high bound") << 0.5 << true;
        QTest::newRow("above") << 0.51 << false;
    }
    void anOmegaUpScoreRangeHoldsBothBounds() {
        QFETCH(double, score);
        QFETCH(bool, agreed);
        jd::problem::Submission submission;
        submission.expectedScoreShare = std::pair{0.35, 0.5};
        const JudgeReport report = reportOf(Verdict::WA, {Verdict::AC, Verdict::WA}, score, jd::problem::Dialect::OmegaUp);
        QCOMPARE(checkExpectation(submission, report, true).agreed, agreed);
    }

    void anOmegaUpVerdictIsOmegaUpsOwnName() {
        jd::problem::Submission submission;
        submission.expectedSystemVerdict = "PA";
        const JudgeReport partial = reportOf(Verdict::WA, {Verdict::AC, Verdict::WA}, 0.5, jd::problem::Dialect::OmegaUp);
        QVERIFY(checkExpectation(submission, partial, true).agreed);
        const JudgeReport none = reportOf(Verdict::WA, {Verdict::WA, Verdict::WA}, 0, jd::problem::Dialect::OmegaUp);
        const Agreement wrong = checkExpectation(submission, none, true);
        QVERIFY(!wrong.agreed);
        QCOMPARE(wrong.expected, QStringLiteral("PA"));
    }

    void anOmegaUpScoreOfAFractionOfAPercentDisagreesUnlessAllowed() {
        jd::problem::Submission submission;
        submission.expectedSystemVerdict = "PA";
        submission.wholePercentages = true;
        const JudgeReport third = reportOf(Verdict::WA, {Verdict::AC, Verdict::WA}, 1.0 / 3, jd::problem::Dialect::OmegaUp);
        QVERIFY(!checkExpectation(submission, third, true).agreed);
        submission.wholePercentages = false;
        QVERIFY(checkExpectation(submission, third, true).agreed);
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

    // Kattis and DOMjudge have no separate memory, output-limit or forbidden-call verdicts: each is a
    // run-time error there, and an idle interactive program is out of time.
    void packagesAreCheckedInTheirOwnSystemsVocabulary_data() {
        QTest::addColumn<int>("dialect");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<int>("got");
        QTest::addColumn<bool>("agreed");
        using jd::problem::Dialect;
        QTest::newRow("Kattis: forbidden call is RTE")
            << int(Dialect::Kattis) << QStringList{"RE"} << int(Verdict::RF) << true;
        QTest::newRow("Kattis: memory limit is RTE")
            << int(Dialect::Kattis) << QStringList{"RE"} << int(Verdict::MLE) << true;
        QTest::newRow("Kattis: idleness is TLE")
            << int(Dialect::Kattis) << QStringList{"TLE"} << int(Verdict::ILE) << true;
        QTest::newRow("Kattis: presentation is WA")
            << int(Dialect::Kattis) << QStringList{"WA"} << int(Verdict::PE) << true;
        QTest::newRow("Kattis: WA is not RTE")
            << int(Dialect::Kattis) << QStringList{"RE"} << int(Verdict::WA) << false;
        QTest::newRow("DOMjudge: memory is RUN-ERROR")
            << int(Dialect::DOMjudge) << QStringList{"RE"} << int(Verdict::MLE) << true;
        QTest::newRow("DOMjudge: output limit is its own")
            << int(Dialect::DOMjudge) << QStringList{"RE"} << int(Verdict::OLE) << false;
        QTest::newRow("DOMjudge: idleness is TIMELIMIT")
            << int(Dialect::DOMjudge) << QStringList{"TLE"} << int(Verdict::ILE) << true;
        QTest::newRow("Polygon: memory stays ML")
            << int(Dialect::Polygon) << QStringList{"RE"} << int(Verdict::MLE) << false;
        QTest::newRow("Polygon: PE stays PE")
            << int(Dialect::Polygon) << QStringList{"WA"} << int(Verdict::PE) << false;
        QTest::newRow("JudgeDesk: RF is not RE")
            << int(Dialect::JudgeDesk) << QStringList{"RE"} << int(Verdict::RF) << false;
    }
    void packagesAreCheckedInTheirOwnSystemsVocabulary() {
        QFETCH(int, dialect);
        QFETCH(QStringList, expected);
        QFETCH(int, got);
        QFETCH(bool, agreed);
        jd::problem::Submission submission;
        submission.expectedVerdicts = expected;
        const auto report = reportOf(Verdict(got), {Verdict(got)}, 0, jd::problem::Dialect(dialect));
        QCOMPARE(checkExpectation(submission, report, false).agreed, agreed);
    }

    void perTestRulesUseTheVocabularyToo() {
        jd::problem::Submission submission;
        submission.permittedTestVerdicts = QStringList{"AC", "RE"};
        submission.requiredTestVerdicts = QStringList{"RE"};
        const auto report = reportOf(Verdict::MLE, {Verdict::AC, Verdict::MLE}, 0, jd::problem::Dialect::Kattis);
        QVERIFY(checkExpectation(submission, report, false).agreed);
    }

    void mismatchesAreNamedInTheDialect() {
        jd::problem::Submission submission;
        submission.expectedVerdicts = {"AC"};
        const Agreement agreement = checkExpectation(
            submission, reportOf(Verdict::WA, {Verdict::WA}, 0, jd::problem::Dialect::DOMjudge), false);
        QCOMPARE(agreement.expected, QStringLiteral("CORRECT"));
    }

    // DOMjudge's import narrows an @EXPECTED_RESULTS@ line naming the directory's verdict to that verdict.
    void aDomjudgeAnnotationNamingItsDirectorysVerdictIsNarrowedToIt() {
        jd::problem::Submission submission;
        submission.directory = "time_limit_exceeded";
        submission.expectedVerdicts = {"TLE", "RE", "MLE"}; // @EXPECTED_RESULTS@: TIMELIMIT, RUN-ERROR
        submission.expectedVerdictsAnnotated = true;
        const auto domjudge = jd::problem::Dialect::DOMjudge;
        QVERIFY(checkExpectation(submission, reportOf(Verdict::ILE, {Verdict::ILE}, 0, domjudge), false).agreed);
        const Agreement crashed =
            checkExpectation(submission, reportOf(Verdict::RE, {Verdict::RE}, 0, domjudge), false);
        QVERIFY(!crashed.agreed);
        QCOMPARE(crashed.expected, QStringLiteral("TIMELIMIT"));
        QVERIFY2(checkExpectation(submission, reportOf(Verdict::RE, {Verdict::RE}), false).agreed,
                 "other systems take the line as written");
    }

    void aDomjudgeAnnotationNotNamingItsDirectorysVerdictStandsAsWritten() {
        jd::problem::Submission submission;
        submission.directory = "accepted";
        submission.expectedVerdicts = {"WA", "TLE"}; // @EXPECTED_RESULTS@: WRONG-ANSWER, TIMELIMIT
        submission.expectedVerdictsAnnotated = true;
        const auto domjudge = jd::problem::Dialect::DOMjudge;
        QVERIFY(checkExpectation(submission, reportOf(Verdict::TLE, {Verdict::TLE}, 0, domjudge), false).agreed);
        QVERIFY(checkExpectation(submission, reportOf(Verdict::WA, {Verdict::WA}, 0, domjudge), false).agreed);
        QVERIFY(!checkExpectation(submission, reportOf(Verdict::AC, {Verdict::AC}, 0, domjudge), false).agreed);
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

    // problemtools' check_submission: partially_accepted must be accepted; full marks for it, or less for an
    // accepted one, is only a warning.
    void aPartiallyAcceptedSubmissionMustBeAcceptedAndFullMarksWarn_data() {
        QTest::addColumn<QString>("directory");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<double>("score");
        QTest::addColumn<bool>("agreed");
        QTest::addColumn<bool>("warned");
        QTest::newRow("partial: accepted with part of it") << "partially_accepted" << int(Verdict::AC) << 37.0 << true
                                                           << false;
        QTest::newRow("partial: accepted by a group worth nothing") << "partially_accepted" << int(Verdict::AC) << 0.0
                                                                    << true << false;
        QTest::newRow("partial: a wrong answer") << "partially_accepted" << int(Verdict::WA) << 37.0 << false << false;
        QTest::newRow("partial: all of it") << "partially_accepted" << int(Verdict::AC) << 100.0 << true << true;
        QTest::newRow("accepted: all of it") << "accepted" << int(Verdict::AC) << 100.0 << true << false;
        QTest::newRow("accepted: less") << "accepted" << int(Verdict::AC) << 60.0 << true << true;
    }
    void aPartiallyAcceptedSubmissionMustBeAcceptedAndFullMarksWarn() {
        QFETCH(QString, directory);
        QFETCH(int, verdict);
        QFETCH(double, score);
        QFETCH(bool, agreed);
        QFETCH(bool, warned);
        jd::problem::Submission submission;
        submission.directory = directory;
        submission.expectedVerdicts = jd::problem::verdictsForSubmissionDirectory(directory);
        const JudgeReport report = reportOf(Verdict(verdict), {Verdict(verdict)}, score, jd::problem::Dialect::Kattis);
        const Agreement agreement = checkExpectation(submission, report, true, 100.0);
        QCOMPARE(agreement.agreed, agreed);
        QCOMPARE(!agreement.warnings.isEmpty(), warned);
    }

    void expectedGradesThatDifferAreAWarning() {
        jd::problem::Submission submission;
        submission.directory = "partially_accepted";
        submission.expectedVerdicts = jd::problem::verdictsForSubmissionDirectory("partially_accepted");
        submission.expectedGroupVerdicts = jd::problem::expectedGradesInSource("#@EXPECTED_GRADES@ AC RE TLE\n");
        QCOMPARE(submission.expectedGroupVerdicts, QStringList({"AC", "RTE", "TLE"}));
        JudgeReport report = reportOf(Verdict::AC, {Verdict::AC}, 20, jd::problem::Dialect::Kattis);
        GroupOutcome secret;
        secret.group = "secret";
        for (Verdict verdict : {Verdict::AC, Verdict::RE, Verdict::TLE}) {
            GroupOutcome group;
            group.verdict = verdict;
            secret.groups << group;
        }
        report.root.groups << secret;
        const Agreement same = checkExpectation(submission, report, true, 100.0);
        QVERIFY(same.agreed && same.warnings.isEmpty());
        report.root.groups[0].groups[2].verdict = Verdict::WA;
        const Agreement other = checkExpectation(submission, report, true, 100.0);
        QVERIFY(other.agreed); // the score is still between: the grades warn
        QCOMPARE(other.warnings.size(), 1);
        QVERIFY2(other.warnings.first().contains("its groups got AC RTE WA where @EXPECTED_GRADES@ says AC RTE TLE"),
                 qPrintable(other.warnings.first()));
    }
};

QTEST_GUILESS_MAIN(Expectation)
#include "test_expectation.moc"
