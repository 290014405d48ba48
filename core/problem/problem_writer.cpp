#include "problem_writer.h"

#include "../common/atomic_file.h"
#include "package_writability.h"
#include "test_file_layout.h"
#include "test_files.h"
#include "yaml_edit.h"
#include "yaml_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <optional>
#include <yaml-cpp/yaml.h>

namespace jd::problem {
namespace {

std::string number(double value) {
    if (value == std::floor(value) && std::abs(value) < 1e15) return std::to_string(static_cast<long long>(value));
    return QString::number(value, 'g', 12).toStdString();
}

Result<YAML::Node> loadForEditing(const QString& path) {
    if (!QFileInfo::exists(path)) return YAML::Node(YAML::NodeType::Map);
    YamlFile file = loadYamlFile(path);
    if (!file.root)
        return fail(path.toStdString() + ": cannot be read back (" + file.error.toStdString() + "); not rewriting it");
    if (file.root->IsNull()) return YAML::Node(YAML::NodeType::Map);
    if (!file.root->IsMap()) return fail(path.toStdString() + ": is not a map of keys to values; not rewriting it");
    return *file.root;
}

// The scalar at `keys` below `node`, if there is one (looking never adds a key).
std::optional<std::string> scalarAt(const YAML::Node& node, const QStringList& keys, qsizetype depth = 0) {
    if (!node.IsDefined()) return std::nullopt;
    if (depth == keys.size()) return node.IsScalar() ? std::optional(node.Scalar()) : std::nullopt;
    if (!node.IsMap()) return std::nullopt;
    return scalarAt(node[keys[depth].toStdString()], keys, depth + 1);
}

// Whether a value written as `current` already says `value` ("2.0" says 2 when the field is a number):
// then the file keeps its own spelling.
bool sameValue(const std::string& current, const std::string& value, bool numeric) {
    if (current == value) return true;
    bool okOld = false, okNew = false;
    const double was = QString::fromStdString(current).toDouble(&okOld);
    const double now = QString::fromStdString(value).toDouble(&okNew);
    return numeric && okOld && okNew && was == now;
}

} // namespace

bool isValidTestName(const QString& name) {
    static const QRegularExpression allowed("^[A-Za-z0-9_][A-Za-z0-9_.-]*(/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$");
    return allowed.match(name).hasMatch() && !name.contains("..");
}

namespace {

// The words of a YAML value that is a word, words joined by spaces, or a list of them.
QStringList wordsOf(const YAML::Node& node) {
    QStringList words;
    if (node && node.IsScalar()) words = QString::fromStdString(node.Scalar()).split(' ', Qt::SkipEmptyParts);
    if (node && node.IsSequence())
        for (const YAML::Node& item : node)
            if (item.IsScalar()) words << QString::fromStdString(item.Scalar());
    return words;
}

// The problem's type as 2025-09 writes it (`type: scoring` or a list), or as legacy does (`type: scoring`
// and the interactive word of `validation`); nothing when what is written already says it.
Result<QList<YamlEdit>> typeEdits(const YAML::Node& root, const Problem& problem, bool legacy) {
    const Validation& wanted = problem.validation;
    QList<YamlEdit> edits;
    if (!legacy) {
        QStringList words;
        if (wanted.scoring) words << "scoring";
        if (wanted.interactive) words << "interactive";
        if (wanted.multiPass) words << "multi-pass";
        QStringList written = wordsOf(root["type"]);
        written.removeAll("pass-fail");
        if (QSet<QString>(written.begin(), written.end()) == QSet<QString>(words.begin(), words.end())) return edits;
        if (words.size() <= 1)
            edits.push_back(
                {{"type"}, words.isEmpty() ? QStringLiteral("pass-fail") : words.first(), std::nullopt, false});
        else
            edits.push_back({{"type"}, {}, words, false});
        return edits;
    }
    if (wanted.multiPass) return fail("a legacy package has no multi-pass problems");
    const bool scoringWritten = wordsOf(root["type"]).contains("scoring");
    if (scoringWritten != wanted.scoring && (root["type"] || wanted.scoring))
        edits.push_back(
            {{"type"}, wanted.scoring ? QStringLiteral("scoring") : QStringLiteral("pass-fail"), std::nullopt, false});
    QStringList validation = wordsOf(root["validation"]);
    if (validation.contains("interactive") != wanted.interactive) {
        validation.removeAll("interactive");
        validation.removeAll("default");
        if (wanted.interactive) {
            if (!validation.contains("custom")) validation.prepend("custom");
            validation << "interactive";
        }
        if (validation.isEmpty()) validation << "default";
        edits.push_back({{"validation"}, validation.join(' '), std::nullopt, false});
    }
    return edits;
}

} // namespace

Result<void> writeProblemSettings(const Problem& problem) {
    if (auto writable = checkWritable(problem); !writable) return writable.failure();
    const QDir directory(problem.directory);
    const QString path = directory.filePath("problem.yaml");
    auto loaded = loadForEditing(path);
    if (!loaded) return fail(loaded.error());
    const YAML::Node root = *loaded;
    const bool legacy = problem.formatVersion != "2025-09";

    // Only values that change are edited, in place: the rest of the file stays as it was written.
    QList<YamlEdit> edits;
    auto change = [&](const QStringList& keys, const std::string& value, bool numeric) {
        if (const auto current = scalarAt(root, keys); current && sameValue(*current, value, numeric)) return;
        edits.push_back({keys, QString::fromStdString(value), std::nullopt, false});
    };
    auto present = [&](const char* parent, const char* key) {
        return root[parent] && root[parent].IsMap() && root[parent][key];
    };

    if (root["name"] && root["name"].IsMap()) {
        // A name per language: the editor edits the English one (or the only one).
        const YAML::Node names = root["name"];
        std::string language = "en";
        if (!names["en"] && names.size() > 0) language = names.begin()->first.as<std::string>();
        change({"name", QString::fromStdString(language)}, problem.name.toStdString(), false);
    } else if (!problem.name.isEmpty() && (root["name"] || problem.name != problem.shortName)) {
        change({"name"}, problem.name.toStdString(), false);
    }
    const bool timeLimitFile = legacy && !present("limits", "time_limit");
    if (problem.limits.timeLimit && !timeLimitFile)
        change({"limits", "time_limit"}, number(*problem.limits.timeLimit), true);
    if (present("limits", "memory") || problem.limits.memoryNamed || problem.limits.memoryMiB != 2048)
        change({"limits", "memory"}, number(problem.limits.memoryMiB), true);
    if (present("limits", "output") || problem.limits.outputMiB != 8)
        change({"limits", "output"}, number(problem.limits.outputMiB), true);
    if (!legacy && (present("limits", "validation_passes") || problem.limits.validationPasses != 2))
        change({"limits", "validation_passes"}, number(problem.limits.validationPasses), true);
    const std::string flags = problem.validation.validatorFlags.join(' ').toStdString();
    if (legacy && (root["validator_flags"] || !flags.empty())) change({"validator_flags"}, flags, false);
    if (auto type = typeEdits(root, problem, legacy); !type)
        return fail(path.toStdString() + ": " + type.error());
    else
        edits += *type;

    if (!edits.isEmpty()) {
        QFile file(path);
        QByteArray text;
        if (file.exists()) {
            if (!file.open(QIODevice::ReadOnly))
                return fail(path.toStdString() + ": " + file.errorString().toStdString());
            text = file.readAll();
        }
        auto edited = editYamlValues(text, edits);
        if (!edited) return fail(path.toStdString() + ": " + edited.error());
        if (auto written = writeFileAtomically(path, *edited); !written) return written;
    }
    if (timeLimitFile && problem.limits.timeLimit)
        return writeFileAtomically(directory.filePath(".timelimit"),
                                   QByteArray::fromStdString(number(*problem.limits.timeLimit)) + '\n');
    return {};
}

Result<void> writeGroupSettings(const Problem& problem, const TestGroup& group, const GroupSettings& inherited) {
    if (auto writable = checkWritable(problem); !writable) return writable.failure();
    const QDir groupDirectory(QDir(problem.directory).filePath(group.name.isEmpty() ? "data" : "data/" + group.name));
    const bool legacy = problem.formatVersion != "2025-09";
    QString path = groupDirectory.filePath(legacy ? "testdata.yaml" : "test_group.yaml");
    // A package that already uses the other file name keeps it.
    if (QString other = groupDirectory.filePath(legacy ? "test_group.yaml" : "testdata.yaml");
        !QFileInfo::exists(path) && QFileInfo::exists(other))
        path = other;
    auto loaded = loadForEditing(path);
    if (!loaded) return fail(loaded.error());
    const YAML::Node root = *loaded;
    const GroupSettings& settings = group.settings;

    // As for problem.yaml: only what changes is edited, in place; a key is written when the group's
    // value differs from what it inherits, or when the key is there already.
    QList<YamlEdit> edits;
    auto change = [&](const char* key, const std::string& value, const std::string& inheritedValue, bool numeric) {
        const auto current = scalarAt(root, {key});
        if (!current && value == inheritedValue) return;
        if (current && sameValue(*current, value, numeric)) return;
        edits.push_back({{key}, QString::fromStdString(value), std::nullopt, false});
    };
    auto onReject = [](const GroupSettings& group) {
        return std::string(group.onReject == OnReject::Break ? "break" : "continue");
    };
    change("on_reject", onReject(settings), onReject(inherited), false);
    change("accept_score", number(settings.acceptScore), number(inherited.acceptScore), true);
    change("reject_score", number(settings.rejectScore), number(inherited.rejectScore), true);
    if (settings.maxScore)
        change("max_score", number(*settings.maxScore), inherited.maxScore ? number(*inherited.maxScore) : "", true);
    else if (root["max_score"])
        edits.push_back({{"max_score"}, {}, std::nullopt, true});

    const char* aggregationWords[] = {"pass-fail", "sum", "min", "avg", "max"};
    const std::string aggregation = aggregationWords[static_cast<int>(settings.aggregation)];
    if (legacy) {
        // grader_flags mixes the aggregation with other words (first_error, ...), which stay.
        QStringList words;
        if (root["grader_flags"] && root["grader_flags"].IsScalar())
            words = QString::fromStdString(root["grader_flags"].Scalar()).split(' ', Qt::SkipEmptyParts);
        words.removeIf([](const QString& word) {
            return word == "sum" || word == "min" || word == "max" || word == "avg" || word == "ignore_sample" ||
                   word == "accept_if_any_accepted" || word == "first_error" || word == "worst_error" ||
                   word == "no_errors" || word == "always_accept";
        });
        if (settings.verdictAggregation == VerdictAggregation::FirstError) words << "first_error";
        if (settings.verdictAggregation == VerdictAggregation::AlwaysAccept) words << "always_accept";
        if (settings.aggregation != Aggregation::PassFail) words << QString::fromStdString(aggregation);
        if (settings.ignoreSample) words << "ignore_sample";
        if (settings.acceptIfAnyAccepted) words << "accept_if_any_accepted";
        const bool changed = settings.aggregation != inherited.aggregation ||
                             settings.ignoreSample != inherited.ignoreSample ||
                             settings.acceptIfAnyAccepted != inherited.acceptIfAnyAccepted ||
                             settings.verdictAggregation != inherited.verdictAggregation;
        if (root["grader_flags"] || changed) change("grader_flags", words.join(' ').toStdString(), {}, false);
    } else if (root["score_aggregation"] || settings.aggregation != inherited.aggregation) {
        if (settings.aggregation == Aggregation::Avg || settings.aggregation == Aggregation::Max)
            return fail(path.toStdString() + ": score_aggregation can only be pass-fail, sum or min in 2025-09");
        change("score_aggregation", aggregation, {}, false);
    }

    const char* argsKey = legacy ? "output_validator_flags" : "output_validator_args";
    if (root[argsKey] || settings.outputValidatorArgs != inherited.outputValidatorArgs) {
        if (legacy) {
            change(argsKey, settings.outputValidatorArgs.join(' ').toStdString(), {}, false);
        } else {
            // A missing key reads as an invalid node, which throws when asked what it is.
            const YAML::Node written = root[argsKey];
            const bool isList = written && written.IsSequence();
            QStringList current;
            if (isList)
                for (const YAML::Node& argument : written)
                    current << QString::fromStdString(argument.IsScalar() ? argument.Scalar() : std::string());
            if (!isList || current != settings.outputValidatorArgs)
                edits.push_back({{argsKey}, {}, settings.outputValidatorArgs, false});
        }
    }
    if (edits.isEmpty()) return {}; // nothing differs from what is written, or from what the group inherits
    QByteArray text;
    if (QFile file(path); file.exists()) {
        if (!file.open(QIODevice::ReadOnly)) return fail(path.toStdString() + ": " + file.errorString().toStdString());
        text = file.readAll();
    }
    auto edited = editYamlValues(text, edits);
    if (!edited) return fail(path.toStdString() + ": " + edited.error());
    return writeFileAtomically(path, *edited);
}

Result<TestCase> writeTestCase(const Problem& problem, const QString& name, const QByteArray& input,
                               const QByteArray& answer) {
    if (auto writable = checkTestsWritable(problem); !writable) return writable.failure();
    const TestFileLayout layout(problem);
    if (auto checked = layout.checkName(name); !checked) return checked.failure();
    const TestCase test = layout.testNamed(name);
    if (auto written = writeFileAtomically(test.input, input); !written) return fail(written.error());
    if (auto written = writeFileAtomically(test.answer, answer); !written) return fail(written.error());
    return test;
}

Result<void> removeTestCase(const Problem& problem, const QString& name) {
    if (auto writable = checkTestsWritable(problem); !writable) return writable.failure();
    const TestFileLayout layout(problem);
    if (auto checked = layout.checkName(name); !checked) return checked.failure();
    if (auto leaves = layout.checkMayLeaveTop(name); !leaves) return leaves;
    for (const QString& extension : testFileExtensions())
        if (auto removed = removeFileIfPresent(layout.path(name, extension)); !removed) return removed;
    return {};
}

} // namespace jd::problem
