#pragma once
// What DOMjudge adds to a Kattis-layout package: domjudge-problem.ini, .timelimit (DOMjudge's and BAPCtools'),
// submissions.json and @EXPECTED_SCORE@ annotations, which also say the package is judged by DOMjudge's rules.
#include "problem.h"

#include <QString>

namespace jd::problem::kattis {

// DOMjudge's default sourcesize_limit.
constexpr int kDomjudgeSourceSizeKiB = 256;

void readDomjudgeIni(const QString& directory, Problem& problem);
// The time limit of .timelimit, when problem.yaml named none.
void readTimeLimitFile(const QString& directory, Problem& problem);
// DOMjudge when its own files say the package was prepared for it, else Kattis; with the reason.
DialectChoice chooseDialect(const QString& directory, const Problem& problem);

} // namespace jd::problem::kattis
