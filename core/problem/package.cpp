#include "package.h"

#include "common/missing_path.h"
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
    // LemonLime keeps data/ and source/, Cena data/ and src/.
    return dir.exists("contest.yaml") || (dir.exists("data") && (dir.exists("source") || dir.exists("src")));
}

FolderKind folderKindOf(const QString& directory) {
    const QDir dir(directory);
    const bool yaml = dir.exists("problem.yaml");
    if (dir.exists("problem.xml") && !yaml) return FolderKind::Polygon;
    if (!yaml && isTpsPackage(directory)) return FolderKind::Tps;
    if (!yaml && isOmegaUpProblem(directory)) return FolderKind::OmegaUp;
    if (yaml || dir.exists("data/sample") || dir.exists("data/secret")) return FolderKind::Kattis;
    if (isContestFolder(directory)) return FolderKind::Contest;
    if (isBareTestFolder(directory)) return FolderKind::BareTests;
    return FolderKind::Other;
}

Result<Problem> readProblem(const QString& given) {
    if (isPackageArchive(given)) {
        auto unpacked = unpackPackageArchive(given, defaultPackageCache());
        if (!unpacked) return fail(unpacked.error());
        return readProblem(*unpacked);
    }
    QFileInfo info(given);
    if (!info.exists()) return fail(given.toStdString() + ": " + whyUnreadable(given).toStdString());
    if (!info.isDir()) return fail(given.toStdString() + ": not a problem directory");
    // The readers name the problem for the path's last component, which "sum/" and "." do not have.
    const QString path = QDir::cleanPath(info.absoluteFilePath());
    switch (folderKindOf(path)) {
    case FolderKind::Polygon: return readPolygonProblem(path);
    case FolderKind::Tps: return readTpsProblem(path);
    case FolderKind::OmegaUp: return readOmegaUpProblem(path);
    case FolderKind::Contest:
        return fail(given.toStdString() +
                    ": a contest folder (data/<problem>/ and source/<contestant>/), not a problem: judge it with "
                    "`judgedesk-cli contest " +
                    given.toStdString() + "`");
    case FolderKind::BareTests: return readBareTestFolder(path);
    case FolderKind::Kattis:
    case FolderKind::Other: break; // the Kattis reader says what a problem folder lacks
    }
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
