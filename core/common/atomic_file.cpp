#include "atomic_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace jd {

Result<void> writeFileAtomically(const QString& path, const QByteArray& content) {
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return fail(path.toStdString() + ": cannot create its directory");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return fail(path.toStdString() + ": " + file.errorString().toStdString());
    if (file.write(content) != content.size()) {
        const std::string reason = file.errorString().toStdString();
        file.cancelWriting();
        return fail(path.toStdString() + ": " + reason);
    }
    if (!file.commit()) return fail(path.toStdString() + ": " + file.errorString().toStdString());
    return {};
}

Result<void> removeFileIfPresent(const QString& path) {
    QFile file(path);
    if (!file.exists() || file.remove()) return {};
    return fail(path.toStdString() + ": " + file.errorString().toStdString());
}

} // namespace jd
