#pragma once
// A solution added to a package from the workbench, where the package's own system looks for it and with the
// verdict it should get in that system's words: submissions/<verdict>/ for Kattis, DOMjudge and omegaUp
// packages, a <solution tag="..."> in Polygon's problem.xml (the file in solutions/), an entry in TPS's
// solutions.json (the file in solution/). The source is copied whole before the list naming it is rewritten,
// atomically: a package never names a file it lacks.
#include "../common/result.h"
#include "problem.h"

namespace jd::problem {

// What a solution added to `problem` can be expected to get, as its system names it (the first is the usual
// choice for a correct one).
QStringList solutionKinds(const Problem& problem);

// Copies `source` into the package as a solution of `kind` (one of solutionKinds; the name made free, "sum-2.cpp",
// when it is taken) and returns the new file's path. A second main (Polygon) or model solution (TPS) is refused.
Result<QString> addSolution(const Problem& problem, const QString& source, const QString& kind);

} // namespace jd::problem
