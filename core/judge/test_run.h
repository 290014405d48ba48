#pragma once
// One test of one submission on one worker: what every step of running and checking it reads, and what
// batch and interactive judging both make of a finished run.
#include "compiler.h"
#include "judge_options.h"
#include "problem/problem.h"
#include "sample_series.h"
#include "sandbox/run_result.h"
#include "verdict.h"

#include <QString>

#include <mutex>
#include <stop_token>

namespace jd::judge {

struct TestRun {
    const problem::TestCase& test;
    const BuiltProgram& program;
    const JudgeOptions& options;      // as begin settled them: work directory, rules, memory limit
    const TimeLimitChoice& timeLimit; // chosen once for the whole judging
    int worker = 0;                   // picks the CPU (options.cpus) and the scratch files
    std::stop_token cut = {};         // ends this test's runs early: its outcome is no longer wanted

    // Where what is kept of the test goes: <work directory>/<test name>, with an extension per file.
    QString base() const;
    // The worker's own output and error files, truncated test after test.
    QString scratch() const;
};

// What the sandbox's end of a run says before any check: AC means "still to be checked".
Verdict verdictOfRun(const sandbox::RunResult& run);
// The sandbox's words for how a run ended and, for a run that failed by itself, what it said last on
// stderr: "Exited with error (return code 1): ZeroDivisionError: division by zero", then the tail.
QString programFailure(const sandbox::RunResult& run, const QString& errorFile);

ResourcePoint pointOf(std::chrono::nanoseconds wall, std::chrono::nanoseconds cpu, uint64_t memory);

// Filled from the monitor thread while the run lasts, read by the worker once it has ended.
struct SampleSink {
    std::mutex mutex;
    SampleSeries series;
    SampleSeries take(const sandbox::RunResult& run);
};

} // namespace jd::judge
