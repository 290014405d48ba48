// A run's CPU and memory series: bounded however long the run, its last point always kept, and read
// back exactly as written (or refused, when damaged).
#include "judge/sample_series.h"

#include <QTest>

using namespace jd::judge;

class SampleSeriesTest : public QObject {
    Q_OBJECT
private slots:
    void longRunsAreThinnedToABoundedSeries() {
        SampleSeries series;
        for (int i = 0; i < 50 * 600; ++i) // ten minutes at 50 Hz
            series.add({i * 20'000LL, i * 20'000LL, 1u << 20});
        QVERIFY(series.points().size() <= SampleSeries::kMaxPoints);
        QVERIFY(series.points().size() >= SampleSeries::kMaxPoints / 4);
        QCOMPARE(series.points().first().wallMicroseconds, 0);
        // Evenly spaced after thinning: every gap the same.
        const qint64 gap = series.points()[1].wallMicroseconds - series.points()[0].wallMicroseconds;
        for (qsizetype i = 1; i < series.points().size(); ++i)
            QCOMPARE(series.points()[i].wallMicroseconds - series.points()[i - 1].wallMicroseconds, gap);
    }

    void theFinalPointIsAlwaysKept() {
        SampleSeries series;
        for (int i = 0; i < 5000; ++i)
            series.add({i * 20'000LL, 0, 0});
        series.finish({123'456'789, 99, 7});
        QCOMPARE(series.points().last(), (ResourcePoint{123'456'789, 99, 7}));
        QVERIFY(series.points().size() <= SampleSeries::kMaxPoints);
    }

    void serializedSeriesComesBackAndDamageIsRefused() {
        SampleSeries series;
        for (int i = 0; i < 10; ++i)
            series.add({i, 2 * i, quint64(3 * i)});
        auto back = SampleSeries::deserialize(series.serialize());
        QVERIFY(back.ok());
        QCOMPARE(back->points(), series.points());
        QVERIFY(!SampleSeries::deserialize(series.serialize().left(20)).ok());
        QVERIFY(!SampleSeries::deserialize("not a series at all").ok());
    }
};

QTEST_GUILESS_MAIN(SampleSeriesTest)
#include "test_sample_series.moc"
