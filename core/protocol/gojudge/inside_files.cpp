#include "inside_files.h"

#include <QDir>
#include <QFile>

#include <fcntl.h>
#include <linux/openat2.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace jd::gojudge {

using sandbox::UniqueFd;

bool safeName(const QString& name) {
    const QString clean = QDir::cleanPath(name);
    return !name.isEmpty() && !QDir::isAbsolutePath(name) && clean != ".." && !clean.startsWith("../") && clean != ".";
}

QString insideName(const QString& name) {
    const QString prefix = QString::fromLatin1(kInside) + '/';
    return name.startsWith(prefix) ? name.mid(prefix.size()) : name;
}

UniqueFd openBeneath(const QString& directory, const QString& name) {
    UniqueFd root(::open(QFile::encodeName(directory).constData(), O_PATH | O_DIRECTORY | O_CLOEXEC));
    if (!root) return {};
    open_how how{};
    how.flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK; // O_NONBLOCK: a FIFO never blocks the open
    how.resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
    return UniqueFd(int(::syscall(SYS_openat2, root.get(), QFile::encodeName(name).constData(), &how, sizeof how)));
}

CopiedOut copyOut(const QString& directory, const QString& name, uint64_t max, bool firstBytesOnly) {
    if (!safeName(name)) return {std::nullopt, FileError{name, FileErrorType::CopyOutOpen, "not a name in /w"}};
    UniqueFd file = openBeneath(directory, name);
    if (!file) {
        const int error = errno;
        // ELOOP: a symbolic link, which is not followed; EXDEV: a path leaving /w.
        const FileErrorType type =
            error == ELOOP || error == EXDEV ? FileErrorType::CopyOutNotRegularFile : FileErrorType::CopyOutOpen;
        return {std::nullopt, FileError{name, type, QString::fromLocal8Bit(strerror(error))}};
    }
    struct stat status {};
    if (::fstat(file.get(), &status) != 0 || !S_ISREG(status.st_mode))
        return {std::nullopt, FileError{name, FileErrorType::CopyOutNotRegularFile, "not a regular file"}};
    if (uint64_t(status.st_size) > max && !firstBytesOnly)
        return {std::nullopt, FileError{name, FileErrorType::CopyOutSizeExceeded,
                                        QStringLiteral("%1 bytes, more than %2").arg(status.st_size).arg(max)}};
    QByteArray content(qsizetype(std::min<uint64_t>(uint64_t(status.st_size), max)), Qt::Uninitialized);
    qsizetype done = 0;
    while (done < content.size()) {
        const ssize_t got = ::read(file.get(), content.data() + done, size_t(content.size() - done));
        if (got <= 0) break;
        done += got;
    }
    content.truncate(done);
    return {content, std::nullopt};
}

} // namespace jd::gojudge
