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
    QList<std::pair<QString, QByteArray>> named;
    for (const QString& path : paths) {
        const auto digest = fileSha256(path);
        if (!digest) return {};
        named.push_back({QFileInfo(path).fileName(), *digest});
    }
    return sourcesDigest(named);
}

QString sourcesDigest(const QList<std::pair<QString, QByteArray>>& namedDigests) {
    if (namedDigests.isEmpty()) return {};
    if (namedDigests.size() == 1) return QString::fromLatin1(namedDigests.first().second.toHex());
    QCryptographicHash all(QCryptographicHash::Sha256);
    for (const auto& [name, digest] : namedDigests) {
        all.addData(name.toUtf8());
        all.addData(QByteArrayView("\0", 1));
        all.addData(digest);
    }
    return QString::fromLatin1(all.result().toHex());
}

} // namespace jd
