#include "file_preview.h"

#include <QFile>

namespace jd {

Result<FilePreview> previewFile(const QString& path, qint64 wholeUpTo, qint64 page) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return fail(path.toStdString() + ": " + file.errorString().toStdString());
    FilePreview preview;
    preview.size = file.size();
    if (preview.size <= wholeUpTo) {
        preview.head = file.readAll();
        preview.whole = true;
    } else {
        preview.head = file.read(page);
        if (!file.seek(preview.size - page)) return fail(path.toStdString() + ": " + file.errorString().toStdString());
        preview.tail = file.read(page);
    }
    if (file.error() != QFile::NoError) return fail(path.toStdString() + ": " + file.errorString().toStdString());
    return preview;
}

} // namespace jd
