#pragma once
// Programs put into a Kattis package from the workbench: the checker (output validator) that replaces the
// built-in comparison, or goes again. Each is made aside and moved into place whole, so a package never holds
// half a checker. (Solutions: package_solutions.h.)
#include "../common/result.h"
#include "problem.h"

namespace jd::problem {

// Makes `source` (with the headers beside it) the problem's output validator, speaking Kattis's protocol:
// output_validator/ in a 2025-09 package, output_validators/<name>/ and `validation: custom` in a legacy
// one. Returns the validator's directory.
Result<QString> setOutputValidator(const Problem& problem, const QString& source);

// Back to the built-in comparison; refused for interactive and multi-pass problems, which need theirs.
Result<void> removeOutputValidator(const Problem& problem);

} // namespace jd::problem
