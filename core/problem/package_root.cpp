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

namespace {

// A directory where a test's file belongs would be taken for a group (or passed over) and its test lost.
bool namedAsTestFile(const QString& name) { return name.endsWith(".in") || name.endsWith(".ans"); }

// Past this many, the rest are counted: a package broken everywhere should not print thousands of lines.
constexpr int kNamedAtMost = 20;

} // namespace

Result<void> PackageRoot::checkTree(const QString& shownAs, const TreeLimits& limits) const {
    const QString prefix = shownAs.isEmpty() ? QString() : shownAs + "/";
    QStringList wrong;
    auto found = [&](const QString& name, const std::string& what) {
        wrong << prefix + name + ": " + QString::fromStdString(what);
    };
    auto refused = [&]() -> Result<void> {
        if (wrong.isEmpty()) return {};
        QStringList shown = wrong.mid(0, kNamedAtMost);
        if (wrong.size() > kNamedAtMost) shown << QStringLiteral("and %1 more").arg(wrong.size() - kNamedAtMost);
        return fail(shown.join('\n').toStdString());
    };
    QDirIterator entries(root_, QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot,
                         QDirIterator::Subdirectories); // links are seen, not followed
    // Qt's listings leave out what a QString cannot name: such entries are looked for in every directory.
    auto namesDecode = [&](const QString& directory) {
        const QString where = directory == root_ ? QString() : shown(directory) + "/";
        for (const QString& undecodable : undecodableNames(directory))
            found(where + undecodable, "the file name is not valid UTF-8, so it cannot be opened by its name; rename it");
    };
    namesDecode(root_);
    int count = 0;
    while (entries.hasNext()) {
        const QString path = entries.next();
        const QFileInfo info = entries.fileInfo();
        if (info.isDir() && !info.isSymLink()) namesDecode(path);
        const QString name = shown(path);
        // Limits end the walk: past them the tree is not a problem package, whatever else it holds.
        if (++count > limits.maxEntries)
            return fail((prefix.isEmpty() ? std::string() : shownAs.toStdString() + ": ") + "more than " +
                        std::to_string(limits.maxEntries) + " files; not a problem package");
        if (name.count('/') >= limits.maxDepth)
            return fail((prefix + name).toStdString() + ": nested deeper than " + std::to_string(limits.maxDepth) +
                        " levels");
        if (info.isSymLink()) {
            auto target = resolve(path);
            const QString real = info.canonicalFilePath();
            const QString realParent = QFileInfo(info.path()).canonicalFilePath();
            if (!target)
                found(name, "a link that leads outside the package (to " + info.symLinkTarget().toStdString() + ")");
            else if (info.isDir() && (realParent == real || realParent.startsWith(real + "/")))
                found(name, "a link back up its own tree (a loop)");
            else if (!real.isEmpty() && !info.isDir() && !info.isFile())
                found(name, "a link to something that is not a file (" + real.toStdString() + ")");
            continue;
        }
        if (!info.isDir() && !info.isFile())
            found(name, "not a file or a directory (a device, fifo or socket)");
        else if (info.isDir() && namedAsTestFile(info.fileName()) && !name.startsWith("submissions/"))
            found(name, "is a directory, not a test file");
    }
    return refused();
}

} // namespace jd::problem
