#pragma once
// A Kattis package's submissions: the directories they sit in, and the rules submissions.yaml (2025-09) or
// DOMjudge's submissions.json give them.
#include "problem.h"

#include <QString>

namespace jd::problem::kattis {

// submissions/submissions.yaml or .json, and DOMjudge's submissions.json beside submissions/: each key's rules on
// every submission it matches.
void applySubmissionRules(const QString& directory, Problem& problem);

} // namespace jd::problem::kattis
