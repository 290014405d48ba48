#pragma once
// Writes that a crash cannot tear: the new content goes to a temporary file beside the target, is
// flushed to disk, and replaces the target by a rename. A reader sees the old file or the new one.
#include "result.h"

#include <QByteArray>
#include <QString>

namespace jd {

Result<void> writeFileAtomically(const QString& path, const QByteArray& content);

// Copies a file of any size (read and written in pieces, never whole in memory) the same way: the
// target is the old file or the whole copy.
Result<void> copyFileAtomically(const QString& from, const QString& to);

// Removes a file; a file that is already gone is not an error.
Result<void> removeFileIfPresent(const QString& path);

} // namespace jd
