// judgedesk-cli export: writes a problem (Kattis, DOMjudge, Polygon, a zip of any) as a Kattis package (of
// the format version asked for) or a DOMjudge zip, and says what the other system will judge differently.
#include "commands.h"
#include "export/package_export.h"
#include "problem/package.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace jd;

namespace {

constexpr jd::cli::UsageError usageError{"export"};

} // namespace

int exportCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Writes PROBLEM as a package of another system: a Kattis package (a folder, or a .zip) or a "
        "DOMjudge problem zip. What the other system judges differently is printed.");
    parser.addHelpOption();
    parser.addOptions({
        {"to", "kattis or domjudge (default: kattis).", "FORMAT", "kattis"},
        {"time-limit", "The time limit in seconds, for a problem that has none fixed (DOMjudge needs one).", "SECONDS"},
        {"replace", "Replace DEST when it exists (once the new package is complete)."},
        {"format-version",
         "The Kattis format version to write: 2023-07 (the newest Kattis's problemtools reads, the default), "
         "2025-09 or legacy.",
         "VERSION", "2023-07"},
    });
    parser.addPositionalArgument("problem", "The problem package (a folder or an archive).");
    parser.addPositionalArgument("dest", "The package to write: a folder, or a file ending in .zip.");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.positionalArguments().size() != 2)
        return usageError("usage: judgedesk-cli export [--to kattis|domjudge] PROBLEM DEST");
    exporting::ExportOptions options;
    auto format = exporting::exportFormatFromName(parser.value("to"));
    if (!format) return usageError("--to " + parser.value("to") + ": expected kattis or domjudge");
    options.format = *format;
    auto version = exporting::kattisVersionFromName(parser.value("format-version"));
    if (!version)
        return usageError("--format-version " + parser.value("format-version") +
                          ": expected 2023-07, 2025-09 or legacy");
    if (parser.isSet("format-version") && options.format != exporting::ExportFormat::Kattis)
        return usageError("--format-version is for --to kattis; a DOMjudge zip has its own layout");
    options.kattisVersion = *version;
    options.destination = parser.positionalArguments().at(1);
    options.replace = parser.isSet("replace");
    if (parser.isSet("time-limit")) {
        bool ok = false;
        const double seconds = parser.value("time-limit").toDouble(&ok);
        if (!ok || !(seconds > 0 && seconds <= 3600))
            return usageError("--time-limit " + parser.value("time-limit") +
                              ": expected seconds, more than 0 and at most 3600");
        options.timeLimit = seconds;
    }
    auto problem = problem::readProblem(parser.positionalArguments().first());
    if (!problem) return usageError(QString::fromStdString(problem.error()));
    auto report = exporting::exportPackage(*problem, options);
    if (!report) return usageError(QString::fromStdString(report.error()));
    QTextStream out(stdout);
    out << "exported " << problem->shortName << " (" << problem::dialectName(problem->dialect.dialect) << ") as a "
        << report->kind << ": " << report->destination << '\n'
        << "  " << report->tests << (report->tests == 1 ? " test, " : " tests, ") << report->submissions
        << (report->submissions == 1 ? " submission\n" : " submissions\n");
    if (!report->changes.isEmpty()) out << "judged differently there:\n";
    for (const QString& change : report->changes)
        out << "  - " << change << '\n';
    if (!report->toolErrors.isEmpty()) out << "Kattis's verifyproblem will report (only you can add these):\n";
    for (const QString& error : report->toolErrors)
        out << "  - " << error << '\n';
    return 0;
}
