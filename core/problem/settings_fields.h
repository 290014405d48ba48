#pragma once
// The problem settings a person types (in the problem editor), each read and checked by the rules the
// package readers apply: a value, or the reason it is refused. Nothing refused is ever saved.
#include "../common/result.h"

#include <QString>
#include <QStringList>

namespace jd::problem {

// A name shown to contestants: one line, not empty, at most 200 characters.
Result<QString> parseProblemName(const QString& text);
// Seconds, as "1", "0.5" or "250ms": above 0 and at most the longest time limit a package may have.
Result<double> parseTimeLimit(const QString& text);
// MiB, as "256", or with a unit: "512M", "1G", "65536K": at least 1 MiB, at most the bound.
Result<int> parseMemoryLimit(const QString& text);
Result<int> parseOutputLimit(const QString& text);
// The most passes a multi-pass validator may ask for (limits.validation_passes): a whole number from 2
// to the bound.
Result<int> parseValidationPasses(const QString& text);

// A test group's score (accept_score, reject_score, max_score): a number from 0 to 1e9.
Result<double> parseScore(const QString& text);

// What kind of problem it is: "pass-fail", or any of "scoring", "interactive", "multi-pass" joined by
// spaces. An interactive or multi-pass problem needs a validator program of its own (the interactor);
// a legacy package knows no multi-pass.
struct ProblemType {
    bool scoring = false, interactive = false, multiPass = false;
    bool operator==(const ProblemType&) const = default;
};
Result<ProblemType> parseProblemType(const QString& text, bool legacy, bool hasValidatorProgram);
QString problemTypeText(const ProblemType& type);

// The default validator's flags (or a custom one's arguments), split on spaces; only the default
// validator's own words are checked (case_sensitive, space_change_sensitive, float_tolerance X, ...).
Result<QStringList> parseValidatorFlags(const QString& text, bool defaultValidator);

} // namespace jd::problem
