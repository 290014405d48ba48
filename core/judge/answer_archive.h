#pragma once
// An output-only submission, as omegaUp's runner takes one (its language "cat"): the answers themselves
// instead of a program. omegaUp stores it as a data: URL of a zip holding <case>.out files; a coach has the
// zip itself, and CMS (a TPS OutputOnly task) names the files output_<codename>.txt. Each entry is known by
// its file name alone (quark strips the folders), names that are no answer file are left out, and a source that is
// neither a zip nor a data: URL is the answer to a case named Main, as quark makes of it. Judging then prints the
// case's answer in the sandbox, so a missing answer is a run-time error and one past the output limit is stopped as any
// program's output is.
#include "../common/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace jd::judge {

struct UnpackedAnswers {
    QStringList files; // the answers' names as the submission gives them, sorted
    QString note;      // what was made of the source, shown where a compiler's output would be
};

// Writes the answers `source` holds into `directory` (which exists). An error is the submission's own
// (omegaUp's CE): a data: URL whose zip cannot be read, or answers past `maxBytes` in all.
Result<UnpackedAnswers> unpackAnswers(const QByteArray& source, const QString& directory, qint64 maxBytes);

// The file a submission names the answer to `test` by (the last part of the test's name): CMS's
// output_<test>.txt, else omegaUp's <test>.out.
QString submittedAnswerName(const QString& test, bool cmsNames);

} // namespace jd::judge
