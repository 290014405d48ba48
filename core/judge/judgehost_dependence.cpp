#include "judgehost_dependence.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace jd::judge {

std::optional<QString> dependsOnDomjudgeMachine(const SubmissionFiles& submission) {
    static const QRegularExpression etcPath(R"re("(/etc/[A-Za-z0-9._/-]+)")re");
    static const QRegularExpression asksChroot(R"(^\s*(if\s+)?ischroot\b)", QRegularExpression::MultilineOption);
    for (const QString& path : submission.sources) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) continue;
        const QString text = QString::fromUtf8(file.read(1 << 20));
        for (auto matches = etcPath.globalMatch(text); matches.hasNext();) {
            const QString named = matches.next().captured(1);
            if (!QFileInfo::exists(named))
                return QStringLiteral("reads %1, a file of DOMjudge's judgehost chroot that this machine has not")
                    .arg(named);
        }
        if (text.contains(QLatin1String("/write_tmp")) && text.contains(QLatin1String("/testcase")))
            return QStringLiteral("checks that TMPDIR is DOMjudge's own /testcaseNNNNN/write_tmp, a folder of its "
                                  "judgehost's layout");
        if (asksChroot.match(text).hasMatch())
            return QStringLiteral("asks ischroot whether it runs in a chroot, which only DOMjudge's own chroot "
                                  "answers as its test expects");
    }
    return std::nullopt;
}

} // namespace jd::judge
