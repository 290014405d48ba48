#pragma once
// The built-in output comparison: the Kattis default validator's semantics (whitespace-separated
// tokens, case-insensitive unless case_sensitive, space_change_sensitive, float_absolute_tolerance,
// float_relative_tolerance, float_tolerance), plus byte-exact and line-by-line modes. Both files are
// streamed through fixed buffers, so a 100 MB output costs no more memory than a small one.
#include "../common/result.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace jd::judge {

struct ComparatorOptions {
    enum class Mode { Tokens, Exact, Lines };
    Mode mode = Mode::Tokens;
    bool caseSensitive = false;
    bool spaceChangeSensitive = false;
    std::optional<double> absoluteTolerance;
    std::optional<double> relativeTolerance;

    // Kattis validator_flags / output_validator_args, plus JudgeDesk's "exact" and "lines".
    static Result<ComparatorOptions> fromFlags(const QStringList& flags);
};

struct Comparison {
    bool accepted = false;
    QString message; // why not, in the judge's words: "line 3: expected '7', got '8'"
};

Result<Comparison> compareOutputs(const QString& answerPath, const QString& outputPath,
                                  const ComparatorOptions& options);

} // namespace jd::judge
