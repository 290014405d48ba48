#pragma once
// Kattis's time margins, checked by `verify` as problemtools' verifyproblem checks them. Every submission
// runs to time_limit × time_limit_to_tle and is judged at time_limit from those runs, so a verdict that hangs
// on the limit is seen: a spin ending in 1.05 s under a 1 s limit is TLE here and AC on a faster machine.
// Accepted submissions should also run within time_limit / ac_to_time_limit. Both are warnings, as there:
// whether a submission agrees with its directory is decided at the limit itself.
#include "problem_judge.h"

namespace jd::judge {

struct TimeMargins {
    double timeLimit = 0;      // the judging's own
    double runTo = 0;          // time_limit × time_limit_to_tle: how long every test may run
    double acceptedWithin = 0; // time_limit / ac_to_time_limit; 0 when the package names no limit
    bool legacyNames = false;  // a legacy package calls the factors time_multiplier and time_safety_margin
    QString describe() const;  // one line, for the start of a verification
};

// Whether `dialect`'s own verification holds submissions to time margins (Kattis's does).
bool hasTimeMargins(problem::Dialect dialect);

// The margins around `limit`. The machine's default limit, when the package names none, is no measure of the
// accepted submissions: only the sensitivity of every submission to the limit is checked then.
TimeMargins timeMarginsAround(const problem::ProblemLimits& limits, const TimeLimitChoice& limit);

// What a run to the margin says about `submission`: the verdict flipping between the limit and the margin, an
// accepted submission's slowest test past acceptedWithin. `atLimit` and `atMargin` are the same runs judged
// at the limit and at the margin.
QStringList timeMarginWarnings(const problem::Submission& submission, bool scoring, const JudgeReport& atLimit,
                               const JudgeReport& atMargin, const TimeMargins& margins);

} // namespace jd::judge
