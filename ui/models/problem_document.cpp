#include "problem_document.h"

#include "common/units.h"
#include "formatting.h"
#include "problem/package.h"
#include "problem/package_archive.h"
#include "problem/package_writability.h"
#include "problem/problem_writer.h"
#include "problem/settings_fields.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace jd::ui {

using Field = ProblemDocument::Field;

// One edit of one field: redo sets the new text, undo the old one.
class FieldEdit : public QUndoCommand {
public:
    FieldEdit(ProblemDocument* document, Field field, QString before, QString after, const QString& label)
        : QUndoCommand(label)
        , document_(document)
        , field_(field)
        , before_(std::move(before))
        , after_(std::move(after)) {}
    void redo() override { document_->apply(field_, after_); }
    void undo() override { document_->apply(field_, before_); }

private:
    ProblemDocument* document_;
    Field field_;
    QString before_, after_;
};

namespace {

QString numberText(double value) { return QString::number(value, 'g', 10); }

QString fieldLabel(Field field) {
    switch (field) {
    case Field::Name: return ProblemDocument::tr("Change the name");
    case Field::TimeLimit: return ProblemDocument::tr("Change the time limit");
    case Field::MemoryLimit: return ProblemDocument::tr("Change the memory limit");
    case Field::OutputLimit: return ProblemDocument::tr("Change the output limit");
    case Field::ValidatorFlags: return ProblemDocument::tr("Change the validator flags");
    case Field::Type: return ProblemDocument::tr("Change the type");
    case Field::ValidationPasses: return ProblemDocument::tr("Change the validation passes");
    }
    return {};
}

constexpr Field kFields[] = {Field::Name,        Field::TimeLimit,      Field::MemoryLimit,
                             Field::OutputLimit, Field::ValidatorFlags, Field::Type};

QString fieldText(const problem::Problem& problem, Field field) {
    switch (field) {
    case Field::Name: return problem.name;
    case Field::TimeLimit: return problem.limits.timeLimit ? numberText(*problem.limits.timeLimit) : QString();
    case Field::MemoryLimit: return QString::number(problem.limits.memoryMiB);
    case Field::OutputLimit:
        // omegaUp limits output in bytes (10 KiB is common): shown as the package says it, not rounded to MiB.
        return problem.limits.outputBytes ? QString::fromStdString(formatBytes(*problem.limits.outputBytes))
                                          : QString::number(problem.limits.outputMiB);
    case Field::ValidatorFlags: return problem.validation.validatorFlags.join(' ');
    case Field::ValidationPasses: return QString::number(problem.limits.validationPasses);
    case Field::Type:
        return problem::problemTypeText(
            {problem.validation.scoring, problem.validation.interactive, problem.validation.multiPass});
    }
    return {};
}

QByteArray contentsOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(4 << 20) : QByteArray();
}

} // namespace

ProblemDocument::ProblemDocument(QObject* parent)
    : QObject(parent) {
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &ProblemDocument::settingsFileChanged);
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, this,
            [this] { settingsFileChanged(problem_.directory + "/problem.yaml"); });
}

void ProblemDocument::load(const problem::Problem& problem) {
    // The same package read again after a save reads what this document holds: its history stays.
    // Anything else (another package, a reload of someone else's change) starts a new history.
    bool sameSettings = problem.directory == problem_.directory;
    for (Field field : kFields)
        sameSettings = sameSettings && fieldText(problem, field) == fieldText(problem_, field);
    problem_ = problem;
    if (!sameSettings) undo_.clear();
    const QString unpacked = problem.directory.startsWith(problem::defaultPackageCache())
                                 ? tr("Opened from an archive: edits would be lost with the unpacked copy. Unpack it "
                                      "into a folder to edit it.")
                                 : QString();
    auto writable = problem::checkWritable(problem);
    readOnlyReason_ = writable ? unpacked : asSentence(QString::fromStdString(writable.error()));
    auto testsWritable = problem::checkTestsWritable(problem);
    testsReadOnlyReason_ = testsWritable ? unpacked : asSentence(QString::fromStdString(testsWritable.error()));
    watchSettingsFiles();
    emit loaded();
}

QStringList ProblemDocument::settingsFiles() const { return problem::settingsFiles(problem_); }

void ProblemDocument::watchSettingsFiles() {
    if (!watcher_.files().isEmpty()) watcher_.removePaths(watcher_.files());
    if (!watcher_.directories().isEmpty()) watcher_.removePaths(watcher_.directories());
    known_.clear();
    if (problem_.directory.isEmpty()) return;
    for (const QString& path : settingsFiles()) {
        known_.insert(path, contentsOf(path));
        if (QFileInfo::exists(path)) watcher_.addPath(path);
    }
    // An atomic replace (ours, an editor's, a git checkout's) is a new file: the directory says so.
    watcher_.addPath(problem_.directory);
}

void ProblemDocument::settingsFileChanged(const QString&) {
    bool changed = false;
    for (const QString& path : settingsFiles()) {
        const QByteArray now = contentsOf(path);
        if (now != known_.value(path)) changed = true;
        known_.insert(path, now);
        if (QFileInfo::exists(path) && !watcher_.files().contains(path)) watcher_.addPath(path);
    }
    if (changed) emit changedOnDisk();
}

QString ProblemDocument::text(Field field) const { return fieldText(problem_, field); }

Result<void> ProblemDocument::edit(Field field, const QString& typed) {
    if (!readOnlyReason_.isEmpty()) return fail(readOnlyReason_.toStdString());
    QString value;
    switch (field) {
    case Field::Name: {
        auto name = problem::parseProblemName(typed);
        if (!name) return fail(name.error());
        value = *name;
        break;
    }
    case Field::TimeLimit: {
        // A package without a time limit of its own has it calibrated from the accepted solutions: left
        // empty, it stays so. One that has a limit keeps one.
        if (typed.trimmed().isEmpty() && !problem_.limits.timeLimit) return {};
        auto seconds = problem::parseTimeLimit(typed);
        if (!seconds) return fail(seconds.error());
        value = numberText(*seconds);
        break;
    }
    case Field::MemoryLimit:
    case Field::OutputLimit: {
        auto mib = field == Field::MemoryLimit ? problem::parseMemoryLimit(typed) : problem::parseOutputLimit(typed);
        if (!mib) return fail(mib.error());
        value = QString::number(*mib);
        break;
    }
    case Field::ValidatorFlags: {
        auto flags = problem::parseValidatorFlags(typed, problem_.validation.kind == problem::ValidationKind::Default);
        if (!flags) return fail(flags.error());
        value = flags->join(' ');
        break;
    }
    case Field::ValidationPasses: {
        if (problem_.formatVersion != "2025-09") return fail("a legacy package has no validation passes");
        auto passes = problem::parseValidationPasses(typed);
        if (!passes) return fail(passes.error());
        value = QString::number(*passes);
        break;
    }
    case Field::Type: {
        auto type =
            problem::parseProblemType(typed, problem_.formatVersion != "2025-09", !problem_.outputValidator.isEmpty());
        if (!type) return fail(type.error());
        value = problem::problemTypeText(*type);
        break;
    }
    }
    const QString before = text(field);
    if (value == before) return {};
    undo_.push(new FieldEdit(this, field, before, value, fieldLabel(field))); // the stack owns its commands
    return {};
}

void ProblemDocument::apply(Field field, const QString& value) {
    switch (field) {
    case Field::Name: problem_.name = value; break;
    case Field::TimeLimit:
        problem_.limits.timeLimit = value.isEmpty() ? std::nullopt : std::optional<double>(value.toDouble());
        break;
    case Field::MemoryLimit:
        problem_.limits.memoryMiB = value.toInt();
        problem_.limits.memoryNamed = true; // what the person typed is the package's from now on
        break;
    case Field::OutputLimit: problem_.limits.outputMiB = value.toInt(); break;
    case Field::ValidatorFlags: problem_.validation.validatorFlags = value.split(' ', Qt::SkipEmptyParts); break;
    case Field::ValidationPasses: problem_.limits.validationPasses = value.toInt(); break;
    case Field::Type: {
        const QStringList words = value.split(' ', Qt::SkipEmptyParts);
        problem_.validation.scoring = words.contains("scoring");
        problem_.validation.interactive = words.contains("interactive");
        problem_.validation.multiPass = words.contains("multi-pass");
        break;
    }
    }
    emit fieldChanged(field);
}

Result<void> ProblemDocument::save() {
    if (!readOnlyReason_.isEmpty()) return fail(readOnlyReason_.toStdString());
    if (auto written = problem::writeProblemSettings(problem_); !written) return written;
    for (const QString& path : settingsFiles()) // what we wrote is not a change by someone else
        known_.insert(path, contentsOf(path));
    undo_.setClean();
    emit saved();
    return {};
}

} // namespace jd::ui
