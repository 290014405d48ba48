#include "judging_queue.h"

#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

namespace jd::judge {
namespace {

struct Lane {
    std::optional<Result<SubmissionJudging>> begun;
    QVector<std::optional<TestOutcome>> outcomes;
    QVector<bool> started;
    QVector<int> unneededBy; // the test whose rejection made it unneeded; -1: needed
    // One per test running now: a test made unneeded while it runs is cut short, its outcome dropped.
    std::map<int, std::stop_source> cuts;
    int running = 0;

    bool runnable() const { return begun && begun->ok() && begun->value().runnable; }

    void settle(const EarlyStopPlan& plan) {
        unneededBy = plan.unneeded(outcomes);
        for (auto& [test, cut] : cuts)
            if (unneededBy[test] >= 0) cut.request_stop();
    }
    // The first test still to start, or -1.
    int nextTest() const {
        for (int test = 0; test < started.size(); ++test)
            if (!started[test] && unneededBy[test] < 0) return test;
        return -1;
    }
    bool complete() const {
        if (!begun) return false;
        if (!runnable()) return true;
        if (running > 0) return false;
        for (int test = 0; test < outcomes.size(); ++test)
            if (unneededBy[test] < 0 && !outcomes[test]) return false;
        return true;
    }
};

} // namespace

void judgeQueue(ProblemJudge& judge, const QList<QueuedSubmission>& queue, int jobs, std::stop_token stop,
                const JudgingQueueProgress& progress) {
    judge.resumeRuns();
    std::stop_callback cancel(stop, [&judge] { judge.cancelRuns(); });
    const int count = int(queue.size());
    const QList<problem::TestCase> tests = judge.problem().allTests();
    const int testCount = int(tests.size());
    jobs = std::max(1, jobs);
    std::vector<Lane> lanes(static_cast<size_t>(count));
    std::mutex mutex;
    std::condition_variable changed;

    // Every compile first, side by side (the checker once, before them).
    if (auto prepared = judge.prepare(stop); !prepared) {
        if (stop.stop_requested()) return;
        for (int index = 0; index < count; ++index)
            if (progress.finished) progress.finished(index, prepared.failure());
        return;
    }
    {
        std::atomic<int> nextToBegin{0};
        std::vector<std::jthread> compiling;
        for (int worker = 0; worker < std::min(jobs, std::max(1, count)); ++worker)
            compiling.emplace_back([&] {
                for (int index; !stop.stop_requested() && (index = nextToBegin++) < count;) {
                    if (progress.started) progress.started(index);
                    JudgeOptions options = queue[index].options;
                    options.stop = stop;
                    auto begun = judge.begin(queue[index].files, options);
                    std::lock_guard lock(mutex);
                    Lane& lane = lanes[size_t(index)];
                    lane.begun = std::move(begun);
                    lane.outcomes.resize(testCount);
                    lane.started.resize(testCount);
                    lane.unneededBy.fill(-1, testCount);
                }
            });
    }

    int working = jobs;
    auto work = [&](int worker) {
        std::unique_lock lock(mutex);
        while (!stop.stop_requested()) {
            int index = 0, test = -1;
            for (; index < count && test < 0; ++index)
                if (lanes[size_t(index)].runnable()) test = lanes[size_t(index)].nextTest();
            if (test < 0) break;
            Lane& lane = lanes[size_t(--index)];
            lane.started[test] = true;
            ++lane.running;
            const std::stop_token cut = lane.cuts[test].get_token();
            const SubmissionJudging& judging = lane.begun->value();
            lock.unlock();
            TestOutcome outcome = judge.runTestOf(judging, test, worker, cut);
            // A test cut short is unneeded already: its outcome says nothing of the program.
            if (progress.testFinished && !cut.stop_requested()) progress.testFinished(index, outcome);
            lock.lock();
            // Cut short, it is left unrun: should it ever be needed again it runs whole.
            if (cut.stop_requested())
                lane.started[test] = false;
            else
                lane.outcomes[test] = std::move(outcome);
            lane.cuts.erase(test);
            --lane.running;
            lane.settle(queue[index].earlyStop);
            changed.notify_all();
        }
        --working;
        changed.notify_all();
    };
    std::vector<std::jthread> workers;
    for (int worker = 0; worker < jobs; ++worker)
        workers.emplace_back(work, worker);

    // Reports go out in queue order, each once it and every one before it are done.
    for (int index = 0; index < count; ++index) {
        Lane& lane = lanes[size_t(index)];
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return lane.complete() || working == 0 || stop.stop_requested(); });
        if (!lane.complete() || stop.stop_requested()) break;
        lock.unlock();
        Result<SubmissionJudging> begun = std::move(*lane.begun);
        if (!begun) {
            if (progress.finished) progress.finished(index, begun.failure());
            continue;
        }
        if (!begun->runnable) {
            if (progress.finished) progress.finished(index, std::move(begun->report));
            continue;
        }
        // What ran of the unneeded tests meanwhile is left out: the report does not depend on how many ran at once.
        QVector<TestOutcome> outcomes(testCount);
        for (int test = 0; test < testCount; ++test) {
            if (const int by = lane.unneededBy[test]; by >= 0) {
                outcomes[test].test = tests[test].name;
                outcomes[test].notNeeded = true;
                outcomes[test].message = notNeededAfter(tests[by].name);
            } else {
                outcomes[test] = std::move(*lane.outcomes[test]);
            }
        }
        JudgeReport report = judge.finish(std::move(begun.value()), std::move(outcomes), jobs);
        if (progress.finished) progress.finished(index, std::move(report));
    }
}

} // namespace jd::judge
