#pragma once
// Writes that a crash cannot tear: the new content goes to a temporary file beside the target, is
// flushed to disk, and replaces the target by a rename. A reader sees the old file or the new one.
#include "result.h"

#include <QByteArray>
#include <QString>

namespace jd {

Result<void> writeFileAtomically(const QString& path, const QByteArray& content);

// Removes a file; a file that is already gone is not an error.
Result<void> removeFileIfPresent(const QString& path);

} // namespace jd
