#include "limit_sensitivity.h"

namespace jd::judge {

std::optional<TestOutcome> outcomeAtTimeLimit(TestOutcome test, double ranTo, double seconds) {
    if (test.verdict == Verdict::NotRun) return test;
    const auto limit = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(seconds));
    // Decided within the limit (an interactor's rejection): what the program did afterwards does not count.
    if (test.decidedAt && *test.decidedAt <= limit) return test;
    if (test.time > limit) {
        if (test.verdict != Verdict::TLE)
            test.message = QStringLiteral("ran %1 s, over the time limit of %2 s")
                               .arg(test.time.count() / 1e9, 0, 'f', 3)
                               .arg(seconds);
        test.verdict = Verdict::TLE;
        return test;
    }
    // Stopped by the clock at a lower limit: how it would have ended is not known.
    if (test.verdict == Verdict::TLE && seconds > ranTo) return std::nullopt;
    return test;
}

ReportAtLimit reportAtTimeLimit(const problem::Problem& problem, const JudgeReport& report, double seconds) {
    ReportAtLimit at{report, true};
    if (report.verdict == Verdict::CE || report.tests.isEmpty()) return at;
    for (TestOutcome& test : at.report.tests) {
        if (auto atLimit = outcomeAtTimeLimit(test, report.timeLimit, seconds)) {
            test = std::move(*atLimit);
        } else {
            test.verdict = Verdict::NotRun;
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
