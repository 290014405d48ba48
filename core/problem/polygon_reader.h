#pragma once
// Imports a Polygon (Codeforces) package: problem.xml with its "tests" testset (limits, path patterns,
// groups with points, points-policy and dependencies), the testlib checker and interactor, and the
// solutions with their tags. The package must hold its tests (a "full" package): JudgeDesk does not
// run Polygon's generators.
#include "../common/result.h"
#include "problem.h"

namespace jd::problem {

Result<Problem> readPolygonProblem(const QString& directory);

// Verdicts a Polygon solution tag promises ("main", "accepted", "wrong-answer", ...).
QStringList verdictsForPolygonTag(const QString& tag);

} // namespace jd::problem
