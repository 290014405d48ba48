#pragma once
// What a workspace folder holds, as the workbench's tree shows it: problems of every format (Kattis and
// DOMjudge folders, Polygon packages, package archives), contest folders (LemonLime / Cena layout) and
// the solutions inside them. A scan reads names and a few marker files, never a whole package, so a
// workspace of hundreds of problems is listed at once; it is bounded in depth and in entries.
#include <QString>

#include <functional>
#include <utility>
#include <vector>

namespace jd::workspace {

enum class EntryKind {
    Folder,          // holds something below
    KattisProblem,   // problem.yaml, or data/ with sample/ or secret/
    DomjudgeProblem, // the same with domjudge-problem.ini or .timelimit
    PolygonProblem,  // problem.xml
    TpsProblem,      // problem.json with gen/data, subtasks.json or solutions.json
    OmegaUpProblem,  // settings.json with cases/
    TestFolder,      // bare tests (1.in beside 1.out), no problem.yaml nor data/
    ProblemArchive,  // a package as one .zip or tarball
    ContestFolder,   // contest.yaml, or data/ and source/
    SolutionGroup,   // submissions/accepted, Polygon's solutions/, a contestant's folder (listed even empty)
    Solution,        // a source file, or a directory of several
    ContestProblem,  // data/<problem> (or problems/<problem>) of a contest folder
};

struct Entry {
    Entry() = default;
    Entry(EntryKind kind, QString name, QString path)
        : kind(kind)
        , name(std::move(name))
        , path(std::move(path)) {}

    EntryKind kind = EntryKind::Folder;
    QString name; // as shown
    QString path; // absolute
    std::vector<Entry> children;
    // A contestant's source: the contest's problem folder it is judged against (a solution inside a problem
    // is judged against that problem, which is its ancestor).
    QString problem;
    QString note; // what is worth saying beside the entry: a contestant's files the contest does not judge
};

struct ScanLimits {
    int maxDepth = 6;       // of folders below the workspace, looking for problems
    int maxEntries = 20000; // directory entries looked at in all
};

struct Scan {
    Entry root;
    bool truncated = false; // the limits stopped the scan: not everything is listed
};

// From a directory's marker files alone: a problem of some format, a contest folder, or a plain folder.
EntryKind classifyDirectory(const QString& path);
bool isProblem(EntryKind kind);

// The tree below `root` (which may itself be a problem or a contest). `isSource` says which files are
// solutions (by a language's extension). Hidden entries and folders holding nothing of interest are left out.
Scan scanWorkspace(const QString& root, const std::function<bool(const QString&)>& isSource,
                   const ScanLimits& limits = {});

} // namespace jd::workspace
