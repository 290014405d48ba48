#include "line_index.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstring>

namespace jd {

Result<LineIndex> LineIndex::build(const QString& path, std::stop_token stop) {
    // A package's answer may be anything: a FIFO would block the open until someone writes to it.
    if (const QFileInfo info(path); info.exists() && !info.isFile())
        return fail(path.toStdString() + ": not a regular file");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return fail(path.toStdString() + ": " + file.errorString().toStdString());
    LineIndex index;
    index.path_ = path;
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    qint64 offset = 0;
    bool lineOpen = false; // bytes were read since the last newline (or the start)
    for (;;) {
        if (stop.stop_requested()) return fail("stopped");
        const qint64 got = file.read(buffer.data(), buffer.size());
        if (got < 0) return fail(path.toStdString() + ": " + file.errorString().toStdString());
        if (got == 0) break;
        const char* begin = buffer.constData();
        const char* end = begin + got;
        for (const char* at = begin; at < end;) {
            if (!lineOpen) {
                index.starts_.push_back(offset + (at - begin));
                lineOpen = true;
            }
            const void* newline = std::memchr(at, '\n', size_t(end - at));
            if (!newline) break;
            const qint64 newlineAt = offset + (static_cast<const char*>(newline) - begin);
            index.longest_ = std::max(index.longest_, newlineAt - index.starts_.back());
            at = static_cast<const char*>(newline) + 1;
            lineOpen = false;
        }
        offset += got;
    }
    index.size_ = offset;
    index.endsWithNewline_ = offset > 0 && !lineOpen;
    if (lineOpen) index.longest_ = std::max(index.longest_, offset - index.starts_.back());
    return index;
}

qint64 LineIndex::lineEnd(qint64 line) const {
    if (line + 1 < lineCount()) return lineStart(line + 1) - 1;
    return endsWithNewline_ ? size_ - 1 : size_;
}

qint64 LineIndex::lineAt(qint64 offset) const {
    if (starts_.empty()) return 0;
    auto after = std::upper_bound(starts_.begin(), starts_.end(), offset);
    return std::max<qint64>(0, (after - starts_.begin()) - 1);
}

} // namespace jd
