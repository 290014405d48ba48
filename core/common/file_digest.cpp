#include "file_digest.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace jd {

std::optional<QByteArray> fileSha256(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file)) return std::nullopt;
    return hash.result();
}

QString sourcesDigest(const QStringList& paths) {
    if (paths.isEmpty()) return {};
    if (paths.size() == 1) {
        const auto digest = fileSha256(paths.first());
        return digest ? QString::fromLatin1(digest->toHex()) : QString();
    }
    QCryptographicHash all(QCryptographicHash::Sha256);
    for (const QString& path : paths) {
        const auto digest = fileSha256(path);
        if (!digest) return {};
        all.addData(QFileInfo(path).fileName().toUtf8());
        all.addData(QByteArrayView("\0", 1));
        all.addData(*digest);
    }
    return QString::fromLatin1(all.result().toHex());
}

} // namespace jd
