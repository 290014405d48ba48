#pragma once
// The built-in output comparison: the Kattis default validator's semantics (whitespace-separated
// tokens, case-insensitive unless case_sensitive, space_change_sensitive, float_absolute_tolerance,
// float_relative_tolerance, float_tolerance), plus byte-exact and line-by-line modes. Both files are
// streamed through fixed buffers, so a 100 MB output costs no more memory than a small one.
#include "../common/result.h"

#include <QList>
#include <QPair>
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

// Where a comparison found the two files to part, in one of them: the differing token (Tokens), line
// (Lines) or byte (Exact); at the end of the file when it ended first.
struct Place {
    qint64 offset = 0; // bytes from the start of the file
    qint64 line = 1;   // 1-based
    qint64 column = 1; // 1-based, in bytes from the start of the line
    qint64 length = 0; // bytes of the token, line or byte there (a huge token's first piece); 0 at the end
    bool operator==(const Place&) const = default;
};

struct Comparison {
    bool accepted = false;
    QString message;                           // why not, in the judge's words: "line 3: expected '7', got '8'"
    std::optional<Place> expectedAt, outputAt; // where the answer and the output part, when not accepted
};

// Two lines of text paired for a person to look at (the answer's and the output's): the character
// ranges (start, length) that differ under the comparator's rules. Tokens are paired by position; a
// token without a partner differs. Lines and Exact modes mark from the first differing character on.
struct LineDifferences {
    QList<QPair<qsizetype, qsizetype>> expected, output;
};
LineDifferences differingTokens(const QString& expectedLine, const QString& outputLine,
                                const ComparatorOptions& options);
// The comparator in words: "tokens, case-insensitive, absolute tolerance 1e-06".
QString describeComparator(const ComparatorOptions& options);

Result<Comparison> compareOutputs(const QString& answerPath, const QString& outputPath,
                                  const ComparatorOptions& options);

} // namespace jd::judge
