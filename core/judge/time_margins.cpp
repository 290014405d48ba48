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

QString toTleName(const TimeMargins& margins) {
    return margins.legacyNames ? QStringLiteral("time_safety_margin") : QStringLiteral("time_limit_to_tle");
}
QString acName(const TimeMargins& margins) {
    return margins.legacyNames ? QStringLiteral("time_multiplier") : QStringLiteral("ac_to_time_limit");
}

} // namespace

QString TimeMargins::describe() const {
    QString text = QStringLiteral("Time margins as Kattis's verifyproblem holds them: every test runs to %1 "
                                  "(time_limit × %2) and a verdict that changes on the way is warned about")
                       .arg(seconds(runTo), toTleName(*this));
    if (acceptedWithin > 0)
        text += QStringLiteral("; accepted submissions should run within %1 (time_limit / %2)")
                    .arg(seconds(acceptedWithin), acName(*this));
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
                               const JudgeReport& atMargin, const TimeMargins& margins) {
    QStringList warnings;
    if (atLimit.verdict == Verdict::CE) return warnings;
    const bool scoreChanges = scoring && std::abs(atLimit.score - atMargin.score) > 1e-9;
    if (atLimit.verdict != atMargin.verdict || scoreChanges)
        warnings << QStringLiteral("sensitive to the time limit: %1 at %2, %3 at %4")
                        .arg(verdictWithScore(atLimit, scoreChanges), seconds(margins.timeLimit),
                             verdictWithScore(atMargin, scoreChanges), seconds(margins.runTo));
    const bool expectedAccepted = submission.expectedVerdicts == QStringList{QStringLiteral("AC")};
    if (expectedAccepted && atLimit.verdict == Verdict::AC && margins.acceptedWithin > 0) {
        const TestOutcome* slowest = nullptr;
        for (const TestOutcome& test : atLimit.tests)
            if (test.verdict != Verdict::NotRun && (!slowest || test.time > slowest->time)) slowest = &test;
        const double slowestSeconds = slowest ? slowest->time.count() / 1e9 : 0;
        if (slowestSeconds > margins.acceptedWithin)
            warnings << QStringLiteral("its slowest test, %1 in %2, is over time_limit / %3 = %4")
                            .arg(slowest->test, seconds(slowestSeconds), acName(margins),
                                 seconds(margins.acceptedWithin));
    }
    return warnings;
}

} // namespace jd::judge
