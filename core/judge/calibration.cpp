#include "calibration.h"

#include <cmath>

namespace jd::judge {

double calibratedTimeLimit(std::chrono::nanoseconds slowest, const problem::ProblemLimits& limits) {
    const double resolution = limits.timeResolution.value_or(1.0) > 0 ? limits.timeResolution.value_or(1.0) : 1.0;
    const double scaled = slowest.count() / 1e9 * limits.timeMultiplier / resolution;
    // A hair of tolerance so that exactly 2.0 s does not round up to 3 through floating-point noise.
    return std::max(resolution, std::ceil(scaled - 1e-9) * resolution);
}

Result<Calibration> calibrate(ProblemJudge& judge, const QList<std::pair<QString, SubmissionFiles>>& accepted,
                              JudgeOptions options, double ceilingSeconds) {
    if (accepted.isEmpty()) return fail("the package has no accepted submission to calibrate from");
    setTimeLimit(options, ceilingSeconds);
    Calibration calibration;
    for (const auto& [name, files] : accepted) {
        auto report = judge.judge(files, options);
        if (!report) return fail(name.toStdString() + ": " + report.error());
        CalibrationSample sample{name, report->verdict, {}, {}};
        for (const TestOutcome& test : report->tests)
            if (test.time >= sample.slowest) {
                sample.slowest = test.time;
                sample.slowestTest = test.test;
            }
        calibration.samples << sample;
        if (sample.verdict == Verdict::AC && sample.slowest >= calibration.slowest) {
            calibration.slowest = sample.slowest;
            calibration.slowestSubmission = name;
        }
    }
    if (calibration.slowestSubmission.isEmpty())
        return fail("no accepted submission was accepted within the " + std::to_string(ceilingSeconds) +
                    " s ceiling; nothing to calibrate from");
    const problem::ProblemLimits& limits = judge.problem().limits;
    calibration.timeLimit = calibratedTimeLimit(calibration.slowest, limits);
    calibration.rule = QStringLiteral("max(%1 s, ceil(%2 s x %3)) = %4 s")
                           .arg(limits.timeResolution.value_or(1.0))
                           .arg(calibration.slowest.count() / 1e9, 0, 'f', 3)
                           .arg(limits.timeMultiplier)
                           .arg(calibration.timeLimit);
    return calibration;
}

} // namespace jd::judge
