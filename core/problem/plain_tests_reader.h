#pragma once
// A folder of bare test files, as LemonLime, Cena and most OI contest folders keep them: `a1.in` beside
// `a1.out` (or .ans, .ok, .sol), possibly in subfolders, perhaps with a testlib checker. Each test is
// worth an equal share of the problem's points; the limits come from the contest's settings.
#include "../common/result.h"
#include "problem.h"

#include <functional>

namespace jd::problem {

struct PlainTestsSettings {
    QString title;
    double timeLimit = 1;
    int memoryMiB = 512;
    double points = 100;
    QString inputFileName, outputFileName; // file I/O; empty for standard input and output
};

Result<Problem> readPlainTestFolder(const QString& directory, const QString& shortName,
                                    const PlainTestsSettings& settings);

// The extensions an answer beside a bare test's input may have, in the order they are looked for.
const QStringList& bareAnswerExtensions();

// The names a special judge kept beside bare tests goes by (a testlib checker, as LemonLime's and Cena's).
const QStringList& bareFolderCheckerNames();

// A folder that is only tests, as CP Editor and LemonLime users keep them (`1.in` beside `1.out`, every
// input answered, no problem.yaml and no data/): a problem of its own whose limits are this machine's
// defaults. Its solutions are the ones in submissions/<expected verdict>/, as in a Kattis package.
bool isBareTestFolder(const QString& directory);
Result<Problem> readBareTestFolder(const QString& directory);

// The sources kept beside such a folder's tests (sol.cpp, brute.py, gen.py), in natural order: every file
// `isSource` accepts but the special judge. They are the folder's solutions and generators alike.
QStringList sourcesBesideBareTests(const QString& directory, const std::function<bool(const QString&)>& isSource);

} // namespace jd::problem
