#include "kept_sources.h"

#include "../common/file_digest.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace jd::store {

namespace {
// The folder every source lies below: the place their relative layout is taken from.
QString sharedFolder(const QList<StoredSource>& sources) {
    QString shared = QFileInfo(sources.first().path).path();
    for (const StoredSource& source : sources) {
        const QString folder = QFileInfo(source.path).path();
        while (folder != shared && !folder.startsWith(shared.endsWith('/') ? shared : shared + '/'))
            shared = QFileInfo(shared).path();
    }
    return shared;
}
} // namespace

bool hasCompleteCopy(const StoredJudgement& judgement) {
    return !judgement.sources.isEmpty() && std::all_of(judgement.sources.begin(), judgement.sources.end(),
                                                       [](const StoredSource& file) { return !file.blob.isEmpty(); });
}

QString digestOfFilesNow(const StoredJudgement& judgement) {
    QStringList files;
    for (const StoredSource& source : judgement.sources)
        files << source.path;
    if (files.isEmpty()) files << judgement.submission;
    return sourcesDigest(files);
}

Result<QStringList> restoreKeptSources(const QList<StoredSource>& sources, const QString& directory) {
    if (sources.isEmpty()) return fail("no copy of the sources was kept with this judgement");
    const QDir shared(sharedFolder(sources));
    QStringList restored;
    for (const StoredSource& source : sources) {
        if (source.blob.isEmpty())
            return fail("no copy of " + source.path.toStdString() + " was kept (it was too large to keep)");
        if (!QFileInfo(source.blob).isFile())
            return fail("the copy of " + source.path.toStdString() + " is gone from the results database's blobs (" +
                        source.blob.toStdString() + ")");
        const QString target = QDir(directory).filePath(shared.relativeFilePath(source.path));
        if (!QDir().mkpath(QFileInfo(target).path()))
            return fail("cannot create " + QFileInfo(target).path().toStdString());
        QFile::remove(target);
        if (!QFile::copy(source.blob, target))
            return fail("cannot copy the kept " + source.path.toStdString() + " to " + target.toStdString());
        // QFile::copy takes the blob's permissions, whatever they became; the copy is a submission's file.
        QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
        restored << target;
    }
    return restored;
}

} // namespace jd::store
