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

Result<void> rewriteForKattisVersion(const QString& packageDirectory, KattisVersion version, QStringList& changes) {
    if (version == KattisVersion::V2025_09) return {};
    const QDir package(packageDirectory);
    if (auto nested = nestOutputValidator(package, version); !nested) return nested;
    if (version == KattisVersion::Legacy && QFileInfo(package.filePath("statement")).isDir() &&
        !QDir().rename(package.filePath("statement"), package.filePath("problem_statement")))
        return fail("cannot rename statement/ to problem_statement/");
    if (auto rewritten = rewriteGroupFiles(package, changes); !rewritten) return rewritten;
    dropSubmissionRules(package, version, changes);
    return {};
}

} // namespace jd::exporting
