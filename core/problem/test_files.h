#pragma once
// A test's files as the workbench handles them: renamed or moved to another group (every file of the
// test: .in, .ans and the sample extras), duplicated, numbered, and imported from files paired by a
// rule. Copies are made in pieces and land atomically, so a 200 MiB test costs no memory and a crash
// leaves no half file.
#include "../common/result.h"
#include "problem.h"

#include <QString>
#include <QStringList>

namespace jd::problem {

// The extensions a test's files may have, the input first.
QStringList testFileExtensions();

// `from` becomes `to` (another name, or another group: "secret/g2/07"); refused when `to` exists.
Result<TestCase> renameTestCase(const Problem& problem, const QString& from, const QString& to);
// `first` and `second` trade names (and so places: a group's tests run in the order of their names),
// every file of each going along. A failure halfway puts back what was moved.
Result<void> swapTestCases(const Problem& problem, const QString& first, const QString& second);
// Every file of the test copied into `directory` (made when missing), to be put back by
// restoreTestCaseCopy: what undoing a delete or an edit needs.
Result<void> keepTestCaseCopy(const Problem& problem, const QString& name, const QString& directory);
// The copy in `directory` becomes the test `name` again: its files replace the test's (atomically each),
// and the test's files the copy does not have go.
Result<void> restoreTestCaseCopy(const Problem& problem, const QString& name, const QString& directory);
// A copy of `from` named `to`; refused when `to` exists.
Result<TestCase> duplicateTestCase(const Problem& problem, const QString& from, const QString& to);
// A name for a new test in `group` ("secret/g1"): the next number after its highest, as wide as its
// tests' numbers ("secret/g1/08" after "secret/g1/07"), else "<group>/1".
QString nextTestName(const Problem& problem, const QString& group);

// How files dropped or picked for import pair up into tests.
enum class PairingKind {
    InAns,      // name.in + name.ans
    InOut,      // name.in + name.out
    NumberDotA, // N + N.a (Polygon's tests folder)
    Patterns,   // two regular expressions: each captures the same key, the input's and the answer's
};
struct PairingRule {
    PairingKind kind = PairingKind::InAns;
    QString inputPattern, answerPattern; // Patterns: whole file names, one capture group each
};
struct TestPair {
    QString key; // what names the test
    QString input, answer;
};
struct Pairing {
    QList<TestPair> pairs; // in natural order of their keys
    QStringList unpaired;  // files of neither side, or a side without the other
};
// The files (paths) paired by the rule; an error only for a rule that cannot work (a bad pattern).
Result<Pairing> pairTestFiles(const QStringList& files, const PairingRule& rule);
// The same for every file of a folder.
Result<Pairing> pairTestFolder(const QString& folder, const PairingRule& rule);

// Copies each pair into `group` as <group>/<key>.in and .ans. Refused before anything is written when a
// key is not a test name or such a test exists; returns the tests made.
Result<QList<TestCase>> importTests(const Problem& problem, const QString& group, const QList<TestPair>& pairs);

} // namespace jd::problem
