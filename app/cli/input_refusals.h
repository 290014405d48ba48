#pragma once
// The inputs a package says its input validators must refuse (omegaUp's tests/invalid-cases), as `verify` and
// `validate` print them: a line for each decided otherwise than the package says.
#include "judge/input_validation.h"

#include <QTextStream>

void printRefusals(QTextStream& out, const jd::judge::InputValidationReport& report);
