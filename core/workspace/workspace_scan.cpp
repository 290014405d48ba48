#include "workspace_scan.h"

#include "common/natural_order.h"
#include "contest/contest_folder.h"
#include "problem/package.h"
#include "problem/package_archive.h"
#include "problem/plain_tests_reader.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <optional>

namespace jd::workspace {
namespace {

class Scanner {
public:
    Scanner(const std::function<bool(const QString&)>& isSource, const ScanLimits& limits)
        : isSource_(isSource)
        , limits_(limits) {}

    bool truncated() const { return truncated_; }

    // The entries of a directory, in natural order, hidden ones left out; counts towards the limit.
    QFileInfoList list(const QString& path, QDir::Filters filters) {
        if (seen_ >= limits_.maxEntries) {
            truncated_ = true;
            return {};
        }
        QDir dir(path);
        QFileInfoList entries = dir.entryInfoList(filters | QDir::NoDotAndDotDot);
        if (seen_ + entries.size() > limits_.maxEntries) {
            entries = entries.mid(0, limits_.maxEntries - seen_);
            truncated_ = true;
        }
        seen_ += int(entries.size());
        std::sort(entries.begin(), entries.end(),
                  [](const QFileInfo& a, const QFileInfo& b) { return naturalLess(a.fileName(), b.fileName()); });
        return entries;
    }

    Entry entryFor(const QFileInfo& info, EntryKind kind) {
        Entry entry{kind, info.fileName(), info.absoluteFilePath()};
        switch (kind) {
        case EntryKind::KattisProblem:
        case EntryKind::DomjudgeProblem:
        case EntryKind::OmegaUpProblem: addKattisSolutions(entry); break;
        case EntryKind::TestFolder:
            addLooseSolutions(entry);
            addKattisSolutions(entry);
            break;
        case EntryKind::PolygonProblem: addSolutionGroup(entry, entry.path + "/solutions", "solutions"); break;
        case EntryKind::TpsProblem: addSolutionGroup(entry, entry.path + "/solution", "solution"); break;
        case EntryKind::ContestFolder: addContest(entry); break;
        default: break;
        }
        return entry;
    }

    // A folder that is neither problem nor contest: what it holds, to `depth` more levels.
    std::optional<Entry> folder(const QFileInfo& info, int depth) {
        Entry entry{EntryKind::Folder, info.fileName(), info.absoluteFilePath()};
        for (const QFileInfo& child : list(entry.path, QDir::Dirs | QDir::Files)) {
            if (child.isDir()) {
                if (const EntryKind kind = classifyDirectory(child.absoluteFilePath()); kind != EntryKind::Folder)
                    entry.children.push_back(entryFor(child, kind));
                else if (depth > 0)
                    if (auto below = folder(child, depth - 1)) entry.children.push_back(std::move(*below));
            } else if (problem::isPackageArchive(child.absoluteFilePath())) {
                entry.children.push_back(
                    Entry{EntryKind::ProblemArchive, child.fileName(), child.absoluteFilePath()});
            }
        }
        if (entry.children.empty()) return std::nullopt;
        return entry;
    }

private:
    // submissions/<expected verdict>/<file or directory>
    void addKattisSolutions(Entry& problem) {
        for (const QFileInfo& group : list(problem.path + "/submissions", QDir::Dirs))
            addSolutionGroup(problem, group.absoluteFilePath(), group.fileName());
    }

    // A folder of bare tests keeps its solutions beside the tests, as CP Editor and LemonLime users do: every
    // source there but the special judge.
    void addLooseSolutions(Entry& problem) {
        for (const QString& source : problem::sourcesBesideBareTests(problem.path, isSource_))
            problem.children.push_back(Entry{EntryKind::Solution, QFileInfo(source).fileName(), source});
    }

    void addSolutionGroup(Entry& parent, const QString& path, const QString& name) {
        Entry group{EntryKind::SolutionGroup, name, path};
        for (const QFileInfo& solution : list(path, QDir::Dirs | QDir::Files))
            if (solution.isDir() || isSource_(solution.absoluteFilePath()))
                group.children.push_back(
                    Entry{EntryKind::Solution, solution.fileName(), solution.absoluteFilePath()});
        if (!group.children.empty()) parent.children.push_back(std::move(group));
    }

    // Its problems, then each contestant with the sources the contest judges (as `judgedesk-cli contest` and
    // the Contest page read them), each bound to its problem; a contestant with none is listed all the same.
    void addContest(Entry& contest) {
        QStringList ids;
        QHash<QString, QString> folders; // id -> its folder
        for (const contest::ProblemFolder& problem : contest::contestProblemFolders(contest.path)) {
            contest.children.push_back(Entry{EntryKind::ContestProblem, problem.id, problem.path});
            ids << problem.id;
            folders.insert(problem.id, problem.path);
        }
        const QString contestants = contest::contestantsFolder(contest.path);
        if (contestants.isEmpty()) return;
        for (const QFileInfo& folder : list(contestants, QDir::Dirs)) {
            const contest::Contestant read =
                contest::readContestant(folder.absoluteFilePath(), contest.path, ids, isSource_);
            Entry group{EntryKind::SolutionGroup, folder.fileName(), folder.absoluteFilePath()};
            for (const QString& id : ids) {
                const QString source = read.sources.value(id);
                if (source.isEmpty()) continue;
                Entry solution{EntryKind::Solution, QDir(group.path).relativeFilePath(source), source};
                solution.problem = folders.value(id);
                group.children.push_back(std::move(solution));
            }
            QStringList notes = read.notes;
            for (const QString& refused : read.refused)
                notes << refused;
            if (group.children.empty() && notes.isEmpty())
                notes << QStringLiteral("No source named for any problem of the contest");
            group.note = notes.join('\n');
            contest.children.push_back(std::move(group));
        }
    }

    const std::function<bool(const QString&)>& isSource_;
    ScanLimits limits_;
    int seen_ = 0;
    bool truncated_ = false;
};

} // namespace

EntryKind classifyDirectory(const QString& path) {
    using problem::FolderKind;
    const QDir dir(path);
    switch (problem::folderKindOf(path)) {
    case FolderKind::Polygon: return EntryKind::PolygonProblem;
    case FolderKind::Tps: return EntryKind::TpsProblem;
    case FolderKind::OmegaUp: return EntryKind::OmegaUpProblem;
    case FolderKind::Kattis:
        return dir.exists("domjudge-problem.ini") || dir.exists(".timelimit") ? EntryKind::DomjudgeProblem
                                                                              : EntryKind::KattisProblem;
    case FolderKind::Contest: return EntryKind::ContestFolder;
    case FolderKind::BareTests: return EntryKind::TestFolder;
    case FolderKind::Other: break;
    }
    return EntryKind::Folder;
}

bool isProblem(EntryKind kind) {
    return kind == EntryKind::KattisProblem || kind == EntryKind::DomjudgeProblem ||
           kind == EntryKind::PolygonProblem || kind == EntryKind::TpsProblem || kind == EntryKind::OmegaUpProblem ||
           kind == EntryKind::TestFolder || kind == EntryKind::ProblemArchive;
}

Scan scanWorkspace(const QString& root, const std::function<bool(const QString&)>& isSource, const ScanLimits& limits) {
    Scanner scanner(isSource, limits);
    const QFileInfo info(root);
    Scan scan;
    if (const EntryKind kind = classifyDirectory(root); kind != EntryKind::Folder) {
        scan.root = scanner.entryFor(info, kind);
    } else {
        scan.root = scanner.folder(info, limits.maxDepth)
                        .value_or(Entry{EntryKind::Folder, info.fileName(), info.absoluteFilePath()});
    }
    scan.truncated = scanner.truncated();
    return scan;
}

} // namespace jd::workspace
