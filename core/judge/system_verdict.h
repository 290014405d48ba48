#pragma once
// A judged test's and a judged submission's verdict in the words of the package's own system, where those
// say more than the verdict alone: DOMjudge's NO-OUTPUT (a wrong answer of no output at all, which the first
// rejected test decides for the submission), omegaUp's PA (a rejection that earned part of the score).
#include "problem_judge.h"

namespace jd::judge {

QString systemVerdict(const TestOutcome& test, problem::Dialect dialect);
QString systemVerdict(const JudgeReport& report);

} // namespace jd::judge
