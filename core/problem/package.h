#pragma once
// The one door to a problem on disk, whatever its format: a Polygon package (problem.xml), a TPS package,
// an omegaUp problem (settings.json and cases/) or a Kattis package (problem.yaml and data/, DOMjudge's
// flavour included).
#include "../common/result.h"
#include "problem.h"

namespace jd::problem {

Result<Problem> readProblem(const QString& path);

// The files `problem`'s settings are read from, by the kind of package it is (absolute paths, some perhaps
// missing): what to watch for an edit made outside JudgeDesk.
QStringList settingsFiles(const Problem& problem);

} // namespace jd::problem
