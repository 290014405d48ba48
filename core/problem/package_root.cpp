#include "package_root.h"

#include "../common/undecodable_names.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

namespace jd::problem {

PackageRoot::PackageRoot(const QString& directory)
    : root_(QDir::cleanPath(QFileInfo(directory).absoluteFilePath()))
    , realRoot_(QFileInfo(directory).canonicalFilePath()) {
    if (realRoot_.isEmpty()) realRoot_ = root_;
}

bool PackageRoot::contains(const QString& realPath) const {
    return realPath == realRoot_ || realPath.startsWith(realRoot_ == "/" ? realRoot_ : realRoot_ + "/");
}

QString PackageRoot::shown(const QString& absolutePath) const {
    const QString relative = QDir(root_).relativeFilePath(absolutePath);
    return relative.startsWith("..") ? absolutePath : relative;
}

Result<QString> PackageRoot::resolve(const QString& path) const {
    const QString absolute = QDir::cleanPath(QDir(root_).absoluteFilePath(path));
    // The nearest ancestor that exists carries the links; the names below it cannot be links yet.
    QString existing = absolute, rest;
    while (!QFileInfo::exists(existing) && !QFileInfo(existing).isSymLink() && existing != "/") {
        rest = QFileInfo(existing).fileName() + (rest.isEmpty() ? QString() : "/" + rest);
        existing = QFileInfo(existing).path();
    }
    QFileInfo info(existing);
    QString real = info.canonicalFilePath();
    if (real.isEmpty()) // a link to nothing: where it would lead, as written
        real = QDir::cleanPath(QFileInfo(existing).absoluteDir().absoluteFilePath(info.symLinkTarget()));
    if (!rest.isEmpty()) real = QDir::cleanPath(real + "/" + rest);
    if (!contains(real))
        return fail((QDir::isRelativePath(path) ? path : shown(absolute)).toStdString() +
                    ": leads outside the package (to " + real.toStdString() + ")");
    return absolute;
}

Result<void> PackageRoot::checkTree(const TreeLimits& limits) const {
    QDirIterator entries(root_, QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot,
                         QDirIterator::Subdirectories); // links are seen, not followed
    // Qt's listings leave out what a QString cannot name: such entries are looked for in every directory.
    auto namesDecode = [this](const QString& directory) -> Result<void> {
        const QStringList undecodable = undecodableNames(directory);
        if (undecodable.isEmpty()) return {};
        const QString where = directory == root_ ? QString() : shown(directory) + "/";
        return fail((where + undecodable.first()).toStdString() +
                    ": the file name is not valid UTF-8, so it cannot be opened by its name; rename it");
    };
    if (auto decoded = namesDecode(root_); !decoded) return decoded;
    int count = 0;
    while (entries.hasNext()) {
        const QString path = entries.next();
        const QFileInfo info = entries.fileInfo();
        if (info.isDir() && !info.isSymLink())
            if (auto decoded = namesDecode(path); !decoded) return decoded;
        const QString name = shown(path);
        if (++count > limits.maxEntries)
            return fail("more than " + std::to_string(limits.maxEntries) + " files; not a problem package");
        if (name.count('/') >= limits.maxDepth)
            return fail(name.toStdString() + ": nested deeper than " + std::to_string(limits.maxDepth) + " levels");
        if (info.isSymLink()) {
            auto target = resolve(path);
            if (!target)
                return fail(name.toStdString() + ": a link that leads outside the package (to " +
                            info.symLinkTarget().toStdString() + ")");
            const QString real = info.canonicalFilePath();
            const QString realParent = QFileInfo(info.path()).canonicalFilePath();
            if (info.isDir() && (realParent == real || realParent.startsWith(real + "/")))
                return fail(name.toStdString() + ": a link back up its own tree (a loop)");
            if (!real.isEmpty() && !info.isDir() && !info.isFile())
                return fail(name.toStdString() + ": a link to something that is not a file (" + real.toStdString() +
                            ")");
            continue;
        }
        if (!info.isDir() && !info.isFile())
            return fail(name.toStdString() + ": not a file or a directory (a device, fifo or socket)");
    }
    return {};
}

} // namespace jd::problem
