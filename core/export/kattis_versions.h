#pragma once
// The versions of the Kattis problem package format an export can be written in. Kattis's own tools
// (problemtools' verifyproblem) read `legacy` and `2023-07` (written `2023-07-draft`); the newer 2025-09 is
// what JudgeDesk reads best. A package is first laid out as 2025-09 and then, for an older version, rewritten
// in that version's own names: where the statement and the output validator live, testdata.yaml with
// accept_score and grader_flags for test_group.yaml, the limits' and the provenance's field names, and no
// submissions.yaml (what it said is reported as a change instead).
#include "common/result.h"
#include "problem/problem.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace jd::exporting {

enum class KattisVersion {
    V2023_07, // problem_format_version: 2023-07-draft: the newest problemtools reads, the default
    V2025_09,
    Legacy, // no problem_format_version: validation, time_multiplier, output_validators/, problem_statement/
};

QString kattisVersionName(KattisVersion version); // "2023-07", "2025-09", "legacy"
std::optional<KattisVersion> kattisVersionFromName(const QString& name);

// Rewrites a package laid out as 2025-09 in `packageDirectory` in an older version's names (problem.yaml
// aside, which the exporter writes per version); each thing the older version cannot say goes to `changes`.
// A scoring package's groups are graded there with testdata.yaml's legacy grader flags (writeLegacyGrading).
Result<void> rewriteForKattisVersion(const QString& packageDirectory, KattisVersion version, bool scoring,
                                     QStringList& changes);

} // namespace jd::exporting
