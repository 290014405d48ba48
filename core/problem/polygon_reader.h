#pragma once
// Imports a Polygon (Codeforces) package: problem.xml with its "tests" testset (limits, path patterns,
// groups with points, points-policy and dependencies), the testlib checker and interactor, and the
// solutions with their tags. The package must hold its tests (a "full" package); their generators are
// read apart (test_recipes.h) and run only when asked to remake the tests.
#include "../common/result.h"
#include "problem.h"

namespace jd::problem {

Result<Problem> readPolygonProblem(const QString& directory);

// A test's path from a printf-like Polygon pattern: tests/%02d and 7 give tests/07.
QString expandPolygonPattern(const QString& pattern, int index);
// The name the `index`th test (1-based) of the testset gets: secret/NN, or secret/<group>/NN.
QString polygonTestName(const QString& group, int index);

// Verdicts a Polygon solution tag promises ("main", "accepted", "wrong-answer", ...).
QStringList verdictsForPolygonTag(const QString& tag);

} // namespace jd::problem
