#include "verdict.h"

#include "weighted_scoring.h"

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

QString verdictInDialect(Verdict verdict, problem::Dialect dialect) {
    using problem::Dialect;
    switch (dialect) {
    case Dialect::JudgeDesk: return verdictCode(verdict);
    case Dialect::Kattis:
        switch (verdict) {
        case Verdict::PE: return QStringLiteral("WA");
        case Verdict::ILE: return QStringLiteral("TLE");
        case Verdict::MLE:
        case Verdict::OLE:
        case Verdict::RF:
        case Verdict::RE: return QStringLiteral("RTE");
        default: return verdictCode(verdict);
        }
    case Dialect::DOMjudge:
        switch (verdict) {
        case Verdict::AC: return QStringLiteral("CORRECT");
        case Verdict::WA:
        case Verdict::PE: return QStringLiteral("WRONG-ANSWER");
        case Verdict::TLE:
        case Verdict::ILE: return QStringLiteral("TIMELIMIT");
        case Verdict::MLE:
        case Verdict::RF:
        case Verdict::RE: return QStringLiteral("RUN-ERROR");
        case Verdict::OLE: return QStringLiteral("OUTPUT-LIMIT");
        case Verdict::CE: return QStringLiteral("COMPILER-ERROR");
        case Verdict::JE: return QStringLiteral("JUDGE-ERROR");
        case Verdict::NotRun: return verdictCode(verdict);
        }
        break;
    case Dialect::Polygon:
        switch (verdict) {
        case Verdict::AC: return QStringLiteral("OK");
        case Verdict::TLE: return QStringLiteral("TL");
        case Verdict::ILE: return QStringLiteral("IL");
        case Verdict::MLE: return QStringLiteral("ML");
        case Verdict::OLE: return QStringLiteral("OL");
        case Verdict::RF: return QStringLiteral("RE");
        case Verdict::JE: return QStringLiteral("FAIL");
        default: return verdictCode(verdict);
        }
    case Dialect::OmegaUp:
        // quark's words; PA (a partial score) depends on the score: systemVerdict.
        switch (verdict) {
        case Verdict::PE: return QStringLiteral("WA");
        case Verdict::ILE: return QStringLiteral("TLE");
        case Verdict::RE: return QStringLiteral("RTE");
        case Verdict::RF: return QStringLiteral("RFE");
        default: return verdictCode(verdict);
        }
    case Dialect::CMS:
        // CMS sees only an outcome, a timeout, a memory kill or a failed execution.
        switch (verdict) {
        case Verdict::PE: return QStringLiteral("WA");
        case Verdict::ILE: return QStringLiteral("TLE");
        case Verdict::OLE:
        case Verdict::RF: return QStringLiteral("RE");
        default: return verdictCode(verdict);
        }
    }
    return verdictCode(verdict);
}

QString systemVerdict(Verdict verdict, std::optional<double> score, problem::Dialect dialect) {
    if (dialect == problem::Dialect::OmegaUp && (verdict == Verdict::WA || verdict == Verdict::PE) && score &&
        *score > 0)
        return QStringLiteral("PA");
    return verdictInDialect(verdict, dialect);
}

std::optional<Verdict> verdictFromCode(const QString& code) {
    for (const auto& entry : kVerdicts)
        if (code == QLatin1String(entry.code)) return entry.verdict;
    return std::nullopt;
}

Verdict interactiveVerdict(const InteractiveFacts& facts) {
    const Verdict said = facts.interactorSaid, ran = facts.programRan;
    const bool outOfTime = ran == Verdict::TLE || ran == Verdict::ILE;
    const bool rejected = said == Verdict::WA || said == Verdict::PE;
    if (facts.interactorBrokenPipe) return ran != Verdict::AC && !facts.programBrokenPipe ? ran : Verdict::WA;
    if (said == Verdict::JE) return facts.interactorOutOfTime && outOfTime ? ran : Verdict::JE;
    if (facts.interactorEndedFirst) {
        if (rejected) return said;
        if (facts.programBrokenPipe) return said;
        return ran != Verdict::AC ? ran : said;
    }
    if (ran != Verdict::AC) return ran;
    return said;
}

bool isLibinteractivePeerDeath(int exitCode) { return exitCode >= 239 && exitCode <= 242; }

Verdict libinteractiveVerdict(const LibinteractiveFacts& facts) {
    if (facts.contestantRan != Verdict::AC && !facts.contestantPeerDeath) return facts.contestantRan;
    if (facts.mainRan == Verdict::TLE || facts.mainRan == Verdict::ILE) return Verdict::TLE;
    if (facts.mainPeerDeath) return Verdict::RE;
    if (facts.mainRan != Verdict::AC || facts.mainExitCode != 0) return Verdict::JE;
    return Verdict::AC;
}

namespace {

// problemtools' worst_error order (JE, IF, RTE, MLE, TLE, OLE, WA, PE), read in Kattis's verdicts: a
// forbidden call, a memory or an output limit are run-time errors there, and the first of equals stands.
int severity(Verdict verdict) {
    static const QStringList worstFirst = {"JE", "CE", "RTE", "MLE", "TLE", "OLE", "WA", "PE", "AC"};
    const int rank = worstFirst.indexOf(verdictInDialect(verdict, problem::Dialect::Kattis));
    return rank < 0 ? 0 : rank;
}

Verdict groupVerdict(const QList<Verdict>& verdicts, problem::VerdictAggregation rule) {
    switch (rule) {
    case problem::VerdictAggregation::AlwaysAccept: return Verdict::AC;
    case problem::VerdictAggregation::WorstError: {
        Verdict worst = Verdict::AC;
        for (Verdict verdict : verdicts)
            if (severity(verdict) < severity(worst)) worst = verdict;
        return worst;
    }
    case problem::VerdictAggregation::FirstError: break;
    }
    auto firstRejection = std::find_if(verdicts.begin(), verdicts.end(), [](Verdict v) { return v != Verdict::AC; });
    return firstRejection == verdicts.end() ? Verdict::AC : *firstRejection;
}

} // namespace

GroupOutcome aggregate(const problem::TestGroup& group, const QList<TestOutcome>& outcomes, bool scoring,
                       problem::GroupScoreRule rule) {
    if (rule == problem::GroupScoreRule::Weighted) return aggregateWeighted(group, outcomes);
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

    const bool perGroup = rule == problem::GroupScoreRule::PerGroup;
    // DOMjudge scores the groups of folders with a testdata.yaml only: another folder's tests count for
    // neither the score nor the verdict of a scoring problem (they still run).
    const bool counted = !(perGroup && scoring && !group.described && !group.name.isEmpty());
    bool allTestsAccepted = true, anyTestRun = false;
    QList<double> validatorScores; // DOMjudge: what score.txt gave, 0 for a run that was not CORRECT/WRONG-ANSWER
    bool anyValidatorScore = false;
    for (const auto& test : group.tests) {
        TestOutcome outcome;
        outcome.test = test.name;
        if (auto found = byTest.find(test.name); found != byTest.end()) outcome = **found;
        if (outcome.verdict != Verdict::NotRun) {
            double accepted = test.points.value_or(settings.acceptScore);
            double score = outcome.score.value_or(outcome.verdict == Verdict::AC ? accepted : settings.rejectScore);
            anyValidatorScore = anyValidatorScore || outcome.score.has_value();
            validatorScores << (outcome.verdict == Verdict::AC || outcome.verdict == Verdict::WA
                                    ? outcome.score.value_or(0)
                                    : 0);
            outcome.score = score;
            if (!perGroup) scores << score;
            if (counted) verdicts << outcome.verdict;
            anyAccepted = anyAccepted || outcome.verdict == Verdict::AC;
            anyTestRun = true;
        }
        allTestsAccepted = allTestsAccepted && outcome.verdict == Verdict::AC;
        result.tests << outcome;
    }
    if (perGroup && anyTestRun && counted) {
        if (scoring && anyValidatorScore) {
            // The validators' score.txt decide the group, combined by its own aggregation.
            double combined = 0;
            switch (settings.aggregation) {
            case problem::Aggregation::Min:
                combined = *std::min_element(validatorScores.begin(), validatorScores.end());
                break;
            case problem::Aggregation::Max:
                combined = *std::max_element(validatorScores.begin(), validatorScores.end());
                break;
            case problem::Aggregation::Avg:
                for (double score : validatorScores)
                    combined += score;
                combined /= validatorScores.size();
                break;
            default:
                for (double score : validatorScores)
                    combined += score;
            }
            scores << combined;
        } else if (scoring && !settings.acceptScoreGiven) {
            scores << 0; // DOMjudge: a group with neither accept_score nor score.txt earns nothing
        } else {
            scores << (allTestsAccepted ? settings.acceptScore : settings.rejectScore);
        }
    }
    QHash<QString, Verdict> childVerdicts;
    for (const auto& child : group.groups) {
        GroupOutcome sub = aggregate(child, outcomes, scoring, rule);
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

    // ignore_sample: the group is graded on its last child alone (secret/ after sample/), as problemtools'
    // default grader takes it; a group that inherits the flag is graded so too.
    if (settings.ignoreSample && verdicts.size() > 1 && scores.size() == verdicts.size()) {
        verdicts = {verdicts.last()};
        scores = {scores.last()};
        anyAccepted = verdicts.first() == Verdict::AC;
    }
    if (verdicts.isEmpty()) return result;
    result.verdict = groupVerdict(verdicts, settings.verdictAggregation);
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
    // 2025-09 and CMS's GroupMin: a group's max_score scales the lowest of its tests' 0..1 scores, so a
    // min-aggregated group scores all of it, nothing, or the share its weakest partial test earned.
    if (result.maxScore && settings.aggregation == problem::Aggregation::Min)
        result.score =
            result.verdict == Verdict::AC ? *result.maxScore : *result.maxScore * std::clamp(result.score, 0.0, 1.0);
    if (settings.range) result.score = std::clamp(result.score, settings.range->first, settings.range->second);
    return result;
}

} // namespace jd::judge
