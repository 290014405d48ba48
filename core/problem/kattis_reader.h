#pragma once
// Reads a problem in the Kattis problem package format, legacy and 2025-09 (and the 2023-07 drafts
// between them): problem.yaml, data/ with nested groups and inherited testdata.yaml / test_group.yaml,
// validators, submissions. Lenient where real packages mix versions; exact about what is broken.
#include "../common/result.h"
#include "problem.h"

namespace jd::problem {

// A malformed package gives one message naming the file, line and field (see ProblemError).
Result<Problem> readKattisProblem(const QString& directory);

// The reference submissions in `directory`/submissions/<expected verdict>/, a file or a directory each, their
// expectations refined by @EXPECTED_RESULTS@ / @EXPECTED_SCORE@ lines (other formats keep them there too).
QList<Submission> readSubmissionDirectories(const QString& directory);

// Verdicts a submissions/ directory name promises, in JudgeDesk's codes (AC, WA, TLE, RE, ...).
QStringList verdictsForSubmissionDirectory(const QString& directory);
// Whether the wrong answer a directory promises is DOMjudge's NO-OUTPUT (no_output/: true), its WRONG-ANSWER
// (wrong_answer/: false) or either (unset).
std::optional<bool> noOutputOfSubmissionDirectory(const QString& directory);

// @EXPECTED_RESULTS@: / @EXPECTED_SCORE@: lines of a source (DOMjudge convention).
QStringList expectedResultsInSource(const QByteArray& source);
// Whether the wrong answer an @EXPECTED_RESULTS@ line names is NO-OUTPUT (true), WRONG-ANSWER (false) or either.
std::optional<bool> noOutputInSource(const QByteArray& source);
std::optional<double> expectedScoreInSource(const QByteArray& source);
// testdata_tools' `@EXPECTED_GRADES@ AC WA TLE RTE` line: the verdict of each secret group, in Kattis's words.
QStringList expectedGradesInSource(const QByteArray& source);

} // namespace jd::problem
