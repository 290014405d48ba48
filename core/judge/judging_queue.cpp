#include "judging_queue.h"

#include "early_stop.h"

#include <condition_variable>
#include <mutex>
#include <thread>

namespace jd::judge {
namespace {

struct Lane {
    std::optional<Result<SubmissionJudging>> begun;
    QVector<TestOutcome> outcomes;
    int next = 0;                                    // the next test to start
    int decidedAt = std::numeric_limits<int>::max(); // the earliest test whose rejection decided
    int running = 0;
    bool delivered = false;

    bool runnable() const { return begun && begun->ok() && begun->value().runnable; }
    int end() const { return std::min<int>(decidedAt, int(outcomes.size())); }
    bool complete() const { return begun && (!runnable() || (next >= end() && running == 0)); }
};

bool rejected(const TestOutcome& outcome) {
    return outcome.verdict != Verdict::AC && outcome.verdict != Verdict::NotRun;
}

// Runs `work(worker)` on `jobs` threads and waits for them.
void onWorkers(int jobs, const std::function<void(int)>& work) {
    std::vector<std::jthread> threads;
    for (int worker = 0; worker < jobs; ++worker)
        threads.emplace_back(work, worker);
}

} // namespace

void judgeQueue(ProblemJudge& judge, const QList<QueuedSubmission>& queue, int jobs, std::stop_token stop,
                const JudgingQueueProgress& progress) {
    judge.resumeRuns();
    std::stop_callback cancel(stop, [&judge] { judge.cancelRuns(); });
    const int count = int(queue.size());
    const int testCount = int(judge.problem().allTests().size());
    jobs = std::max(1, jobs);
    std::vector<Lane> lanes(size_t(count), Lane{});
    std::mutex mutex;
    std::condition_variable changed;

    // Every compile first, side by side (the checker once, before them).
    if (auto prepared = judge.prepare(stop); !prepared) {
        if (stop.stop_requested()) return;
        for (int index = 0; index < count && !stop.stop_requested(); ++index)
            if (progress.finished) progress.finished(index, Error{prepared.error()});
        return;
    }
    std::atomic<int> nextToBegin{0};
    onWorkers(std::min(jobs, std::max(1, count)), [&](int) {
        for (int index; !stop.stop_requested() && (index = nextToBegin++) < count;) {
            if (progress.started) progress.started(index);
            JudgeOptions options = queue[index].options;
            options.stop = stop;
            auto begun = judge.begin(queue[index].files, options);
            std::lock_guard lock(mutex);
            lanes[size_t(index)].begun = std::move(begun);
            lanes[size_t(index)].outcomes.resize(testCount);
        }
    });

    int working = jobs;
    auto work = [&](int worker) {
        std::unique_lock lock(mutex);
        while (!stop.stop_requested()) {
            int index = 0, test = -1;
            for (; index < count; ++index)
                if (Lane& lane = lanes[size_t(index)]; lane.runnable() && lane.next < lane.end()) {
                    test = lane.next++;
                    ++lane.running;
                    break;
                }
            if (test < 0) break;
            Lane& lane = lanes[size_t(index)];
            const SubmissionJudging& judging = lane.begun->value();
            lock.unlock();
            TestOutcome outcome = judge.runTestOf(judging, test, worker);
            if (progress.testFinished) progress.testFinished(index, outcome);
            lock.lock();
            const QVector<bool>& decides = queue[index].decidesOnRejection;
            if (test < decides.size() && decides[test] && rejected(outcome))
                lane.decidedAt = std::min(lane.decidedAt, test);
            lane.outcomes[test] = std::move(outcome);
            --lane.running;
            changed.notify_all();
        }
        --working;
        changed.notify_all();
    };
    std::vector<std::jthread> workers;
    for (int worker = 0; worker < jobs; ++worker)
        workers.emplace_back(work, worker);

    // Reports go out in queue order, each once it and every one before it are done.
    const QList<problem::TestCase> tests = judge.problem().allTests();
    for (int index = 0; index < count; ++index) {
        Lane& lane = lanes[size_t(index)];
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return lane.complete() || working == 0 || stop.stop_requested(); });
        if (!lane.complete() || stop.stop_requested()) break;
        lock.unlock();
        Result<SubmissionJudging> begun = std::move(*lane.begun);
        if (!begun) {
            if (progress.finished) progress.finished(index, Error{begun.error()});
            continue;
        }
        if (!begun->runnable) {
            if (progress.finished) progress.finished(index, std::move(begun->report));
            continue;
        }
        // Whatever ran past the deciding test is left out: the report does not depend on how many ran at once.
        for (int test = lane.end() + 1; test < testCount; ++test) {
            lane.outcomes[test] = TestOutcome{};
            lane.outcomes[test].test = tests[test].name;
            lane.outcomes[test].notNeeded = true;
            lane.outcomes[test].message = notNeededAfter(tests[lane.decidedAt].name);
        }
        JudgeReport report = judge.finish(std::move(begun.value()), std::move(lane.outcomes), jobs);
        if (progress.finished) progress.finished(index, std::move(report));
    }
}

} // namespace jd::judge
