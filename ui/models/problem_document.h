#pragma once
// The problem being edited: its settings as typed values, each edit checked (refused with the reason,
// or applied as an undoable step), saved atomically into the package (unknown keys and comments kept),
// and a change made to the package on disk by someone else noticed.
#include "common/result.h"
#include "problem/problem.h"

#include <QFileSystemWatcher>
#include <QHash>
#include <QObject>
#include <QUndoStack>

namespace jd::ui {

class ProblemDocument : public QObject {
    Q_OBJECT
public:
    enum class Field { Name, TimeLimit, MemoryLimit, OutputLimit, ValidationPasses, ValidatorFlags, Type };

    explicit ProblemDocument(QObject* parent = nullptr);

    // A problem read from disk. The same package again (after a save, or a reload) keeps the undo history.
    void load(const problem::Problem& problem);
    bool isLoaded() const { return !problem_.directory.isEmpty(); }
    const problem::Problem& problem() const { return problem_; }
    // Empty when it can be saved; else why not (a Polygon package, a package opened from an archive).
    QString readOnlyReason() const { return readOnlyReason_; }
    // Empty when its tests can be added, edited and removed (a folder of bare tests's can, not its settings).
    QString testsReadOnlyReason() const { return testsReadOnlyReason_; }

    QString text(Field field) const;
    // The typed value, checked: refused with the reason (and nothing changes), or applied as one step
    // of the undo history. An unchanged value is no step.
    Result<void> edit(Field field, const QString& text);

    QUndoStack* undoStack() { return &undo_; }
    bool isModified() const { return !undo_.isClean(); }
    Result<void> save();

signals:
    void fieldChanged(jd::ui::ProblemDocument::Field field);
    void loaded();
    void saved();
    // The package's settings changed on disk, not by this document.
    void changedOnDisk();

private:
    friend class FieldEdit;
    void apply(Field field, const QString& text); // a value already checked
    void watchSettingsFiles();
    void settingsFileChanged(const QString& path);
    QStringList settingsFiles() const;

    problem::Problem problem_;
    QString readOnlyReason_;
    QString testsReadOnlyReason_;
    QUndoStack undo_;
    QFileSystemWatcher watcher_;
    QHash<QString, QByteArray> known_; // the settings files as last read or written here
};

} // namespace jd::ui
