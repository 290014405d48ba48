#include "tree_copy.h"

#include "atomic_file.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

namespace jd {

Result<void> copyTree(const QString& from, const QString& to) {
    QDirIterator files(from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString source = files.next();
        if (QFileInfo(source).isSymLink()) continue;
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(source));
        if (auto copied = copyFileAtomically(source, target); !copied) return copied;
        QFile::setPermissions(target, QFile::permissions(source));
    }
    return {};
}

} // namespace jd
