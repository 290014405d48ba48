#include "time_margins.h"

#include <cmath>

namespace jd::judge {
namespace {

QString seconds(double value) { return QString::number(value, 'g', 4) + QStringLiteral(" s"); }

QString verdictWithScore(const JudgeReport& report, bool scoring) {
    QString text = verdictInDialect(report.verdict, report.dialect.dialect);
    if (scoring) text += QStringLiteral(" (score %1)").arg(report.score);
    return text;
}

} // namespace

QString TimeMargins::describe() const {
    QString text = QStringLiteral("Time margins as Kattis's verifyproblem holds them: every test runs to %1 "
                                  "(time_limit × time_limit_to_tle) and a verdict that changes on the way is "
                                  "warned about")
                       .arg(seconds(runTo));
    if (acceptedWithin > 0)
        text += QStringLiteral("; accepted submissions should run within %1 (time_limit / ac_to_time_limit)")
                    .arg(seconds(acceptedWithin));
    return text;
}

bool hasTimeMargins(problem::Dialect dialect) { return dialect == problem::Dialect::Kattis; }

TimeMargins timeMarginsAround(const problem::ProblemLimits& limits, const TimeLimitChoice& limit) {
    TimeMargins margins;
    margins.timeLimit = limit.seconds;
    margins.runTo = limit.seconds * std::max(1.0, limits.timeSafetyMargin);
    if (limit.origin != TimeLimitChoice::Origin::MachineDefault && limits.timeMultiplier > 0)
        margins.acceptedWithin = limit.seconds / limits.timeMultiplier;
    return margins;
}

QStringList timeMarginWarnings(const problem::Submission& submission, bool scoring, const JudgeReport& atLimit,
                               const JudgeReport& runToMargin, const TimeMargins& margins) {
    QStringList warnings;
    if (atLimit.verdict == Verdict::CE) return warnings;
    const bool scoreChanges = scoring && std::abs(atLimit.score - runToMargin.score) > 1e-9;
    if (atLimit.verdict != runToMargin.verdict || scoreChanges)
        warnings << QStringLiteral("sensitive to the time limit: %1 at %2, %3 at %4")
                        .arg(verdictWithScore(atLimit, scoreChanges), seconds(margins.timeLimit),
                             verdictWithScore(runToMargin, scoreChanges), seconds(margins.runTo));
    const bool expectedAccepted = submission.expectedVerdicts == QStringList{QStringLiteral("AC")};
    if (expectedAccepted && atLimit.verdict == Verdict::AC && margins.acceptedWithin > 0) {
        const TestOutcome* slowest = nullptr;
        for (const TestOutcome& test : atLimit.tests)
            if (test.verdict != Verdict::NotRun && (!slowest || test.time > slowest->time)) slowest = &test;
        const double slowestSeconds = slowest ? slowest->time.count() / 1e9 : 0;
        if (slowestSeconds > margins.acceptedWithin)
            warnings << QStringLiteral("its slowest test, %1 in %2, is over time_limit / ac_to_time_limit = %3")
                            .arg(slowest->test, seconds(slowestSeconds), seconds(margins.acceptedWithin));
    }
    return warnings;
}

} // namespace jd::judge
