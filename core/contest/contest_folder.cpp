#include "contest_folder.h"

#include "common/natural_order.h"
#include "problem/limit_bounds.h"
#include "problem/package.h"
#include "problem/package_root.h"
#include "problem/plain_tests_reader.h"
#include "problem/yaml_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <yaml-cpp/yaml.h>

namespace jd::contest {
namespace {

struct ProblemSettings {
    problem::PlainTestsSettings plain;
    bool hasTimeLimit = false, hasMemory = false;
};

std::string where(const YAML::Node& node) { return "contest.yaml:" + std::to_string(node.Mark().line + 1) + ": "; }

// A number more than 0 and at most `most`.
Result<double> positiveNumber(const YAML::Node& node, const std::string& field, double most) {
    try {
        const double value = node.as<double>();
        if (value > 0 && value <= most) return value;
    } catch (const YAML::Exception&) {}
    return fail(where(node) + field + ": expected a number more than 0 and at most " +
                QString::number(most).toStdString() +
                (node.IsScalar() ? ", got '" + node.Scalar() + "'" : std::string()));
}

Result<QString> fileName(const YAML::Node& node, const std::string& field) {
    const QString name = node.IsScalar() ? QString::fromStdString(node.Scalar()) : QString();
    if (name.isEmpty() || name.contains('/') || name == "." || name == "..")
        return fail(where(node) + field + ": expected a file name such as sum.in");
    return name;
}

// Reads one settings map (the file's top level or a problem's entry) over `settings`.
Result<void> readSettings(const YAML::Node& map, const std::string& prefix, ProblemSettings& settings) {
    for (const auto& entry : map) {
        if (!entry.first.IsScalar()) return fail(where(entry.first) + prefix + ": expected a setting's name");
        const std::string key = entry.first.Scalar();
        const YAML::Node& value = entry.second;
        if (key == "time_limit") {
            auto seconds = positiveNumber(value, prefix + key, problem::bounds::kLongestTimeLimit);
            if (!seconds) return fail(seconds.error());
            settings.plain.timeLimit = *seconds;
            settings.hasTimeLimit = true;
        } else if (key == "memory") {
            auto mebibytes = positiveNumber(value, prefix + key, problem::bounds::kLargestMemoryMiB);
            if (!mebibytes) return fail(mebibytes.error());
            settings.plain.memoryMiB = static_cast<int>(*mebibytes);
            settings.hasMemory = true;
        } else if (key == "points") {
            auto points = positiveNumber(value, prefix + key, problem::bounds::kLargestScore);
            if (!points) return fail(points.error());
            settings.plain.points = *points;
        } else if (key == "title" && value.IsScalar()) {
            settings.plain.title = QString::fromStdString(value.Scalar());
        } else if (key == "input" || key == "output") {
            auto name = fileName(value, prefix + key);
            if (!name) return fail(name.error());
            (key == "input" ? settings.plain.inputFileName : settings.plain.outputFileName) = *name;
        }
    }
    return {};
}

struct ContestFile {
    QString title;
    ProblemSettings defaults;
    QMap<QString, ProblemSettings> problems;
};

Result<ContestFile> readContestFile(const QString& directory) {
    ContestFile contest;
    const QString path = QDir(directory).filePath("contest.yaml");
    if (!QFileInfo::exists(path)) return contest;
    problem::YamlFile file = problem::loadYamlFile(path);
    if (!file.root)
        return fail("contest.yaml:" + (file.line > 0 ? std::to_string(file.line) + ": " : std::string(" ")) +
                    file.error.toStdString());
    const YAML::Node root = *file.root;
    if (root.IsNull()) return contest;
    if (!root.IsMap()) return fail("contest.yaml: expected a map of settings");
    if (root["title"] && root["title"].IsScalar()) contest.title = QString::fromStdString(root["title"].Scalar());
    if (auto read = readSettings(root, "", contest.defaults); !read) return fail(read.error());
    contest.defaults.plain.title.clear();
    contest.defaults.plain.inputFileName.clear();
    contest.defaults.plain.outputFileName.clear();
    if (const YAML::Node problems = root["problems"]) {
        if (!problems.IsMap()) return fail(where(problems) + "problems: expected a map of problem ids to settings");
        for (const auto& entry : problems) {
            if (!entry.first.IsScalar()) return fail(where(entry.first) + "problems: expected a problem id");
            const QString id = QString::fromStdString(entry.first.Scalar());
            ProblemSettings settings = contest.defaults;
            if (!entry.second.IsMap() && !entry.second.IsNull())
                return fail(where(entry.second) + "problems." + id.toStdString() + ": expected a map of settings");
            if (entry.second.IsMap())
                if (auto read = readSettings(entry.second, "problems." + id.toStdString() + ".", settings); !read)
                    return fail(read.error());
            contest.problems.insert(id, settings);
        }
    }
    return contest;
}

bool isPackage(const QDir& dir) { return dir.exists("problem.yaml") || dir.exists("problem.xml"); }

const QString kFromContestFile = QStringLiteral("from contest.yaml");

// One problem of the contest, with what contest.yaml says of it over what its folder says.
Result<ContestProblem> readContestProblem(const QString& id, const QString& folder, const ContestFile& file) {
    const ProblemSettings settings = file.problems.value(id, file.defaults);
    ContestProblem entry{id, {}};
    if (isPackage(QDir(folder))) {
        auto read = problem::readProblem(folder);
        if (!read) return fail(read.error());
        entry.problem = *read;
        // The contest's own settings for this problem win over the package's.
        if (file.problems.contains(id)) {
            if (settings.hasTimeLimit) {
                entry.problem.limits.timeLimit = settings.plain.timeLimit;
                entry.problem.limits.timeLimitSource = kFromContestFile;
            }
            if (settings.hasMemory) {
                entry.problem.limits.memoryMiB = settings.plain.memoryMiB;
                entry.problem.limits.memoryNamed = true;
                entry.problem.limits.memorySource = kFromContestFile;
            }
            entry.problem.inputFileName = settings.plain.inputFileName;
            entry.problem.outputFileName = settings.plain.outputFileName;
            if (!settings.plain.title.isEmpty()) entry.problem.name = settings.plain.title;
        }
    } else {
        auto read = problem::readPlainTestFolder(folder, id, settings.plain);
        if (!read) return fail(read.error());
        entry.problem = *read;
        entry.problem.limits.memoryNamed = settings.hasMemory; // else LemonLime's default, 512 MiB
        if (settings.hasMemory) entry.problem.limits.memorySource = kFromContestFile;
        entry.problem.limits.timeLimitSource =
            settings.hasTimeLimit ? kFromContestFile : QStringLiteral("contest.yaml names none: LemonLime's 1 s");
    }
    return entry;
}

Result<void> readProblems(const QString& directory, const ContestFile& file, Contest& contest) {
    const QList<ProblemFolder> folders = contestProblemFolders(directory);
    for (auto it = file.problems.begin(); it != file.problems.end(); ++it)
        if (std::none_of(folders.begin(), folders.end(), [&](const ProblemFolder& f) { return f.id == it.key(); }))
            return fail("contest.yaml: problems." + it.key().toStdString() + ": there is no data/" +
                        it.key().toStdString() + "/ or problems/" + it.key().toStdString() + "/");
    for (const ProblemFolder& folder : folders) {
        auto read = readContestProblem(folder.id, folder.path, file);
        if (!read) return read.failure();
        contest.problems << read.value();
    }
    if (contest.problems.isEmpty())
        return fail(directory.toStdString() + ": no problem (expected folders below data/ or problems/)");
    return {};
}

// What contestants leave beside their sources (their own tests, what their compiler made): not worth a note.
const QSet<QString> kNotSources = {"in", "out", "ans", "txt", "exe", "o", "obj", "class", "pyc", "bak"};

} // namespace

// The sources of one contestant: <id>.<ext> directly, or in a folder named for the problem (LemonLime).
// Sources are read from inside the contest folder only: one that leads out of it (a link, or a contestant's
// folder that is one) is refused for that problem, saying where it leads.
Contestant readContestant(const QString& folder, const QString& contestDirectory, const QStringList& problemIds,
                          const SourceTest& isSource) {
    const QDir dir(folder);
    const problem::PackageRoot contestRoot(contestDirectory);
    Contestant contestant;
    contestant.name = dir.dirName();
    for (const QString& id : problemIds) {
        QList<QFileInfo> candidates;
        for (const QDir& place : {dir, QDir(dir.filePath(id))}) {
            // The name filter ignores case: a near miss (MAX.CPP, max.txt) is said not judged, and why.
            for (const QFileInfo& file : place.entryInfoList({id + ".*"}, QDir::Files)) {
                const QString shown = place == dir ? file.fileName() : id + "/" + file.fileName();
                if (!file.fileName().startsWith(id + '.'))
                    contestant.notes << shown + " not judged: a source is named exactly for its problem (" + id +
                                            ".*), as LemonLime and Cena read it";
                else if (!isSource(file.absoluteFilePath())) {
                    if (!kNotSources.contains(file.suffix().toLower()))
                        contestant.notes << shown + " not judged: no language is known for its extension";
                } else
                    candidates << file;
            }
        }
        if (candidates.isEmpty()) continue;
        // Several attempts in different languages: the newest is the one meant.
        std::sort(candidates.begin(), candidates.end(),
                  [](const QFileInfo& a, const QFileInfo& b) { return a.lastModified() > b.lastModified(); });
        const QFileInfo& chosen = candidates.first();
        const QString real = chosen.canonicalFilePath();
        if (!contestRoot.contains(real)) {
            const QString shown = contestRoot.shown(chosen.absoluteFilePath());
            contestant.refused.insert(
                id, real.isEmpty()
                        ? QStringLiteral("%1 is a link to nothing (%2): not read").arg(shown, chosen.symLinkTarget())
                        : QStringLiteral("%1 leads outside the contest folder (to %2): not read").arg(shown, real));
            continue;
        }
        contestant.sources.insert(id, candidates.first().absoluteFilePath());
        for (const QFileInfo& other : candidates.mid(1))
            contestant.notes << other.fileName() + " not judged: " + candidates.first().fileName() + " is newer";
    }
    return contestant;
}

QList<ProblemFolder> contestProblemFolders(const QString& directory) {
    QList<ProblemFolder> folders;
    QSet<QString> ids;
    for (const char* parent : {"data", "problems"}) {
        const QDir dir(QDir(directory).filePath(parent));
        for (const QString& id : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            if (!ids.contains(id)) {
                ids.insert(id);
                folders << ProblemFolder{id, dir.filePath(id)};
            }
    }
    std::sort(folders.begin(), folders.end(),
              [](const ProblemFolder& a, const ProblemFolder& b) { return naturalLess(a.id, b.id); });
    return folders;
}

QString contestantsFolder(const QString& directory) {
    for (const char* name : {"source", "src", "sources"})
        if (const QString path = QDir(directory).filePath(name); QFileInfo(path).isDir()) return path;
    return {};
}

Result<Contest> readContestFolder(const QString& directory, const judge::LanguageRegistry& languages) {
    if (!QFileInfo(directory).isDir()) return fail(directory.toStdString() + ": not a contest folder");
    if (const auto kind = problem::folderKindOf(directory);
        kind != problem::FolderKind::Contest && kind != problem::FolderKind::Other)
        return fail(directory.toStdString() +
                    ": a problem, not a contest folder (data/<problem>/ beside source/<contestant>/); a problem's "
                    "solutions are judged one by one, or all by verify");
    Contest contest;
    contest.directory = QDir::cleanPath(QFileInfo(directory).absoluteFilePath()); // named for it, also as "day1/"
    auto file = readContestFile(directory);
    if (!file) return fail(file.error());
    contest.title = file->title.isEmpty() ? QFileInfo(contest.directory).fileName() : file->title;
    if (auto problems = readProblems(directory, *file, contest); !problems) return fail(problems.error());

    const QString sources = contestantsFolder(directory);
    if (sources.isEmpty()) return fail(directory.toStdString() + ": no source/ (or src/) folder of contestants");
    QStringList ids;
    for (const ContestProblem& problem : contest.problems)
        ids << problem.id;
    const SourceTest isSource = [&languages](const QString& path) {
        return languages.forSource(QFileInfo(path).fileName()) != nullptr;
    };
    const QDir contestants(sources);
    QStringList names = contestants.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    sortNaturally(names);
    for (const QString& name : names)
        contest.contestants << readContestant(contestants.filePath(name), contest.directory, ids, isSource);
    return contest;
}

Result<problem::Problem> readProblemAsJudged(const QString& path) {
    const QFileInfo info(path);
    const QString folder = QDir::cleanPath(info.absoluteFilePath());
    const QFileInfo parent(QFileInfo(folder).path());
    const QString contestDirectory = parent.path();
    const bool inContest = info.isDir() && (parent.fileName() == "data" || parent.fileName() == "problems") &&
                           problem::isContestFolder(contestDirectory);
    if (!inContest) return problem::readProblem(path);
    auto file = readContestFile(contestDirectory);
    if (!file) return fail(contestDirectory.toStdString() + "/" + file.error()); // the error names contest.yaml
    auto read = readContestProblem(info.fileName(), folder, *file);
    if (!read) return read.failure();
    return read->problem;
}

} // namespace jd::contest
