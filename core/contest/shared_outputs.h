#pragma once
// Wrong outputs that several contestants share, byte for byte, on the same test: what a coach reads as
// "7 contestants printed -1 here" (one misreading of the statement, one common bug, or copying).
#include "contest_judge.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace jd::contest {

struct SharedOutput {
    QString problemId;
    QString test;
    judge::Verdict verdict = judge::Verdict::WA;
    QStringList contestants; // in the contest's order
    qint64 size = 0;         // bytes of the output
    QByteArray head;         // its first bytes, to show
};

// Every rejected output (with a kept output file) that at least `atLeast` contestants printed alike,
// the most shared first. Outputs are compared by a hash of their whole content.
QList<SharedOutput> sharedWrongOutputs(const Contest& contest, const ContestResults& results, int atLeast = 2);

} // namespace jd::contest
