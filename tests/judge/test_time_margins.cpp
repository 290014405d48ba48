// Kattis's time margins as `verify` holds a package to them: which systems have them, how far the runs go,
// and what is warned about.
#include "judge/time_margins.h"
#include "judge/verification.h"

#include <QtTest>

using namespace jd;
using namespace jd::judge;
using namespace std::chrono_literals;

namespace {

problem::ProblemLimits kattisLimits() {
    problem::ProblemLimits limits;
    limits.timeMultiplier = 2;     // ac_to_time_limit
    limits.timeSafetyMargin = 1.5; // time_limit_to_tle
    return limits;
}

TimeLimitChoice fromThePackage(double seconds) {
    return {seconds, TimeLimitChoice::Origin::Package, QStringLiteral("from the package")};
}

JudgeReport judged(Verdict verdict, std::chrono::milliseconds slowest, double score = 0) {
    JudgeReport report;
    report.verdict = verdict;
    report.score = score;
    report.compile.compiled = verdict != Verdict::CE;
    report.dialect.dialect = problem::Dialect::Kattis;
    TestOutcome quick;
    quick.test = QStringLiteral("secret/1");
    quick.verdict = Verdict::AC;
    quick.time = 10ms;
    TestOutcome slow;
    slow.test = QStringLiteral("secret/2");
    slow.verdict = verdict;
    slow.time = slowest;
    if (verdict != Verdict::CE) report.tests << quick << slow;
    return report;
}

problem::Submission expecting(const QString& directory, const QStringList& verdicts) {
    problem::Submission submission;
    submission.directory = directory;
    submission.expectedVerdicts = verdicts;
    return submission;
}

} // namespace

class TimeMarginsTest : public QObject {
    Q_OBJECT
private slots:
    void onlyKattisVerifiesWithTimeMargins() {
        QVERIFY(hasTimeMargins(problem::Dialect::Kattis));
        QVERIFY(!hasTimeMargins(problem::Dialect::DOMjudge));
        QVERIFY(!hasTimeMargins(problem::Dialect::Polygon));
        QVERIFY(!hasTimeMargins(problem::Dialect::CMS));
        QVERIFY(!hasTimeMargins(problem::Dialect::JudgeDesk));
    }

    void aPackagesLimitSetsBothMargins() {
        const TimeMargins margins = timeMarginsAround(kattisLimits(), fromThePackage(2));
        QCOMPARE(margins.timeLimit, 2.0);
        QCOMPARE(margins.runTo, 3.0);
        QCOMPARE(margins.acceptedWithin, 1.0);
    }

    void theMachinesDefaultLimitHoldsNoAcceptedSubmissionToAShare() {
        const TimeMargins margins =
            timeMarginsAround(kattisLimits(), {1, TimeLimitChoice::Origin::MachineDefault, QStringLiteral("none")});
        QCOMPARE(margins.runTo, 1.5);
        QCOMPARE(margins.acceptedWithin, 0.0);
    }

    void aMarginBelowOneStillRunsToTheLimit() {
        problem::ProblemLimits limits = kattisLimits();
        limits.timeSafetyMargin = 0.5;
        QCOMPARE(timeMarginsAround(limits, fromThePackage(1)).runTo, 1.0);
    }

    void aKattisPackageWithoutALimitIsCalibratedFromItsAcceptedSubmissions() {
        problem::Problem kattis;
        kattis.dialect.dialect = problem::Dialect::Kattis;
        QVERIFY(calibratesTimeLimit(kattis, {}));
        JudgeOptions given;
        setTimeLimit(given, 2);
        QVERIFY(!calibratesTimeLimit(kattis, given));
        kattis.limits.timeLimit = 1;
        QVERIFY(!calibratesTimeLimit(kattis, {}));
    }

    void onlyKattisCalibratesAMissingLimit() {
        problem::Problem domjudge;
        domjudge.dialect.dialect = problem::Dialect::DOMjudge;
        QVERIFY(!calibratesTimeLimit(domjudge, {}));
        problem::Problem polygon;
        polygon.dialect.dialect = problem::Dialect::Polygon;
        QVERIFY(!calibratesTimeLimit(polygon, {}));
    }

    void aCalibratedLimitHoldsTheAcceptedSubmissionsToAShare() {
        const TimeMargins margins =
            timeMarginsAround(kattisLimits(), {2, TimeLimitChoice::Origin::Calibrated, QStringLiteral("calibrated")});
        QCOMPARE(margins.acceptedWithin, 1.0);
    }

    void aVerdictThatChangesBeforeTheMarginIsWarnedAbout() {
        const TimeMargins margins = timeMarginsAround(kattisLimits(), fromThePackage(1));
        const QStringList warnings =
            timeMarginWarnings(expecting("time_limit_exceeded", {"TLE"}), false, judged(Verdict::TLE, 1200ms),
                               judged(Verdict::AC, 1200ms), margins);
        QCOMPARE(warnings, QStringList{"sensitive to the time limit: TLE at 1 s, AC at 1.5 s"});
    }

    void aVerdictThatHoldsToTheMarginIsNotWarnedAbout() {
        const TimeMargins margins = timeMarginsAround(kattisLimits(), fromThePackage(1));
        QVERIFY(timeMarginWarnings(expecting("time_limit_exceeded", {"TLE"}), false, judged(Verdict::TLE, 1500ms),
                                   judged(Verdict::TLE, 1500ms), margins)
                    .isEmpty());
        QVERIFY(timeMarginWarnings(expecting("wrong_answer", {"WA"}), false, judged(Verdict::WA, 300ms),
                                   judged(Verdict::WA, 300ms), margins)
                    .isEmpty());
    }

    void anAcceptedSubmissionSlowerThanItsShareOfTheLimitIsWarnedAbout() {
        const TimeMargins margins = timeMarginsAround(kattisLimits(), fromThePackage(1));
        const QStringList warnings = timeMarginWarnings(
            expecting("accepted", {"AC"}), false, judged(Verdict::AC, 600ms), judged(Verdict::AC, 600ms), margins);
        QCOMPARE(warnings,
                 QStringList{"its slowest test, secret/2 in 0.6 s, is over time_limit / ac_to_time_limit = 0.5 s"});
        QVERIFY(timeMarginWarnings(expecting("accepted", {"AC"}), false, judged(Verdict::AC, 400ms),
                                   judged(Verdict::AC, 400ms), margins)
                    .isEmpty());
    }

    void aLegacyPackageHearsItsOwnNamesForTheFactors() {
        TimeMargins margins = timeMarginsAround(kattisLimits(), fromThePackage(1));
        margins.legacyNames = true;
        QVERIFY2(margins.describe().contains("(time_limit × time_safety_margin)"), qPrintable(margins.describe()));
        QVERIFY(margins.describe().contains("(time_limit / time_multiplier)"));
        const QStringList warnings = timeMarginWarnings(
            expecting("accepted", {"AC"}), false, judged(Verdict::AC, 600ms), judged(Verdict::AC, 600ms), margins);
        QVERIFY2(warnings.first().endsWith("over time_limit / time_multiplier = 0.5 s"), qPrintable(warnings.first()));
    }

    void aSlowSubmissionThatMayAlsoPassIsNotHeldToTheAcceptedShare() {
        const TimeMargins margins = timeMarginsAround(kattisLimits(), fromThePackage(1));
        QVERIFY(timeMarginWarnings(expecting("time_limit_exceeded", {"TLE", "AC"}), false, judged(Verdict::AC, 600ms),
                                   judged(Verdict::AC, 600ms), margins)
                    .isEmpty());
    }

    void aSubmissionThatDoesNotCompileHasNoMarginToWarnAbout() {
        const TimeMargins margins = timeMarginsAround(kattisLimits(), fromThePackage(1));
        QVERIFY(timeMarginWarnings(expecting("accepted", {"AC"}), false, judged(Verdict::CE, 0ms),
                                   judged(Verdict::CE, 0ms), margins)
                    .isEmpty());
    }

    void aScoreThatChangesBeforeTheMarginIsWarnedAboutOnlyWhereScoresCount() {
        const TimeMargins margins = timeMarginsAround(kattisLimits(), fromThePackage(1));
        const JudgeReport atLimit = judged(Verdict::AC, 900ms, 40), atMargin = judged(Verdict::AC, 900ms, 60);
        QCOMPARE(timeMarginWarnings(expecting("partially_accepted", {}), true, atLimit, atMargin, margins),
                 QStringList{"sensitive to the time limit: AC (score 40) at 1 s, AC (score 60) at 1.5 s"});
        QVERIFY(timeMarginWarnings(expecting("partially_accepted", {}), false, atLimit, atMargin, margins).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TimeMarginsTest)
#include "test_time_margins.moc"
