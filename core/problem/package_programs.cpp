#include "package_programs.h"

#include "../common/atomic_file.h"
#include "yaml_edit.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

namespace jd::problem {
namespace {

const QStringList kHeaders = {"h", "hpp", "hh", "hxx"};

bool polygon(const Problem& problem) { return problem.formatVersion == "polygon"; }

// The first word of legacy `validation:` ("default"/"custom"), keeping the words after it.
Result<void> setValidationKind(const Problem& problem, const QString& kind) {
    const QString path = QDir(problem.directory).filePath("problem.yaml");
    QFile file(path);
    QByteArray text;
    if (file.exists()) {
        if (!file.open(QIODevice::ReadOnly)) return fail(path.toStdString() + ": " + file.errorString().toStdString());
        text = file.readAll();
    }
    QStringList words{kind};
    if (problem.validation.interactive) words << "interactive";
    if (problem.validation.scoring) words << "score";
    if (problem.validation.multiPass) words << "multi-pass";
    auto edited = editYamlValues(text, {{{"validation"}, words.join(' '), std::nullopt, false}});
    if (!edited) return fail(path.toStdString() + ": " + edited.error());
    return writeFileAtomically(path, *edited);
}

// Replaces `target` (a directory, maybe absent) by `made` whole.
Result<void> replaceDirectory(const QString& made, const QString& target) {
    const QString aside = made + ".old";
    const bool existed = QFileInfo::exists(target);
    if (existed && !QDir().rename(target, aside)) return fail("cannot move the old " + target.toStdString() + " aside");
    if (!QDir().rename(made, target)) {
        if (existed) QDir().rename(aside, target);
        return fail("cannot move the new checker to " + target.toStdString());
    }
    if (existed) QDir(aside).removeRecursively();
    return {};
}

} // namespace

Result<QString> setOutputValidator(const Problem& problem, const QString& source) {
    if (polygon(problem)) return fail("a Polygon package names its checker in problem.xml; change it in Polygon");
    const QFileInfo from(source);
    if (!from.isFile()) return fail(source.toStdString() + ": not a file");
    const bool legacy = problem.formatVersion != "2025-09";
    const QDir root(problem.directory);
    const QString target =
        legacy ? root.filePath("output_validators/" + from.completeBaseName()) : root.filePath("output_validator");
    if (legacy && !QDir().mkpath(root.filePath("output_validators")))
        return fail("cannot create " + root.filePath("output_validators").toStdString());

    QTemporaryDir made(QFileInfo(target).path() + "/.checker-XXXXXX");
    if (!made.isValid()) return fail("cannot write in " + problem.directory.toStdString());
    if (auto copied = copyFileAtomically(source, made.filePath(from.fileName())); !copied) return copied.failure();
    for (const QFileInfo& header : from.dir().entryInfoList(QDir::Files))
        if (kHeaders.contains(header.suffix().toLower()))
            if (auto copied = copyFileAtomically(header.filePath(), made.filePath(header.fileName())); !copied)
                return copied.failure();
    if (auto placed = replaceDirectory(made.path(), target); !placed) return placed.failure();
    made.setAutoRemove(false);
    // One validator: an old one of another name would be judged instead (the first by name).
    if (legacy && !problem.outputValidator.isEmpty() &&
        QFileInfo(problem.outputValidator).absoluteFilePath() != QFileInfo(target).absoluteFilePath() &&
        QFileInfo(problem.outputValidator).absolutePath() == root.filePath("output_validators"))
        QDir(problem.outputValidator).removeRecursively();
    if (legacy)
        if (auto kind = setValidationKind(problem, "custom"); !kind) return kind.failure();
    return target;
}

Result<void> removeOutputValidator(const Problem& problem) {
    if (polygon(problem)) return fail("a Polygon package names its checker in problem.xml; change it in Polygon");
    if (problem.validation.interactive || problem.validation.multiPass)
        return fail("an interactive or multi-pass problem needs its validator");
    if (problem.outputValidator.isEmpty()) return {};
    const QDir root(problem.directory);
    for (const char* name : {"output_validator", "output_validators"})
        if (QFileInfo(root.filePath(name)).isDir() && !QDir(root.filePath(name)).removeRecursively())
            return fail("cannot remove " + root.filePath(name).toStdString());
    for (const QString& single : root.entryList({"output_validator.*"}, QDir::Files))
        if (!QFile::remove(root.filePath(single))) return fail("cannot remove " + root.filePath(single).toStdString());
    if (problem.formatVersion != "2025-09") return setValidationKind(problem, "default");
    return {};
}

} // namespace jd::problem
