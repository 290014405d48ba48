#include "early_stop.h"

#include <QHash>

namespace jd::judge {
namespace {

struct Indexed {
    QHash<QString, int> position; // test name → index in allTests()
    int size = 0;
};

// The range of allTests() indices a group's tests (its own and its subgroups') take; allTests() lists a
// group's tests together, its own first.
std::pair<int, int> rangeOf(const problem::TestGroup& group, const Indexed& indexed) {
    int first = indexed.size, end = 0;
    const std::function<void(const problem::TestGroup&)> visit = [&](const problem::TestGroup& node) {
        for (const problem::TestCase& test : node.tests)
            if (auto found = indexed.position.find(test.name); found != indexed.position.end()) {
                first = std::min(first, *found);
                end = std::max(end, *found + 1);
            }
        for (const problem::TestGroup& child : node.groups)
            visit(child);
    };
    visit(group);
    return first < end ? std::pair{first, end} : std::pair{0, 0};
}

// Pass-fail: the groups above a test must all stop at a rejection for the test to end the judging.
void markPassFail(const problem::TestGroup& group, bool stops, const Indexed& indexed, EarlyStopPlan& plan) {
    stops = stops && group.settings.onReject == problem::OnReject::Break && !group.settings.acceptIfAnyAccepted;
    for (const problem::TestCase& test : group.tests)
        if (const int index = indexed.position.value(test.name, -1);
            index >= 0 && stops && index + 1 < indexed.size && plan.skippedOnRejection[index].isEmpty())
            plan.skippedOnRejection[index] = {{index + 1, indexed.size}};
    for (const problem::TestGroup& child : group.groups)
        markPassFail(child, stops, indexed, plan);
}

// Scoring: the groups among `parent`'s children scored only when complete (lowest score, stopping at a
// rejection), and the siblings that depend on them.
void markCompleteGroups(const problem::TestGroup& parent, const Indexed& indexed, EarlyStopPlan& plan) {
    QHash<QString, int> dependedOn; // sibling name → how many siblings depend on it
    for (const problem::TestGroup& child : parent.groups)
        for (const QString& dependency : child.dependencies)
            ++dependedOn[dependency];
    for (const problem::TestGroup& child : parent.groups) {
        markCompleteGroups(child, indexed, plan);
        const auto& settings = child.settings;
        const bool complete = settings.aggregation == problem::Aggregation::Min &&
                              settings.onReject == problem::OnReject::Break && child.groups.isEmpty();
        if (!complete) continue;
        const auto [first, end] = rangeOf(child, indexed);
        const QString name = child.name.section('/', -1);
        // A dependent that others depend on keeps running: its own verdict decides whether they score.
        TestRanges dependents;
        for (const problem::TestGroup& sibling : parent.groups)
            if (sibling.dependencies.contains(name) && dependedOn.value(sibling.name.section('/', -1)) == 0)
                dependents << rangeOf(sibling, indexed);
        for (int index = first; index < end; ++index) {
            TestRanges skipped;
            if (index + 1 < end) skipped << std::pair{index + 1, end};
            for (const auto& range : dependents)
                if (range.first > index) skipped << range;
            plan.skippedOnRejection[index] = skipped;
        }
    }
}

} // namespace

bool EarlyStopPlan::empty() const {
    return std::all_of(skippedOnRejection.begin(), skippedOnRejection.end(),
                       [](const TestRanges& ranges) { return ranges.isEmpty(); });
}

namespace {

// What the rules have seen, test by test.
class RulesSeen {
public:
    explicit RulesSeen(const TestVerdictRules& rules)
        : rules_(rules) {}

    void see(const TestOutcome& outcome) {
        if (outcome.verdict == Verdict::NotRun) return;
        const QString word = verdictInDialect(outcome.verdict, rules_.dialect);
        if (rules_.permitted && !inWords(*rules_.permitted).contains(word)) permittedBroken_ = true;
        if (rules_.required && inWords(*rules_.required).contains(word)) requiredMet_ = true;
    }
    // Whether no later test can change whether the rules hold.
    bool settled() const {
        if (permittedBroken_) return true;
        return !rules_.permitted && (!rules_.required || requiredMet_);
    }

private:
    QStringList inWords(const QStringList& codes) const {
        QStringList words;
        for (const QString& code : codes)
            if (auto verdict = verdictFromCode(code)) words << verdictInDialect(*verdict, rules_.dialect);
        return words;
    }

    const TestVerdictRules& rules_;
    bool permittedBroken_ = false, requiredMet_ = false;
};

} // namespace

QVector<int> EarlyStopPlan::unneeded(const QVector<std::optional<TestOutcome>>& outcomes) const {
    const int count = int(outcomes.size());
    QVector<int> unneededBy(count, -1);
    QVector<int> skippableBy(count, -1); // after a deciding rejection, but maybe still needed by the rules
    RulesSeen seen(rules);
    for (int test = 0; test < count; ++test) {
        if (skippableBy[test] >= 0 && seen.settled()) {
            unneededBy[test] = skippableBy[test];
            continue;
        }
        if (!outcomes[test]) continue;
        seen.see(*outcomes[test]);
        if (test >= skippedOnRejection.size() || !decides(test, *outcomes[test])) continue;
        for (const auto& [first, end] : skippedOnRejection[test])
            for (int skipped = first; skipped < std::min(end, count); ++skipped)
                if (skippableBy[skipped] < 0) skippableBy[skipped] = test;
    }
    return unneededBy;
}

bool EarlyStopPlan::decides(int test, const TestOutcome& outcome) const {
    if (test < 0 || test >= skippedOnRejection.size() || skippedOnRejection[test].isEmpty()) return false;
    if (outcome.verdict == Verdict::AC || outcome.verdict == Verdict::NotRun) return false;
    return !scorelessRejectionsOnly || outcome.score.value_or(0) <= 0;
}

EarlyStopPlan earlyStopPlan(const problem::Problem& problem, const problem::Submission& submission) {
    const QList<problem::TestCase> tests = problem.allTests();
    Indexed indexed;
    indexed.size = int(tests.size());
    for (int i = 0; i < indexed.size; ++i)
        indexed.position.insert(tests[i].name, i);
    EarlyStopPlan plan;
    plan.skippedOnRejection.resize(indexed.size);
    plan.rules = {submission.permittedTestVerdicts, submission.requiredTestVerdicts, problem.dialect.dialect};
    if (problem.validation.scoring) {
        plan.scorelessRejectionsOnly = true;
        markCompleteGroups(problem.data, indexed, plan);
    } else {
        markPassFail(problem.data, true, indexed, plan);
    }
    return plan;
}

QString notNeededAfter(const QString& decidingTest) {
    return QStringLiteral("not needed: the rejection at %1 decided it").arg(decidingTest);
}

} // namespace jd::judge
