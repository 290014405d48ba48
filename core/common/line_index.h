#pragma once
// Where each line of a file starts, so that any line of a file of any size can be read at once without
// reading what comes before it: what lets a 50 MiB output be shown around its first difference as soon
// as that is known. Built in one pass (memchr over 1 MiB reads); 8 bytes per line.
#include "result.h"

#include <QByteArray>
#include <QString>

#include <stop_token>
#include <vector>

namespace jd {

class LineIndex {
public:
    // An error when the file cannot be read, or `stop` was requested meanwhile.
    static Result<LineIndex> build(const QString& path, std::stop_token stop = {});

    QString path() const { return path_; }
    qint64 fileSize() const { return size_; }
    // A file that does not end with a newline has its last, unterminated line counted; an empty file none.
    qint64 lineCount() const { return qint64(starts_.size()); }
    // 0-based line → its first byte; lineEnd is the byte after it, newline excluded.
    qint64 lineStart(qint64 line) const { return starts_[size_t(line)]; }
    qint64 lineEnd(qint64 line) const;
    // The length in bytes of the longest line, newline excluded.
    qint64 longestLine() const { return longest_; }
    // The line holding `offset` (0-based); the last line for an offset at or past the end.
    qint64 lineAt(qint64 offset) const;

private:
    QString path_;
    qint64 size_ = 0;
    bool endsWithNewline_ = false;
    qint64 longest_ = 0;
    std::vector<qint64> starts_;
};

} // namespace jd
