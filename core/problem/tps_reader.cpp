#include "tps_reader.h"

#include "json_file.h"
#include "limit_bounds.h"
#include "package_root.h"
#include "tps_gen_data.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace jd::problem {
namespace {

constexpr qint64 kLargestJson = kLargestPackageJson;
// What an output-only task's problem.json may leave out: enough to print any answer.
constexpr double kOutputOnlyTimeLimit = 10;
constexpr double kOutputOnlyMemoryMiB = 256;

struct Subtask {
    QString name;
    int index = 0;
    double score = 0;
    QStringList validators; // file names in validator/
};

Result<double> numberIn(const QJsonObject& object, const QString& file, const QString& key, double low, double high) {
    const QJsonValue value = object.value(key);
    if (!value.isDouble() || !std::isfinite(value.toDouble()) || value.toDouble() <= low || value.toDouble() > high)
        return jsonError(file, key, QStringLiteral("expected a number more than %1 and at most %2").arg(low).arg(high));
    return value.toDouble();
}

Result<QStringList> fileNames(const QJsonValue& value, const QString& file, const QString& field) {
    if (value.isUndefined() || value.isNull()) return QStringList{};
    if (!value.isArray()) return jsonError(file, field, "expected a list of file names");
    QStringList names;
    for (const QJsonValue& entry : value.toArray()) {
        if (!entry.isString()) return jsonError(file, field, "expected a list of file names");
        names << entry.toString();
    }
    return names;
}

Result<QList<Subtask>> readSubtasks(const QDir& root, QStringList& globalValidators) {
    if (!root.exists("subtasks.json")) return QList<Subtask>{};
    auto json = readJsonObject(root, "subtasks.json");
    if (!json) return json.failure();
    auto global = fileNames(json->value("global_validators"), "subtasks.json", "global_validators");
    if (!global) return global.failure();
    globalValidators = *global;
    const QJsonValue subtasks = json->value("subtasks");
    if (!subtasks.isObject()) return jsonError("subtasks.json", "subtasks", "expected an object of subtasks by name");
    QList<Subtask> read;
    const QJsonObject byName = subtasks.toObject();
    for (auto entry = byName.begin(); entry != byName.end(); ++entry) {
        const QString field = "subtasks." + entry.key();
        if (!entry.value().isObject()) return jsonError("subtasks.json", field, "expected an object");
        const QJsonObject object = entry.value().toObject();
        Subtask subtask;
        subtask.name = entry.key();
        subtask.index = object.value("index").toInt(static_cast<int>(read.size()));
        const QJsonValue score = object.value("score");
        if (!score.isUndefined() && (!score.isDouble() || score.toDouble() < 0 ||
                                     score.toDouble() > bounds::kLargestScore || !std::isfinite(score.toDouble())))
            return jsonError("subtasks.json", field + ".score", "expected a number of points");
        subtask.score = score.toDouble();
        auto validators = fileNames(object.value("validators"), "subtasks.json", field + ".validators");
        if (!validators) return validators.failure();
        subtask.validators = *validators;
        read << subtask;
    }
    std::sort(read.begin(), read.end(), [](const Subtask& a, const Subtask& b) { return a.index < b.index; });
    return read;
}

// tests/mapping, written by `tps gen`: a line `subtask test` per membership; for packages without gen/data.
Result<QList<TpsSection>> readMapping(const QDir& root) {
    QFile file(root.filePath("tests/mapping"));
    if (!file.open(QIODevice::ReadOnly)) return QList<TpsSection>{};
    QList<TpsSection> sections;
    QHash<QString, int> byName;
    int number = 0;
    while (!file.atEnd()) {
        ++number;
        const QStringList words = QString::fromUtf8(file.readLine()).simplified().split(' ', Qt::SkipEmptyParts);
        if (words.isEmpty()) continue;
        if (words.size() != 2)
            return fail(QStringLiteral("tests/mapping:%1: expected `subtask test`").arg(number).toStdString());
        const QString subtask = words[0], test = words[1];
        if (!byName.contains(subtask)) {
            byName.insert(subtask, static_cast<int>(sections.size()));
            sections << TpsSection{subtask, true, static_cast<int>(sections.size()), {}, {}};
        }
        TpsGenLine line;
        line.line = number;
        line.test = test;
        sections[byName.value(subtask)].tests << line;
    }
    return sections;
}

Result<QString> packageFile(const PackageRoot& package, const QString& path, const QString& named) {
    auto resolved = package.resolve(path);
    if (!resolved) return fail(named.toStdString() + ": " + resolved.error());
    if (!QFileInfo(*resolved).isFile()) return fail(named.toStdString() + ": " + path.toStdString() + " is missing");
    return resolved;
}

Result<void> readSolutions(const QDir& root, const PackageRoot& package, const QList<Subtask>& subtasks,
                           Problem& problem) {
    if (!root.exists("solutions.json")) return {};
    auto json = readJsonObject(root, "solutions.json");
    if (!json) return json.failure();
    for (auto entry = json->begin(); entry != json->end(); ++entry) {
        const QString field = entry.key();
        const QJsonObject object = entry.value().toObject();
        const QString verdict = object.value("verdict").toString();
        const QStringList verdicts = verdictsForTpsVerdict(verdict);
        if (verdicts.isEmpty())
            return jsonError("solutions.json", field + ".verdict",
                             "unknown verdict '" + verdict +
                                 "' (model_solution, correct, incorrect, wrong_answer, time_limit, memory_limit, "
                                 "runtime_error, failed, time_limit_and_runtime_error, partially_correct)");
        auto path = packageFile(package, "solution/" + entry.key(), "solutions.json: " + field);
        if (!path) return path.failure();
        Submission submission;
        submission.path = *path;
        submission.directory = verdict;
        submission.expectedVerdicts = verdicts;
        // The score it must get: the subtasks it solves, by its verdict or by `except`.
        const QJsonObject except = object.value("except").toObject();
        bool known = verdict != "partially_correct";
        double expected = 0;
        for (const Subtask& subtask : subtasks) {
            const QString there = except.value(subtask.name).toString(verdict);
            known = known && there != "partially_correct";
            if (verdictsForTpsVerdict(there) == QStringList{"AC"}) expected += subtask.score;
        }
        if (problem.validation.scoring && known) submission.expectedScore = expected;
        if (verdict == "model_solution")
            problem.submissions.prepend(submission);
        else
            problem.submissions << submission;
    }
    return {};
}

} // namespace

bool isTpsPackage(const QString& directory) {
    const QDir root(directory);
    return root.exists("problem.json") &&
           (root.exists("gen/data") || root.exists("subtasks.json") || root.exists("solutions.json"));
}

bool isTpsSampleSection(const QString& name) {
    static const QStringList names = {"samples", "sample", "examples", "example"};
    return names.contains(name.toLower());
}

QString tpsGroupName(const QString& subtask, bool sample) {
    return sample ? QStringLiteral("sample") : "secret/" + subtask;
}

QStringList verdictsForTpsVerdict(const QString& verdict) {
    static const QHash<QString, QStringList> known = {
        {"model_solution", {"AC"}},
        {"correct", {"AC"}},
        {"incorrect", {"WA"}},
        {"wrong_answer", {"WA"}},
        {"partially_correct", {"WA"}},
        {"time_limit", {"TLE"}},
        {"memory_limit", {"MLE", "RE"}},
        {"runtime_error", {"RE"}},
        {"time_limit_and_runtime_error", {"TLE", "RE"}},
        {"failed", {"WA", "TLE", "MLE", "RE"}},
    };
    return known.value(verdict);
}

Result<Problem> readTpsProblem(const QString& directory) {
    const QDir root(QFileInfo(directory).absoluteFilePath());
    const PackageRoot package(root.absolutePath());
    if (auto tree = package.checkTree(root.dirName()); !tree) return tree.failure();
    auto json = readJsonObject(root, "problem.json");
    if (!json) return json.failure();

    Problem problem;
    problem.directory = root.absolutePath();
    problem.shortName = json->value("name").toString(root.dirName());
    problem.name = json->value("title").toString(problem.shortName);
    problem.formatVersion = "tps";
    problem.dialect = {Dialect::CMS, QStringLiteral("problem.json is present (a TPS package)")};
    problem.inputValidatorProtocol = "testlib";
    problem.outputValidatorProtocol = "cms";

    const QString type = json->value("type").toString("Batch");
    if (type != "Batch" && type != "OutputOnly")
        return jsonError("problem.json", "type",
                         type + ": JudgeDesk judges TPS's Batch (with or without a grader) and OutputOnly problems; " +
                             type + " tasks need CMS's own " +
                             (type == "Communication" ? "manager and FIFOs" : "two-step compilation"));
    // An output-only task's submission is its answers (a zip of output_<test>.txt, languages.yaml's cat),
    // whose printing needs no limits of the package's; a solution program still runs under them.
    problem.outputOnly = type == "OutputOnly";
    if (problem.outputOnly && (!json->contains("time_limit") || !json->contains("memory_limit"))) {
        if (!json->contains("time_limit")) json->insert("time_limit", kOutputOnlyTimeLimit);
        if (!json->contains("memory_limit")) json->insert("memory_limit", kOutputOnlyMemoryMiB);
        problem.warnings << QStringLiteral("problem.json names no time or memory limit (an output-only task): answers "
                                           "are printed, and solutions run, within %1 s and %2 MiB")
                                .arg(json->value("time_limit").toDouble())
                                .arg(json->value("memory_limit").toDouble());
    }
    auto time = numberIn(*json, "problem.json", "time_limit", 0, bounds::kLongestTimeLimit);
    if (!time) return time.failure();
    problem.limits.timeLimit = *time;
    auto memory = numberIn(*json, "problem.json", "memory_limit", 0, bounds::kLargestMemoryMiB);
    if (!memory) return memory.failure();
    problem.limits.memoryMiB = std::max(1, static_cast<int>(std::lround(*memory)));
    problem.limits.memoryNamed = true;
    // CMS limits output only by the file size isolate allows; the package does not say.
    problem.limits.outputMiB = 1024;

    if (json->value("has_checker").toBool()) {
        auto checker = packageFile(package, "checker/checker.cpp", "problem.json: has_checker");
        if (!checker) return checker.failure();
        problem.validation.kind = ValidationKind::Custom;
        problem.outputValidator = *checker;
    } else {
        // CMS's white-diff: tokens compared exactly, whitespace runs alike.
        problem.validation.validatorFlags = {"case_sensitive"};
    }
    if (json->value("has_grader").toBool()) {
        const QDir graders(root.filePath("grader"));
        for (const QString& language : graders.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            problem.languageFiles.insert(language, graders.filePath(language));
        if (problem.languageFiles.isEmpty())
            return jsonError("problem.json", "has_grader", "true, but grader/ holds no language's directory");
    }

    QStringList globalValidators;
    auto subtasks = readSubtasks(root, globalValidators);
    if (!subtasks) return subtasks.failure();
    for (const QString& name : globalValidators) {
        auto validator = packageFile(package, "validator/" + name, "subtasks.json: global_validators");
        if (!validator) return validator.failure();
        problem.inputValidators << *validator;
    }

    QList<TpsSection> sections;
    if (root.exists("gen/data")) {
        QFile data(root.filePath("gen/data"));
        if (!data.open(QIODevice::ReadOnly)) return fail("gen/data: cannot be read");
        auto parsed = parseTpsGenData(data.read(kLargestJson));
        if (!parsed) return parsed.failure();
        sections = *parsed;
    } else {
        auto mapped = readMapping(root);
        if (!mapped) return mapped.failure();
        sections = *mapped;
    }
    if (sections.isEmpty()) return fail("gen/data (or tests/mapping) names no test");

    // Each test lives in the group of the section that makes it, and is shared with those that include it.
    QHash<QString, TestCase> tests;
    QHash<QString, QString> homeGroup;
    int missing = 0;
    for (const TpsSection& section : sections)
        for (const TpsGenLine& line : section.tests) {
            TestCase test;
            test.sample = isTpsSampleSection(section.name);
            test.name = tpsGroupName(section.name, test.sample) + "/" + line.test;
            auto input = package.resolve("tests/" + line.test + ".in");
            auto answer = package.resolve("tests/" + line.test + ".out");
            if (!input) return fail("tests/" + line.test.toStdString() + ".in: " + input.error());
            if (!answer) return fail("tests/" + line.test.toStdString() + ".out: " + answer.error());
            test.input = *input;
            if (QFileInfo(*answer).isFile()) test.answer = *answer;
            if (!QFileInfo(test.input).isFile()) {
                ++missing;
                continue;
            }
            tests.insert(line.test, test);
        }
    // A fresh checkout of a TPS package often holds no tests/ at all: it opens, so that they can be made.
    if (missing > 0)
        problem.warnings << QStringLiteral("%1 of the %2 tests gen/data makes are not in tests/: Regenerate All "
                                           "(or `judgedesk-cli generate`) makes them")
                                .arg(missing)
                                .arg(missing + tests.size());

    problem.data.settings.aggregation = Aggregation::Sum;
    problem.data.settings.onReject = OnReject::Continue;
    TestGroup secret;
    secret.name = "secret";
    secret.settings = problem.data.settings;
    for (const TpsSection& section : sections) {
        const bool sample = isTpsSampleSection(section.name);
        TestGroup group;
        group.name = tpsGroupName(section.name, sample);
        group.settings.aggregation = Aggregation::Min;
        group.settings.onReject = OnReject::Continue; // CMS runs every test
        group.settings.maxScore = 0;
        for (const Subtask& subtask : *subtasks)
            if (subtask.name == section.name) {
                group.settings.maxScore = subtask.score;
                problem.validation.scoring = problem.validation.scoring || subtask.score > 0;
                for (const QString& name : subtask.validators) {
                    auto validator = packageFile(package, "validator/" + name, "subtasks.json: " + section.name);
                    if (!validator) return validator.failure();
                    group.inputValidators << *validator;
                }
            }
        for (const QString& name : tpsSectionTests(sections, section.name))
            if (tests.contains(name)) group.tests << tests.value(name);
        if (sample)
            problem.data.groups << group;
        else
            secret.groups << group;
    }
    for (const Subtask& subtask : *subtasks) {
        const bool known = std::any_of(sections.begin(), sections.end(),
                                       [&](const TpsSection& section) { return section.name == subtask.name; });
        if (!known) problem.warnings << "subtasks.json: " + subtask.name + " has no tests in gen/data";
    }
    if (!secret.groups.isEmpty()) problem.data.groups << secret;
    if (!problem.validation.scoring) // subtasks worth nothing: pass-fail, as CMS's total of 0 says nothing
        for (TestGroup* groups : {&problem.data, &problem.data.groups.last()})
            for (TestGroup& group : groups->groups)
                group.settings.maxScore.reset();

    if (auto solutions = readSolutions(root, package, *subtasks, problem); !solutions) return solutions.failure();
    return problem;
}

} // namespace jd::problem
