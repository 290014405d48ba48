// Live samples on their way to the graph: batched from any number of judging threads to at most one
// batch per interval, none lost or reordered; and which running test the graph follows.
#include "models/live_runs.h"
#include "session/sample_coalescer.h"

#include <QSignalSpy>
#include <QTest>

#include <thread>
#include <vector>

using namespace jd;
using namespace std::chrono_literals;
using ui::LiveRuns;

namespace {

judge::ResourcePoint at(qint64 wallMs) { return {wallMs * 1000, wallMs * 500, 1 << 20}; }

session::TestSamples samples(const QString& test, std::initializer_list<qint64> wallMs) {
    session::TestSamples batch{test, {}};
    for (qint64 ms : wallMs)
        batch.points << at(ms);
    return batch;
}

// Every batch delivered, test by test, in arrival order.
QHash<QString, QList<judge::ResourcePoint>> gathered(const QSignalSpy& spy) {
    QHash<QString, QList<judge::ResourcePoint>> all;
    for (const auto& arguments : spy)
        for (const session::TestSamples& batch : arguments.first().value<QList<session::TestSamples>>())
            all[batch.test] += batch.points;
    return all;
}

} // namespace

class LiveSamplesTest : public QObject {
    Q_OBJECT
private slots:
    void samplesFromManyThreadsAllArriveInTheirOrder() {
        session::SampleCoalescer coalescer(20ms);
        QSignalSpy spy(&coalescer, &session::SampleCoalescer::samplesArrived);
        constexpr int kWorkers = 8, kSamples = 200;
        std::vector<std::jthread> workers;
        for (int worker = 0; worker < kWorkers; ++worker)
            workers.emplace_back([&coalescer, worker] {
                for (int i = 0; i < kSamples; ++i)
                    coalescer.push(QStringLiteral("test%1").arg(worker), at(i));
            });
        workers.clear(); // joined
        QTRY_COMPARE_WITH_TIMEOUT(gathered(spy).size(), kWorkers, 5000);
        coalescer.flush();
        const auto all = gathered(spy);
        for (int worker = 0; worker < kWorkers; ++worker) {
            const auto& points = all.value(QStringLiteral("test%1").arg(worker));
            QCOMPARE(points.size(), kSamples);
            for (int i = 0; i < kSamples; ++i)
                QCOMPARE(points[i], at(i));
        }
    }

    void fifteenWorkersAtFiftyHertzMakeAtMostOneBatchPerInterval() {
        session::SampleCoalescer coalescer(33ms);
        QSignalSpy spy(&coalescer, &session::SampleCoalescer::samplesArrived);
        std::atomic<bool> running = true;
        std::vector<std::jthread> workers;
        for (int worker = 0; worker < 15; ++worker)
            workers.emplace_back([&, worker] {
                for (int i = 0; running; ++i) {
                    coalescer.push(QStringLiteral("test%1").arg(worker), at(i));
                    std::this_thread::sleep_for(20ms);
                }
            });
        QElapsedTimer clock;
        clock.start();
        QTest::qWait(1000);
        running = false;
        workers.clear();
        const qint64 elapsed = clock.elapsed();
        // 750 samples went in; a batch per 33 ms at most came out (one more for the first, at once).
        QVERIFY2(spy.size() <= elapsed / 33 + 2,
                 qPrintable(QStringLiteral("%1 batches in %2 ms").arg(spy.size()).arg(elapsed)));
        QVERIFY(spy.size() >= 2);
    }

    void flushHandsOverWhatIsPendingAtOnce() {
        session::SampleCoalescer coalescer(10s);
        QSignalSpy spy(&coalescer, &session::SampleCoalescer::samplesArrived);
        coalescer.push("first", at(1));
        QTest::qWait(50); // the first batch goes at once
        coalescer.push("first", at(2));
        coalescer.push("second", at(3));
        QCOMPARE(spy.size(), 1);
        coalescer.flush();
        QCOMPARE(spy.size(), 2);
        const auto batch = spy.last().first().value<QList<session::TestSamples>>();
        QCOMPARE(batch.size(), 2);
        QCOMPARE(batch[0].test, QStringLiteral("first"));
        QCOMPARE(batch[1].test, QStringLiteral("second"));
        coalescer.flush();
        QCOMPARE(spy.size(), 2); // nothing pending, no empty batch
    }

    void theOldestRunningTestIsFollowedUntilItEnds() {
        LiveRuns live;
        live.add(samples("02", {1, 2}));
        live.add(samples("01", {1}));
        QCOMPARE(live.followed({}), QStringLiteral("02"));
        live.add(samples("03", {1}));
        QCOMPARE(live.followed({}), QStringLiteral("02"));
        live.finish("02");
        QCOMPARE(live.followed({}), QStringLiteral("01"));
        QCOMPARE(live.running(), QStringList({"01", "03"}));
    }

    void aPickedTestIsFollowedOnceItRunsAndKeptAfterItEnds() {
        LiveRuns live;
        live.add(samples("01", {1}));
        QCOMPARE(live.followed("04"), QStringLiteral("01")); // not started yet
        live.add(samples("04", {1}));
        QCOMPARE(live.followed("04"), QStringLiteral("04"));
        live.finish("04");
        QCOMPARE(live.followed("04"), QStringLiteral("04"));
        QVERIFY(!live.isRunning("04"));
    }

    void samplesAreKeptPerTestInOrder() {
        LiveRuns live;
        live.add(samples("01", {1, 2}));
        live.add(samples("02", {5}));
        live.add(samples("01", {3}));
        QCOMPARE(live.points("01"), samples("01", {1, 2, 3}).points);
        QCOMPARE(live.points("02"), samples("02", {5}).points);
    }

    void lateSamplesOfAFinishedTestDoNotRestartIt() {
        LiveRuns live;
        live.add(samples("01", {1}));
        live.finish("01");
        live.add(samples("01", {2}));
        QVERIFY(live.running().isEmpty());
        QVERIFY(live.followed({}).isEmpty());
    }

    void clearingForgetsEveryRun() {
        LiveRuns live;
        live.add(samples("01", {1}));
        live.finish("01");
        live.add(samples("02", {1}));
        live.clear();
        QVERIFY(live.running().isEmpty());
        live.add(samples("01", {1})); // judged again: a run like any other
        QCOMPARE(live.followed({}), QStringLiteral("01"));
    }
};

QTEST_MAIN(LiveSamplesTest)
#include "test_live_samples.moc"
