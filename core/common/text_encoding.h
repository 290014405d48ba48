#pragma once
// The text of a file written in whatever encoding its author's editor used. Contestants' sources are often not
// UTF-8: Dev-C++ and Visual Studio on a Chinese Windows write GBK, on a Russian one windows-1251, and a comment
// in either made the file unreadable in JudgeDesk. Such a file is shown in the encoding it was written in
// (recognised by KCodecs' KEncodingProber, the detector KDE's editors use) and, when that reading gives its
// bytes back exactly, saved in it again: re-encoding a contestant's source as UTF-8 would change the bytes of
// its string literals and so what it prints.
#include "common/result.h"

#include <QByteArray>
#include <QString>

namespace jd {

struct DecodedText {
    QString text;
    QByteArray encoding; // "UTF-8", "GB18030", "windows-1251", ... as Qt's (ICU's) codecs name it
    // Encoding `text` again in `encoding` gives the file's bytes back: it can be edited and saved without changing
    // what was not edited.
    bool roundTrips = true;
    bool isUtf8() const { return encoding == "UTF-8"; }
};

// UTF-8 (a byte order mark kept as it is), UTF-16 or UTF-32 by a byte order mark, else the encoding the bytes
// are most likely in. Fails for binary data: a NUL byte outside UTF-16/32, or bytes no encoding reads.
Result<DecodedText> decodeText(const QByteArray& bytes);

// Bytes a program wrote, for a person to read: UTF-8 when they are, else as decodeText reads them (a compiler
// quoting the line of a GBK source that it rejects), else UTF-8 with what is not replaced.
QString readableText(const QByteArray& bytes);

// `text` in `encoding`; fails naming the first character that encoding cannot hold.
Result<QByteArray> encodeText(const QString& text, const QByteArray& encoding);

} // namespace jd
