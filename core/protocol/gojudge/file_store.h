#pragma once
// go-judge's cached files (/file, PreparedFile, copyOutCached): kept on disk, each under an opaque id,
// bounded in size and number so that no client can fill the machine, safe to use from every request's
// thread at once. Given a directory, what it holds comes back at the next start.
#include "common/result.h"

#include <QByteArray>
#include <QHash>
#include <QMap>
#include <QString>
#include <QTemporaryDir>

#include <memory>
#include <mutex>
#include <optional>

namespace jd::gojudge {

class FileStore {
public:
    struct Bounds {
        qint64 fileBytes = 256ll << 20; // go-judge's own default copy-out limit
        qint64 totalBytes = 4ll << 30;
        int files = 10000;
    };

    // `directory` empty: a private one, gone with the store.
    static Result<std::unique_ptr<FileStore>> open(const QString& directory, Bounds bounds);

    Result<QString> add(const QByteArray& content, const QString& name);
    // Takes a file a run left (moved when it can be, else copied).
    Result<QString> addFile(const QString& path, const QString& name);
    // Where a cached file's content is, for a run to read; nothing for an unknown id.
    std::optional<QString> path(const QString& id) const;
    Result<QByteArray> read(const QString& id) const;
    bool remove(const QString& id);
    QMap<QString, QString> list() const; // id -> the name it was given
    QString directory() const { return directory_; }
    const Bounds& bounds() const { return bounds_; }
    qint64 totalBytes() const;

private:
    FileStore(QString directory, Bounds bounds, std::unique_ptr<QTemporaryDir> owned);
    Result<QString> reserve(qint64 size);
    Result<QString> commit(const QString& id, const QString& name, qint64 size);
    QString contentPath(const QString& id) const { return directory_ + "/" + id; }

    struct Entry {
        QString name;
        qint64 size = 0;
    };
    std::unique_ptr<QTemporaryDir> owned_;
    QString directory_;
    Bounds bounds_;
    mutable std::mutex mutex_;
    QHash<QString, Entry> entries_; // guarded by mutex_
    qint64 total_ = 0;              // guarded by mutex_: bytes kept and reserved
};

} // namespace jd::gojudge
