#pragma once
// The one door to a problem on disk, whatever its format: a Polygon package (problem.xml), a TPS package,
// an omegaUp problem (settings.json and cases/), a Kattis package (problem.yaml and data/, DOMjudge's
// flavour included) or a folder of bare tests (1.in beside 1.out).
#include "../common/result.h"
#include "problem.h"

namespace jd::problem {

// `path` may be given as a shell completes it (a trailing slash) or as "."; the problem is named for the
// directory itself. A contest folder is refused with where to take it instead.
Result<Problem> readProblem(const QString& path);

// A contest as LemonLime and Cena keep it (contest.yaml, or data/<problem>/ beside source/ or src/<contestant>/),
// not a problem: no problem.yaml and no data/sample or data/secret of a Kattis package.
bool isContestFolder(const QString& directory);

// What a folder is by its marker files, the one decision readProblem and the workspace's tree both take.
// Kattis covers DOMjudge's packages (problem.yaml, or data/sample or data/secret); Other is none of these.
enum class FolderKind { Polygon, Tps, OmegaUp, Kattis, Contest, BareTests, Other };
FolderKind folderKindOf(const QString& directory);

// The files `problem`'s settings are read from, by the kind of package it is (absolute paths, some perhaps
// missing): what to watch for an edit made outside JudgeDesk.
QStringList settingsFiles(const Problem& problem);

} // namespace jd::problem
