#include "bench_desk.h"

#include "bench_problems.h"
#include "common/line_index.h"
#include "controllers/judging_controller.h"
#include "session/sample_coalescer.h"
#include "widgets/judging_view.h"
#include "widgets/side_by_side_view.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace {

double percentile(std::vector<double> values, double fraction) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, size_t(fraction * double(values.size())))];
}

// Opens `directory` in `view`; false (the reason printed under `measure`) when it does not open.
bool openIn(jd::ui::JudgingController& controller, jd::ui::JudgingView& view, const QString& directory,
            QTextStream& out, const char* measure) {
    QEventLoop loop;
    QObject::connect(&controller, &jd::ui::JudgingController::problemOpened, &loop, &QEventLoop::quit);
    QObject::connect(&controller, &jd::ui::JudgingController::failed, &loop, [&](const QString& message) {
        out << measure << ": n/a (" << message << ")\n";
        loop.exit(1);
    });
    view.openProblem(directory);
    return loop.exec() == 0;
}

// A 1 ms timer on the UI thread: each tick's lateness beyond its interval is how long the event loop was
// kept from it.
class LatenessTicker {
public:
    LatenessTicker() {
        ticker_.setTimerType(Qt::PreciseTimer);
        ticker_.setInterval(1);
        QObject::connect(&ticker_, &QTimer::timeout, [this] {
            const qint64 now = clock_.nsecsElapsed();
            lateness_.push_back(std::max(0.0, (now - last_) / 1e6 - 1.0));
            last_ = now;
        });
    }
    void start() {
        clock_.start();
        ticker_.start();
    }
    void stop() { ticker_.stop(); }
    void restart() { lateness_.clear(); }
    double seconds() const { return clock_.nsecsElapsed() / 1e9; }
    const std::vector<double>& lateness() const { return lateness_; }

private:
    QTimer ticker_;
    QElapsedTimer clock_;
    qint64 last_ = 0;
    std::vector<double> lateness_;
};

// Judges the 1,000-test problem in a judging page with a 1 ms timer ticking on the UI thread; each
// tick's lateness beyond its interval is how long the event loop was kept from it.
void uiLatency(QTextStream& out) {
    using namespace jd;
    QTemporaryDir dir;
    const QString source = writeSumProblem(dir.filePath("many"), 1000);
    ui::JudgingController controller;
    controller.setStorePath({}); // measured: the page, not the results database
    const int workers = std::max(2, QThread::idealThreadCount() - 1);
    controller.setWorkers(workers);
    ui::JudgingView view(&controller);
    view.resize(1200, 700);
    view.show();
    if (!openIn(controller, view, dir.filePath("many"), out, "ui_latency_p99_ms")) return;

    LatenessTicker ticker;
    QEventLoop loop;
    QObject::connect(&controller, &ui::JudgingController::failed, &loop, [&](const QString& message) {
        out << "ui_latency_p99_ms: n/a (" << message << ")\n";
        loop.exit(1);
    });
    QObject::connect(&controller, &ui::JudgingController::judgingFinished, &loop, &QEventLoop::quit);
    int finished = 0;
    QObject::connect(&controller, &ui::JudgingController::testFinished, [&] {
        if (++finished == 1) ticker.restart(); // from the first result on: the compile is not measured
    });
    view.setSources({source});
    view.startJudging();
    ticker.start();
    if (loop.exec() != 0) return;
    ticker.stop();
    const std::vector<double>& lateness = ticker.lateness();
    if (finished < 1000) {
        out << "ui_latency_p99_ms: n/a (" << finished << " of 1000 tests judged)\n";
        return;
    }
    out << QStringLiteral("ui_latency_p99_ms: %1\n").arg(percentile(lateness, 0.99), 0, 'f', 2);
    out << QStringLiteral("ui_latency_max_ms: %1  (%2 workers, %3 ticks)\n")
               .arg(percentile(lateness, 1.0), 0, 'f', 2)
               .arg(workers)
               .arg(lateness.size());
}

// The live graph at its hardest: 15 workers, each running one test after another and sampling it at 50 Hz
// (750 samples a second), through the controller's coalescer into the real judging page, shown with its
// chart and a sparkline per worker. A 1 ms timer on the UI thread measures how late the event loop runs.
void liveGraphLatency(QTextStream& out) {
    using namespace jd;
    constexpr int kWorkers = 15;
    constexpr int kSamplesPerTest = 40; // 0.8 s a test
    constexpr auto kSeconds = std::chrono::seconds(4);
    QTemporaryDir dir;
    writeSumProblem(dir.filePath("many"), 1000);
    ui::JudgingController controller;
    ui::JudgingView view(&controller);
    view.resize(1200, 700);
    view.show();
    if (!openIn(controller, view, dir.filePath("many"), out, "live_graph_15_workers_p99_ms")) return;
    // The controller's own signals, as its judging threads would make it emit them.
    emit controller.judgingStarted(QStringLiteral("15 simulated workers"));
    session::SampleCoalescer coalescer;
    QObject::connect(&coalescer, &session::SampleCoalescer::samplesArrived, &controller,
                     &ui::JudgingController::samplesArrived);
    LatenessTicker ticker;
    std::atomic<int> nextTest{0};
    std::atomic<int> finished{0};
    std::vector<std::jthread> workers;
    const auto end = std::chrono::steady_clock::now() + kSeconds;
    ticker.start();
    for (int worker = 0; worker < kWorkers; ++worker)
        workers.emplace_back([&] {
            auto tick = std::chrono::steady_clock::now();
            while (tick < end) {
                const int number = nextTest++;
                const QString test = QStringLiteral("secret/%1").arg(number, 4, 10, QChar('0'));
                for (int sample = 1; sample <= kSamplesPerTest && tick < end; ++sample) {
                    tick += std::chrono::milliseconds(20);
                    std::this_thread::sleep_until(tick);
                    coalescer.push(test, {sample * 20'000, sample * 19'000, quint64(sample) << 20});
                }
                judge::TestOutcome outcome;
                outcome.test = test;
                outcome.verdict = judge::Verdict::AC;
                outcome.wallTime = std::chrono::milliseconds(kSamplesPerTest * 20);
                outcome.time = outcome.wallTime;
                const int done = ++finished;
                QMetaObject::invokeMethod(&controller, [&controller, &coalescer, outcome, done] {
                    coalescer.flush(); // a test's samples before its end, as the controller does
                    emit controller.testFinished(outcome, done, 1000);
                });
            }
        });
    QEventLoop loop;
    QTimer::singleShot(kSeconds + std::chrono::milliseconds(200), &loop, &QEventLoop::quit);
    loop.exec();
    ticker.stop();
    workers.clear(); // results still queued are dropped with the controller
    const double seconds = ticker.seconds();
    const std::vector<double>& lateness = ticker.lateness();
    out << QStringLiteral("live_graph_15_workers_p99_ms: %1\n").arg(percentile(lateness, 0.99), 0, 'f', 2);
    out << QStringLiteral("  (%1 workers at 50 Hz: %2 samples/s reached the page in %3 batches/s; %4 tests ended; "
                          "max lateness %5 ms)\n")
               .arg(kWorkers)
               .arg(kWorkers * 50)
               .arg(coalescer.batchesDelivered() / seconds, 0, 'f', 1)
               .arg(finished.load())
               .arg(percentile(lateness, 1.0), 0, 'f', 2);
}

void diffFirstDifference(QTextStream& out) {
    QTemporaryDir dir;
    const QByteArray line = "1000000007 998244353 123456789\n";
    const QByteArray body = line.repeated((50 << 20) / line.size());
    for (auto [name, last] : {std::pair{"big.ans", "42\n"}, std::pair{"big.out", "43\n"}}) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(body + last) != body.size() + 3)
            qFatal("cannot write the 50 MiB files");
    }
    {
        QElapsedTimer clock;
        clock.start();
        auto compared = jd::judge::compareOutputs(dir.filePath("big.ans"), dir.filePath("big.out"), {});
        const double compare = clock.nsecsElapsed() / 1e6;
        clock.restart();
        auto index = jd::LineIndex::build(dir.filePath("big.ans"));
        out << QStringLiteral("  (compare %1 ms, one line index %2 ms)\n")
                   .arg(compare, 0, 'f', 1)
                   .arg(clock.nsecsElapsed() / 1e6, 0, 'f', 1);
    }
    std::vector<double> times;
    jd::ui::SideBySideView view;
    view.resize(1200, 500);
    view.show();
    for (int round = 0; round < 3; ++round) {
        view.clear();
        QEventLoop loop;
        QObject::connect(&view, &jd::ui::SideBySideView::firstDifferenceShown, &loop, &QEventLoop::quit);
        QElapsedTimer clock;
        clock.start();
        view.showTest({}, dir.filePath("big.ans"), dir.filePath("big.out"), {});
        loop.exec();
        view.repaint(); // on screen: painted, not only scheduled
        times.push_back(clock.nsecsElapsed() / 1e6);
        if (!view.comparison() || view.comparison()->accepted) qFatal("the 50 MiB difference was not found");
    }
    out << QStringLiteral("diff_50mib_first_difference_ms: %1\n").arg(percentile(times, 0.5), 0, 'f', 1);
}

} // namespace

void deskBenchmark(QTextStream& out) {
    uiLatency(out);
    out.flush();
    liveGraphLatency(out);
    out.flush();
    diffFirstDifference(out);
}
