// The time limit problemtools would derive from the slowest accepted run.
#include "judge/calibration.h"

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
};

QTEST_GUILESS_MAIN(CalibrationRule)
#include "test_calibration.moc"
