#include "package_export.h"

#include "common/atomic_file.h"
#include "common/tree_copy.h"
#include "export_submissions.h"
#include "export_tests.h"
#include "export_validators.h"
#include "judge/languages.h"
#include "judge/problem_judge.h"
#include "kattis_versions.h"
#include "problem/package.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QUuid>

#include <KZip>
#include <yaml-cpp/yaml.h>

namespace jd::exporting {
namespace {

using problem::Problem;

// Who made the problem and may share it: kept from the package's own problem.yaml.
void copyProvenance(const Problem& problem, YAML::Node& into) {
    const QString path = QDir(problem.directory).filePath("problem.yaml");
    if (!QFileInfo::exists(path)) return;
    try {
        YAML::Node original = YAML::LoadFile(path.toStdString());
        for (const char* key : {"uuid", "version", "credits", "source", "license", "rights_owner", "keywords"})
            if (original[key]) into[key] = original[key];
        if (!original["credits"] && original["author"]) into["credits"] = original["author"];
    } catch (const YAML::Exception&) {
        // It was read once to make `problem`; a file changed since then only loses its provenance.
    }
}

// The languages of the statements in `package`'s statement folder as problemtools finds them
// (problemtools/statement_util.py): problem.<language>.<md|tex> (2025-09 also .pdf); a bare problem.tex is
// English in legacy and nothing in the newer versions.
QStringList statementLanguages(const QDir& package, KattisVersion version) {
    const bool legacy = version == KattisVersion::Legacy;
    const QString extensions = legacy ? "tex" : version == KattisVersion::V2025_09 ? "md|tex|pdf" : "md|tex";
    const QRegularExpression file(
        QStringLiteral(R"(^problem(\.([a-z]{2,3}|[a-z]{2}-[A-Z]{2}))?\.(%1)$)").arg(extensions));
    QStringList languages;
    for (const QString& name : QDir(package.filePath("statement")).entryList(QDir::Files)) {
        const auto match = file.match(name);
        if (!match.hasMatch()) continue;
        const QString language = match.captured(2).isEmpty() ? (legacy ? QStringLiteral("en") : QString())
                                                             : match.captured(2);
        if (!language.isEmpty() && !languages.contains(language)) languages << language;
    }
    languages.sort();
    return languages;
}

// The name in each language there is a statement in: the package's own names where its problem.yaml has
// them by language, else its one name. Kattis allows a name only where a statement is.
YAML::Node namesFor(const Problem& problem, const QStringList& languages) {
    YAML::Node original;
    try {
        const QString path = QDir(problem.directory).filePath("problem.yaml");
        if (QFileInfo::exists(path)) original = YAML::LoadFile(path.toStdString())["name"];
    } catch (const YAML::Exception&) {
        // Read once already to make `problem`; a file changed since only loses its other languages' names.
    }
    if (languages == QStringList{"en"} && !(original && original.IsMap())) return YAML::Node(problem.name.toStdString());
    YAML::Node names(YAML::NodeType::Map);
    for (const QString& language : languages) {
        const std::string key = language.toStdString();
        names[key] = original && original.IsMap() && original[key] && original[key].IsScalar()
                         ? original[key].as<std::string>()
                         : problem.name.toStdString();
    }
    return names;
}

std::optional<double> timeLimitOf(const Problem& problem, const ExportOptions& options) {
    return options.timeLimit ? options.timeLimit : problem.limits.timeLimit;
}

Result<void> writeYaml(const QString& path, const YAML::Node& node) {
    YAML::Emitter out;
    out << node;
    return writeFileAtomically(path, QByteArray(out.c_str()) + "\n");
}

// A legacy problem.yaml: `validation` words instead of `type`, `author` for credits, time_multiplier and
// time_safety_margin; no time limit (problemtools sets it from the accepted submissions).
Result<void> writeLegacyProblemYaml(const Problem& problem, const ExportOptions& options, const QDir& package,
                                    QStringList& changes) {
    YAML::Node yaml(YAML::NodeType::Map);
    // problemtools takes a legacy package's names from its statements, and reads this one only when there is
    // none, as the English name of a statement that is not there.
    if (!statementLanguages(package, KattisVersion::Legacy).isEmpty()) yaml["name"] = problem.name.toStdString();
    copyProvenance(problem, yaml);
    if (yaml["credits"]) {
        if (yaml["credits"].IsScalar()) yaml["author"] = yaml["credits"];
        yaml.remove("credits");
    }
    yaml.remove("uuid");
    yaml.remove("version");
    yaml.remove("keywords");
    yaml["type"] = problem.validation.scoring ? "scoring" : "pass-fail";
    QStringList validation{problem.outputValidator.isEmpty() && problem.interactor.isEmpty() ? "default" : "custom"};
    if (problem.validation.interactive) validation << "interactive";
    if (problem.validation.multiPass) validation << "multi-pass";
    if (problem.validation.scoring) validation << "score";
    yaml["validation"] = validation.join(' ').toStdString();
    if (!problem.validation.validatorFlags.isEmpty())
        yaml["validator_flags"] = problem.validation.validatorFlags.join(' ').toStdString();
    const problem::ProblemLimits& limits = problem.limits;
    YAML::Node out(YAML::NodeType::Map);
    // Legacy's own defaults are 5 and 2; a package read as 2025-09 (2 and 1.5) keeps its margins.
    out["time_multiplier"] = limits.timeMultiplier;
    out["time_safety_margin"] = limits.timeSafetyMargin;
    out["memory"] = limits.memoryMiB;
    out["output"] = limits.outputMiB;
    if (limits.codeKiB != 128) out["code"] = limits.codeKiB;
    if (problem.validation.multiPass) out["validation_passes"] = limits.validationPasses;
    yaml["limits"] = out;
    if (auto seconds = timeLimitOf(problem, options))
        changes << QStringLiteral("A legacy package names no time limit: problemtools sets it from the accepted "
                                  "submissions (their slowest x %1), not %2 s.")
                       .arg(limits.timeMultiplier)
                       .arg(*seconds);
    return writeYaml(package.filePath("problem.yaml"), yaml);
}

Result<void> writeKattisProblemYaml(const Problem& problem, const ExportOptions& options, const QDir& package,
                                    QStringList& changes) {
    if (options.kattisVersion == KattisVersion::Legacy)
        return writeLegacyProblemYaml(problem, options, package, changes);
    YAML::Node yaml(YAML::NodeType::Map);
    // problemtools spells the 2023-07 version as the draft it was published as.
    yaml["problem_format_version"] = options.kattisVersion == KattisVersion::V2023_07 ? "2023-07-draft" : "2025-09";
    QStringList types;
    if (problem.validation.scoring) types << "scoring";
    if (problem.validation.interactive) types << "interactive";
    if (problem.validation.multiPass) types << "multi-pass";
    if (types.isEmpty()) types << "pass-fail";
    if (types.size() == 1) {
        yaml["type"] = types.first().toStdString();
    } else {
        for (const QString& type : types)
            yaml["type"].push_back(type.toStdString());
    }
    // The format requires a name; without a statement it can only be the English one (kattisToolErrors says so).
    const QStringList languages = statementLanguages(package, options.kattisVersion);
    yaml["name"] = namesFor(problem, languages.isEmpty() ? QStringList{"en"} : languages);
    copyProvenance(problem, yaml);
    if (!yaml["uuid"]) yaml["uuid"] = QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString();

    const problem::ProblemLimits& limits = problem.limits;
    YAML::Node out(YAML::NodeType::Map);
    if (auto seconds = timeLimitOf(problem, options)) out["time_limit"] = *seconds;
    if (limits.timeMultiplier != 2 || limits.timeSafetyMargin != 1.5) {
        out["time_multipliers"]["ac_to_time_limit"] = limits.timeMultiplier;
        out["time_multipliers"]["time_limit_to_tle"] = limits.timeSafetyMargin;
    }
    if (limits.timeResolution) out["time_resolution"] = *limits.timeResolution;
    out["memory"] = limits.memoryMiB;
    out["output"] = limits.outputMiB;
    if (limits.codeKiB != 128) out["code"] = limits.codeKiB;
    if (problem.validation.multiPass) out["validation_passes"] = limits.validationPasses;
    yaml["limits"] = out;
    return writeYaml(package.filePath("problem.yaml"), yaml);
}

Result<void> writeDomjudgeProblemFiles(const Problem& problem, double timeLimit, const QDir& package) {
    YAML::Node yaml(YAML::NodeType::Map);
    yaml["name"] = problem.name.toStdString();
    QStringList validation{problem.outputValidator.isEmpty() ? "default" : "custom"};
    if (problem.validation.interactive) validation << "interactive";
    if (problem.validation.multiPass) validation << "multi-pass";
    yaml["validation"] = validation.join(' ').toStdString();
    const QStringList flags = judge::outputValidatorArguments(problem, problem.data);
    if (!flags.isEmpty()) yaml["validator_flags"] = flags.join(' ').toStdString();
    yaml["limits"]["memory"] = problem.limits.memoryMiB;
    yaml["limits"]["output"] = problem.limits.outputMiB;
    if (problem.validation.multiPass) yaml["limits"]["validation_passes"] = problem.limits.validationPasses;
    if (auto written = writeYaml(package.filePath("problem.yaml"), yaml); !written) return written;

    // Read by PHP's parse_ini_string: a double-quoted value cannot hold a double quote.
    QString name = problem.name;
    name.replace('"', '\'');
    const QByteArray ini = QStringLiteral("name = \"%1\"\ntimelimit = %2\n").arg(name).arg(timeLimit).toUtf8();
    return writeFileAtomically(package.filePath("domjudge-problem.ini"), ini);
}

// The statement, attachments, include/ and generators/ travel as they are; only the statement's folder
// is renamed.
Result<void> copyExtras(const Problem& problem, ExportFormat format, const QDir& package, QStringList& changes) {
    const QDir source(problem.directory);
    const QString statement = format == ExportFormat::Kattis ? "statement" : "problem_statement";
    bool statementFound = false;
    for (const char* name : {"statement", "problem_statement"}) {
        if (statementFound || !QFileInfo(source.filePath(name)).isDir()) continue;
        if (auto copied = copyTree(source.filePath(name), package.filePath(statement)); !copied) return copied;
        statementFound = true;
    }
    for (const char* name : {"attachments", "include"})
        if (QFileInfo(source.filePath(name)).isDir())
            if (auto copied = copyTree(source.filePath(name), package.filePath(name)); !copied) return copied;
    // generators.yaml names the tests as they are named here, which only a Kattis export keeps.
    const bool generators = QFileInfo(source.filePath("generators")).isDir();
    if (generators && format == ExportFormat::Kattis && problem.formatVersion != "polygon") {
        if (auto copied = copyTree(source.filePath("generators"), package.filePath("generators")); !copied)
            return copied;
    } else if (generators) {
        changes << QStringLiteral("The generators (generators/) are not carried: the tests travel as files.");
    }
    if (!statementFound && QFileInfo(source.filePath("statements")).isDir())
        changes << QStringLiteral("Polygon's statements (statements/) are not converted; add a statement by hand.");
    return {};
}

Result<void> zipDirectory(const QString& directory, const QString& zipPath) {
    KZip zip(zipPath);
    if (!zip.open(QIODevice::WriteOnly))
        return fail("cannot write " + zipPath.toStdString() + ": " + zip.errorString().toStdString());
    QDirIterator files(directory, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString file = files.next();
        if (!zip.addLocalFile(file, QDir(directory).relativeFilePath(file)))
            return fail("cannot add " + file.toStdString() + " to " + zipPath.toStdString());
    }
    if (!zip.close()) return fail("cannot finish " + zipPath.toStdString() + ": " + zip.errorString().toStdString());
    return {};
}

// An old destination is moved aside only once the new one is complete, and removed only once the new one is
// in its place.
Result<void> moveIntoPlace(const QString& made, const QString& destination, bool replace) {
    const QFileInfo target(destination);
    if (!target.exists()) {
        if (!QDir().rename(made, destination)) return fail("cannot move the package to " + destination.toStdString());
        return {};
    }
    if (!replace) return fail(destination.toStdString() + " exists already");
    if (target.isFile()) {
        if (::rename(QFile::encodeName(made).constData(), QFile::encodeName(destination).constData()) != 0)
            return fail("cannot replace " + destination.toStdString());
        return {};
    }
    const QString aside = made + ".old";
    if (!QDir().rename(destination, aside)) return fail("cannot move the old " + destination.toStdString() + " aside");
    if (!QDir().rename(made, destination)) {
        QDir().rename(aside, destination);
        return fail("cannot move the package to " + destination.toStdString());
    }
    QDir(aside).removeRecursively();
    return {};
}

// What problemtools' verifyproblem reports as errors in a package laid out for `version`, that only the coach
// can mend (problemtools/verifyproblem.py: its checks of the statements, the input validators, the short name).
QStringList kattisToolErrors(const QDir& package, KattisVersion version, const QString& folderName) {
    QStringList errors;
    const bool legacy = version == KattisVersion::Legacy;
    const QString statements = legacy ? "problem_statement" : "statement";
    const bool hasStatement = legacy ? !QDir(package.filePath(statements)).entryList({"problem*.tex"}, QDir::Files).isEmpty()
                                     : !statementLanguages(package, version).isEmpty();
    if (!hasStatement)
        errors << QStringLiteral("The problem has no statement, which problemtools calls an error (\"No problem "
                                 "statements found\")%1. Add %2/problem.en.%3 before uploading.")
                      .arg(legacy ? QString()
                                  : QStringLiteral(", and then its name is in a language without one (\"Names exist "
                                                   "for languages without problem statements: en\")"),
                           statements, legacy ? "tex" : "md");
    const bool hasInputValidator =
        !QDir(package.filePath("input_validators")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty() ||
        !QDir(package.filePath("input_format_validators")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty();
    if (!hasInputValidator)
        errors << QStringLiteral("The problem has no input validator, which problemtools calls an error (\"No input "
                                 "format validators found\"). Add one to input_validators/: a checktestdata file of "
                                 "a few lines does, and JudgeDesk runs it too.");
    static const QRegularExpression shortName(QStringLiteral("^[a-z0-9]+$"));
    if (!folderName.isEmpty() && !shortName.match(folderName).hasMatch())
        errors << QStringLiteral("Kattis names a problem by its folder, and %1 is not a name it takes (\"Invalid "
                                 "shortname\": lower-case letters and digits only).")
                      .arg(folderName);
    return errors;
}

problem::Dialect targetDialect(ExportFormat format) {
    return format == ExportFormat::Kattis ? problem::Dialect::Kattis : problem::Dialect::DOMjudge;
}

// The judging rules that change with the system, each in a sentence; a submission expected to fail by
// one of them (a memory hog, an output flood) may get another verdict there, which only judging shows.
QStringList ruleChanges(problem::Dialect from, problem::Dialect to, bool scoring, std::optional<double> timeLimit) {
    const problem::JudgingRules before = problem::rulesOf(from), after = problem::rulesOf(to);
    const QString system = to == problem::Dialect::Kattis ? "Kattis" : "DOMjudge";
    QStringList changes;
    if (before.outputLimit != after.outputLimit)
        changes << (after.outputLimit == problem::OutputLimitRule::Kill
                        ? QStringLiteral("%1 stops a program at the output limit (a run-time error), where it was cut "
                                         "off and let run on.")
                        : QStringLiteral("%1 cuts output off at the limit and lets the program run on, where it was "
                                         "stopped (an output limit)."))
                       .arg(system);
    if (before.memoryLimit != after.memoryLimit)
        changes << (after.memoryLimit == problem::MemoryLimitRule::AddressSpace
                        ? QStringLiteral("%1 limits address space: reserving memory beyond the limit fails at once "
                                         "(a run-time error), used or not.")
                        : QStringLiteral("%1 counts the memory a program uses: memory reserved and never touched is "
                                         "within the limit."))
                       .arg(system);
    if (before.processLimit != after.processLimit)
        changes << (after.processLimit == problem::ProcessLimitRule::SixtyFour
                        ? QStringLiteral("%1 lets a program run 64 processes and threads, whatever its language.")
                        : QStringLiteral("%1 lets a program run the processes and threads its language needs (8 for "
                                         "C and C++), where it had 64."))
                       .arg(system);
    if (scoring && before.groupScore != after.groupScore && to == problem::Dialect::Kattis)
        changes << QStringLiteral("Kattis scores each test and adds them up in its group.");
    if (!changes.isEmpty())
        changes << QStringLiteral("Submissions expected to fail by these rules may get another verdict there: run "
                                  "verify on the exported package.");
    if (to == problem::Dialect::DOMjudge && timeLimit)
        changes << QStringLiteral("DOMjudge's time limit is %1 s, with no margin.").arg(*timeLimit);
    return changes;
}

} // namespace

QString exportFormatName(ExportFormat format) {
    return format == ExportFormat::Kattis ? QStringLiteral("kattis") : QStringLiteral("domjudge");
}

std::optional<ExportFormat> exportFormatFromName(const QString& name) {
    if (name == "kattis") return ExportFormat::Kattis;
    if (name == "domjudge") return ExportFormat::DOMjudge;
    return std::nullopt;
}

Result<void> checkExportable(const problem::Problem& problem) { return checkValidatorsExportable(problem); }

Result<ExportReport> exportPackage(const Problem& problem, const ExportOptions& options) {
    if (options.destination.isEmpty()) return fail("no destination to export to");
    // Cleaned, so that "out/" (as a shell completes it) is the folder out in its parent.
    const QFileInfo destination(QDir::cleanPath(QFileInfo(options.destination).absoluteFilePath()));
    const bool zipped = destination.suffix().compare("zip", Qt::CaseInsensitive) == 0;
    if (!destination.dir().exists()) return fail(destination.dir().path().toStdString() + ": no such folder");
    if (destination.exists() && !options.replace)
        return fail(destination.filePath().toStdString() + " exists already (replace it, or choose another name)");
    if (destination.exists() && destination.isDir() == zipped)
        return fail(destination.filePath().toStdString() + " is a " + (zipped ? "folder" : "file") +
                    "; it is not replaced by a " + (zipped ? "zip" : "folder"));
    if (QFileInfo(problem.directory).canonicalFilePath() == destination.canonicalFilePath())
        return fail("the package cannot be exported over itself");
    const auto timeLimit = timeLimitOf(problem, options);
    if (options.format == ExportFormat::DOMjudge && !timeLimit)
        return fail("DOMjudge needs a time limit and the problem has none fixed: give one, or calibrate it from the "
                    "accepted submissions first");
    if (auto exportable = checkExportable(problem); !exportable) return exportable.failure();

    QTemporaryDir scratch(destination.dir().filePath("." + destination.fileName() + ".export-XXXXXX"));
    if (!scratch.isValid()) return fail("cannot write in " + destination.dir().path().toStdString());
    const QDir package(scratch.filePath("package"));
    if (!package.mkpath(".")) return fail("cannot write in " + scratch.path().toStdString());

    ExportReport report;
    report.destination = destination.filePath();
    report.kind = options.format == ExportFormat::Kattis
                      ? QStringLiteral("Kattis %1 package").arg(kattisVersionName(options.kattisVersion))
                      : QStringLiteral("DOMjudge zip");
    TestLayout layout = planTests(problem, options.format);
    report.changes << layout.changes;
    report.tests = static_cast<int>(layout.tests.size());
    if (auto written = writeTests(layout, package.path(), options.format); !written) return written.failure();
    if (auto written = writeValidators(problem, options.format, package.path(), report.changes); !written)
        return written.failure();
    auto languages = judge::LanguageRegistry::load();
    if (!languages) return languages.failure();
    auto submissions = writeSubmissions(problem, options.format, *languages, package.path(), report.changes);
    if (!submissions) return submissions.failure();
    report.submissions = *submissions;
    if (auto copied = copyExtras(problem, options.format, package, report.changes); !copied) return copied.failure();

    if (options.format == ExportFormat::Kattis) {
        if (auto written = writeKattisProblemYaml(problem, options, package, report.changes); !written)
            return written.failure();
        if (auto rewritten = rewriteForKattisVersion(package.path(), options.kattisVersion,
                                                            problem.validation.scoring, report.changes); !rewritten)
            return rewritten.failure();
        report.toolErrors = kattisToolErrors(package, options.kattisVersion, zipped ? QString() : destination.fileName());
    } else {
        if (auto written = writeDomjudgeProblemFiles(problem, *timeLimit, package); !written) return written.failure();
        if (problem.validation.scoring)
            report.changes << QStringLiteral("DOMjudge judges the problem pass-fail: a submission is correct when "
                                             "every test is; the groups' points are not exported.");
    }
    report.changes << ruleChanges(problem.dialect.dialect, targetDialect(options.format), problem.validation.scoring,
                                  timeLimit);
    // What goes out must read back: a package another system would reject is not written at all.
    auto reread = problem::readProblem(package.path());
    if (!reread) return fail("the exported package does not read back: " + reread.error());
    if (reread->allTests().size() != layout.tests.size())
        return fail(QStringLiteral("the exported package reads back with %1 tests instead of %2")
                        .arg(reread->allTests().size())
                        .arg(layout.tests.size())
                        .toStdString());

    QString made = package.path();
    if (zipped) {
        made = scratch.filePath("package.zip");
        if (auto packed = zipDirectory(package.path(), made); !packed) return packed.failure();
    }
    if (auto moved = moveIntoPlace(made, destination.filePath(), options.replace); !moved) return moved.failure();
    return report;
}

} // namespace jd::exporting
