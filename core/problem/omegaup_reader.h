#pragma once
// Reads an omegaUp problem as its runner (quark) reads it: settings.json (Cases in groups with weights, Limits
// as Go durations and byte sizes, the Validator with its Name, Tolerance, Lang, Limits and GroupScorePolicy),
// cases/NAME.in and .out with the optional .expected-failure, a testplan when settings.json names no cases,
// and validator.<Lang> for a custom validator. A case's group is its name up to the first dot; weights are
// shares of 1 over all cases. Reference submissions sit in submissions/<expected verdict>/ as in the other
// examples. libinteractive problems (interactive/) are refused by name.
#include "../common/result.h"
#include "problem.h"

namespace jd::problem {

// Whether a directory is an omegaUp problem: settings.json beside cases/.
bool isOmegaUpProblem(const QString& directory);

Result<Problem> readOmegaUpProblem(const QString& directory);

// omegaUp's group of a case: its name up to the first dot ("1.0" and "1.1" are in "1").
QString omegaupGroupOf(const QString& caseName);

} // namespace jd::problem
