#pragma once
// Several submissions of one problem judged on one set of workers, as a verification judges a package's
// submissions: every submission is compiled first (`jobs` compiles at a time), then the workers take the next
// test of the earliest submission that still has one to run, so that all cores stay busy across submissions
// and a submission's tests still run in their order. A rejection that decides (early_stop.h) leaves the tests
// it makes unneeded unrun; one of them running meanwhile is cut short (a TLE test's seconds are not spent
// for nothing) and left out, so the report is the same whether the tests ran one at a time or side by side.
#include "early_stop.h"
#include "problem_judge.h"

#include <functional>

namespace jd::judge {

struct QueuedSubmission {
    SubmissionFiles files;
    JudgeOptions options; // its own: work directory, time limit; the queue's jobs, cpus and stop apply
    // What a rejection makes unneeded (earlyStopPlan); empty: every test runs.
    EarlyStopPlan earlyStop;
};

struct JudgingQueueProgress {
    std::function<void(int index)> started;                                  // its compile begins; from a worker thread
    std::function<void(int index, const TestOutcome& outcome)> testFinished; // from a worker thread
    // On the calling thread, in queue order, each as soon as it and those before it are done.
    std::function<void(int index, Result<JudgeReport> report)> finished;
};

// Returns when every submission is finished, or soon after `stop` (those not finished then are not
// reported). `jobs` workers, each pinned by options.cpus as judge() pins its own.
void judgeQueue(ProblemJudge& judge, const QList<QueuedSubmission>& queue, int jobs, std::stop_token stop,
                const JudgingQueueProgress& progress);

} // namespace jd::judge
