#include "kattis_reader.h"

#include "kattis_domjudge_files.h"
#include "kattis_fields.h"
#include "kattis_submissions.h"
#include "limit_bounds.h"
#include "link_files.h"
#include "package_root.h"
#include "yaml_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <yaml-cpp/yaml.h>

namespace jd::problem {
using namespace kattis;
namespace {

// Reads one level's testdata.yaml (legacy) or test_group.yaml (2025-09) over the inherited settings.
// `defaults` are the root's settings before any file: a group's own grader_flags start from them again.
GroupSettings readGroupSettings(const QDir& dir, const QString& relative, GroupSettings settings,
                                const GroupSettings& defaults) {
    for (const char* name : {"testdata.yaml", "test_group.yaml"}) {
        QString path = dir.filePath(name);
        if (!QFileInfo::exists(path)) continue;
        const QString file = relative.isEmpty() ? QString("data/") + name : "data/" + relative + "/" + name;
        YAML::Node root = loadYaml(path, file);
        for (const auto& entry : root) {
            const QString key = QString::fromStdString(entry.first.as<std::string>());
            const YAML::Node& value = entry.second;
            if (key == "on_reject") {
                QString mode = scalar(file, value, key);
                if (mode != "break" && mode != "continue") failAt(file, value, key, "expected break or continue");
                settings.onReject = mode == "break" ? OnReject::Break : OnReject::Continue;
            } else if (key == "grader_flags") {
                // problemtools inherits testdata.yaml key by key: a group's grader_flags replace its parent's
                // whole (a group of `min` under `first_error accept_if_any_accepted` grades by worst_error
                // and min alone). Words the default grader does not know, it passes over.
                settings.aggregation = defaults.aggregation;
                settings.verdictAggregation = defaults.verdictAggregation;
                settings.ignoreSample = false;
                settings.acceptIfAnyAccepted = false;
                for (const QString& flag : stringList(file, value, key)) {
                    if (flag == "sum")
                        settings.aggregation = Aggregation::Sum;
                    else if (flag == "min")
                        settings.aggregation = Aggregation::Min;
                    else if (flag == "max")
                        settings.aggregation = Aggregation::Max;
                    else if (flag == "avg")
                        settings.aggregation = Aggregation::Avg;
                    else if (flag == "ignore_sample")
                        settings.ignoreSample = true;
                    else if (flag == "accept_if_any_accepted")
                        settings.acceptIfAnyAccepted = true;
                    else if (flag == "first_error")
                        settings.verdictAggregation = VerdictAggregation::FirstError;
                    else if (flag == "worst_error" || flag == "no_errors")
                        settings.verdictAggregation = VerdictAggregation::WorstError;
                    else if (flag == "always_accept")
                        settings.verdictAggregation = VerdictAggregation::AlwaysAccept;
                }
            } else if (key == "score_aggregation") {
                QString mode = scalar(file, value, key);
                if (mode == "pass-fail")
                    settings.aggregation = Aggregation::PassFail;
                else if (mode == "sum")
                    settings.aggregation = Aggregation::Sum;
                else if (mode == "min")
                    settings.aggregation = Aggregation::Min;
                else
                    failAt(file, value, key, "expected pass-fail, sum or min, got '" + mode + "'");
            } else if (key == "accept_score") {
                settings.acceptScore = numberWithin(file, value, key, -bounds::kLargestScore, bounds::kLargestScore);
                settings.acceptScoreGiven = true;
            } else if (key == "reject_score") {
                settings.rejectScore = numberWithin(file, value, key, -bounds::kLargestScore, bounds::kLargestScore);
            } else if (key == "max_score") {
                settings.maxScore = numberWithin(file, value, key, 0, bounds::kLargestScore);
            } else if (key == "range") {
                QStringList bounds = stringList(file, value, key);
                bool okLow = false, okHigh = false;
                double low = bounds.value(0).toDouble(&okLow), high = bounds.value(1).toDouble(&okHigh);
                if (bounds.size() != 2 || !okLow || !okHigh) failAt(file, value, key, "expected two numbers: min max");
                settings.range = std::make_pair(low, high);
            } else if (key == "output_validator_flags" || key == "output_validator_args") {
                settings.outputValidatorArgs = stringList(file, value, key);
            } else if (key == "input_validator_flags" || key == "input_validator_args") {
                if (!value.IsMap()) settings.inputValidatorArgs = stringList(file, value, key);
            }
            // Other keys (grading: custom, require_pass, static_validation, ...) are kept for the writer.
        }
    }
    return settings;
}

// `above` holds the real paths of the groups it sits in: links to directories could otherwise lead the
// walk round in a circle.
// `broken` gathers the tests whose files do not pair up, so that every one is named at once.
TestGroup readGroup(const QDir& dir, const QString& relative, const GroupSettings& inherited,
                    const GroupSettings& defaults, bool interactive, QList<ProblemError>& broken,
                    QStringList above = {}) {
    const QString real = QFileInfo(dir.absolutePath()).canonicalFilePath();
    if (above.contains(real)) failIn("data/" + relative + "/", "links back to a group it is in (a loop)");
    above << real;
    TestGroup group;
    group.name = relative;
    group.settings = readGroupSettings(dir, relative, inherited, defaults);
    group.described = dir.exists("testdata.yaml") || dir.exists("test_group.yaml");
    const bool sample = relative == "sample" || relative.startsWith("sample/");
    const QString prefix = relative.isEmpty() ? QString() : relative + "/";

    QStringList stems;
    for (const QFileInfo& file : dir.entryInfoList({"*.in", "*.interaction"}, QDir::Files, QDir::Name)) {
        if (!stems.contains(file.completeBaseName())) stems << file.completeBaseName();
    }
    // An answer whose input went missing is a test lost, not a file to pass over in silence.
    for (const QFileInfo& file : dir.entryInfoList({"*.ans"}, QDir::Files, QDir::Name))
        if (!stems.contains(file.completeBaseName()))
            broken << ProblemError{"data/" + prefix + file.fileName(), 0, {},
                                   "has no input " + file.completeBaseName() + ".in beside it"};
    std::sort(stems.begin(), stems.end());
    for (const QString& stem : stems) {
        TestCase test;
        test.name = prefix + stem;
        test.sample = sample;
        QString input = dir.filePath(stem + ".in"), answer = dir.filePath(stem + ".ans");
        QString interaction = dir.filePath(stem + ".interaction");
        if (QFileInfo::exists(input)) test.input = input;
        if (QFileInfo::exists(answer)) test.answer = answer;
        if (QFileInfo::exists(interaction)) test.interaction = interaction;
        if (test.input.isEmpty()) continue; // an .interaction alone only illustrates a sample
        if (test.answer.isEmpty() && !interactive) {
            broken << ProblemError{"data/" + prefix + stem + ".in", 0, {}, "has no answer file " + stem + ".ans beside it"};
            continue;
        }
        group.tests << test;
    }
    for (const QString& child : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        group.groups << readGroup(QDir(dir.filePath(child)), prefix + child, group.settings, defaults, interactive,
                                   broken, above);
    return group;
}

// DOMjudge has no grader: a verdict is its first rejection in the order of the tests.
void gradeWithoutGrader(TestGroup& group) {
    group.settings.verdictAggregation = VerdictAggregation::FirstError;
    for (TestGroup& child : group.groups)
        gradeWithoutGrader(child);
}

QString englishName(const QString& file, const YAML::Node& node) {
    if (node.IsScalar()) return QString::fromStdString(node.Scalar());
    if (node.IsMap()) {
        if (node["en"]) return scalar(file, node["en"], "name.en");
        for (const auto& entry : node)
            return scalar(file, entry.second, "name");
    }
    failAt(file, node, "name", "expected a name or a map of languages to names");
}

// Every key of problem.yaml in the legacy format, the 2023-07 draft and 2025-09: another is warned about and
// passed over, as Kattis and problemtools pass it over.
const QStringList kProblemYamlKeys = {
    "problem_format_version", "type", "name", "uuid", "version", "author", "credits", "source", "source_url",
    "license", "rights_owner", "embargo_until", "limits", "validation", "validator_flags", "grading", "keywords",
    "languages", "allow_file_writing", "constants", "scoring", "on_reject", "accept_score", "reject_score", "range"};
const QStringList kLimitsKeys = {
    "time_multiplier", "time_safety_margin", "time_multipliers", "time_limit", "time_resolution", "memory", "output",
    "code", "compilation_time", "compilation_memory", "validation_time", "validation_memory", "validation_output",
    "validation_passes"};

void warnOfUnknownKeys(const QString& file, const YAML::Node& map, const QStringList& known, const QString& prefix,
                       Problem& problem) {
    for (const auto& entry : map) {
        const QString key = entry.first.IsScalar() ? QString::fromStdString(entry.first.Scalar()) : QString();
        if (!known.contains(key))
            problem.warnings << warningAt(file, entry.first, prefix + key,
                                          "is not a key of the problem package format; ignored, as Kattis does");
    }
}

// limits: what JudgeDesk needs and cannot read is refused; a key of another shape than the format's, or of
// no format, is warned about and passed over, as the system that ran the contest passed it over.
void readLimits(const QString& file, const YAML::Node& limits, Problem& problem) {
    if (!limits.IsMap()) {
        problem.warnings << warningAt(file, limits, "limits", "is not a map of limits; ignored, as Kattis does");
        return;
    }
    warnOfUnknownKeys(file, limits, kLimitsKeys, "limits.", problem);
    auto multiplier = [&](const YAML::Node& node, const QString& field) {
        return numberWithin(file, node, field, 1, bounds::kLargestTimeMultiplier);
    };
    if (limits["time_multiplier"])
        problem.limits.timeMultiplier = multiplier(limits["time_multiplier"], "limits.time_multiplier");
    if (limits["time_safety_margin"])
        problem.limits.timeSafetyMargin = multiplier(limits["time_safety_margin"], "limits.time_safety_margin");
    if (const YAML::Node multipliers = limits["time_multipliers"]) {
        if (!multipliers.IsMap()) {
            problem.warnings << warningAt(file, multipliers, "limits.time_multipliers",
                                          "is not a map of ac_to_time_limit and time_limit_to_tle (as the 2023-07 "
                                          "format has it); ignored, as Kattis does");
        } else {
            warnOfUnknownKeys(file, multipliers, {"ac_to_time_limit", "time_limit_to_tle"},
                              "limits.time_multipliers.", problem);
            if (multipliers["ac_to_time_limit"])
                problem.limits.timeMultiplier =
                    multiplier(multipliers["ac_to_time_limit"], "limits.time_multipliers.ac_to_time_limit");
            if (multipliers["time_limit_to_tle"])
                problem.limits.timeSafetyMargin =
                    multiplier(multipliers["time_limit_to_tle"], "limits.time_multipliers.time_limit_to_tle");
        }
    }
    if (limits["time_limit"])
        problem.limits.timeLimit =
            numberWithin(file, limits["time_limit"], "limits.time_limit", 0, bounds::kLongestTimeLimit, true);
    if (limits["time_resolution"])
        problem.limits.timeResolution =
            numberWithin(file, limits["time_resolution"], "limits.time_resolution", 0, 10, true);
    auto wholeNumber = [&](const char* key, int& into, int low, int high) {
        if (!limits[key]) return;
        const QString field = QStringLiteral("limits.") + key;
        double value = numberWithin(file, limits[key], field, low, high);
        if (value != static_cast<int>(value)) failAt(file, limits[key], field, "expected a whole number");
        into = static_cast<int>(value);
    };
    wholeNumber("memory", problem.limits.memoryMiB, 1, bounds::kLargestMemoryMiB);
    problem.limits.memoryNamed = bool(limits["memory"]);
    wholeNumber("output", problem.limits.outputMiB, 1, bounds::kLargestOutputMiB);
    wholeNumber("code", problem.limits.codeKiB, 1, bounds::kLargestCodeKiB);
    problem.limits.codeNamed = bool(limits["code"]);
    wholeNumber("validation_passes", problem.limits.validationPasses, 2, bounds::kMostValidationPasses);
}

void readProblemYaml(const QString& directory, Problem& problem) {
    const QString file = "problem.yaml";
    const QString path = QDir(directory).filePath(file);
    problem.formatVersion = "legacy";
    if (!QFileInfo::exists(path)) return; // DOMjudge packages may describe themselves elsewhere
    YAML::Node root = loadYaml(path, file);

    if (root["problem_format_version"]) {
        QString version = scalar(file, root["problem_format_version"], "problem_format_version");
        problem.declaredFormatVersion = version;
        problem.formatVersion = version == "legacy" ? QStringLiteral("legacy") : QStringLiteral("2025-09");
    }
    const bool legacy = problem.formatVersion == "legacy";
    problem.limits.timeMultiplier = legacy ? 5 : 2;
    problem.limits.timeSafetyMargin = legacy ? 2 : 1.5;
    if (root["name"]) problem.name = englishName(file, root["name"]);

    // Legacy: validation: default | custom [interactive] [score]. 2025-09: type: a list.
    if (root["validation"]) {
        QStringList words = stringList(file, root["validation"], "validation");
        if (words.isEmpty() || (words[0] != "default" && words[0] != "custom"))
            failAt(file, root["validation"], "validation", "expected default or custom [interactive] [score]");
        problem.validation.kind = words[0] == "custom" ? ValidationKind::Custom : ValidationKind::Default;
        problem.validation.interactive = words.contains("interactive");
        problem.validation.scoring = words.contains("score");
        // The 2023-07 draft (and packages written to it) say `validation: custom multi-pass`.
        problem.validation.multiPass = words.contains("multi-pass");
    }
    if (root["type"]) {
        for (const QString& type : stringList(file, root["type"], "type")) {
            if (type == "interactive")
                problem.validation.interactive = true;
            else if (type == "scoring")
                problem.validation.scoring = true;
            else if (type == "multi-pass")
                problem.validation.multiPass = true;
            else if (type != "pass-fail" && type != "submit-answer")
                failAt(file, root["type"], "type", "unknown problem type '" + type + "'");
        }
        if (problem.validation.interactive || problem.validation.multiPass)
            problem.validation.kind = ValidationKind::Custom;
    }
    if (root["validator_flags"])
        problem.validation.validatorFlags = stringList(file, root["validator_flags"], "validator_flags");

    if (const YAML::Node limits = root["limits"]) readLimits(file, limits, problem);
    warnOfUnknownKeys(file, root, kProblemYamlKeys, {}, problem);
}

void readValidators(const QString& directory, Problem& problem) {
    QDir root(directory);
    // 2025-09: output_validator/ (a directory) or output_validator.<ext>; legacy: output_validators/<one>.
    if (QFileInfo(root.filePath("output_validator")).isDir()) {
        // 2025-09: the directory is the validator; the 2023-07 draft put one named validator inside it.
        QDir single(root.filePath("output_validator"));
        const QStringList files = single.entryList(QDir::Files);
        const QStringList named = single.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        problem.outputValidator =
            files.isEmpty() && named.size() == 1 ? single.filePath(named.first()) : single.absolutePath();
    } else if (QStringList single = root.entryList({"output_validator.*"}, QDir::Files); !single.isEmpty()) {
        problem.outputValidator = root.filePath(single.first());
    } else if (QDir legacy(root.filePath("output_validators"));
               legacy.exists() && !problem.outputValidator.startsWith(legacy.absolutePath() + "/")) {
        // (domjudge-problem.ini may have chosen one of them by name.)
        QStringList entries = legacy.entryList(QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
        if (entries.size() > 1 && problem.validation.kind == ValidationKind::Custom)
            failIn("output_validators/",
                   "holds " + QString::number(entries.size()) + " validators; JudgeDesk uses one");
        if (!entries.isEmpty()) problem.outputValidator = legacy.filePath(entries.first());
    }
    if (problem.validation.kind == ValidationKind::Custom && problem.outputValidator.isEmpty())
        failIn(QFileInfo::exists(QDir(directory).filePath("domjudge-problem.ini")) ? "domjudge-problem.ini"
                                                                                   : "problem.yaml",
               "asks for a custom validator, but there is no output_validator(s)/");
    for (const char* name : {"input_validators", "input_validator"}) {
        QDir dir(root.filePath(name));
        for (const QString& entry : dir.entryList(QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot, QDir::Name))
            problem.inputValidators << dir.filePath(entry);
    }
    // problemtools compiles include/<language>/ with every submission in that language.
    const QDir include(root.filePath("include"));
    for (const QString& language : include.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        problem.languageFiles.insert(language, include.filePath(language));
}

} // namespace

Result<Problem> readKattisProblem(const QString& directory) {
    QFileInfo info(directory);
    if (!info.isDir()) return fail(directory.toStdString() + ": not a problem directory");
    Problem problem;
    problem.directory = info.absoluteFilePath();
    problem.shortName = info.fileName();
    if (auto tree = PackageRoot(problem.directory).checkTree(problem.shortName); !tree) return tree.failure();
    try {
        readProblemYaml(problem.directory, problem);
        readDomjudgeIni(problem.directory, problem);
        readTimeLimitFile(problem.directory, problem);
        readValidators(problem.directory, problem);
        QDir data(QDir(problem.directory).filePath("data"));
        if (!data.exists()) failIn("data/", "is missing: a problem needs test data");
        GroupSettings defaults;
        if (problem.validation.scoring) defaults.aggregation = Aggregation::Sum;
        // problemtools grades legacy and 2023-07-draft packages by its default grader: a group's verdict by
        // worst_error unless its flags say otherwise. 2025-09 takes the first rejection in the order of the tests.
        if (!problem.declaredFormatVersion.startsWith("2025"))
            defaults.verdictAggregation = VerdictAggregation::WorstError;
        QList<ProblemError> broken;
        problem.data = readGroup(data, {}, defaults, defaults, problem.validation.interactive, broken);
        if (!broken.isEmpty()) throw ProblemFailure{broken.first(), broken.mid(1)};
        followWrittenLinks(problem.data, data.absolutePath(), problem.warnings);
        if (problem.data.testCount() == 0) failIn("data/", "holds no test (no .in files)");
        const bool secretTests =
            std::any_of(problem.data.groups.begin(), problem.data.groups.end(),
                        [](const TestGroup& group) { return group.name == "secret" && group.testCount() > 0; });
        if (!secretTests)
            problem.warnings << QStringLiteral("data/secret/ holds no test: the problem is judged on its samples only");
        problem.submissions = readSubmissionDirectories(problem.directory);
        problem.dialect = chooseDialect(problem.directory, problem);
        if (problem.dialect.dialect != Dialect::Kattis) gradeWithoutGrader(problem.data);
        // DOMjudge turns away a submission over sourcesize_limit (256 KiB) unless the problem names its own.
        if (problem.dialect.dialect == Dialect::DOMjudge && !problem.limits.codeNamed)
            problem.limits.codeKiB = kDomjudgeSourceSizeKiB;
        applySubmissionRules(problem.directory, problem);
    } catch (const ProblemFailure& failure) {
        return fail(failure.describe(problem.shortName).toStdString());
    } catch (const YAML::Exception& error) {
        // Only a shape no field check foresaw gets here; still said with the file it was reading.
        return fail(problem.shortName.toStdString() + "/" + fileBeingRead().toStdString() + ":" +
                    std::to_string(error.mark.line + 1) + ": " + error.msg);
    }
    if (problem.name.isEmpty()) problem.name = problem.shortName;
    return problem;
}

} // namespace jd::problem
