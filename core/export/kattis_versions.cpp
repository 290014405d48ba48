#include "kattis_versions.h"

#include "common/atomic_file.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

#include <yaml-cpp/yaml.h>

namespace jd::exporting {
namespace {

constexpr std::pair<KattisVersion, const char*> kNames[] = {
    {KattisVersion::V2023_07, "2023-07"},
    {KattisVersion::V2025_09, "2025-09"},
    {KattisVersion::Legacy, "legacy"},
};

// Moves everything in `from` (which stays, empty) into `to`.
Result<void> moveContents(const QString& from, const QString& to) {
    QDir source(from);
    if (!QDir().mkpath(to)) return fail("cannot create " + to.toStdString());
    for (const QString& name : source.entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot))
        if (QDir(to).absoluteFilePath(name) != source.absoluteFilePath(name) &&
            !QDir().rename(source.filePath(name), QDir(to).filePath(name)))
            return fail("cannot move " + source.filePath(name).toStdString());
    return {};
}

// problemtools finds the programs inside output_validator/ (2023-07) or output_validators/ (legacy): the
// 2025-09 validator, which is that directory itself, becomes one named program inside it.
Result<void> nestOutputValidator(const QDir& package, KattisVersion version) {
    const QString single = package.filePath("output_validator");
    if (!QFileInfo(single).isDir()) return {};
    const QString aside = package.filePath(".output_validator-moving");
    if (!QDir().rename(single, aside)) return fail("cannot move " + single.toStdString());
    const QString into = package.filePath(version == KattisVersion::Legacy ? "output_validators/validator"
                                                                           : "output_validator/validator");
    if (auto moved = moveContents(aside, into); !moved) return moved;
    QDir(aside).removeRecursively();
    return {};
}

int testsDirectlyIn(const QDir& group) { return static_cast<int>(group.entryList({"*.in"}, QDir::Files).size()); }

bool hasSubgroups(const QDir& group) { return !group.entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty(); }

// A 2025-09 test_group.yaml in testdata.yaml's words: grader_flags for score_aggregation, accept_score per
// test for max_score (the whole of it under min, a share of it under sum), output_validator_flags as a string.
Result<void> rewriteGroupFile(const QDir& data, const QString& path, QStringList& changes) {
    const QString shown = "data/" + data.relativeFilePath(path);
    YAML::Node group;
    try {
        group = YAML::LoadFile(path.toStdString());
    } catch (const YAML::Exception& error) { return fail(shown.toStdString() + ": " + error.what()); }
    const QDir directory = QFileInfo(path).dir();
    YAML::Node legacy(YAML::NodeType::Map);
    const QString aggregation =
        group["score_aggregation"] ? QString::fromStdString(group["score_aggregation"].as<std::string>()) : QString();
    if (aggregation == "sum" || aggregation == "min") {
        legacy["grading"] = "default";
        legacy["grader_flags"] = aggregation.toStdString();
    }
    if (group["max_score"]) {
        const double maxScore = group["max_score"].as<double>();
        const int tests = testsDirectlyIn(directory);
        if (aggregation == "min" || tests == 1) {
            legacy["accept_score"] = maxScore;
        } else if (tests > 0 && !hasSubgroups(directory)) {
            legacy["accept_score"] = maxScore / tests;
        } else {
            changes << QStringLiteral("%1: a group worth %2 over its subgroups has no counterpart in this version; "
                                      "its subgroups keep their own scores.")
                           .arg(shown)
                           .arg(maxScore);
        }
    }
    if (const YAML::Node args = group["output_validator_args"]) {
        QStringList words;
        if (args.IsSequence())
            for (const auto& word : args)
                words << QString::fromStdString(word.as<std::string>());
        else
            words << QString::fromStdString(args.as<std::string>());
        legacy["output_validator_flags"] = words.join(' ').toStdString();
    }
    QFile::remove(path);
    if (legacy.size() == 0) return {};
    YAML::Emitter out;
    out << legacy;
    return writeFileAtomically(directory.filePath("testdata.yaml"), QByteArray(out.c_str()) + "\n");
}

Result<void> rewriteGroupFiles(const QDir& package, QStringList& changes) {
    const QDir data(package.filePath("data"));
    QStringList files;
    QDirIterator found(data.path(), {"test_group.yaml"}, QDir::Files, QDirIterator::Subdirectories);
    while (found.hasNext())
        files << found.next();
    for (const QString& file : files)
        if (auto rewritten = rewriteGroupFile(data, file, changes); !rewritten) return rewritten;
    return {};
}

Result<YAML::Node> loadTestdata(const QDir& data, const QString& path) {
    if (!QFileInfo::exists(path)) return YAML::Node(YAML::NodeType::Map);
    try {
        YAML::Node node = YAML::LoadFile(path.toStdString());
        return node.IsMap() ? node : YAML::Node(YAML::NodeType::Map);
    } catch (const YAML::Exception& error) {
        return fail("data/" + data.relativeFilePath(path).toStdString() + ": " + error.what());
    }
}

Result<void> saveTestdata(const QString& path, const YAML::Node& node) {
    YAML::Emitter out;
    out << node;
    return writeFileAtomically(path, QByteArray(out.c_str()) + "\n");
}

QStringList flagsOf(const YAML::Node& testdata) {
    return testdata["grader_flags"] ? QString::fromStdString(testdata["grader_flags"].as<std::string>())
                                          .split(' ', Qt::SkipEmptyParts)
                                    : QStringList();
}

// problemtools grades the older versions as legacy Kattis does: a group stops at its first rejection and
// takes its first error as its verdict, so a submission that solves one subtask of two would be a wrong
// answer with no score there. A scoring package says what JudgeDesk's groups mean as testdata_tools writes
// it (the Swedish Olympiad's packages): the samples ignored, every subtask judged, the secret data accepted
// when any subtask is (its score the subtasks' sum), a subtask scored by its worst test stopping at it.
Result<void> writeLegacyGrading(const QDir& package, QStringList& changes) {
    const QDir data(package.filePath("data"));
    if (!data.exists("secret")) return {};
    auto root = loadTestdata(data, data.filePath("testdata.yaml"));
    if (!root) return root.failure();
    root.value()["on_reject"] = "continue";
    if (data.exists("sample")) {
        QStringList flags = flagsOf(root.value());
        if (!flags.contains("ignore_sample")) flags.prepend("ignore_sample");
        root.value()["grader_flags"] = flags.join(' ').toStdString();
    }
    if (auto saved = saveTestdata(data.filePath("testdata.yaml"), root.value()); !saved) return saved;
    // The samples would inherit ignore_sample, which problemtools allows only at the top.
    if (data.exists("sample")) {
        auto sample = loadTestdata(data, data.filePath("sample/testdata.yaml"));
        if (!sample) return sample.failure();
        sample.value()["grader_flags"] = "first_error";
        sample.value()["accept_score"] = 0;
        if (auto saved = saveTestdata(data.filePath("sample/testdata.yaml"), sample.value()); !saved) return saved;
    }

    const QString secretPath = data.filePath("secret/testdata.yaml");
    auto secret = loadTestdata(data, secretPath);
    if (!secret) return secret.failure();
    secret.value()["on_reject"] = "continue";
    QStringList flags = flagsOf(secret.value());
    for (const char* verdictRule : {"accept_if_any_accepted", "first_error"})
        if (!flags.contains(verdictRule)) flags.prepend(verdictRule);
    secret.value()["grader_flags"] = flags.join(' ').toStdString();
    if (auto saved = saveTestdata(secretPath, secret.value()); !saved) return saved;

    QDirIterator groups(data.filePath("secret"), {"testdata.yaml"}, QDir::Files, QDirIterator::Subdirectories);
    while (groups.hasNext()) {
        const QString path = groups.next();
        if (path == secretPath) continue;
        auto group = loadTestdata(data, path);
        if (!group) return group.failure();
        if (!flagsOf(group.value()).contains("min") || group.value()["on_reject"]) continue;
        group.value()["on_reject"] = "break";
        if (auto saved = saveTestdata(path, group.value()); !saved) return saved;
    }
    QStringList failing;
    for (const char* directory : {"wrong_answer", "time_limit_exceeded", "run_time_error", "rejected"})
        for (const QString& name : QDir(package.filePath("submissions/") + directory)
                                       .entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            failing << QStringLiteral("%1/%2").arg(directory, name);
    if (!failing.isEmpty())
        changes << QStringLiteral("Kattis grades the subtasks as testdata_tools packages say (first_error "
                                  "accept_if_any_accepted): a submission that solves one is accepted there with its "
                                  "points, which problemtools expects only of partially_accepted/. Move %1 there if it "
                                  "solves a subtask.")
                       .arg(failing.join(", "));
    return {};
}

// submissions.yaml is 2025-09's: problemtools of the older versions judges a submission by its directory.
void dropSubmissionRules(const QDir& package, KattisVersion version, QStringList& changes) {
    const QString path = package.filePath("submissions/submissions.yaml");
    if (!QFileInfo::exists(path)) return;
    QStringList named;
    try {
        for (const auto& entry : YAML::LoadFile(path.toStdString()))
            named << QString::fromStdString(entry.first.as<std::string>());
    } catch (const YAML::Exception&) { named << QStringLiteral("submissions.yaml"); }
    QFile::remove(path);
    changes << QStringLiteral("What submissions.yaml said of %1 (the verdicts its tests may get, a score, an entry "
                              "point) has no place in the %2 format: problemtools judges each by its directory.")
                   .arg(named.join(", "), kattisVersionName(version));
}

} // namespace

QString kattisVersionName(KattisVersion version) {
    for (const auto& [known, name] : kNames)
        if (known == version) return QString::fromLatin1(name);
    return {};
}

std::optional<KattisVersion> kattisVersionFromName(const QString& name) {
    for (const auto& [known, text] : kNames)
        if (name == QLatin1String(text)) return known;
    if (name == "2023-07-draft") return KattisVersion::V2023_07;
    return std::nullopt;
}

Result<void> rewriteForKattisVersion(const QString& packageDirectory, KattisVersion version, bool scoring,
                                     QStringList& changes) {
    if (version == KattisVersion::V2025_09) return {};
    const QDir package(packageDirectory);
    if (auto nested = nestOutputValidator(package, version); !nested) return nested;
    if (version == KattisVersion::Legacy && QFileInfo(package.filePath("statement")).isDir() &&
        !QDir().rename(package.filePath("statement"), package.filePath("problem_statement")))
        return fail("cannot rename statement/ to problem_statement/");
    if (auto rewritten = rewriteGroupFiles(package, changes); !rewritten) return rewritten;
    if (scoring)
        if (auto graded = writeLegacyGrading(package, changes); !graded) return graded;
    dropSubmissionRules(package, version, changes);
    return {};
}

} // namespace jd::exporting
