#pragma once
// Where a verification may leave tests of a submission unrun, as the package's own system does: problemtools
// stops at the first test rejected as run (on_reject: break, the default), DOMjudge's lazy judging at the first
// result that decides the verdict, and a Polygon group scored only when complete is lost at its first rejection,
// with the groups that depend on it. What leaving them out may not change: the verdict at the limit and at the
// time margin (the first rejection in test order, and every test before it runs), the score, and the per-test
// expectations.
#include "problem/problem.h"
#include "verdict.h"

#include <QList>
#include <QVector>

#include <utility>

namespace jd::judge {

// Tests by their index in problem.allTests(), as half-open ranges [first, end), all after the rejected test.
using TestRanges = QList<std::pair<int, int>>;

// submissions.yaml's per-test rules, in the words of the package's system: a test after a deciding rejection
// is still needed while the tests before it leave the rules open. `permitted` is open until some test breaks
// it (every test counts until then); `required` until some test gives one of its verdicts.
struct TestVerdictRules {
    std::optional<QStringList> permitted, required;
    problem::Dialect dialect = problem::Dialect::Kattis;

    bool any() const { return permitted || required; }
};

struct EarlyStopPlan {
    QVector<TestRanges> skippedOnRejection; // per test: what its rejection makes unneeded
    // Scoring: a rejection that still earned part of its test's score (a checker's partial points) leaves the
    // group's lowest score open, so it decides nothing.
    bool scorelessRejectionsOnly = false;
    TestVerdictRules rules;

    bool empty() const;
    // Whether `outcome` of test `test` makes the tests of skippedOnRejection[test] unneeded.
    bool decides(int test, const TestOutcome& outcome) const;
    // Per test, the test whose rejection made it unneeded, or -1 where it is needed, from the outcomes known
    // so far (empty where a test has not finished). Read in test order, from needed tests only, so that once
    // every needed test is known the answer is what running them one at a time would give.
    QVector<int> unneeded(const QVector<std::optional<TestOutcome>>& outcomes) const;
};

// Pass-fail problems: a rejection decides the verdict, unless a group above the test goes on after a rejection
// (on_reject: continue) or is accepted when any test is (legacy grader flags). Scoring problems: every test
// counts for the score, except in a group scored only when all of it passes (Polygon's complete groups): its
// first rejection makes the rest of the group, and the later groups that depend on it and on which no group
// depends, unneeded. A submission held to per-test rules (submissions.yaml `permitted`, `required`) runs on
// past such a rejection until the rules are settled either way.
EarlyStopPlan earlyStopPlan(const problem::Problem& problem, const problem::Submission& submission);

// Why a test did not run, in the report's words.
QString notNeededAfter(const QString& decidingTest);

} // namespace jd::judge
