#pragma once
// The time limit of a Kattis package that names none. Kattis sets it when it installs the problem, from the
// accepted submissions (calibration.h); judging such a package at a machine's default of 1 s would turn a
// correct solution that needs 1.5 s into a time limit exceeded that Kattis would never give. So it is
// calibrated here the same way, on this machine, and remembered by the package's content: only the first
// judging pays for the accepted submissions' runs.
#include "calibration.h"
#include "languages.h"

#include <functional>

namespace jd::judge {

// Whether `problem` judged with `options` takes its limit from its accepted submissions: a Kattis package
// that names no limit, judged without one given.
bool calibratesTimeLimit(const problem::Problem& problem, const JudgeOptions& options);

// An accepted submission's run under the calibration's ceiling.
struct AcceptedRun {
    QString name; // as the package names it: "accepted/slow.py"
    JudgeReport report;
};

// The limit the accepted submissions' runs under `ceiling` calibrate to (calibratedTimeLimit, its rule in the
// source). `fallback` when there is none, or when one of them was not accepted here: a limit calibrated from
// fewer than the package has would be shorter than its system's, so it is not calibrated, naming them.
TimeLimitChoice limitFromAcceptedRuns(const problem::Problem& problem, const QList<AcceptedRun>& accepted,
                                      const TimeLimitChoice& fallback, double ceiling);

// Where calibrated limits are remembered: ~/.cache/judgedesk/calibrations.
QString defaultCalibrationCache();

// The key a calibration is remembered by: the package's settings, its accepted submissions' sources, and its
// tests (names, sizes and modification times: reading gigabytes of data to key a number would cost more
// than the calibration).
QByteArray calibrationKey(const problem::Problem& problem);

// The limit to judge `judge`'s problem at when calibratesTimeLimit() (empty otherwise): remembered, or
// calibrated now under `ceilingSeconds` (`calibrating` is called first, to say why the wait). When no accepted
// submission passes, the machine's default, saying so. An error only when the accepted submissions cannot be
// judged at all.
Result<std::optional<TimeLimitChoice>> packageTimeLimit(ProblemJudge& judge, const LanguageRegistry& languages,
                                                        const JudgeOptions& options, const QString& cacheDirectory,
                                                        const std::function<void()>& calibrating = {},
                                                        double ceilingSeconds = 10);

// Remembers a calibrated `limit` for the next judgings of `problem` (anything else is not remembered).
void rememberCalibration(const problem::Problem& problem, const QString& cacheDirectory, const TimeLimitChoice& limit);

// Sets `options` to judge at `limit`.
void judgeAt(JudgeOptions& options, const TimeLimitChoice& limit);

} // namespace jd::judge
