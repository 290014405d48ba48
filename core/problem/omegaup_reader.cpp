#include "omegaup_reader.h"

#include "json_file.h"
#include "kattis_reader.h"
#include "libinteractive_glue.h"
#include "limit_bounds.h"
#include "omegaup_tests.h"
#include "omegaup_values.h"
#include "package_root.h"

#include <QCollator>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace jd::problem {
namespace {

const QString kSettings = QStringLiteral("settings.json");

// common.DefaultLimits: what quark's tools assume when settings.json leaves a limit out.
constexpr double kDefaultTimeLimit = 1;
constexpr uint64_t kDefaultMemoryBytes = 32ull << 20;
constexpr uint64_t kDefaultOutputBytes = 10ull << 10;
constexpr double kDefaultOverallWallTime = 60;
// omegajail never gives a program more than this, whatever the problem asks (HardMemoryLimit).
constexpr uint64_t kHardMemoryBytes = 640ull << 20;
constexpr double kDefaultTolerance = 1e-6; // common.DefaultValidatorTolerance

// A key as Go's encoding/json finds it, which quark decodes settings.json with: the exact spelling first, else
// any spelling that differs only in case ("limits" fills Limits). `spelled` gets the spelling found.
QJsonValue member(const QJsonObject& object, const QString& key, QString* spelled = nullptr) {
    if (spelled) *spelled = key;
    if (auto exact = object.constFind(key); exact != object.constEnd()) return *exact;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        if (it.key().compare(key, Qt::CaseInsensitive) == 0) {
            if (spelled) *spelled = it.key();
            return it.value();
        }
    return QJsonValue(QJsonValue::Undefined);
}

// The keys each object of settings.json may hold, in both layouts (omegaUp's stored problems and the
// repositories omegaUp-deploy reads); any other is warned about and ignored, as Go ignores it.
void warnAboutUnknownKeys(const QJsonObject& object, const QString& field, const QStringList& known,
                          QStringList& warnings) {
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        const bool isKnown = std::any_of(known.begin(), known.end(), [&](const QString& key) {
            return key.compare(it.key(), Qt::CaseInsensitive) == 0;
        });
        if (!isKnown)
            warnings << QStringLiteral("settings.json: %1%2 is not a key omegaUp reads; ignored, as omegaUp does")
                            .arg(field.isEmpty() ? QString() : field + ".", it.key());
    }
}

// How settings.json writes a duration given as a bare number. omegaUp's stored problems hold Go durations,
// where a bare number is seconds (go-base duration.go); a repository kept for omegaUp-deploy (its sections
// spelled in lower case: limits, validator, misc) writes milliseconds, which uploadproblems.py sends to the
// API as time_limit and the like, and which are the limits contestants are judged under.
enum class BareDuration { Seconds, Milliseconds };

struct CaseWeight {
    QString name;
    double weight = 1;
};

struct GroupCases {
    QString name;
    QList<CaseWeight> cases;
};

struct Limits {
    double timeLimit = kDefaultTimeLimit;
    uint64_t memoryBytes = kDefaultMemoryBytes;
    uint64_t outputBytes = kDefaultOutputBytes;
    double overallWallTime = kDefaultOverallWallTime;
    double extraWallTime = 0;
    QStringList defaulted; // the fields settings.json left out
};

Result<Limits> readLimits(const QJsonValue& value, const QString& field, Limits limits, BareDuration bare,
                          QStringList& warnings) {
    if (value.isUndefined() || value.isNull()) {
        limits.defaulted << field;
        return limits;
    }
    if (!value.isObject()) return jsonError(kSettings, field, "expected an object of limits");
    const QJsonObject object = value.toObject();
    warnAboutUnknownKeys(object, field,
                         {"TimeLimit", "MemoryLimit", "InputLimit", "OutputLimit", "ExtraWallTime",
                          "OverallWallTimeLimit", "ExtraMemoryLimit"},
                         warnings);
    auto duration = [&](const char* key, double& into) -> Result<void> {
        const QJsonValue given = member(object, key);
        if (given.isUndefined() || given.isNull()) {
            limits.defaulted << field + "." + key;
            return {};
        }
        auto seconds = bare == BareDuration::Milliseconds && given.isDouble() ? Result<double>(given.toDouble() / 1000)
                                                                              : omegaupDuration(given);
        if (!seconds) return jsonError(kSettings, field + "." + key, QString::fromStdString(seconds.error()));
        if (*seconds < 0) return jsonError(kSettings, field + "." + key, "expected a duration of 0 or more");
        into = *seconds;
        return {};
    };
    auto bytes = [&](const char* key, uint64_t& into) -> Result<void> {
        const QJsonValue given = member(object, key);
        if (given.isUndefined() || given.isNull()) {
            limits.defaulted << field + "." + key;
            return {};
        }
        auto size = omegaupByteSize(given);
        if (!size) return jsonError(kSettings, field + "." + key, QString::fromStdString(size.error()));
        into = *size;
        return {};
    };
    for (auto read :
         {duration("TimeLimit", limits.timeLimit), bytes("MemoryLimit", limits.memoryBytes),
          bytes("OutputLimit", limits.outputBytes), duration("OverallWallTimeLimit", limits.overallWallTime),
          duration("ExtraWallTime", limits.extraWallTime)})
        if (!read) return read.failure();
    if (!(limits.timeLimit > 0 && limits.timeLimit <= bounds::kLongestTimeLimit))
        return jsonError(kSettings, field + ".TimeLimit",
                         QStringLiteral("expected more than 0 and at most %1 s").arg(bounds::kLongestTimeLimit));
    return limits;
}

Result<QList<GroupCases>> readCasesFromSettings(const QJsonArray& groups) {
    QList<GroupCases> result;
    for (qsizetype g = 0; g < groups.size(); ++g) {
        const QString field = QStringLiteral("Cases[%1]").arg(g);
        if (!groups[g].isObject()) return jsonError(kSettings, field, "expected an object with Name and Cases");
        const QJsonObject group = groups[g].toObject();
        GroupCases read;
        read.name = group.value("Name").toString();
        if (read.name.isEmpty()) return jsonError(kSettings, field + ".Name", "expected the group's name");
        if (!group.value("Cases").isArray())
            return jsonError(kSettings, field + ".Cases", "expected a list of cases with Name and Weight");
        const QJsonArray cases = group.value("Cases").toArray();
        for (qsizetype c = 0; c < cases.size(); ++c) {
            const QString caseField = field + QStringLiteral(".Cases[%1]").arg(c);
            const QJsonObject entry = cases[c].toObject();
            CaseWeight one;
            one.name = entry.value("Name").toString();
            if (one.name.isEmpty() || one.name.contains('/'))
                return jsonError(kSettings, caseField + ".Name", "expected the case's name (a file name in cases/)");
            const QJsonValue weight = entry.value("Weight");
            if (!weight.isUndefined() && !weight.isNull()) {
                if (!weight.isDouble() || !std::isfinite(weight.toDouble()))
                    return jsonError(kSettings, caseField + ".Weight",
                                     "expected a number, got " +
                                         (weight.isString() ? '"' + weight.toString() + '"' : QStringLiteral("that")));
                one.weight = omegaupRationalWeight(weight.toDouble());
            }
            read.cases << one;
        }
        result << read;
    }
    return result;
}

// Cases in groups, in name order, from (case, weight) pairs: the testplan's, or every .in in cases/.
QList<GroupCases> groupByName(QList<CaseWeight> cases) {
    QCollator order;
    order.setNumericMode(true);
    std::sort(cases.begin(), cases.end(),
              [&](const CaseWeight& a, const CaseWeight& b) { return order.compare(a.name, b.name) < 0; });
    QList<GroupCases> groups;
    for (const CaseWeight& one : cases) {
        const QString group = omegaupGroupOf(one.name);
        if (groups.isEmpty() || groups.last().name != group) groups << GroupCases{group, {}};
        groups.last().cases << one;
    }
    return groups;
}

Result<QList<GroupCases>> readTestplan(const QDir& root) {
    QFile file(root.filePath("testplan"));
    if (!file.open(QIODevice::ReadOnly)) return fail("testplan: cannot be read");
    QList<CaseWeight> cases;
    int lineNumber = 0;
    static const QRegularExpression line(R"(^\s*(\S+)\s+(\S+)\s*$)");
    while (!file.atEnd()) {
        ++lineNumber;
        QString text = QString::fromUtf8(file.readLine());
        text = text.left(text.indexOf('#') < 0 ? text.size() : text.indexOf('#')).trimmed();
        if (text.isEmpty()) continue;
        const auto match = line.match(text);
        bool ok = false;
        const double weight = match.hasMatch() ? match.captured(2).toDouble(&ok) : 0;
        if (!ok || !std::isfinite(weight))
            return fail(QStringLiteral("testplan:%1: expected `<case> <weight>`, got '%2'")
                            .arg(lineNumber)
                            .arg(text)
                            .toStdString());
        cases << CaseWeight{match.captured(1), omegaupRationalWeight(weight)};
    }
    return groupByName(cases);
}

QList<GroupCases> casesInDirectory(const QDir& root) {
    QList<CaseWeight> cases;
    for (const QString& input : QDir(root.filePath("cases")).entryList({"*.in"}, QDir::Files))
        cases << CaseWeight{input.chopped(3), 1};
    return groupByName(cases);
}

// The file of a custom validator: validator.<Lang> as quark names it, else validator.<the language's
// extension> (validator.cpp for cpp17-gcc).
QString validatorFile(const QDir& root, const QString& language) {
    if (root.exists("validator." + language)) return root.filePath("validator." + language);
    static const QRegularExpression version("[0-9]+(-(gcc|clang))?$");
    const QString family = QString(language).remove(version);
    for (const QString& name : root.entryList({"validator.*"}, QDir::Files))
        if (QFileInfo(name).suffix() == family) return root.filePath(name);
    return {};
}

} // namespace

QString omegaupGroupOf(const QString& caseName) { return caseName.section('.', 0, 0); }

bool isOmegaUpProblem(const QString& directory) {
    const QDir dir(directory);
    return dir.exists("settings.json") && QFileInfo(dir.filePath("cases")).isDir();
}

Result<Problem> readOmegaUpProblem(const QString& directory) {
    const QDir root(QFileInfo(directory).absoluteFilePath());
    const PackageRoot package(root.absolutePath());
    if (auto tree = package.checkTree(root.dirName()); !tree) return tree.failure();
    auto settings = readJsonObject(root, kSettings);
    if (!settings) return settings.failure();

    Problem problem;
    problem.directory = root.absolutePath();
    problem.shortName = root.dirName();
    problem.name = problem.shortName;
    problem.formatVersion = "omegaup";
    // omegaUp-deploy's repositories spell the sections in lower case; omegaUp's stored problems capitalise them.
    const bool repository =
        settings->contains("limits") || settings->contains("validator") || settings->contains("misc");
    const BareDuration bare = repository ? BareDuration::Milliseconds : BareDuration::Seconds;
    problem.dialect = {Dialect::OmegaUp,
                       repository ? QStringLiteral("settings.json and cases/ are present (an omegaUp problem as its "
                                                   "repository keeps it for omegaUp-deploy)")
                                  : QStringLiteral("settings.json and cases/ are present (an omegaUp problem)")};
    problem.validation.scoring = true;
    warnAboutUnknownKeys(*settings, {},
                         {"title", "source", "limits", "validator", "interactive", "misc", "Cases", "Slow"},
                         problem.warnings);
    if (const QJsonValue title = member(*settings, "title"); title.isString() && !title.toString().trimmed().isEmpty())
        problem.name = title.toString().trimmed();
    const QJsonObject misc = member(*settings, "misc").toObject();
    warnAboutUnknownKeys(misc, "misc",
                         {"alias", "visibility", "languages", "email_clarifications", "admin-groups",
                          "group_score_policy"},
                         problem.warnings);

    // A libinteractive problem: Main and the contestant's module, joined by glue generated from the .idl.
    QString interactiveKey;
    if (const QJsonValue interactive = member(*settings, "Interactive", &interactiveKey);
        (!interactive.isUndefined() && !interactive.isNull()) || root.exists("interactive")) {
        if (!interactive.isUndefined() && !interactive.isNull() && !interactive.isObject())
            return jsonError(kSettings, interactiveKey, "expected an object with ModuleName and ParentLang");
        const QJsonObject section = interactive.toObject();
        auto glue = prepareLibinteractiveGlue(root, member(section, "ModuleName").toString(),
                                              member(section, "ParentLang").toString());
        if (!glue) return glue.failure();
        problem.validation.interactive = true;
        problem.interactor = glue->mainDirectory;
        problem.interactorProtocol = QStringLiteral("libinteractive");
        problem.interactionInterface = glue->idl;
        problem.languageFiles = glue->languageFiles;
        problem.dialect.reason += QStringLiteral(", a libinteractive problem (interactive/%1.idl: Main and %2)")
                                      .arg(glue->module, glue->contestant);
    }

    QString limitsKey;
    const QJsonValue limitsValue = member(*settings, "Limits", &limitsKey);
    auto limits = readLimits(limitsValue, limitsKey, Limits{}, bare, problem.warnings);
    if (!limits) return limits.failure();
    if (repository && limitsValue.isObject()) {
        problem.limits.timeLimitSource =
            "from settings.json (" + limitsKey + ".TimeLimit, in milliseconds as omegaUp-deploy sends it)";
        problem.limits.memorySource = "from settings.json (" + limitsKey + ".MemoryLimit, in bytes)";
    }
    problem.limits.timeLimit = limits->timeLimit;
    const uint64_t memory = std::min(limits->memoryBytes, kHardMemoryBytes);
    problem.limits.memoryMiB = static_cast<int>(std::max<uint64_t>(1, (memory + (1 << 20) - 1) >> 20));
    problem.limits.memoryNamed = true;
    problem.limits.outputBytes = std::max<uint64_t>(1, limits->outputBytes);
    problem.limits.outputMiB = static_cast<int>(std::max<uint64_t>(1, (limits->outputBytes + (1 << 20) - 1) >> 20));
    problem.limits.overallWallTime = limits->overallWallTime;
    if (limits->extraWallTime > 0) problem.limits.extraWallTime = limits->extraWallTime;
    problem.limits.codeKiB = bounds::kLargestCodeKiB; // omegaUp's own limit is the frontend's, not the runner's
    if (!limits->defaulted.isEmpty())
        problem.warnings << "settings.json names no " + limits->defaulted.join(", ") +
                                ": omegaUp's defaults apply (1 s, 32 MiB, 10 KiB of output, 1 min in all)";

    // The validator.
    QString validatorKey;
    const QJsonValue validatorValue = member(*settings, "Validator", &validatorKey);
    if (!validatorValue.isObject())
        return jsonError(kSettings, validatorKey,
                         "expected an object with Name (token, token-caseless, "
                         "token-numeric, literal or custom)");
    const QJsonObject validator = validatorValue.toObject();
    warnAboutUnknownKeys(validator, validatorKey,
                         {"Name", "Lang", "Limits", "Tolerance", "GroupScorePolicy", "CustomValidator"},
                         problem.warnings);
    QString nameKey, langKey;
    const QString name = member(validator, "Name", &nameKey).toString();
    static const QStringList names = {"token", "token-caseless", "token-numeric", "literal", "custom"};
    if (!names.contains(name))
        return jsonError(kSettings, validatorKey + "." + nameKey,
                         (name.isEmpty() ? QStringLiteral("missing") : "unknown validator '" + name + "'") +
                             ": expected token, token-caseless, token-numeric, literal or custom");
    if (name == "custom") {
        QString language = member(validator, "Lang", &langKey).toString();
        // A repository names no language: omegaUp takes it from the one validator.<ext> at the root.
        if (language.isEmpty() && repository) {
            const QStringList found = root.entryList({"validator.*"}, QDir::Files);
            if (found.size() == 1) language = QFileInfo(found.first()).suffix();
        }
        if (language.isEmpty())
            return jsonError(kSettings, validatorKey + "." + langKey,
                             "a custom validator needs its language (cpp17-gcc, py3, ...)");
        const QString file = validatorFile(root, language);
        if (file.isEmpty())
            return jsonError(kSettings, validatorKey + "." + langKey,
                             language + ": there is no validator." + language + " (the custom validator's source)");
        auto resolved = package.resolve(file);
        if (!resolved) return fail(QFileInfo(file).fileName().toStdString() + ": " + resolved.error());
        problem.validation.kind = ValidationKind::Custom;
        problem.outputValidator = *resolved;
        problem.outputValidatorProtocol = "omegaup";
        // runner.go:validatorLimits: DefaultValidatorLimits with the problem's time limit.
        Limits defaults;
        defaults.timeLimit = limits->timeLimit;
        defaults.memoryBytes = 256ull << 20;
        defaults.overallWallTime = 5;
        QString ownKey;
        const QJsonValue ownValue = member(validator, "Limits", &ownKey);
        auto own = readLimits(ownValue, validatorKey + "." + ownKey, defaults, bare, problem.warnings);
        if (!own) return own.failure();
        problem.outputValidatorLimits =
            HelperLimits{own->timeLimit, static_cast<int>(std::max<uint64_t>(1, own->memoryBytes >> 20)),
                         std::max<uint64_t>(1, own->outputBytes)};
    } else {
        problem.validation.comparison = name;
    }
    if (const QJsonValue tolerance = member(validator, "Tolerance"); !tolerance.isUndefined() && !tolerance.isNull()) {
        if (!tolerance.isDouble() || !(tolerance.toDouble() >= 0) || !std::isfinite(tolerance.toDouble()))
            return jsonError(kSettings, validatorKey + ".Tolerance", "expected a number of 0 or more");
        problem.validation.tolerance = tolerance.toDouble();
    } else if (name == "token-numeric") {
        problem.validation.tolerance = kDefaultTolerance;
    }
    // The group score policy: Validator.GroupScorePolicy in a stored problem; a repository's misc.group_score_policy
    // is what omegaUp-deploy sends to the API (validator.GroupScorePolicy only quark's CI reads).
    QString policyField = validatorKey + ".GroupScorePolicy";
    QJsonValue policyValue = member(validator, "GroupScorePolicy");
    if (const QJsonValue deployed = misc.value("group_score_policy"); repository && !deployed.isUndefined()) {
        if (!policyValue.isUndefined() && policyValue != deployed)
            problem.warnings << "settings.json: misc.group_score_policy and " + policyField +
                                    " differ; judged by misc.group_score_policy, which omegaUp's site applies";
        policyValue = deployed;
        policyField = "misc.group_score_policy";
    }
    const QString policy = policyValue.toString();
    if (!policyValue.isUndefined() && !policyValue.isNull() && !policyValue.isString())
        return jsonError(kSettings, policyField, "expected sum-if-not-zero or min");
    if (!policy.isEmpty() && policy != "sum-if-not-zero" && policy != "min")
        return jsonError(kSettings, policyField, "unknown policy '" + policy + "': expected sum-if-not-zero or min");
    const Aggregation groupAggregation = policy == "min" ? Aggregation::Min : Aggregation::Sum;

    // The cases, in their groups.
    QList<GroupCases> groups;
    const QJsonValue casesValue = member(*settings, "Cases");
    if (casesValue.isArray() && !casesValue.toArray().isEmpty()) {
        auto read = readCasesFromSettings(casesValue.toArray());
        if (!read) return read.failure();
        groups = *read;
    } else if (!casesValue.isUndefined() && !casesValue.isNull() && !casesValue.isArray()) {
        return jsonError(kSettings, "Cases", "expected a list of groups with Name and Cases");
    } else if (root.exists("testplan")) {
        auto read = readTestplan(root);
        if (!read) return read.failure();
        groups = *read;
    } else {
        groups = casesInDirectory(root);
    }

    double total = 0;
    for (const GroupCases& group : groups)
        for (const CaseWeight& one : group.cases)
            total += one.weight;
    // runner.go: weights are shares of their sum; a sum of 0 or less leaves them as they are.
    const double factor = total > 0 ? 1 / total : 1;

    problem.data.settings.aggregation = Aggregation::Sum;
    problem.data.settings.onReject = OnReject::Continue;
    QStringList named;
    for (const GroupCases& group : groups) {
        TestGroup made;
        made.name = group.name;
        made.settings.aggregation = groupAggregation;
        made.settings.onReject = OnReject::Continue; // quark runs every case
        for (const CaseWeight& one : group.cases) {
            TestCase test;
            test.name = one.name;
            test.points = one.weight * factor;
            auto input = package.resolve("cases/" + one.name + ".in");
            if (!input || !QFileInfo(*input).isFile())
                return fail(QStringLiteral("cases/%1.in: missing, but settings.json names the case %1 (in group %2)")
                                .arg(one.name, group.name)
                                .toStdString());
            test.input = *input;
            if (auto answer = package.resolve("cases/" + one.name + ".out"); answer && QFileInfo(*answer).isFile())
                test.answer = *answer;
            else if (problem.validation.kind != ValidationKind::Custom)
                return fail(QStringLiteral("cases/%1.out: missing; the %2 validator compares with it")
                                .arg(one.name, name)
                                .toStdString());
            if (auto failure = package.resolve("cases/" + one.name + ".expected-failure");
                failure && QFileInfo(*failure).isFile())
                test.expectedFailure = *failure;
            named << one.name;
            made.tests << test;
        }
        problem.data.groups << made;
    }
    if (named.isEmpty()) return fail("cases/: holds no case (no .in files), and settings.json names none");
    QStringList unnamed;
    for (const QString& input : QDir(root.filePath("cases")).entryList({"*.in"}, QDir::Files))
        if (!named.contains(input.chopped(3))) unnamed << input.chopped(3);
    if (!unnamed.isEmpty())
        problem.warnings << "cases/ holds cases settings.json does not name, which omegaUp does not grade: " +
                                unnamed.join(", ");
    problem.submissions = readSubmissionDirectories(root.absolutePath());
    auto tests = readOmegaUpTests(root, total);
    if (!tests) return tests.failure();
    problem.submissions += tests->solutions;
    // quark's -oneshot=ci decodes limits.TimeLimit as a Go duration, where a bare 1000 is 1000 s, and caps
    // the literal problem's limits at its defaults: every repository's expectations were checked at 10 s per
    // case and 20 MiB of output. What contestants meet is what omegaUp-deploy sends: settings.json's numbers.
    if (repository && !tests->solutions.isEmpty())
        problem.limits.expectationsWrittenUnder = QStringLiteral(
            "omegaUp's CI checks tests/tests.json at 10 s per case and 20 MiB of output (it reads limits.TimeLimit "
            "as seconds and caps it); JudgeDesk holds the solutions to it under the limits contestants meet, so a "
            "verdict near the time limit may differ from what that check saw");
    if (!tests->inputValidator.isEmpty()) {
        problem.inputValidators = {tests->inputValidator};
        problem.inputValidatorProtocol = QStringLiteral("omegaup");
        problem.inputsToRefuse = tests->inputsToRefuse;
    }
    problem.warnings += tests->warnings;
    return problem;
}

} // namespace jd::problem
