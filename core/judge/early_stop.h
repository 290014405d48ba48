#pragma once
// Where a verification may stop judging a submission before its last test, as the package's own system does:
// problemtools stops at the first test rejected as run (on_reject: break, the default), DOMjudge's lazy
// judging at the first result that decides the verdict. What a stop may not change: the verdict at the limit
// and at the time margin (both are the first rejection in test order, and every test before the stop ran), the
// score, and the per-test expectations.
#include "problem/problem.h"

#include <QVector>

namespace jd::judge {

// For each test of problem.allTests(): whether its rejection decides the submission's verdict, so that no
// later test needs to run. None does in a scoring problem (every test counts for the score), in a group that
// goes on after a rejection (on_reject: continue) or accepts when any test is accepted (legacy grader flags),
// nor for a submission held to every test's verdict (submissions.yaml `permitted`).
QVector<bool> testsThatDecideOnRejection(const problem::Problem& problem, const problem::Submission& submission);

// Why a test did not run after the one that decided, in the report's words.
QString notNeededAfter(const QString& decidingTest);

} // namespace jd::judge
