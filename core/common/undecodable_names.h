#pragma once
// File names Qt cannot hold: bytes that are not valid UTF-8 decode to U+FFFD, and the name that comes
// back no longer opens the file. Such an entry would be dropped in silence by a directory listing;
// readers name it instead, its bytes shown as \xNN escapes.
#include <QString>
#include <QStringList>

namespace jd {

// The entries of `directory` whose names do not survive decoding, escaped ("\xff.in"), in directory order.
QStringList undecodableNames(const QString& directory);

} // namespace jd
