#include "main_window.h"

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
#include "models/contest_board_model.h"
#include "models/drop_plan.h"
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
namespace {

const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");

// For the workspace's scans, on their own thread, which may outlive the window's controller: a registry of
// their own, read once by the first scan.
bool isSourceFile(const QString& path) {
    static const auto languages = judge::LanguageRegistry::load();
    return languages && languages->forSourceFile(path);
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , controller_(new JudgingController(this))
    , workspace_(new WorkspaceController(isSourceFile, this))
    , packages_(new PackageController(this))
    , tabs_(new QTabWidget(this))
    , welcome_(new WelcomePage(tabs_))
    , document_(new ProblemDocument(this))
    , isolationBanner_(new QLabel(this))
    , doctor_(new DoctorView(tabs_))
    , workspaceView_(new WorkspaceView(workspace_, this))
    , workspaceDock_(new QDockWidget(tr("Workspace"), this))
    , undo_(new QUndoGroup(this)) {
    setWindowTitle(tr("JudgeDesk"));
    setAcceptDrops(true);
    resize(1280, 800);
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
    JudgingSettings::load().applyTo(*controller_);

    workspaceDock_->setObjectName(QStringLiteral("workspaceDock"));
    workspaceDock_->setWidget(workspaceView_);
    workspaceDock_->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    addDockWidget(Qt::LeftDockWidgetArea, workspaceDock_);
    resizeDocks({workspaceDock_}, {280}, Qt::Horizontal);
    workspaceWidth_ = new DockWidthKeeper(this, workspaceDock_, 280);

    createActions();
    createMenus();

    poolStatus_ = new PoolStatusLabel([controller = controller_] { return controller->poolStats(); }, this);
    statusBar()->addPermanentWidget(poolStatus_);

    connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::pageShown);
    connect(controller_, &JudgingController::judgementStored, this, [this] {
        if (historyRead_) history_->refresh();
    });
    connect(controller_, &JudgingController::storeFailed, this,
            [this](const QString& message) { statusBar()->showMessage(message); });
    connect(doctor_, &DoctorView::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message); });
    connect(doctor_, &DoctorView::reported, this, &MainWindow::showIsolationAdvice);
    connect(controller_, &JudgingController::sandboxStarted, this, &MainWindow::showIsolationAdvice);
    connect(packages_, &PackageController::exported, this, &MainWindow::showExportReport);
    connect(packages_, &PackageController::imported, this, [this](const QString& directory) {
        statusBar()->showMessage(tr("Imported %1").arg(QDir::toNativeSeparators(directory)));
        workspace_->rescan();
        openProblem(directory);
    });
    connect(packages_, &PackageController::failed, this, [this](const QString& message) {
        statusBar()->clearMessage();
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Export or import"), message, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("packageError"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    connect(controller_, &JudgingController::problemOpened, this, [this](const problem::Problem& problem) {
        actions_.exportKattis->setEnabled(true);
        actions_.exportDomjudge->setEnabled(true);
        setWindowTitle(tr("%1 — JudgeDesk").arg(problem.name.isEmpty() ? problem.shortName : problem.name));
        document_->load(problem);
        ensureProblemPages(); // made now, they start from the problem just opened
        tests_->setProblem(problem, document_->readOnlyReason());
        solutions_->setProblem(problem);
        workspaceWidth_->restoreSoon();
    });
    // Judging goes by what was saved: the package is read again.
    connect(document_, &ProblemDocument::saved, this,
            [this] { controller_->openProblem(document_->problem().directory); });
    connect(controller_, &JudgingController::testGenerated, this,
            [this](const judge::GeneratedTest& generated) { testsPage()->model()->setGeneration(generated); });
    connect(controller_, &JudgingController::testsRegenerated, this, [this](const judge::GenerationReport& report) {
        testsPage()->showGeneration(report);
        statusBar()->showMessage(report.failed() ? tr("Tests generated, with failures: see the Generator column")
                                                 : tr("Tests generated"));
        actions_.stop->setEnabled(false);
        controller_->openProblem(document_->problem().directory);
    });
    connect(controller_, &JudgingController::stressRounds, this, [this](int rounds) {
        if (stress_) stress_->showRounds(rounds);
    });
    connect(controller_, &JudgingController::stressFinished, this, [this](const judge::StressReport& report) {
        if (stress_) stress_->showReport(report);
        statusBar()->showMessage(report.found ? tr("Stress test: a counterexample") : tr("Stress test: none found"));
        actions_.stop->setEnabled(false);
    });
    connect(controller_, &JudgingController::workStarted, this, [this](const QString& description) {
        statusBar()->showMessage(description);
        actions_.stop->setEnabled(true);
    });
    connect(controller_, &JudgingController::verificationFinished, this,
            [this](const judge::Verification& verification) {
                solutionsPage()->verificationFinished(verification);
                statusBar()->showMessage(tr("Every solution judged"));
                actions_.stop->setEnabled(false);
                poolStatus_->refresh();
            });
    connect(controller_, &JudgingController::inputChecked, this,
            [this](const judge::InputCheck& check) { testsPage()->model()->setInputCheck(check); });
    connect(controller_, &JudgingController::inputsValidated, this, [this](const judge::InputValidationReport& report) {
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
    connect(controller_, &JudgingController::contestJudged, this, [this](const contest::ContestResults& results) {
        contestPage()->contestJudged(results);
        if (historyRead_) history_->refresh(); // its judgements are in the history too
        statusBar()->showMessage(tr("Contest judged"));
        actions_.stop->setEnabled(false);
        poolStatus_->refresh();
    });

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
    connect(workspaceView_, &WorkspaceView::solutionActivated, this,
            [this](const QString& problem, const QString& solution) {
                const bool another = !problem.isEmpty() && problem != controller_->problem().directory;
                if (another && !settleUnsavedEdits()) return;
                judgingView()->setSources({solution});
                if (another) judging_->openProblem(problem);
                showJudging();
            });

    restoreLayout();
    // The workspace of the last session comes back in the panel; the Start page stays in front.
    if (const QStringList recent = WorkspaceController::recentWorkspaces(); !recent.isEmpty())
        workspace_->open(recent.first());
}

MainWindow::~MainWindow() {
    // The pages go one by one as the tabs are destroyed, each moving the current tab: nothing here may
    // answer that with pages already gone.
    tabs_->disconnect(this);
}

void MainWindow::pageShown(int index) {
    if (workspaceWidth_)
        workspaceWidth_->restoreSoon(); // a page that asks for more room must not take it from the workspace
    QWidget* shown = tabs_->widget(index);
    if (shown == welcome_) welcome_->refresh();
    // A placeholder made visible: its page is made, and takes its place in front (this runs again for it).
    const QString title = tabs_->tabText(index);
    if (!installing_ && !pages().contains(shown)) {
        if (title == tr("Contest"))
            contestPage();
        else if (title == tr("History"))
            historyView();
        else if (title == tr("Settings"))
            settingsPage();
        else
            ensureProblemPages();
        return;
    }
    // The results database is read when its page is first looked at, not at every start.
    if (shown == history_ && !std::exchange(historyRead_, true)) history_->refresh();
    undo_->setActiveStack(tests_ && shown == tests_ ? tests_->history() : document_->undoStack());
}

QList<QWidget*> MainWindow::pages() const {
    return {welcome_, editor_, tests_, solutions_, judging_, contest_, history_, doctor_, settings_};
}

void MainWindow::installPage(int index, QWidget* page) {
    // The placeholder goes; the page takes its index and its title, and is in front if the placeholder was.
    QWidget* placeholder = tabs_->widget(index);
    const bool inFront = tabs_->currentIndex() == index;
    const QString title = tabs_->tabText(index);
    installing_ = true;
    {
        const QSignalBlocker quiet(tabs_);
        tabs_->insertTab(index, page, title);
    }
    if (inFront) tabs_->setCurrentIndex(index); // pageShown runs for the page
    {
        const QSignalBlocker quiet(tabs_);
        tabs_->removeTab(index + 1);
    }
    installing_ = false;
    placeholder->deleteLater();
    if (inFront) pageShown(index);
}

int MainWindow::placeholderIndex(const QString& title) const {
    for (int index = 0; index < tabs_->count(); ++index)
        if (tabs_->tabText(index) == title && !pages().contains(tabs_->widget(index))) return index;
    return -1;
}

ProblemEditor* MainWindow::problemEditor() { return ensureProblemPages(), editor_; }
TestsPage* MainWindow::testsPage() { return ensureProblemPages(), tests_; }
SolutionsPage* MainWindow::solutionsPage() { return ensureProblemPages(), solutions_; }
JudgingView* MainWindow::judgingView() { return ensureProblemPages(), judging_; }

// The pages of the open problem are made together: each one shows what the others do.
void MainWindow::ensureProblemPages() {
    if (judging_) return;
    editor_ = new ProblemEditor(document_, tabs_);
    tests_ = new TestsPage(tabs_);
    solutions_ = new SolutionsPage(tabs_);
    judging_ = new JudgingView(controller_, tabs_);
    undo_->addStack(tests_->history());

    connect(editor_, &ProblemEditor::reloadRequested, this,
            [this] { controller_->openProblem(document_->problem().directory); });
    connect(editor_, &ProblemEditor::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message); });
    // The tests page writes the package at once; the problem is read again for every page.
    connect(tests_, &TestsPage::changed, this, [this] { controller_->openProblem(document_->problem().directory); });
    connect(tests_, &TestsPage::validateRequested, controller_, &JudgingController::validateInputs);
    connect(tests_, &TestsPage::regenerateRequested, this, [this](const QStringList& only) {
        tests_->validationSummary()->setText(tr("Generating…"));
        controller_->regenerateTests(only);
    });
    connect(tests_, &TestsPage::stressRequested, this, &MainWindow::openStressDialog);
    connect(tests_, &TestsPage::failed, this,
            [this](const QString& message) { QMessageBox::warning(this, tr("Tests"), message); });
    connect(solutions_, &SolutionsPage::runAllRequested, this, [this] {
        if (controller_->isBusy()) return statusBar()->showMessage(tr("Judging or validating is still running."));
        solutions_->startVerification();
        controller_->verifyAll(solutions_->verificationOptions());
    });
    connect(controller_, &JudgingController::submissionStarted, solutions_, &SolutionsPage::submissionStarted);
    connect(controller_, &JudgingController::submissionTestFinished, solutions_,
            &SolutionsPage::submissionTestFinished);
    connect(controller_, &JudgingController::submissionVerified, solutions_, &SolutionsPage::submissionVerified);
    connect(solutions_, &SolutionsPage::addSolutionRequested, this, &MainWindow::chooseSolution);
    connect(solutions_, &SolutionsPage::runOpened, this, [this](int row, const QString& test) {
        const auto* verified = solutions_->matrix()->verification(row);
        if (!verified || !verified->report) return;
        judging_->showReport(*verified->report, solutions_->matrix()->problem().submissions[row].path, test);
        showJudging();
    });

    if (controller_->hasProblem()) {
        tests_->setProblem(controller_->problem(), document_->readOnlyReason());
        solutions_->setProblem(controller_->problem());
    }
    installPage(placeholderIndex(tr("Problem")), editor_);
    installPage(placeholderIndex(tr("Tests")), tests_);
    installPage(placeholderIndex(tr("Solutions")), solutions_);
    installPage(placeholderIndex(tr("Judge")), judging_);
}

HistoryView* MainWindow::historyView() {
    if (history_) return history_;
    history_ = new HistoryView(tabs_);
    // An old judgement judged again with the package as it is now; the new one lands in History beside it.
    connect(history_, &HistoryView::rejudgeRequested, this, [this](const QString& problem, const QString& submission) {
        if (!settleUnsavedEdits()) return;
        judgingView()->setSources({submission});
        judging_->judgeWhenOpen();
        openProblem(problem);
    });
    installPage(placeholderIndex(tr("History")), history_);
    return history_;
}

ContestPage* MainWindow::contestPage() {
    if (contest_) return contest_;
    contest_ = new ContestPage(tabs_);
    connect(contest_, &ContestPage::openRequested, controller_, &JudgingController::openContest);
    connect(contest_, &ContestPage::judgeRequested, controller_, &JudgingController::judgeContest);
    connect(contest_, &ContestPage::stopRequested, controller_, &JudgingController::cancel);
    connect(controller_, &JudgingController::contestOpened, contest_, &ContestPage::contestOpened);
    connect(controller_, &JudgingController::contestEntriesRecalled, contest_, &ContestPage::entriesRecalled);
    connect(controller_, &JudgingController::contestEntryStarted, contest_, &ContestPage::entryStarted);
    connect(controller_, &JudgingController::contestTestFinished, contest_, &ContestPage::testFinished);
    connect(controller_, &JudgingController::contestSamplesArrived, contest_, &ContestPage::samplesArrived);
    connect(controller_, &JudgingController::contestEntryJudged, contest_, &ContestPage::entryJudged);
    // A cell of the board opens its judgement on the Judge page, with its problem.
    connect(contest_, &ContestPage::entryOpened, this, [this](const contest::ContestEntry& entry) {
        const auto& problems = contest_->board()->contest().problems;
        for (const contest::ContestProblem& problem : problems)
            if (problem.id == entry.problemId) {
                if (!settleUnsavedEdits()) return;
                ensureProblemPages();
                controller_->setProblem(problem.problem);
                QString first;
                for (const judge::TestOutcome& test : entry.report.tests)
                    if (first.isEmpty() && test.verdict != judge::Verdict::AC && test.verdict != judge::Verdict::NotRun)
                        first = test.test;
                judging_->showReport(entry.report, entry.source, first);
                showJudging();
            }
    });
    installPage(placeholderIndex(tr("Contest")), contest_);
    return contest_;
}

SettingsPage* MainWindow::settingsPage() {
    if (settings_) return settings_;
    settings_ = new SettingsPage(controller_, tabs_);
    connect(settings_, &SettingsPage::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message); });
    installPage(placeholderIndex(tr("Settings")), settings_);
    return settings_;
}

void MainWindow::restoreLayout() {
    defaultState_ = saveState(kLayoutVersion);
    QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    restoreState(settings.value(kStateKey).toByteArray(), kLayoutVersion);
    QTimer::singleShot(0, workspaceWidth_, &DockWidthKeeper::adoptCurrentWidth);
}

void MainWindow::saveLayout() const {
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState(kLayoutVersion));
}

bool MainWindow::settleUnsavedEdits() {
    if (!document_->isModified()) return true;
    const auto answer =
        QMessageBox::question(this, tr("Unsaved edits"),
                              tr("The problem %1 has edits that are not saved.").arg(document_->problem().shortName),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return problemEditor()->save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!settleUnsavedEdits()) {
        event->ignore();
        return;
    }
    saveLayout();
    QMainWindow::closeEvent(event);
}

void MainWindow::showIsolationAdvice(const DoctorReport& report) {
    const IsolationAdvice advice = isolationAdvice(report);
    if (!advice.degraded) {
        isolationBanner_->hide();
        return;
    }
    QString text = QStringLiteral("<b>%1</b>").arg(advice.summary.toHtmlEscaped());
    if (!advice.steps.isEmpty()) {
        text += QStringLiteral("<ul style='margin:2px'>");
        for (const QString& step : advice.steps)
            text += QStringLiteral("<li>%1</li>").arg(step.toHtmlEscaped());
        text += QStringLiteral("</ul>");
    }
    text += QStringLiteral(" <a href='#doctor'>%1</a>").arg(tr("What this machine has…"));
    isolationBanner_->setText(text);
    isolationBanner_->show();
}

void MainWindow::openWorkspace(const QString& path) { workspace_->open(path); }

void MainWindow::openProblem(const QString& path) {
    if (!settleUnsavedEdits()) return;
    judgingView()->openProblem(path);
    showJudging();
}

void MainWindow::showJudging() { tabs_->setCurrentWidget(judgingView()); }

void MainWindow::chooseWorkspace() {
    const QString path = QFileDialog::getExistingDirectory(this, tr("Open a workspace folder"), workspace_->path());
    if (!path.isEmpty()) openWorkspace(path);
}

void MainWindow::chooseProblem() {
    const QString path = QFileDialog::getExistingDirectory(this, tr("Open a problem package"), workspace_->path());
    if (!path.isEmpty()) openProblem(path);
}

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
    std::optional<double> timeLimit;
    if (!kattis && !problem.limits.timeLimit) {
        bool ok = false;
        const double seconds =
            QInputDialog::getDouble(this, tr("Export as a DOMjudge Zip"),
                                    tr("DOMjudge needs a time limit, and this problem has none fixed (Kattis derives "
                                       "it from the accepted submissions). Time limit in seconds:"),
                                    1.0, 0.1, 3600, 1, &ok);
        if (!ok) return;
        timeLimit = seconds;
    }
    const QString folder = workspace_->path().isEmpty() ? QFileInfo(problem.directory).path() : workspace_->path();
    const QString suggested = QDir(folder).filePath(
        problem.shortName + (kattis ? QStringLiteral("-kattis.zip") : QStringLiteral("-domjudge.zip")));
    const QString destination = QFileDialog::getSaveFileName(
        this, kattis ? tr("Export as a Kattis Package") : tr("Export as a DOMjudge Zip"), suggested,
        kattis ? tr("Zip archive (*.zip);;Folder (no extension)") : tr("Zip archive (*.zip)"));
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
    if (report.changes.isEmpty()) {
        box->setInformativeText(tr("It is judged there as it is here."));
    } else {
        QString changes = QStringLiteral("<p>%1</p><ul>").arg(tr("Judged differently there:"));
        for (const QString& change : report.changes)
            changes += QStringLiteral("<li>%1</li>").arg(change.toHtmlEscaped());
        box->setInformativeText(changes + QStringLiteral("</ul>"));
    }
    box->open();
}

Result<QString> MainWindow::addSolution(const QString& source, const QString& directory) {
    auto added = problem::addSolution(controller_->problem(), source, directory);
    if (!added) return added;
    statusBar()->showMessage(tr("Added %1").arg(QDir::toNativeSeparators(*added)));
    controller_->openProblem(controller_->problem().directory);
    return added;
}

void MainWindow::chooseSolution() {
    const QString source = QFileDialog::getOpenFileName(this, tr("Add a solution"), controller_->problem().directory);
    if (source.isEmpty()) return;
    const QStringList directories = problem::solutionDirectories();
    const QStringList meanings = {tr("accepted — passes every test"),
                                  tr("wrong_answer — some test gets a wrong answer"),
                                  tr("time_limit_exceeded — some test runs out of time"),
                                  tr("run_time_error — some test crashes"),
                                  tr("rejected — some test rejects it, any way"),
                                  tr("brute_force — correct, maybe too slow")};
    bool ok = false;
    const QString chosen =
        QInputDialog::getItem(this, tr("Add a solution"), tr("%1 is expected to be:").arg(QFileInfo(source).fileName()),
                              meanings, 0, false, &ok);
    if (!ok) return;
    if (auto added = addSolution(source, directories.value(int(meanings.indexOf(chosen)))); !added)
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

void MainWindow::openStressDialog() {
    if (stress_) {
        stress_->raise();
        stress_->activateWindow();
        return;
    }
    stress_ = new StressDialog(document_->problem(), testsPage()->recipes(), document_->readOnlyReason(), this);
    stress_->setAttribute(Qt::WA_DeleteOnClose);
    connect(stress_, &StressDialog::startRequested, controller_, &JudgingController::stressTest);
    connect(stress_, &StressDialog::stopRequested, controller_, &JudgingController::cancel);
    connect(
        stress_, &StressDialog::addTestRequested, this,
        [this](const QString& name, const QString& input, const QString& answer) {
            tests_->importTests(name.section('/', 0, -2), {problem::TestPair{name.section('/', -1), input, answer}});
        });
    stress_->show();
}

void MainWindow::fillRecentMenu() {
    recentMenu_->clear();
    const QStringList recent = WorkspaceController::recentWorkspaces();
    for (const QString& path : recent)
        recentMenu_->addAction(QDir::toNativeSeparators(path), this, [this, path] { openWorkspace(path); });
    if (recent.isEmpty()) recentMenu_->addAction(tr("None yet"))->setEnabled(false);
    recentMenu_->addSeparator();
    recentMenu_->addAction(tr("Clear the List"), this, [this] {
        WorkspaceController::forgetRecentWorkspaces();
        welcome_->refresh();
    });
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!event->mimeData()->hasUrls()) return;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile()) {
            event->acceptProposedAction();
            return;
        }
}

void MainWindow::dropEvent(QDropEvent* event) {
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile()) paths << url.toLocalFile();
    openDropped(paths);
    event->acceptProposedAction();
}

void MainWindow::openDropped(const QStringList& paths) {
    const DropPlan plan =
        planDrop(paths, [this](const QString& path) { return !controller_->languageOf(path).isEmpty(); });
    if (!plan.workspace.isEmpty()) openWorkspace(plan.workspace);
    if (!plan.sources.isEmpty()) judgingView()->setSources(plan.sources);
    if (!plan.problem.isEmpty())
        openProblem(plan.problem);
    else if (!plan.sources.isEmpty())
        showJudging();
    if (!plan.ignored.isEmpty())
        statusBar()->showMessage(tr("Not opened (not a problem, a folder or a source file): %1")
                                     .arg(plan.ignored.join(QStringLiteral(", "))));
}

} // namespace jd::ui
