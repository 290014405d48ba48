#include "verdict.h"

#include <QHash>

#include <algorithm>
#include <limits>

namespace jd::judge {
namespace {

struct VerdictText {
    Verdict verdict;
    const char* code;
    const char* name;
};

constexpr VerdictText kVerdicts[] = {
    {Verdict::AC, "AC", "Accepted"},
    {Verdict::WA, "WA", "Wrong answer"},
    {Verdict::PE, "PE", "Presentation error"},
    {Verdict::TLE, "TLE", "Time limit exceeded"},
    {Verdict::ILE, "ILE", "Idleness limit exceeded"},
    {Verdict::MLE, "MLE", "Memory limit exceeded"},
    {Verdict::OLE, "OLE", "Output limit exceeded"},
    {Verdict::RE, "RE", "Run-time error"},
    {Verdict::RF, "RF", "Forbidden system call"},
    {Verdict::CE, "CE", "Compile error"},
    {Verdict::JE, "JE", "Judge error"},
    {Verdict::NotRun, "--", "Not run"},
};

} // namespace

QString verdictCode(Verdict verdict) {
    for (const auto& entry : kVerdicts)
        if (entry.verdict == verdict) return QString::fromLatin1(entry.code);
    return QStringLiteral("??");
}

QString verdictName(Verdict verdict) {
    for (const auto& entry : kVerdicts)
        if (entry.verdict == verdict) return QString::fromLatin1(entry.name);
    return {};
}

std::optional<Verdict> verdictFromCode(const QString& code) {
    for (const auto& entry : kVerdicts)
        if (code == QLatin1String(entry.code)) return entry.verdict;
    return std::nullopt;
}

GroupOutcome aggregate(const problem::TestGroup& group, const QList<TestOutcome>& outcomes, bool scoring) {
    QHash<QString, const TestOutcome*> byTest;
    for (const auto& outcome : outcomes)
        byTest.insert(outcome.test, &outcome);

    GroupOutcome result;
    result.group = group.name;
    result.maxScore = group.settings.maxScore;
    const auto& settings = group.settings;
    QList<double> scores;
    QList<Verdict> verdicts;
    bool anyAccepted = false;

    for (const auto& test : group.tests) {
        TestOutcome outcome;
        outcome.test = test.name;
        if (auto found = byTest.find(test.name); found != byTest.end()) outcome = **found;
        if (outcome.verdict != Verdict::NotRun) {
            double accepted = test.points.value_or(settings.acceptScore);
            double score = outcome.score.value_or(outcome.verdict == Verdict::AC ? accepted : settings.rejectScore);
            outcome.score = score;
            scores << score;
            verdicts << outcome.verdict;
            anyAccepted = anyAccepted || outcome.verdict == Verdict::AC;
        }
        result.tests << outcome;
    }
    QHash<QString, Verdict> childVerdicts;
    for (const auto& child : group.groups) {
        GroupOutcome sub = aggregate(child, outcomes, scoring);
        childVerdicts.insert(child.name.section('/', -1), sub.verdict);
        // Polygon: a group scores only once the groups it depends on are all accepted.
        for (const QString& dependency : child.dependencies)
            if (childVerdicts.value(dependency, Verdict::NotRun) != Verdict::AC) sub.score = 0;
        // A sample group counts for the verdict of a pass-fail problem only.
        bool ignored = scoring && (settings.ignoreSample || group.name.isEmpty()) && child.name == "sample";
        if (sub.verdict != Verdict::NotRun && !ignored) {
            scores << sub.score;
            verdicts << sub.verdict;
            anyAccepted = anyAccepted || sub.verdict == Verdict::AC;
        }
        result.groups << sub;
    }

    if (verdicts.isEmpty()) return result;
    auto firstRejection = std::find_if(verdicts.begin(), verdicts.end(), [](Verdict v) { return v != Verdict::AC; });
    result.verdict = firstRejection == verdicts.end() ? Verdict::AC : *firstRejection;
    if (settings.acceptIfAnyAccepted && anyAccepted) result.verdict = Verdict::AC;

    switch (scoring ? settings.aggregation : problem::Aggregation::PassFail) {
    case problem::Aggregation::PassFail:
        result.score = result.verdict == Verdict::AC ? settings.acceptScore : settings.rejectScore;
        break;
    case problem::Aggregation::Sum:
        for (double score : scores)
            result.score += score;
        break;
    case problem::Aggregation::Min: result.score = *std::min_element(scores.begin(), scores.end()); break;
    case problem::Aggregation::Max: result.score = *std::max_element(scores.begin(), scores.end()); break;
    case problem::Aggregation::Avg:
        for (double score : scores)
            result.score += score;
        result.score /= scores.size();
        break;
    }
    // 2025-09: a group's max_score scales its tests' 0..1 scores; min-aggregated groups score all or nothing.
    if (result.maxScore && settings.aggregation == problem::Aggregation::Min)
        result.score = result.verdict == Verdict::AC ? *result.maxScore : std::min(result.score, *result.maxScore);
    if (settings.range) result.score = std::clamp(result.score, settings.range->first, settings.range->second);
    return result;
}

} // namespace jd::judge
