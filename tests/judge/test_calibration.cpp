// The time limit problemtools would derive from the slowest accepted run.
#include "judge/calibration.h"
#include "judge/package_calibration.h"

#include <QTest>

using namespace std::chrono_literals;

class CalibrationRule : public QObject {
    Q_OBJECT
private slots:
    void limitIsTheSlowestTimesTheMultiplierRoundedUp_data() {
        QTest::addColumn<double>("slowest");
        QTest::addColumn<double>("multiplier");
        QTest::addColumn<double>("resolution"); // 0: the package names none
        QTest::addColumn<double>("limit");
        QTest::newRow("fast solutions still get a second") << 0.078 << 2.0 << 0.0 << 1.0;
        QTest::newRow("legacy multiplier 5") << 0.61 << 5.0 << 0.0 << 4.0;
        QTest::newRow("exactly two seconds stays two") << 1.0 << 2.0 << 0.0 << 2.0;
        QTest::newRow("a hair over rounds up") << 1.001 << 2.0 << 0.0 << 3.0;
        QTest::newRow("half-second resolution") << 0.3 << 2.0 << 0.5 << 1.0;
        QTest::newRow("tenth-second resolution") << 0.33 << 2.0 << 0.1 << 0.7;
        QTest::newRow("resolution is the least limit") << 0.001 << 2.0 << 0.25 << 0.25;
    }
    void limitIsTheSlowestTimesTheMultiplierRoundedUp() {
        QFETCH(double, slowest);
        QFETCH(double, multiplier);
        QFETCH(double, resolution);
        QFETCH(double, limit);
        jd::problem::ProblemLimits limits;
        limits.timeMultiplier = multiplier;
        if (resolution > 0) limits.timeResolution = resolution;
        const auto time = std::chrono::nanoseconds(static_cast<int64_t>(slowest * 1e9));
        QCOMPARE(jd::judge::calibratedTimeLimit(time, limits), limit);
    }

    // An accepted submission that fails here (the compiler stopped, a crash) leaves the slower runs out: a limit
    // from the others would be shorter than Kattis's, so none is calibrated, and the submission is named.
    void aLimitIsNotCalibratedFromFewerAcceptedSubmissionsThanThePackageHas() {
        using namespace jd::judge;
        jd::problem::Problem problem;
        problem.limits.timeMultiplier = 2;
        JudgeReport fast;
        fast.verdict = Verdict::AC;
        TestOutcome test;
        test.verdict = Verdict::AC;
        test.time = 300ms;
        fast.tests << test;
        JudgeReport failed;
        failed.verdict = Verdict::CE;
        const TimeLimitChoice fallback{1, TimeLimitChoice::Origin::MachineDefault, "the machine's default"};
        const TimeLimitChoice limit =
            limitFromAcceptedRuns(problem, {{"accepted/fast.cpp", fast}, {"accepted/heavy.cpp", failed}}, fallback, 10);
        QCOMPARE(limit.seconds, 1.0);
        QVERIFY(limit.origin != TimeLimitChoice::Origin::Calibrated);
        QVERIFY2(limit.source.contains("not calibrated: 1 of the 2 accepted submissions was not accepted here") &&
                     limit.source.contains("accepted/heavy.cpp (CE)"),
                 qPrintable(limit.source));
        const TimeLimitChoice all = limitFromAcceptedRuns(problem, {{"accepted/fast.cpp", fast}}, fallback, 10);
        QVERIFY(all.origin == TimeLimitChoice::Origin::Calibrated);
    }
};

QTEST_GUILESS_MAIN(CalibrationRule)
#include "test_calibration.moc"
