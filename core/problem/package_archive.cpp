#include "package_archive.h"

#include "tar_entry_types.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <sys/stat.h>

#include <KArchive>
#include <KArchiveDirectory>
#include <KArchiveFile>
#include <KCompressionDevice>
#include <KTar>
#include <KZip>
#include <memory>

namespace jd::problem {
namespace {

std::unique_ptr<KArchive> openArchive(const QString& path) {
    const QString lower = path.toLower();
    if (lower.endsWith(".zip")) return std::make_unique<KZip>(path);
    return std::make_unique<KTar>(path); // .tar, .tar.gz, .tgz, .tar.bz2, .tar.xz: KTar finds the compression
}

Result<QByteArray> contentHash(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return fail(path.toStdString() + ": " + file.errorString().toStdString());
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file)) return fail(path.toStdString() + ": cannot be read");
    return hash.result().toHex().left(24);
}

// The length of the archive suffix a file name ends with (the longest, so ".tar.gz" over ".gz"); 0 if none.
qsizetype archiveSuffixLength(const QString& name) {
    const QString lower = name.toLower();
    for (const char* suffix : {".tar.gz", ".tar.bz2", ".tar.xz", ".tgz", ".tar", ".zip"})
        if (lower.endsWith(QLatin1String(suffix))) return qstrlen(suffix);
    return 0;
}

bool safeEntryName(const QString& name) {
    return !name.isEmpty() && name != "." && name != ".." && !name.contains('/') && !name.contains('\\') &&
           !name.contains(QChar(0));
}

struct Unpacker {
    const ArchiveLimits& limits;
    qint64 bytes = 0;
    int entries = 0;

    Result<void> unpack(const KArchiveDirectory& directory, const QString& target, const QString& shownPath) {
        for (const QString& name : directory.entries()) {
            const KArchiveEntry* entry = directory.entry(name);
            const QString shown = shownPath + name;
            if (!safeEntryName(name)) return fail(shown.toStdString() + ": an entry name that leaves the package");
            if (const mode_t type = entry->permissions() & S_IFMT;
                type != 0 && type != S_IFREG && type != S_IFDIR && type != S_IFLNK)
                return fail(shown.toStdString() + ": a device, fifo or socket; packages hold plain files only");
            if (!entry->symLinkTarget().isEmpty())
                return fail(shown.toStdString() + ": a link (to " + entry->symLinkTarget().toStdString() +
                            "); packages hold plain files only");
            if (++entries > limits.maxEntries)
                return fail("more than " + std::to_string(limits.maxEntries) + " entries; not a problem package");
            const QString path = target + "/" + name;
            if (entry->isDirectory()) {
                if (!QDir().mkdir(path)) return fail(path.toStdString() + ": cannot be created");
                auto inner = unpack(*static_cast<const KArchiveDirectory*>(entry), path, shown + "/");
                if (!inner) return inner;
            } else if (auto copied = copyFile(*static_cast<const KArchiveFile*>(entry), path, shown); !copied) {
                return copied;
            }
        }
        return {};
    }

    // Counts what is really decompressed, not what the header claims: a lying header cannot fill the disk.
    Result<void> copyFile(const KArchiveFile& entry, const QString& path, const QString& shown) {
        std::unique_ptr<QIODevice> input(entry.createDevice());
        QFile output(path);
        if (!input || !output.open(QIODevice::WriteOnly))
            return fail(shown.toStdString() + ": cannot be unpacked to " + path.toStdString());
        QByteArray buffer(1 << 16, Qt::Uninitialized);
        for (;;) {
            const qint64 got = input->read(buffer.data(), buffer.size());
            if (got < 0) return fail(shown.toStdString() + ": the archive is damaged here");
            if (got == 0) break;
            bytes += got;
            if (bytes > limits.maxBytes)
                return fail("unpacks to more than " + std::to_string(limits.maxBytes >> 20) + " MiB (at " +
                            shown.toStdString() + "); not a problem package");
            if (output.write(buffer.constData(), got) != got)
                return fail(path.toStdString() + ": " + output.errorString().toStdString());
        }
        if (entry.permissions() & 0111) output.setPermissions(output.permissions() | QFile::ExeOwner | QFile::ExeUser);
        return {};
    }
};

bool looksLikePackageRoot(const QDir& dir) {
    for (const char* marker : {"problem.yaml", "problem.xml", "domjudge-problem.ini", "data"})
        if (dir.exists(marker)) return true;
    return dir.exists("settings.json") && dir.exists("cases"); // omegaUp
}

} // namespace

bool isPackageArchive(const QString& path) { return archiveSuffixLength(path) > 0 && QFileInfo(path).isFile(); }

QString defaultPackageCache() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + "/judgedesk/packages";
}

Result<QString> unpackPackageArchive(const QString& archivePath, const QString& cacheDirectory,
                                     const ArchiveLimits& limits) {
    const QFileInfo info(archivePath);
    if (!info.isFile()) return fail(archivePath.toStdString() + ": no such file");
    auto hash = contentHash(archivePath);
    if (!hash) return fail(hash.error());
    // The package keeps its file's name (it becomes the problem's short name), under a directory per content.
    const QString stem = info.fileName().chopped(archiveSuffixLength(info.fileName()));
    const QString home = QDir(cacheDirectory).filePath(QString::fromLatin1(*hash));
    const QString unpacked = home + "/" + stem;

    if (!QFileInfo(unpacked).isDir()) {
        if (!QDir().mkpath(cacheDirectory)) return fail(cacheDirectory.toStdString() + ": cannot be created");
        QTemporaryDir scratch(QDir(cacheDirectory).filePath("unpacking-XXXXXX"));
        if (!scratch.isValid()) return fail(cacheDirectory.toStdString() + ": " + scratch.errorString().toStdString());
        if (!archivePath.toLower().endsWith(".zip")) {
            KCompressionDevice tar(archivePath);
            if (tar.open(QIODevice::ReadOnly))
                if (auto types = checkTarEntryTypes(tar); !types)
                    return fail(info.fileName().toStdString() + ": " + types.error());
        }
        auto archive = openArchive(archivePath);
        if (!archive->open(QIODevice::ReadOnly))
            return fail(archivePath.toStdString() + ": not a readable archive (" +
                        archive->errorString().toStdString() + ")");
        const QString target = scratch.path() + "/" + stem;
        if (!QDir().mkdir(target)) return fail(target.toStdString() + ": cannot be created");
        Unpacker unpacker{limits};
        if (auto done = unpacker.unpack(*archive->directory(), target, {}); !done)
            return fail(info.fileName().toStdString() + ": " + done.error());
        QDir().mkpath(home);
        if (!QDir().rename(target, unpacked) && !QFileInfo(unpacked).isDir())
            return fail(unpacked.toStdString() + ": cannot be put in place");
    }

    // Zips made by zipping a folder have the package one level down.
    QDir root(unpacked);
    if (!looksLikePackageRoot(root)) {
        const QStringList children = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        if (children.size() == 1 && looksLikePackageRoot(QDir(root.filePath(children.first()))))
            return root.filePath(children.first());
        return fail(info.fileName().toStdString() +
                    ": holds no problem package (no problem.yaml, problem.xml, domjudge-problem.ini, data/ or "
                    "settings.json with cases/)");
    }
    return unpacked;
}

} // namespace jd::problem
