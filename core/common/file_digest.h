#pragma once
// A file's content as a SHA-256 digest: blobs stored once by content, sources compared by what they say
// rather than by their dates.
#include <QByteArray>
#include <QString>

#include <optional>

namespace jd {

// The raw digest, or nothing when the file cannot be read to its end.
std::optional<QByteArray> fileSha256(const QString& path);

} // namespace jd
