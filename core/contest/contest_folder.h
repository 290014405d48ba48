#pragma once
// A contest as LemonLime and Cena keep it on disk, judged whole by `judgedesk-cli contest`:
//
//   contest/
//     contest.yaml             optional: title, default limits, per-problem settings (see below)
//     data/<problem>/          the tests: bare .in/.out pairs, or a Kattis / Polygon package
//     problems/<problem>/      packages may also live here
//     source/<contestant>/     (LemonLime; Cena calls it src/) one source per problem, named for it:
//         <problem>.<ext>  or  <problem>/<problem>.<ext>
//
// contest.yaml:
//   title: Spring camp, day 1
//   time_limit: 1            # seconds, for bare test folders
//   memory: 256              # MiB
//   problems:
//     sum: {title: Sum, time_limit: 2, memory: 512, points: 100, input: sum.in, output: sum.out}
#include "common/result.h"
#include "judge/languages.h"
#include "problem/problem.h"

#include <QMap>

#include <functional>

namespace jd::contest {

struct ContestProblem {
    QString id; // the folder's name, which sources are named after
    problem::Problem problem;
};

struct Contestant {
    QString name;
    QMap<QString, QString> sources; // problem id -> the source judged
    // problem id -> why its source is not read at all: a link leading out of the contest folder (its
    // content could otherwise show up in a compiler's error).
    QMap<QString, QString> refused;
    QStringList notes; // sources not judged, and why
};

struct Contest {
    QString directory;
    QString title;
    QList<ContestProblem> problems;
    QList<Contestant> contestants;
};

Result<Contest> readContestFolder(const QString& directory, const judge::LanguageRegistry& languages);

// The parts of the layout, for what lists a contest without judging it (the workspace panel).
struct ProblemFolder {
    QString id, path;
};
// data/<id>/, and problems/<id>/ for an id data/ lacks, in natural order of ids.
QList<ProblemFolder> contestProblemFolders(const QString& directory);
// source/, src/ (Cena) or sources/; empty when the contest has none.
QString contestantsFolder(const QString& directory);
// What the contest judges of the contestant in `folder` for each of `problemIds`. `isSource` says whether a
// file (by its path) is in a language the judge knows.
using SourceTest = std::function<bool(const QString&)>;
Contestant readContestant(const QString& folder, const QString& contestDirectory, const QStringList& problemIds,
                          const SourceTest& isSource);

// The problem at `path` as it is judged: a problem of a contest folder (its data/<id>/ or problems/<id>/) with
// what contest.yaml says of it (limits, title, file input and output) over what its folder says, as the
// contest judges it; any other problem as problem::readProblem reads it.
Result<problem::Problem> readProblemAsJudged(const QString& path);

} // namespace jd::contest
