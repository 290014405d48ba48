#include "package.h"

#include "kattis_reader.h"
#include "omegaup_reader.h"
#include "package_archive.h"
#include "polygon_reader.h"
#include "tps_reader.h"

#include <QDir>
#include <QFileInfo>

namespace jd::problem {

Result<Problem> readProblem(const QString& path) {
    if (isPackageArchive(path)) {
        auto unpacked = unpackPackageArchive(path, defaultPackageCache());
        if (!unpacked) return fail(unpacked.error());
        return readProblem(*unpacked);
    }
    QFileInfo info(path);
    if (!info.exists()) return fail(path.toStdString() + ": no such file or directory");
    if (!info.isDir()) return fail(path.toStdString() + ": not a problem directory");
    QDir dir(path);
    if (dir.exists("problem.xml") && !dir.exists("problem.yaml")) return readPolygonProblem(path);
    if (!dir.exists("problem.yaml") && isTpsPackage(path)) return readTpsProblem(path);
    if (!dir.exists("problem.yaml") && isOmegaUpProblem(path)) return readOmegaUpProblem(path);
    return readKattisProblem(path);
}

QStringList settingsFiles(const Problem& problem) {
    QStringList names;
    if (problem.formatVersion == "polygon")
        names = {"problem.xml"};
    else if (problem.formatVersion == "tps")
        names = {"problem.json", "subtasks.json"};
    else if (problem.formatVersion == "omegaup")
        names = {"settings.json", "testplan"};
    else
        names = {"problem.yaml", ".timelimit", "domjudge-problem.ini"};
    const QDir directory(problem.directory);
    QStringList files;
    for (const QString& name : names)
        files << directory.filePath(name);
    return files;
}

} // namespace jd::problem
