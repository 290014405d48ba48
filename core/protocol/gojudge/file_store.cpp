#include "file_store.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>

namespace jd::gojudge {
namespace {

constexpr auto kNameSuffix = ".name"; // beside each content file: the name it was given

// Short, opaque and unguessable, from an alphabet safe in a URL path and a file name.
QString newId() {
    static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    QString id;
    for (int i = 0; i < 16; ++i)
        id += QLatin1Char(alphabet[QRandomGenerator::system()->bounded(32)]);
    return id;
}

bool validId(const QString& id) {
    if (id.size() != 16) return false;
    for (QChar c : id)
        if (!((c >= 'A' && c <= 'Z') || (c >= '2' && c <= '7'))) return false;
    return true;
}

bool writeAtomically(const QString& path, const QByteArray& content) {
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size() && file.commit();
}

} // namespace

FileStore::FileStore(QString directory, Bounds bounds, std::unique_ptr<QTemporaryDir> owned)
    : owned_(std::move(owned))
    , directory_(std::move(directory))
    , bounds_(bounds) {}

Result<std::unique_ptr<FileStore>> FileStore::open(const QString& directory, Bounds bounds) {
    std::unique_ptr<QTemporaryDir> owned;
    QString path = directory;
    if (path.isEmpty()) {
        owned = std::make_unique<QTemporaryDir>();
        if (!owned->isValid()) return fail("cannot create a directory for the cached files");
        path = owned->path();
    } else if (!QDir().mkpath(path)) {
        return fail("cannot create the file store " + path.toStdString());
    }
    std::unique_ptr<FileStore> store(new FileStore(QDir(path).absolutePath(), bounds, std::move(owned)));
    // Files kept by an earlier run of the server; anything else in the directory is left alone.
    const QDir dir(store->directory_);
    for (const QFileInfo& file : dir.entryInfoList(QDir::Files)) {
        if (!validId(file.fileName())) continue;
        QFile name(file.filePath() + kNameSuffix);
        if (!name.open(QIODevice::ReadOnly)) continue;
        store->entries_.insert(file.fileName(), {QString::fromUtf8(name.readAll()), file.size()});
        store->total_ += file.size();
    }
    return store;
}

Result<QString> FileStore::reserve(qint64 size) {
    std::lock_guard lock(mutex_);
    if (size > bounds_.fileBytes)
        return fail("the file is " + std::to_string(size) + " bytes, more than the " +
                    std::to_string(bounds_.fileBytes) + " a cached file may have");
    if (entries_.size() >= bounds_.files)
        return fail("the file store holds its most files (" + std::to_string(bounds_.files) + "): delete some");
    if (total_ + size > bounds_.totalBytes)
        return fail("the file store is full (" + std::to_string(bounds_.totalBytes) + " bytes): delete some files");
    QString id;
    do
        id = newId();
    while (entries_.contains(id));
    entries_.insert(id, {QString(), size}); // held while it is written, so that no one else takes the room
    total_ += size;
    return id;
}

Result<QString> FileStore::commit(const QString& id, const QString& name, qint64 size) {
    if (!writeAtomically(contentPath(id) + kNameSuffix, name.toUtf8())) {
        QFile::remove(contentPath(id));
        remove(id);
        return fail("cannot write in the file store " + directory_.toStdString());
    }
    std::lock_guard lock(mutex_);
    entries_[id] = {name, size};
    return id;
}

Result<QString> FileStore::add(const QByteArray& content, const QString& name) {
    auto id = reserve(content.size());
    if (!id) return id;
    if (!writeAtomically(contentPath(*id), content)) {
        remove(*id);
        return fail("cannot write in the file store " + directory_.toStdString());
    }
    return commit(*id, name, content.size());
}

Result<QString> FileStore::addFile(const QString& path, const QString& name) {
    const QFileInfo info(path);
    if (!info.isFile()) return fail(path.toStdString() + " is not a regular file");
    auto id = reserve(info.size());
    if (!id) return id;
    if (!QFile::rename(path, contentPath(*id)) && !QFile::copy(path, contentPath(*id))) {
        remove(*id);
        return fail("cannot keep " + path.toStdString() + " in the file store");
    }
    return commit(*id, name, info.size());
}

std::optional<QString> FileStore::path(const QString& id) const {
    std::lock_guard lock(mutex_);
    if (!validId(id) || !entries_.contains(id)) return std::nullopt;
    return contentPath(id);
}

Result<QByteArray> FileStore::read(const QString& id) const {
    const auto where = path(id);
    if (!where) return fail("no file " + id.toStdString());
    QFile file(*where);
    if (!file.open(QIODevice::ReadOnly)) return fail("cannot read file " + id.toStdString());
    return file.readAll();
}

bool FileStore::remove(const QString& id) {
    std::lock_guard lock(mutex_);
    const auto entry = entries_.find(id);
    if (entry == entries_.end()) return false;
    total_ -= entry->size;
    entries_.erase(entry);
    QFile::remove(contentPath(id));
    QFile::remove(contentPath(id) + kNameSuffix);
    return true;
}

QMap<QString, QString> FileStore::list() const {
    std::lock_guard lock(mutex_);
    QMap<QString, QString> listed;
    for (auto entry = entries_.begin(); entry != entries_.end(); ++entry)
        listed.insert(entry.key(), entry->name);
    return listed;
}

qint64 FileStore::totalBytes() const {
    std::lock_guard lock(mutex_);
    return total_;
}

} // namespace jd::gojudge
