#pragma once
// The validators of an exported package. A Kattis-protocol output validator (or interactor) is copied
// as it is; a testlib checker (Polygon) is wrapped: a small C++ program, compiled with the checker,
// speaks the Kattis protocol and runs the checker unchanged, so every system that judges Kattis
// packages gets the checker's own verdicts. Kattis input validators are copied; testlib validators are
// wrapped the same way (their --group arguments have no Kattis counterpart).
#include "common/result.h"
#include "package_export.h"

namespace jd::exporting {

// Where the output validator goes: output_validator/ (Kattis 2025-09) or output_validators/<name>/.
QString outputValidatorDirectory(const problem::Problem& problem, ExportFormat format);

// Whether the problem's validators can be written in `format` at all; the error says why not.
Result<void> checkValidatorsExportable(const problem::Problem& problem);

Result<void> writeValidators(const problem::Problem& problem, ExportFormat format, const QString& packageDirectory,
                             QStringList& changes);

} // namespace jd::exporting
