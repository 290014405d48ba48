#pragma once
// A file's content as a SHA-256 digest: blobs stored once by content, sources compared by what they say
// rather than by their dates.
#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace jd {

// The raw digest, or nothing when the file cannot be read to its end.
std::optional<QByteArray> fileSha256(const QString& path);

// The files of a submission as one digest, in hex: a single file's is its own (as a contest's cells keep it),
// several files' covers each name and content in order. Empty when a file cannot be read.
QString sourcesDigest(const QStringList& paths);
// The same from each file's name and raw digest, already taken (a copy's, say).
QString sourcesDigest(const QList<std::pair<QString, QByteArray>>& namedDigests);

} // namespace jd
