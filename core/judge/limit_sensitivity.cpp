#include "limit_sensitivity.h"

namespace jd::judge {

ReportAtLimit reportAtTimeLimit(const problem::Problem& problem, const JudgeReport& report, double seconds) {
    ReportAtLimit at{report, true};
    if (report.verdict == Verdict::CE || report.tests.isEmpty()) return at;
    const auto limit = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(seconds));
    for (TestOutcome& test : at.report.tests) {
        if (test.verdict == Verdict::NotRun) continue;
        const bool stoppedByTheClock = test.verdict == Verdict::TLE;
        if (test.time > limit) {
            if (test.verdict != Verdict::TLE)
                test.message = QStringLiteral("ran %1 s, over the time limit of %2 s")
                                   .arg(test.time.count() / 1e9, 0, 'f', 3)
                                   .arg(seconds);
            test.verdict = Verdict::TLE;
        } else if (stoppedByTheClock && seconds > report.timeLimit) {
            test.verdict = Verdict::NotRun; // it ran to the old limit only: how it would have ended is not known
            at.certain = false;
        }
    }
    at.report.timeLimit = seconds;
    at.report.root = aggregate(problem.data, at.report.tests, problem.validation.scoring, report.rules.groupScore);
    at.report.verdict = at.report.root.verdict;
    at.report.score = at.report.root.score;
    return at;
}

} // namespace jd::judge
