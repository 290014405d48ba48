#pragma once
// How a judging goes: its workers, the limits over the package's, the rules, where outputs are kept, and the
// stop token that cancels it.
#include "compile_limits.h"
#include "problem/problem.h"

#include <QString>

#include <algorithm>
#include <optional>
#include <stop_token>
#include <vector>

namespace jd::judge {

struct TimeLimitChoice {
    enum class Origin { Given, Package, MachineDefault, Calibrated };
    double seconds = 0;
    Origin origin = Origin::MachineDefault;
    QString source; // where it came from, in words

    static TimeLimitChoice given(double seconds) { return {seconds, Origin::Given, QStringLiteral("given")}; }
};
struct JudgeOptions {
    int jobs = 1;
    // Overrides the package's: given by hand, or calibrated (judgeAt in package_calibration.h); its origin and
    // source are said in reports.
    std::optional<TimeLimitChoice> timeLimit;
    double defaultTimeLimit = 1.0; // seconds, for a package that names none
    std::optional<int> memoryMiB;  // overrides the package's
    int defaultMemoryMiB = 0;      // for a package that names none; 0 keeps its system's default
    // False: programs run under the problem's limits and their outputs are kept, but nothing checks them
    // (a run on input the person typed, with no answer to compare with): a clean run is AC.
    bool checkOutputs = true;
    QString workDirectory; // program outputs are kept here
    std::vector<int> cpus; // one per job to pin each to its own CPU; empty: not pinned
    // Outputs of accepted tests are dropped unless asked for: the checker found them equal to the
    // answer, and keeping a file per test costs more than running the test.
    bool keepAcceptedOutputs = false;
    // The coach's compile limits over those of the package's system (compile_limits.h).
    CompileLimitsOverride compileLimits;
    // Whose rules judge (output limit, memory limit, group scores); empty: those of the package's dialect.
    std::optional<problem::JudgingRules> rules;
    // Cancel and Ctrl-C: no new test starts, the compiler, programs and checkers running are killed, and
    // judge() returns (within a second) with the tests that did not finish marked as not run.
    std::stop_token stop;
};

// Sets the time limit over the package's to `seconds`, keeping where a limit already set came from (a
// calibrated limit run again at another length is still the calibrated one in reports).
inline void setTimeLimit(JudgeOptions& options, double seconds) {
    TimeLimitChoice limit = options.timeLimit.value_or(TimeLimitChoice::given(seconds));
    limit.seconds = seconds;
    options.timeLimit = limit;
}

// Sandbox slots a judge with `jobs` workers keeps: one in use per worker, and ready ones so that no run
// waits for a slot to clear its last run or, when slots cannot be reused, to be made (joining cgroup v1
// hierarchies waits for an RCU grace period, about a millisecond).
constexpr size_t warmSlotsForJobs(int jobs) { return static_cast<size_t>(std::max(1, jobs)) + 3; }

// Judging on this machine: `jobs` workers (0: one per CPU this process may use), each pinned to a CPU of its
// own when there are enough. A run is timed by its own CPU time, which the desktop and the judge's own work
// (compiling, checking) do not add to when the kernel schedules them beside it; a CPU kept idle for them
// would only halve a two-core laptop's judging (Kattis's verifyproblem runs one test at a time).
JudgeOptions judgeOptionsForThisMachine(int jobs = 0);

} // namespace jd::judge
