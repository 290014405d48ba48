#include "unused_blobs.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace jd::store {

Result<BlobSweep> removeUnusedBlobs(const QString& blobDirectory, const QSet<QString>& used,
                                    std::chrono::seconds grace) {
    BlobSweep sweep;
    const QDir root(blobDirectory);
    if (!root.exists()) return sweep;
    const QDateTime youngest = QDateTime::currentDateTimeUtc().addSecs(-grace.count());
    for (const QFileInfo& folder : root.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::NoSymLinks)) {
        for (const QFileInfo& blob : QDir(folder.filePath()).entryInfoList(QDir::Files | QDir::Hidden | QDir::System)) {
            if (used.contains(blob.fileName()) || blob.lastModified().toUTC() > youngest) continue;
            if (!QFile::remove(blob.filePath())) return fail("cannot remove " + blob.filePath().toStdString());
            ++sweep.removed;
            sweep.bytes += blob.size();
        }
        QDir().rmdir(folder.filePath()); // only when empty
    }
    return sweep;
}

} // namespace jd::store
