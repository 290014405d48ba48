#pragma once
// Writes a problem, whatever format it was read from, as a package another system judges the same way:
// a Kattis package (2023-07 by default, 2025-09 or legacy; a folder, or a .zip) or a DOMjudge problem zip. Polygon →
// Kattis → DOMjudge is then a matter of two exports. What a format cannot say (a Polygon group's dependencies, a
// presentation error) is changed into the nearest thing it can, and every such change is reported, so the
// coach reads what the other system will do differently before uploading.
//
// The package is made in a scratch folder beside the destination and moved (or zipped) into place whole:
// a failed export leaves nothing behind and never half-replaces an earlier one.
#include "common/result.h"
#include "kattis_versions.h"
#include "problem/problem.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace jd::exporting {

enum class ExportFormat {
    Kattis,   // problem_format_version as ExportOptions::kattisVersion says
    DOMjudge, // legacy Kattis layout with domjudge-problem.ini, always a zip
};

QString exportFormatName(ExportFormat format); // "kattis", "domjudge"
std::optional<ExportFormat> exportFormatFromName(const QString& name);

struct ExportOptions {
    ExportFormat format = ExportFormat::Kattis;
    QString destination;             // a folder to create, or a file ending in .zip
    std::optional<double> timeLimit; // seconds, for a problem that has none fixed (DOMjudge needs one)
    bool replace = false;            // an existing destination is replaced (after the new one is complete)
    KattisVersion kattisVersion = KattisVersion::V2023_07; // for ExportFormat::Kattis
};

struct ExportReport {
    QString destination;
    QString kind; // what was written: "Kattis 2023-07 package", "DOMjudge zip"
    int tests = 0;
    int submissions = 0;
    QStringList changes; // what the other system will judge differently, one sentence each
    // What the other system's own tools (Kattis's verifyproblem) will call an error in the package, which the
    // export cannot supply: a statement, an input validator, a folder name. One sentence each.
    QStringList toolErrors;
};

// Whether the problem can be exported at all, whatever the destination: asked before a coach picks one.
Result<void> checkExportable(const problem::Problem& problem);

Result<ExportReport> exportPackage(const problem::Problem& problem, const ExportOptions& options);

} // namespace jd::exporting
