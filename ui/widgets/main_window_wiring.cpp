// The main window put together: its pages and the banner above them, the workspace panel, and what each
// controller's signals do to the pages, the status bar and the actions.
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
#include "problem_editor.h"
#include "settings_page.h"
#include "solutions_page.h"
#include "stress_dialog.h"
#include "tests_page.h"
#include "welcome_page.h"
#include "workspace_view.h"

#include <QCloseEvent>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
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

void MainWindow::buildPages() {
    // Only the Start page and this machine's are made now; the others when first shown or needed, so the
    // window opens at once (see installPage).
    tabs_->addTab(welcome_, tr("Start"));
    for (const QString& title :
         {tr("Problem"), tr("Tests"), tr("Solutions"), tr("Judge"), tr("Contest"), tr("History")})
        tabs_->addTab(new QWidget(tabs_), title); // placeholders, replaced by their pages
    tabs_->addTab(doctor_, tr("This machine"));
    tabs_->addTab(new QWidget(tabs_), tr("Settings"));
    tabs_->setDocumentMode(true);
    // The banner above the pages: said once the sandbox has started, only when isolation is degraded.
    isolationBanner_->setObjectName(QStringLiteral("isolationBanner"));
    isolationBanner_->setWordWrap(true);
    isolationBanner_->setTextFormat(Qt::RichText);
    isolationBanner_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    isolationBanner_->setStyleSheet(
        QStringLiteral("QLabel { background: #fff4c4; color: #3a3000; border: 1px solid #e0c050; padding: 6px; }"));
    isolationBanner_->hide();
    connect(isolationBanner_, &QLabel::linkActivated, this, [this] { tabs_->setCurrentWidget(doctor_); });
    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(isolationBanner_);
    centralLayout->addWidget(tabs_, 1);
    setCentralWidget(central);
}

void MainWindow::buildWorkspaceDock() {
    workspaceDock_->setObjectName(QStringLiteral("workspaceDock"));
    workspaceDock_->setWidget(workspaceView_);
    workspaceDock_->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    addDockWidget(Qt::LeftDockWidgetArea, workspaceDock_);
    resizeDocks({workspaceDock_}, {280}, Qt::Horizontal);
    workspaceWidth_ = new DockWidthKeeper(this, workspaceDock_, 280);
}

void MainWindow::connectJudging() {
    connect(controller_, &JudgingController::judgementStored, this, [this](qint64 id) {
        if (historyRead_) history_->judgementStored(id);
    });
    connect(controller_, &JudgingController::storeFailed, this,
            [this](const QString& message) { statusBar()->showMessage(message); });
    connect(doctor_, &DoctorView::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message); });
    connect(doctor_, &DoctorView::reported, this, &MainWindow::showIsolationAdvice);
    connect(controller_, &JudgingController::sandboxStarted, this, &MainWindow::showIsolationAdvice);
    connect(controller_, &JudgingController::problemOpened, this, [this](const problem::Problem& problem) {
        actions_.exportKattis->setEnabled(true);
        actions_.exportDomjudge->setEnabled(true);
        setWindowTitle(tr("%1 — JudgeDesk").arg(problem.name.isEmpty() ? problem.shortName : problem.name));
        document_->load(problem);
        ensureProblemPages(); // made now, they start from the problem just opened
        tests_->setProblem(problem, document_->testsReadOnlyReason(), document_->readOnlyReason());
        solutions_->setProblem(problem);
        workspaceWidth_->restoreSoon();
    });
    // Judging goes by what was saved: the package is read again.
    connect(document_, &ProblemDocument::saved, this,
            [this] { controller_->openProblem(document_->problem().directory); });
    connect(&controller_->testsJobs(), &TestsJobs::testGenerated, this,
            [this](const judge::GeneratedTest& generated) { testsPage()->model()->setGeneration(generated); });
    connect(
        &controller_->testsJobs(), &TestsJobs::testsRegenerated, this, [this](const judge::GenerationReport& report) {
            testsPage()->showGeneration(report);
            statusBar()->showMessage(report.failed() ? tr("Tests generated, with failures: see the Generator column")
                                                     : tr("Tests generated"));
            actions_.stop->setEnabled(false);
            controller_->openProblem(document_->problem().directory);
        });
    connect(&controller_->testsJobs(), &TestsJobs::stressRounds, this, [this](int rounds) {
        if (stress_) stress_->showRounds(rounds);
    });
    connect(&controller_->testsJobs(), &TestsJobs::stressFinished, this, [this](const judge::StressReport& report) {
        if (stress_) stress_->showReport(report);
        statusBar()->showMessage(report.found ? tr("Stress test: a counterexample") : tr("Stress test: none found"));
        actions_.stop->setEnabled(false);
    });
    connect(controller_, &JudgingController::workStarted, this, [this](const QString& description) {
        statusBar()->showMessage(description);
        actions_.stop->setEnabled(true);
    });
    connect(&controller_->solutionsJobs(), &SolutionsJobs::verificationFinished, this,
            [this](const judge::Verification& verification) {
                solutionsPage()->verificationFinished(verification);
                statusBar()->showMessage(tr("Every solution judged"));
                actions_.stop->setEnabled(false);
                poolStatus_->refresh();
            });
    connect(&controller_->testsJobs(), &TestsJobs::inputChecked, this,
            [this](const judge::InputCheck& check) { testsPage()->model()->setInputCheck(check); });
    connect(&controller_->testsJobs(), &TestsJobs::inputsValidated, this,
            [this](const judge::InputValidationReport& report) {
                testsPage()->showValidation(report);
                statusBar()->showMessage(tr("Validation done"));
                actions_.stop->setEnabled(false);
            });
    connect(controller_, &JudgingController::judgingStarted, this, [this](const QString& description) {
        statusBar()->showMessage(description);
        actions_.stop->setEnabled(true);
    });
    connect(controller_, &JudgingController::failed, this, [this](const QString& message) {
        statusBar()->showMessage(message);
        if (stress_) stress_->showFailure(message);
        if (tests_) tests_->validationSummary()->clear();
        if (solutions_) solutions_->verificationFailed();
        if (contest_) contest_->judgingFailed();
        actions_.stop->setEnabled(false);
    });
    connect(controller_, &JudgingController::judgingFinished, this, [this](const judge::JudgeReport& report) {
        QHash<QString, judge::Verdict> verdicts;
        for (const judge::TestOutcome& test : report.tests)
            verdicts.insert(test.test, test.verdict);
        testsPage()->model()->setVerdicts(verdicts);
        statusBar()->showMessage(tr("Judging done"));
        actions_.stop->setEnabled(false);
        poolStatus_->refresh(); // every sandbox is back: no need to wait for the next second
    });
    connect(&controller_->contestJobs(), &ContestJobs::contestJudged, this,
            [this](const contest::ContestResults& results) {
                contestPage()->contestJudged(results);
                if (historyRead_) history_->refresh(); // its judgements are in the history too
                statusBar()->showMessage(tr("Contest judged"));
                actions_.stop->setEnabled(false);
                poolStatus_->refresh();
            });
}

void MainWindow::connectPackages() {
    connect(packages_, &PackageController::exported, this, &MainWindow::showExportReport);
    connect(packages_, &PackageController::imported, this, [this](const QString& directory) {
        statusBar()->showMessage(tr("Imported %1").arg(QDir::toNativeSeparators(directory)));
        workspace_->rescan();
        openProblem(directory);
    });
    connect(packages_, &PackageController::failed, this, [this](const QString& message) {
        statusBar()->clearMessage();
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Export or import"), asSentence(message), QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("packageError"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
}

void MainWindow::connectWorkspace() {
    connect(welcome_, &WelcomePage::openExamples, actions_.openExamples, &QAction::trigger);
    connect(welcome_, &WelcomePage::openWorkspace, this, &MainWindow::chooseWorkspace);
    connect(welcome_, &WelcomePage::openProblem, this, &MainWindow::chooseProblem);
    connect(welcome_, &WelcomePage::openRecent, this, &MainWindow::openWorkspace);
    connect(workspace_, &WorkspaceController::failed, this,
            [this](const QString& message) { QMessageBox::warning(this, tr("Open workspace"), message); });
    connect(workspace_, &WorkspaceController::opened, this, [this](const QString& path) {
        workspaceDock_->setWindowTitle(tr("Workspace: %1").arg(QFileInfo(path).fileName()));
        workspaceDock_->show();
        actions_.closeWorkspace->setEnabled(true);
        welcome_->refresh(); // it heads the recent ones now
    });
    connect(workspaceView_, &WorkspaceView::problemActivated, this, &MainWindow::openProblem);
    connect(workspaceView_, &WorkspaceView::contestActivated, this, &MainWindow::openContest);
    connect(workspaceView_, &WorkspaceView::solutionActivated, this,
            [this](const QString& problem, const QString& solution) { showSolution(problem, solution, false); });
    connect(workspaceView_, &WorkspaceView::solutionJudgeRequested, this,
            [this](const QString& problem, const QString& solution) { showSolution(problem, solution, true); });
}

} // namespace jd::ui
