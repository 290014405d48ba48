#pragma once
// What the judged submissions would have got under another time limit, from the runs already made
// (nothing is run again): a test accepted in time t is a time limit exceeded under a limit below t; a test
// stopped at the old limit stays one under any limit it had already run past, and is unknown above. A verdict
// decided before the run ended (an interactor's rejection at the program's CPU time d) stands under any
// limit from d up.
#include "problem_judge.h"

namespace jd::judge {

struct ReportAtLimit {
    JudgeReport report;  // tests and verdict as they would be; tests that cannot be known are not run
    bool certain = true; // false when a test stopped at the old limit might have finished under the new
};

// One test run with a limit of `ranTo` seconds, as it would have ended under `seconds`; empty when that cannot
// be known (it was stopped by the clock below the new limit).
std::optional<TestOutcome> outcomeAtTimeLimit(TestOutcome test, double ranTo, double seconds);

ReportAtLimit reportAtTimeLimit(const problem::Problem& problem, const JudgeReport& report, double seconds);

} // namespace jd::judge
