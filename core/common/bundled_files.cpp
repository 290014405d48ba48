#include "bundled_files.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStringList>

namespace jd {

QString bundledExamplesDirectory() {
    const QStringList candidates{
        QCoreApplication::applicationDirPath() + "/../share/judgedesk/examples",
#ifdef JUDGEDESK_SOURCE_EXAMPLES
        QStringLiteral(JUDGEDESK_SOURCE_EXAMPLES),
#endif
    };
    for (const QString& candidate : candidates)
        if (QFileInfo(candidate).isDir()) return QFileInfo(candidate).canonicalFilePath();
    return {};
}

} // namespace jd
