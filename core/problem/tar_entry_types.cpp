#include "tar_entry_types.h"

#include <QByteArray>

#include <optional>

namespace jd::problem {
namespace {

constexpr qint64 kBlock = 512;

std::optional<qint64> entrySize(const char* field) {
    const auto* bytes = reinterpret_cast<const unsigned char*>(field);
    if (bytes[0] & 0x80) { // GNU base-256, for sizes of 8 GiB and more
        qint64 size = 0;
        for (int i = 1; i < 12; ++i) {
            if (size > (qint64(1) << 54)) return std::nullopt;
            size = (size << 8) | bytes[i];
        }
        return size;
    }
    qint64 size = 0;
    for (int i = 0; i < 12 && field[i] != 0 && field[i] != ' '; ++i) {
        if (field[i] < '0' || field[i] > '7') return std::nullopt;
        size = size * 8 + (field[i] - '0');
    }
    return size;
}

QString kindOf(char type) {
    switch (type) {
    case '1': return QStringLiteral("a hard link");
    case '2': return QStringLiteral("a link");
    case '3': return QStringLiteral("a character device");
    case '4': return QStringLiteral("a block device");
    case '6': return QStringLiteral("a fifo");
    default: return QStringLiteral("an entry of type '%1'").arg(QChar::fromLatin1(type));
    }
}

} // namespace

Result<void> checkTarEntryTypes(QIODevice& tar) {
    QByteArray longName; // a GNU 'L' entry names the entry after it
    for (;;) {
        QByteArray header = tar.read(kBlock);
        if (header.size() < kBlock || header.count('\0') == kBlock) return {}; // the end (or KTar's problem)
        const char type = header[156];
        auto size = entrySize(header.constData() + 124);
        if (!size) return fail("a damaged tar header");
        QByteArray name =
            longName.isEmpty() ? QByteArray(header.constData(), qstrnlen(header.constData(), 100)) : longName;
        if (longName.isEmpty() && header.mid(257, 5) == "ustar" && header[345] != 0)
            name = QByteArray(header.constData() + 345, qstrnlen(header.constData() + 345, 155)) + "/" + name;
        const bool data = type == '0' || type == '\0' || type == '7';
        const bool metadata = type == 'L' || type == 'K' || type == 'x' || type == 'g';
        if (!data && !metadata && type != '5')
            return fail(QString::fromUtf8(name).toStdString() + ": " + kindOf(type).toStdString() +
                        "; packages hold plain files only");
        const qint64 padded = (*size + kBlock - 1) / kBlock * kBlock;
        if (type == 'L') {
            if (*size > 65536) return fail("a tar long name of " + std::to_string(*size) + " bytes");
            longName = tar.read(padded).left(*size);
            longName.truncate(qstrnlen(longName.constData(), longName.size()));
            continue;
        }
        longName.clear();
        if (type == '5') continue;
        // Skipped by reading: compressed streams cannot seek.
        for (qint64 left = padded; left > 0;) {
            const QByteArray skipped = tar.read(std::min<qint64>(left, 1 << 16));
            if (skipped.isEmpty()) return {};
            left -= skipped.size();
        }
    }
}

} // namespace jd::problem
