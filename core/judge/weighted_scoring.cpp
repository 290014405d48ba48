#include "weighted_scoring.h"

#include <QHash>

#include <algorithm>
#include <limits>

namespace jd::judge {
namespace {

// A test's share of its check: the checker's score where it gave one, else all or nothing.
double shareOf(const TestOutcome& outcome) {
    if (outcome.verdict != Verdict::AC && outcome.verdict != Verdict::WA && outcome.verdict != Verdict::PE) return 0;
    return outcome.score.value_or(outcome.verdict == Verdict::AC ? 1 : 0);
}

Verdict worse(Verdict a, Verdict b) { return omegaupSeverity(b) > omegaupSeverity(a) ? b : a; }

GroupOutcome aggregateGroup(const problem::TestGroup& group, const QList<TestOutcome>& outcomes);

} // namespace

int omegaupSeverity(Verdict verdict) {
    switch (verdict) {
    case Verdict::NotRun: return 0;
    case Verdict::AC: return 1;
    case Verdict::PE:
    case Verdict::WA: return 3;
    case Verdict::OLE: return 4;
    case Verdict::ILE:
    case Verdict::TLE: return 5;
    case Verdict::RE: return 6;
    case Verdict::MLE: return 7;
    case Verdict::RF: return 8;
    case Verdict::CE: return 9;
    case Verdict::JE: return 10;
    }
    return 0;
}

namespace {

GroupOutcome aggregateGroup(const problem::TestGroup& group, const QList<TestOutcome>& outcomes) {
    QHash<QString, const TestOutcome*> byTest;
    for (const auto& outcome : outcomes)
        byTest.insert(outcome.test, &outcome);

    GroupOutcome result;
    result.group = group.name;
    result.maxScore = group.settings.maxScore;
    bool correct = !group.tests.isEmpty();
    double sum = 0, weights = 0, weakest = std::numeric_limits<double>::infinity();
    for (const problem::TestCase& test : group.tests) {
        TestOutcome outcome;
        outcome.test = test.name;
        if (auto found = byTest.find(test.name); found != byTest.end()) outcome = **found;
        const double weight = test.points.value_or(group.settings.acceptScore);
        const double share = shareOf(outcome);
        if (outcome.verdict != Verdict::NotRun) outcome.score = share * weight;
        // quark: a group counts only when each of its cases ran cleanly, was checked and scored above 0.
        correct = correct && share > 0 && (outcome.verdict == Verdict::AC || outcome.verdict == Verdict::WA);
        sum += share * weight;
        weights += weight;
        weakest = std::min(weakest, share);
        result.verdict = worse(result.verdict, outcome.verdict);
        result.tests << outcome;
    }
    if (correct) result.score = group.settings.aggregation == problem::Aggregation::Min ? weakest * weights : sum;
    for (const problem::TestGroup& child : group.groups) {
        GroupOutcome sub = aggregateGroup(child, outcomes);
        result.score += sub.score;
        result.verdict = worse(result.verdict, sub.verdict);
        result.groups << sub;
    }
    return result;
}

} // namespace

GroupOutcome aggregateWeighted(const problem::TestGroup& root, const QList<TestOutcome>& outcomes) {
    GroupOutcome run = aggregateGroup(root, outcomes);
    // quark (runner.go:Grade): an accepted run scores 1 whatever its weights add up to (weights whose sum is
    // not above 0 are taken as they are, and shares of 1 may add up to 0.999...).
    if (run.verdict == Verdict::AC) run.score = 1;
    return run;
}

void applyOverallBudgets(QList<TestOutcome>& outcomes, const OverallBudgets& budgets) {
    double spent = 0;
    uint64_t written = 0;
    for (TestOutcome& outcome : outcomes) {
        const auto notRun = [&](Verdict verdict, const QString& why) {
            const QString test = outcome.test;
            outcome = TestOutcome{};
            outcome.test = test;
            outcome.verdict = verdict;
            outcome.message = "not run: " + why;
        };
        if (budgets.wallSeconds && spent > *budgets.wallSeconds) {
            notRun(Verdict::TLE, QStringLiteral("the cases before it took %1 s of wall-clock time, more than the "
                                                "problem's %2 s for all cases (OverallWallTimeLimit)")
                                     .arg(spent, 0, 'f', 3)
                                     .arg(*budgets.wallSeconds));
            continue;
        }
        if (written > budgets.outputBytes) {
            notRun(Verdict::OLE, QStringLiteral("the cases before it wrote %1 bytes, more than omegaUp's runner "
                                                "takes from all cases (%2 bytes, OverallOutputLimit)")
                                     .arg(written)
                                     .arg(budgets.outputBytes));
            continue;
        }
        spent += outcome.wallTime.count() / 1e9;
        written += outcome.outputBytes;
    }
}

} // namespace jd::judge
