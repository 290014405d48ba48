#include "free_name.h"

#include <QFileInfo>

namespace jd {

QString freeName(const QDir& directory, const QString& name) {
    if (!directory.exists(name)) return name;
    const QFileInfo info(name);
    for (int suffix = 2;; ++suffix) {
        const QString candidate =
            info.suffix().isEmpty()
                ? QStringLiteral("%1-%2").arg(name).arg(suffix)
                : QStringLiteral("%1-%2.%3").arg(info.completeBaseName()).arg(suffix).arg(info.suffix());
        if (!directory.exists(candidate)) return candidate;
    }
}

} // namespace jd
