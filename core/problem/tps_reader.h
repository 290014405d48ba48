#pragma once
// Reads a TPS (Task Preparation System, the IOI's) problem as CMS judges it: problem.json (title, type,
// time and memory limits, grader, checker), subtasks.json (each subtask's score and validators, the
// global validators), gen/data (which tests each subtask holds, @include shared between them), the made
// tests in tests/ (`<name>.in`, `<name>.out`), solutions.json (each solution's verdict, `except` per
// subtask), checker/checker.cpp (CMS's protocol), validator/ (testlib) and grader/<language>/.
// A subtask scores its score times the lowest outcome among its tests (CMS's GroupMin); every test runs.
// Batch and OutputOnly problems (whose submissions are answers, judge/answer_archive.h); Communication and
// TwoSteps are refused by name.
#include "../common/result.h"
#include "problem.h"

namespace jd::problem {

// Whether a directory is a TPS package: problem.json beside gen/data, subtasks.json or solutions.json.
bool isTpsPackage(const QString& directory);

Result<Problem> readTpsProblem(const QString& directory);

// The tests a subtask holds come from gen/data, else from tests/mapping (`subtask test` lines); a
// subtask's group is named `secret/<subtask>`, the samples' `sample`.
QString tpsGroupName(const QString& subtask, bool sample);
bool isTpsSampleSection(const QString& name); // "samples", "examples", ...

// Verdicts a solutions.json verdict promises ("model_solution", "time_limit", ...), in JudgeDesk's codes.
QStringList verdictsForTpsVerdict(const QString& verdict);

} // namespace jd::problem
