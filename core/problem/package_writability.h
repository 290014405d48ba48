#pragma once
// Which packages JudgeDesk writes. It edits Kattis packages (DOMjudge's flavour included), the format it
// keeps problems in. Another system's package is read and judged here but edited with that system's own
// tools: a problem.yaml or a data/ test written into it would be ignored by that system, and the edit lost
// without a word the next time the package is read.
#include "../common/result.h"
#include "problem.h"

namespace jd::problem {

// Succeeds for a package JudgeDesk writes; otherwise fails with why not and where that package is edited.
Result<void> checkWritable(const Problem& problem);

// Whether tests may be added, edited and removed: in every package JudgeDesk writes, and in a folder of bare
// tests on its own (CP Editor's), whose tests are nothing but its files; its settings stay as they are.
Result<void> checkTestsWritable(const Problem& problem);

} // namespace jd::problem
