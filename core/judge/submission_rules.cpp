#include "submission_rules.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace jd::judge {

namespace {

constexpr int kDomjudgeMostFiles = 100; // sourcefiles_limit

} // namespace

std::optional<QString> refusedAtSubmission(const SubmissionFiles& submission, problem::Dialect dialect) {
    if (dialect != problem::Dialect::DOMjudge) return std::nullopt;
    static const QRegularExpression allowed("^[a-zA-Z0-9_][a-zA-Z0-9+_.-]*$");
    const QStringList files = submission.sources + submission.extras;
    if (files.size() > kDomjudgeMostFiles)
        return QStringLiteral("DOMjudge refuses a submission of more than %1 files when it is made (this one has %2); "
                              "it is never judged there")
            .arg(kDomjudgeMostFiles)
            .arg(files.size());
    QSet<QString> seen;
    for (const QString& file : files) {
        const QString name = QFileInfo(file).fileName();
        if (!allowed.match(name).hasMatch())
            return QStringLiteral("DOMjudge refuses the file name '%1' when the submission is made (a letter, digit "
                                  "or '_' first, then also '+', '.' or '-'); it is never judged there")
                .arg(name);
        if (seen.contains(name))
            return QStringLiteral("DOMjudge refuses two files named '%1' in one submission when it is made; it is "
                                  "never judged there")
                .arg(name);
        seen.insert(name);
    }
    return std::nullopt;
}

} // namespace jd::judge
