#pragma once
// Programs put into a Kattis package from the workbench: a solution into submissions/<expected verdict>/,
// and the checker (output validator) that replaces the built-in comparison, or goes again. Each is made
// aside and moved into place whole, so a package never holds half a checker.
#include "../common/result.h"
#include "problem.h"

namespace jd::problem {

// The submissions/ directories a solution can be put in, each naming what it is expected to get.
QStringList solutionDirectories();

// Copies `source` into submissions/<directory>/ (renamed "name-2.cpp" when the name is taken) and
// returns the new file's path.
Result<QString> addSolution(const Problem& problem, const QString& source, const QString& directory);

// Makes `source` (with the headers beside it) the problem's output validator, speaking Kattis's protocol:
// output_validator/ in a 2025-09 package, output_validators/<name>/ and `validation: custom` in a legacy
// one. Returns the validator's directory.
Result<QString> setOutputValidator(const Problem& problem, const QString& source);

// Back to the built-in comparison; refused for interactive and multi-pass problems, which need theirs.
Result<void> removeOutputValidator(const Problem& problem);

} // namespace jd::problem
