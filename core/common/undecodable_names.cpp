#include "undecodable_names.h"

#include <QFile>

#include <dirent.h>

#include <memory>

namespace jd {

QStringList undecodableNames(const QString& directory) {
    QStringList names;
    std::unique_ptr<DIR, int (*)(DIR*)> dir(::opendir(QFile::encodeName(directory).constData()), ::closedir);
    if (!dir) return names;
    while (const dirent* entry = ::readdir(dir.get())) {
        const QByteArray raw(entry->d_name);
        if (QFile::encodeName(QFile::decodeName(raw)) == raw) continue;
        QString escaped;
        for (char byte : raw) {
            const auto value = static_cast<unsigned char>(byte);
            escaped += value >= 0x20 && value < 0x7f ? QString(QChar(value))
                                                     : QStringLiteral("\\x%1").arg(value, 2, 16, QChar('0'));
        }
        names << escaped;
    }
    return names;
}

} // namespace jd
