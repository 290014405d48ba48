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

Result<void> copyFileAtomically(const QString& from, const QString& to) {
    QFile source(from);
    if (!source.open(QIODevice::ReadOnly)) return fail(from.toStdString() + ": " + source.errorString().toStdString());
    if (!QDir().mkpath(QFileInfo(to).absolutePath())) return fail(to.toStdString() + ": cannot create its directory");
    QSaveFile target(to);
    if (!target.open(QIODevice::WriteOnly)) return fail(to.toStdString() + ": " + target.errorString().toStdString());
    QByteArray piece;
    while (!(piece = source.read(1 << 20)).isEmpty())
        if (target.write(piece) != piece.size()) {
            const std::string reason = target.errorString().toStdString();
            target.cancelWriting();
            return fail(to.toStdString() + ": " + reason);
        }
    if (source.error() != QFile::NoError) {
        target.cancelWriting();
        return fail(from.toStdString() + ": " + source.errorString().toStdString());
    }
    if (!target.commit()) return fail(to.toStdString() + ": " + target.errorString().toStdString());
    return {};
}

Result<void> removeFileIfPresent(const QString& path) {
    QFile file(path);
    if (!file.exists() || file.remove()) return {};
    return fail(path.toStdString() + ": " + file.errorString().toStdString());
}

} // namespace jd
