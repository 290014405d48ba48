#include "package_import.h"

#include "../common/free_name.h"
#include "../common/tree_copy.h"
#include "package.h"
#include "problem_templates.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

namespace jd::problem {
namespace {

QString stemOf(const QFileInfo& source) {
    QString name = source.fileName();
    for (const char* suffix : {".tar.gz", ".tar.bz2", ".tar.xz", ".tgz", ".tar", ".zip"})
        if (name.endsWith(QLatin1String(suffix), Qt::CaseInsensitive)) return name.chopped(qstrlen(suffix));
    return name;
}

} // namespace

Result<QString> importPackage(const QString& source, const QString& workspace, const ArchiveLimits& limits) {
    const QFileInfo from(source);
    if (!from.exists()) return fail(source.toStdString() + ": no such file or folder");
    const QDir into(workspace);
    if (!into.exists()) return fail(workspace.toStdString() + ": no such folder");
    const QString canonicalSource = from.canonicalFilePath(),
                  canonicalWorkspace = QFileInfo(workspace).canonicalFilePath();
    if (from.isDir() && (canonicalWorkspace == canonicalSource || canonicalWorkspace.startsWith(canonicalSource + "/")))
        return fail(source.toStdString() + " holds the workspace; it cannot be copied into it");

    QTemporaryDir scratch(into.filePath(".import-XXXXXX"));
    if (!scratch.isValid()) return fail("cannot write in " + workspace.toStdString());
    QString package;
    if (isPackageArchive(source)) {
        auto unpacked = unpackPackageArchive(source, scratch.path(), limits);
        if (!unpacked) return unpacked.failure();
        package = *unpacked;
    } else if (from.isDir()) {
        package = scratch.filePath("package");
        if (auto copied = copyTree(source, package); !copied) return copied.failure();
    } else {
        return fail(source.toStdString() + ": not a problem folder or a package archive (.zip, .tar.gz, ...)");
    }
    if (auto problem = readProblem(package); !problem)
        return fail(from.fileName().toStdString() + " is not a problem JudgeDesk reads: " + problem.error());

    const QString target = into.filePath(freeName(into, [&] {
        const QString wanted = suggestProblemFolderName(stemOf(from));
        return wanted.isEmpty() ? QStringLiteral("problem") : wanted;
    }()));
    if (!QDir().rename(package, target)) return fail("cannot move the problem into " + target.toStdString());
    return target;
}

} // namespace jd::problem
