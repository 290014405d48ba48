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
// `maximumScore`: the most a scoring package gives (packageMaximumScore), when known. Then, as problemtools and
// testdata_tools hold them, an accepted submission scores it all and a partially accepted one more than 0 and
// less than it (unless its @EXPECTED_SCORE@ or @EXPECTED_GRADES@ says more).
Agreement checkExpectation(const problem::Submission& submission, const JudgeReport& report, bool scoring,
                           std::optional<double> maximumScore = {});
// The most `problem` gives: its groups' points or max_score, else the upper end of data/'s score range.
std::optional<double> packageMaximumScore(const problem::Problem& problem);

} // namespace jd::judge
