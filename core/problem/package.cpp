#include "package.h"

#include "kattis_reader.h"
#include "omegaup_reader.h"
#include "package_archive.h"
#include "plain_tests_reader.h"
#include "polygon_reader.h"
#include "tps_reader.h"

#include <QDir>
#include <QFileInfo>

namespace jd::problem {

bool isContestFolder(const QString& directory) {
    const QDir dir(directory);
    if (dir.exists("problem.yaml") || dir.exists("data/sample") || dir.exists("data/secret")) return false;
    return dir.exists("contest.yaml") || (dir.exists("data") && dir.exists("source"));
}

Result<Problem> readProblem(const QString& given) {
    if (isPackageArchive(given)) {
        auto unpacked = unpackPackageArchive(given, defaultPackageCache());
        if (!unpacked) return fail(unpacked.error());
        return readProblem(*unpacked);
    }
    QFileInfo info(given);
    if (!info.exists()) return fail(given.toStdString() + ": no such file or directory");
    if (!info.isDir()) return fail(given.toStdString() + ": not a problem directory");
    // The readers name the problem for the path's last component, which "sum/" and "." do not have.
    const QString path = QDir::cleanPath(info.absoluteFilePath());
    QDir dir(path);
    if (dir.exists("problem.xml") && !dir.exists("problem.yaml")) return readPolygonProblem(path);
    if (!dir.exists("problem.yaml") && isTpsPackage(path)) return readTpsProblem(path);
    if (!dir.exists("problem.yaml") && isOmegaUpProblem(path)) return readOmegaUpProblem(path);
    if (isContestFolder(path))
        return fail(given.toStdString() +
                    ": a contest folder (data/<problem>/ and source/<contestant>/), not a problem: judge it with "
                    "`judgedesk-cli contest " +
                    given.toStdString() + "`");
    if (isBareTestFolder(path)) return readBareTestFolder(path);
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
