#pragma once
// omegaUp's built-in validators, each exactly as its runner (quark, runner/validator.go and tokenizer.go)
// computes a case's score from 0 to 1:
// - token: whitespace-separated tokens (Unicode spaces and U+001C..U+001F) equal pairwise, as many on each side;
// - token-caseless: the same with case folded;
// - token-numeric: only runs of [0-9.-] are tokens, everything else separates them; numbers equal within the
//   tolerance as quark measures it (1.5 x tolerance absolute, else relative; near zero much tighter);
// - literal: the output's first token is the score itself.
// The score of a custom validator's output (its first token) is read by omegaupScoreFromText.
#include "../common/result.h"

#include <QString>

namespace jd::judge {

struct OmegaUpScore {
    double score = 0; // clamped to [0, 1], a rational as quark keeps it
    QString message;  // why not 1, in the judge's words; or why the output gave no score
};

// `kind` is the settings.json Validator.Name. Files are read as they are; a token longer than 4 MiB gives 0.
Result<OmegaUpScore> omegaupCompare(const QString& kind, const QString& answerPath, const QString& outputPath,
                                    double tolerance);

// The first whitespace-separated token of a validator's (or a literal problem's) output as a score:
// parsed as a number, kept as the rational go-base makes of it, clamped to [0, 1]. No token or not a number
// gives 0 with the reason.
OmegaUpScore omegaupScoreFromText(const QByteArray& text);

// quark's comparison of two numeric tokens, the expected one first.
bool omegaupNumbersEqual(const QString& expected, const QString& output, double tolerance);

} // namespace jd::judge
