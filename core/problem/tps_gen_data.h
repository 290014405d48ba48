#pragma once
// TPS's gen/data: which tests each subtask (or plain testset) has and how each is made.
//   # a comment
//   @subtask samples
//   manual sample-01.in          a file of gen/manual/ copied as it is
//   @subtask small
//   gen 1 10                     gen/gen.* run with the arguments; its output is the test's input
//   @include samples             the named section's tests belong to this subtask too
// A section's tests are named `<section index>-<NN>` (0-01, 1-01, 1-02, ...), the section index
// counting @subtask and @testset lines from 0, as `tps gen` names the files in tests/.
#include "../common/result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace jd::problem {

struct TpsGenLine {
    int line = 0;      // in gen/data, 1-based
    QString test;      // "1-03"
    QString generator; // the first word: a generator's name, or "manual"
    QStringList arguments;
    bool manual() const { return generator == QLatin1String("manual"); }
};

struct TpsSection {
    QString name;
    bool subtask = true; // @subtask; false for @testset, which scores nothing of its own
    int index = 0;
    QList<TpsGenLine> tests;
    QStringList includes; // sections named by @include, in their order
};

// An error names gen/data's line: a test before any section, an @include of an unknown or later
// section, a section named twice, an unterminated quote, a manual line without exactly one file.
Result<QList<TpsSection>> parseTpsGenData(const QByteArray& text);

// Every test of a section: those of the sections it includes (transitively, in order) and its own.
QStringList tpsSectionTests(const QList<TpsSection>& sections, const QString& name);

} // namespace jd::problem
