#pragma once
// The tests page: the problem's groups and tests with their sizes and last verdicts; add, duplicate,
// rename, move to another group, delete and import tests; a test's input and answer edited in place; the
// input validators' word on each test; each test's generator command, Regenerate All, and the stress
// test that turns a counterexample into a test; a group's settings (score aggregation, scores, on
// reject, validator arguments) when a group is selected.
// Every change goes to the package on disk at once (atomically), and the problem is read again.
#include "judge/input_validation.h"
#include "judge/test_generation.h"
#include "problem/problem.h"
#include "problem/test_files.h"
#include "problem/test_recipes.h"

#include <QFutureWatcher>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QWidget>

#include <deque>
#include <functional>

class QLabel;
class QLineEdit;
class QStackedWidget;
class QPushButton;
class QTreeView;

namespace jd::ui {

class GroupSettingsEditor;
class TestDataEditor;
class TestsModel;

class TestsPage : public QWidget {
    Q_OBJECT
public:
    explicit TestsPage(QWidget* parent = nullptr);

    // The problem read (again); a non-empty `testsReadOnlyReason` allows looking only, a non-empty
    // `settingsReadOnlyReason` keeps the groups' settings and the generators as they are (a folder of bare
    // tests takes new tests, not settings).
    void setProblem(const problem::Problem& problem, const QString& testsReadOnlyReason,
                    const QString& settingsReadOnlyReason);
    TestsModel* model() const { return model_; }
    QTreeView* tree() const { return tree_; }
    TestDataEditor* inputEditor() const { return input_; }
    TestDataEditor* answerEditor() const { return answer_; }
    QString currentTest() const;
    QString neighbourOf(const QString& test, int step) const; // in its group; empty at the end
    QString currentGroup() const; // of the selected test or group; "secret" when nothing is selected

    // A change of the package on disk, run off the UI thread (copies may be large) after those queued
    // before it; it returns the test (or group) to select once the package is read again.
    using Operation = std::function<Result<QString>(const problem::Problem&)>;
    void run(Operation operation);
    // Every change made here, undoable and redoable (Edit ▸ Undo while this page is shown).
    QUndoStack* history() { return &history_; }

    // The operations, as the buttons do them (without their dialogs): each reports through changed()
    // or failed().
    void addTest();
    void duplicateTest();
    void renameTest(const QString& to);
    void moveTest(const QString& group);
    // The current test trades places with the one above (-1) or below (+1) it in its group.
    void moveTestBy(int step);
    void deleteTest();
    void importTests(const QString& group, const QList<problem::TestPair>& pairs);
    void saveTest();
    // The current test's generator command becomes `command` (Kattis packages; empty: made by hand).
    void setGeneratorCommand(const QString& command);
    // What the input validators found, once all tests are checked (their ticks are in the model).
    void showValidation(const judge::InputValidationReport& report);
    QLabel* validationSummary() const { return validation_; }
    QLineEdit* generatorCommand() const { return command_; }
    GroupSettingsEditor* groupEditor() const { return groupEditor_; }
    const problem::TestRecipes& recipes() const { return recipes_; }
    // What regenerating did: summed up at once, and shown on each test once the problem is read again.
    void showGeneration(const judge::GenerationReport& report);

signals:
    // The Validate Inputs button: the window runs the validators (ui/ never runs a program itself).
    void validateRequested();
    // Regenerate All (`only` empty) or Generate for the current test.
    void regenerateRequested(const QStringList& only);
    void stressRequested();
    // The package changed on disk: read it again, and select `test` after.
    void changed(const QString& test);
    void failed(const QString& message);

private:
    // The group named `name` below `group`, with the settings it inherits; null when there is none.
    static const problem::TestGroup* findGroup(const problem::TestGroup& group, const QString& name,
                                               problem::GroupSettings& inherited);
    void showCurrent();
    void record(const QString& text, Operation forward, Operation backward);
    void startNext();
    void finishCurrent();
    QString stashFor(const QString& what); // a fresh directory for copies an undo puts back
    void applyGroupSettings(const problem::TestGroup& group, const problem::GroupSettings& inherited);
    void chooseRename();
    void chooseImport();
    void confirmDelete();
    void updateButtons();
    void applyPendingGeneration();

    problem::Problem problem_;
    bool readOnly_ = false;
    QString settingsReadOnlyReason_;
    QString selectAfterReload_;
    TestsModel* model_;
    QTreeView* tree_;
    QLabel* banner_;
    QLabel* validation_;
    TestDataEditor* input_;
    TestDataEditor* answer_;
    QPushButton *add_, *duplicate_, *rename_, *move_, *up_, *down_, *delete_, *import_, *validate_;
    QLineEdit* command_;
    QPushButton *save_, *generateOne_, *regenerate_, *stress_;
    QStackedWidget* right_; // the selected test's files, or the selected group's settings
    GroupSettingsEditor* groupEditor_;
    problem::TestRecipes recipes_;
    std::optional<judge::GenerationReport> pendingGeneration_;
    QFutureWatcher<Result<QString>> working_;
    struct Job {
        Operation forward;
        QString text; // non-empty: a step of the history, with its inverse
        Operation backward;
    };
    std::deque<Job> queue_;
    Job current_;
    QUndoStack history_;
    QTemporaryDir stash_; // copies of deleted and edited tests, for undo
    int stashed_ = 0;
};

} // namespace jd::ui
