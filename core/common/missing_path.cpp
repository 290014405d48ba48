#include "missing_path.h"

#include <QFileInfo>

#include <sys/stat.h>

#include <cerrno>

namespace jd {

QString whyUnreadable(const QString& path) {
    const QByteArray native = QFile::encodeName(path);
    struct stat followed {};
    if (::stat(native.constData(), &followed) == 0) {
        return QFileInfo(path).isReadable() ? QString() : QStringLiteral("not readable (no permission)");
    }
    const int error = errno;
    if (error == ELOOP) return QStringLiteral("a loop of links (%1 leads back to itself)").arg(path);
    const QFileInfo info(path);
    if (info.isSymLink()) return QStringLiteral("a link to nothing (%1)").arg(info.symLinkTarget());
    if (error == EACCES) return QStringLiteral("not readable (no permission to look inside its folder)");
    return QStringLiteral("no such file or directory");
}

} // namespace jd
