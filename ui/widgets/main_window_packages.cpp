// The main window's package actions: a new problem, export and import, adding a solution.
#include "common/bundled_files.h"
#include "contest_page.h"
#include "controllers/judging_controller.h"
#include "controllers/judging_settings.h"
#include "controllers/package_controller.h"
#include "controllers/workspace_controller.h"
#include "dock_width_keeper.h"
#include "doctor_view.h"
#include "history_view.h"
#include "judging_view.h"
#include "main_window.h"
#include "models/contest_board_model.h"
#include "models/drop_plan.h"
#include "models/formatting.h"
#include "models/problem_document.h"
#include "models/solution_matrix_model.h"
#include "models/tests_model.h"
#include "new_problem_dialog.h"
#include "pool_status_label.h"
#include "problem/package_programs.h"
#include "problem/package_solutions.h"
#include "problem_editor.h"
#include "settings_page.h"
#include "solutions_page.h"
#include "stress_dialog.h"
#include "tests_page.h"
#include "welcome_page.h"
#include "workspace_view.h"

#include <QCloseEvent>
#include <QCoreApplication>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QHash>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoGroup>
#include <QVBoxLayout>

namespace jd::ui {

Result<QString> MainWindow::createProblem(problem::ProblemTemplate kind, const QString& directory,
                                          const QString& name) {
    if (!settleUnsavedEdits()) return fail("the open problem's edits are not settled");
    auto created = problem::createProblemFromTemplate(kind, bundledExamplesDirectory(), directory, name);
    if (!created) return created;
    judgingView()->openProblem(*created);
    tabs_->setCurrentWidget(editor_);
    statusBar()->showMessage(tr("Created %1").arg(QDir::toNativeSeparators(*created)));
    return created;
}

void MainWindow::chooseNewProblem() {
    if (bundledExamplesDirectory().isEmpty()) {
        QMessageBox::warning(this, tr("New Problem"),
                             tr("The templates (the examples) are not installed beside "
                                "JudgeDesk."));
        return;
    }
    NewProblemDialog dialog(workspace_->path(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    if (auto created = createProblem(dialog.chosenTemplate(), dialog.directory(), dialog.problemName()); !created)
        QMessageBox::warning(this, tr("New Problem"), QString::fromStdString(created.error()));
}

void MainWindow::exportProblem(exporting::ExportFormat format, const QString& destination,
                               std::optional<double> timeLimit) {
    exporting::ExportOptions options;
    options.format = format;
    options.destination = destination;
    options.timeLimit = timeLimit;
    options.replace = true; // the file dialog asked
    statusBar()->showMessage(tr("Exporting to %1…").arg(QDir::toNativeSeparators(destination)));
    packages_->exportProblem(controller_->problem(), options);
}

void MainWindow::chooseExport(exporting::ExportFormat format) {
    const problem::Problem& problem = controller_->problem();
    if (problem.directory.isEmpty() || !settleUnsavedEdits()) return;
    const bool kattis = format == exporting::ExportFormat::Kattis;
    const QString title = kattis ? tr("Export as a Kattis Package") : tr("Export as a DOMjudge Zip");
    // Refused before a file is chosen: no coach should pick a name only to hear it was for nothing.
    if (auto exportable = exporting::checkExportable(problem); !exportable) {
        QMessageBox::warning(this, title, asSentence(QString::fromStdString(exportable.error())));
        return;
    }
    std::optional<double> timeLimit;
    if (!kattis && !problem.limits.timeLimit) {
        bool ok = false;
        const double seconds =
            QInputDialog::getDouble(this, title,
                                    tr("DOMjudge needs a time limit, and this problem has none fixed (Kattis derives "
                                       "it from the accepted submissions). Time limit in seconds:"),
                                    1.0, 0.1, 3600, 1, &ok);
        if (!ok) return;
        timeLimit = seconds;
    }
    // Into the workspace the problem is part of; a problem opened from elsewhere, beside itself.
    const QString workspace = workspace_->path();
    const bool inWorkspace = !workspace.isEmpty() && problem.directory.startsWith(QDir(workspace).absolutePath() + '/');
    const QString folder = inWorkspace ? workspace : QFileInfo(problem.directory).path();
    const QString suggested = QDir(folder).filePath(
        problem.shortName + (kattis ? QStringLiteral("-kattis.zip") : QStringLiteral("-domjudge.zip")));
    const QString destination = QFileDialog::getSaveFileName(
        this, title, suggested, kattis ? tr("Zip archive (*.zip);;Folder (no extension)") : tr("Zip archive (*.zip)"));
    if (!destination.isEmpty()) exportProblem(format, destination, timeLimit);
}

void MainWindow::showExportReport(const exporting::ExportReport& report) {
    statusBar()->showMessage(tr("Exported to %1").arg(QDir::toNativeSeparators(report.destination)));
    auto* box = new QMessageBox(QMessageBox::Information, tr("Export"),
                                tr("Exported to %1 as a %2: %n test(s)", nullptr, report.tests)
                                        .arg(QDir::toNativeSeparators(report.destination), report.kind) +
                                    tr(", %n submission(s).", nullptr, report.submissions),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("exportReport"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QString text;
    if (report.changes.isEmpty()) {
        text = tr("It is judged there as it is here.");
    } else {
        text = QStringLiteral("<p>%1</p><ul>").arg(tr("Judged differently there:"));
        for (const QString& change : report.changes)
            text += QStringLiteral("<li>%1</li>").arg(change.toHtmlEscaped());
        text += QStringLiteral("</ul>");
    }
    if (!report.toolErrors.isEmpty()) {
        text += QStringLiteral("<p>%1</p><ul>").arg(tr("Kattis's verifyproblem will report (only you can add these):"));
        for (const QString& error : report.toolErrors)
            text += QStringLiteral("<li>%1</li>").arg(error.toHtmlEscaped());
        text += QStringLiteral("</ul>");
    }
    box->setInformativeText(text);
    box->open();
}

Result<QString> MainWindow::addSolution(const QString& source, const QString& kind) {
    auto added = problem::addSolution(controller_->problem(), source, kind);
    if (!added) return added;
    statusBar()->showMessage(tr("Added %1").arg(QDir::toNativeSeparators(*added)));
    controller_->openProblem(controller_->problem().directory);
    return added;
}

namespace {
// What a solution of `kind` (problem::solutionKinds, in its system's words) is expected to get, for a person.
QString expectationOf(const QString& kind) {
    static const QHash<QString, const char*> meanings = {
        {"accepted", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "passes every test")},
        {"correct", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "passes every test")},
        {"main", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "the model solution, passing every test (a package has one)")},
        {"model_solution",
         QT_TRANSLATE_NOOP("jd::ui::MainWindow", "the model solution, passing every test (a package has one)")},
        {"wrong_answer", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "some test gets a wrong answer")},
        {"wrong-answer", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "some test gets a wrong answer")},
        {"incorrect", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "some test gets a wrong answer")},
        {"presentation-error", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "some test gets an answer in the wrong form")},
        {"time_limit_exceeded", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "some test runs out of time")},
        {"time-limit-exceeded", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "some test runs out of time")},
        {"time_limit", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "some test runs out of time")},
        {"time-limit-exceeded-or-accepted", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "passes, or runs out of time")},
        {"memory-limit-exceeded", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "some test runs out of memory")},
        {"memory_limit", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "some test runs out of memory")},
        {"time-limit-exceeded-or-memory-limit-exceeded",
         QT_TRANSLATE_NOOP("jd::ui::MainWindow", "runs out of time or of memory")},
        {"run_time_error", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "some test crashes")},
        {"runtime_error", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "some test crashes")},
        {"failed", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "some test crashes")},
        {"time_limit_and_runtime_error", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "runs out of time or crashes")},
        {"partially_correct", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "solves some subtasks")},
        {"rejected", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "some test rejects it, any way")},
        {"brute_force", QT_TRANSLATE_NOOP("jd::ui::MainWindow", "correct, maybe too slow")},
    };
    const char* meaning = meanings.value(kind);
    return meaning ? QCoreApplication::translate("jd::ui::MainWindow", meaning) : QString();
}
} // namespace

void MainWindow::chooseSolution() {
    const QString source = QFileDialog::getOpenFileName(this, tr("Add a solution"), controller_->problem().directory);
    if (source.isEmpty()) return;
    const QStringList kinds = problem::solutionKinds(controller_->problem());
    QStringList choices;
    for (const QString& kind : kinds)
        choices << tr("%1 — %2").arg(kind, expectationOf(kind));
    bool ok = false;
    const QString chosen =
        QInputDialog::getItem(this, tr("Add a solution"), tr("%1 is expected to be:").arg(QFileInfo(source).fileName()),
                              choices, 0, false, &ok);
    if (!ok) return;
    if (auto added = addSolution(source, kinds.value(int(choices.indexOf(chosen)))); !added)
        QMessageBox::warning(this, tr("Add a solution"), QString::fromStdString(added.error()));
}

void MainWindow::importPackage(const QString& source) {
    statusBar()->showMessage(tr("Importing %1…").arg(QDir::toNativeSeparators(source)));
    packages_->importPackage(source, workspace_->path());
}

void MainWindow::chooseImport() {
    if (workspace_->path().isEmpty()) {
        const QString folder =
            QFileDialog::getExistingDirectory(this, tr("Import into which workspace folder?"), QDir::homePath());
        if (folder.isEmpty()) return;
        openWorkspace(folder);
    }
    const QString source = QFileDialog::getOpenFileName(
        this, tr("Import a problem package"), QDir::homePath(),
        tr("Problem packages (*.zip *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar);;All files (*)"));
    if (!source.isEmpty()) importPackage(source);
}

} // namespace jd::ui
