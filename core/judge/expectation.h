#pragma once
// Whether a judged submission got what its package promises (`verify`): the verdicts its directory
// names (refined by @EXPECTED_RESULTS@), the score of @EXPECTED_SCORE@ or submissions.yaml, and the
// per-test permitted / required verdicts of submissions.yaml.
#include "problem/problem.h"
#include "problem_judge.h"

namespace jd::judge {

struct Agreement {
    bool agreed = false;
    QString expected; // in words, for a mismatch line
};

// The verdicts `submission` is expected to get, in the words of `dialect`'s system (systemVerdict's).
QStringList expectedSystemVerdicts(const problem::Submission& submission, problem::Dialect dialect);

// Whether `submission` names anything to check at all.
bool hasExpectation(const problem::Submission& submission);
Agreement checkExpectation(const problem::Submission& submission, const JudgeReport& report, bool scoring);

} // namespace jd::judge
