#pragma once
// omegaUp's scoring (quark, runner.go:Grade), for GroupScoreRule::Weighted: each test is worth its weight (its
// share of 1) times the score its check gave; a group scores only when every test in it ran cleanly and scored
// above 0, the sum of its tests (sum-if-not-zero) or its weakest share times its weight (min); the verdict is
// the worst of all by omegaUp's precedence, JE > CE > RFE > MLE > RTE > TLE > OLE > WA > AC, so one case out of
// time decides it even when other groups scored.
#include "verdict.h"

namespace jd::judge {

// Worse first: where a verdict stands in omegaUp's precedence (higher is worse; 0 for a test not run).
int omegaupSeverity(Verdict verdict);

// The whole run from the problem's root group: an accepted run scores 1, as quark forces it.
GroupOutcome aggregateWeighted(const problem::TestGroup& root, const QList<TestOutcome>& outcomes);

// quark's budgets for all cases together (runner.go:Grade): a case that starts after the cases before it (in the
// problem's order) took more than the wall-clock budget together is TLE without running; else, after they wrote
// more than the output budget together, OLE without running. The case that crosses a budget keeps its verdict.
struct OverallBudgets {
    std::optional<double> wallSeconds;   // the problem's OverallWallTimeLimit
    uint64_t outputBytes = 100ull << 20; // the runner's OverallOutputLimit, the same for every problem
};
void applyOverallBudgets(QList<TestOutcome>& outcomes, const OverallBudgets& budgets);

} // namespace jd::judge
