#pragma once
// A look at a file of any size without reading it all: small files whole, large ones as their first and
// last pages. A 200 MiB test is shown in the time it takes to read 128 KiB.
#include "result.h"

#include <QByteArray>
#include <QString>

namespace jd {

struct FilePreview {
    qint64 size = 0;
    bool whole = false; // `head` is the entire file
    QByteArray head;    // the first page, or everything
    QByteArray tail;    // the last page of a large file
};

// Whole when at most `wholeUpTo` bytes; else `page` bytes from each end.
Result<FilePreview> previewFile(const QString& path, qint64 wholeUpTo = 1 << 20, qint64 page = 64 << 10);

} // namespace jd
