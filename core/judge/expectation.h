#pragma once
// Whether a judged submission got what its package promises (`verify`): the verdicts its directory
// names (refined by @EXPECTED_RESULTS@), the score of @EXPECTED_SCORE@ or submissions.yaml, and the
// per-test permitted / required verdicts of submissions.yaml.
#include "problem/problem.h"
#include "problem_judge.h"

namespace jd::judge {

struct Agreement {
    bool agreed = false;
    QString expected;    // in words, for a mismatch line
    QStringList warnings; // what differs without deciding the agreement (testdata_tools' @EXPECTED_GRADES@)
};

// The verdicts `submission` is expected to get, in the words of `dialect`'s system (systemVerdict's).
QStringList expectedSystemVerdicts(const problem::Submission& submission, problem::Dialect dialect);

// Whether `submission` names anything to check at all.
bool hasExpectation(const problem::Submission& submission);
// `maximumScore`: the most a package graded by problemtools' rules gives (packageMaximumScore). Then, as
// problemtools' verifyproblem holds them, a partially accepted submission must be accepted (by the grader's
// flags), and all of the score for it, or less for an accepted one, is a warning (unless @EXPECTED_SCORE@ says). testdata_tools' @EXPECTED_GRADES@ (each secret group's
// verdict on its organisers' machine, at their limit) is compared too: a difference is a warning, as a group
// decided by speed may go either way on another machine.
Agreement checkExpectation(const problem::Submission& submission, const JudgeReport& report, bool scoring,
                           std::optional<double> maximumScore = {});
// The most a scoring Kattis package graded by problemtools' rules (legacy, 2023-07) gives: its groups' points or
// max_score, else the upper end of data/'s score range; nothing for other packages.
std::optional<double> packageMaximumScore(const problem::Problem& problem);

} // namespace jd::judge
