#pragma once
// Deriving a time limit from the accepted submissions, as problemtools does: every accepted submission
// is judged under a generous ceiling, the slowest test of the slowest one is multiplied by the
// package's ac_to_time_limit (legacy time_multiplier) and rounded up to the time resolution (1 s).
#include "problem_judge.h"

namespace jd::judge {

struct CalibrationSample {
    QString submission;
    Verdict verdict = Verdict::NotRun;
    std::chrono::nanoseconds slowest{0};
    QString slowestTest;
};

struct Calibration {
    QList<CalibrationSample> samples; // one per accepted submission judged
    std::chrono::nanoseconds slowest{0};
    QString slowestSubmission;
    double timeLimit = 0;
    QString rule; // how the limit follows from the slowest time, in words
};

// max(resolution, ceil(slowest x multiplier / resolution) x resolution), resolution defaulting to 1 s.
double calibratedTimeLimit(std::chrono::nanoseconds slowest, const problem::ProblemLimits& limits);

// Fails when no accepted submission is accepted under the ceiling: then there is nothing to derive from.
Result<Calibration> calibrate(ProblemJudge& judge, const QList<std::pair<QString, SubmissionFiles>>& accepted,
                              JudgeOptions options, double ceilingSeconds = 10);

} // namespace jd::judge
