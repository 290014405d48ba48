#include "file_digest.h"

#include <QCryptographicHash>
#include <QFile>

namespace jd {

std::optional<QByteArray> fileSha256(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file)) return std::nullopt;
    return hash.result();
}

} // namespace jd
