#pragma once
// Stress testing: a generator makes a test from a seed, a trusted reference solution answers it, and the
// solution under test is judged on it exactly as the problem judges (its checker, limits and rules),
// round after round on new seeds, until some test is not accepted. That test is the counterexample,
// kept with both outputs, ready to become a test of the problem.
#include "../common/result.h"
#include "compiler.h"
#include "executor.h"
#include "languages.h"
#include "problem/problem.h"
#include "verdict.h"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>

namespace jd::judge {

struct StressOptions {
    QString generator;     // its source (a file or a directory)
    QStringList arguments; // `{seed}` in them becomes the round's seed; without one the seed is added last
    QString reference;     // the trusted solution's source
    QString candidate;     // the solution under test
    quint32 firstSeed = 1;
    int rounds = 1000;                                         // at most
    std::chrono::milliseconds budget{std::chrono::minutes(2)}; // at most
    std::optional<double> timeLimit;                           // seconds; else the problem's
    int jobs = 1;
    QString workDirectory; // inputs, answers and outputs of the rounds; the counterexample stays here
};

struct Counterexample {
    quint32 seed = 0;
    QStringList arguments; // the generator's, the seed in them
    QString input, answer; // files in the work directory: the test and the reference's output
    QString output;        // the candidate's output (when it wrote one)
    TestOutcome outcome;   // the candidate's verdict and the checker's words
};

struct StressReport {
    int rounds = 0; // tests the candidate was judged on
    std::optional<Counterexample> found;
    QString endedBecause; // "no difference in 1000 rounds", "the time budget of 120 s ran out", ...
};

// An error when a program does not build, when the generator or the reference fails on a seed (that
// seed is named: the stress test cannot go on without them), for interactive and multi-pass problems,
// or when `stop` is requested. `onRounds` is called with the rounds done so far after each batch.
Result<StressReport> stressTest(const problem::Problem& problem, std::shared_ptr<Executor> executor,
                                std::shared_ptr<Compiler> compiler, const LanguageRegistry& languages,
                                const StressOptions& options, std::stop_token stop,
                                const std::function<void(int rounds)>& onRounds = {});

// The generator's arguments for a seed.
QStringList argumentsForSeed(const QStringList& arguments, quint32 seed);

} // namespace jd::judge
