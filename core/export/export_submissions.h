#pragma once
// The reference submissions of an exported package, each where the other system looks for what it is
// expected to get. Kattis: the submissions/ directory that says it, else `rejected` or a directory of its
// own with the exact verdicts in submissions.yaml. DOMjudge: the directory of the first verdict, and an
// @EXPECTED_RESULTS@ line added to the source when there are several.
#include "common/result.h"
#include "judge/languages.h"
#include "package_export.h"

namespace jd::exporting {

// Copies the submissions below `packageDirectory`/submissions and returns how many were written. A
// source whose extension means another language in the other system (.pl: Prolog for Kattis, Perl for
// DOMjudge) is renamed to an extension that means its language there.
Result<int> writeSubmissions(const problem::Problem& problem, ExportFormat format,
                             const judge::LanguageRegistry& languages, const QString& packageDirectory,
                             QStringList& changes);

// The source line that carries DOMjudge's expectation, as a comment in the file's language; empty when
// the language's comments are not known.
QByteArray expectedResultsComment(const QString& fileName, const QStringList& domjudgeVerdicts);

} // namespace jd::exporting
