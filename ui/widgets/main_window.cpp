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
#include "problem/plain_tests_reader.h"
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
    buildPages();
    JudgingSettings::load().applyTo(*controller_);
    buildWorkspaceDock();
    createActions();
    createMenus();

    poolStatus_ = new PoolStatusLabel([controller = controller_] { return controller->poolStats(); }, this);
    statusBar()->addPermanentWidget(poolStatus_);

    connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::pageShown);
    connectJudging();
    connectPackages();
    connectWorkspace();

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
    connect(editor_, &ProblemEditor::dialectChosen, controller_, &JudgingController::setDialect);
    // The tests page writes the package at once; the problem is read again for every page.
    connect(tests_, &TestsPage::changed, this, [this] { controller_->openProblem(document_->problem().directory); });
    connect(tests_, &TestsPage::validateRequested, &controller_->testsJobs(), &TestsJobs::validateInputs);
    connect(tests_, &TestsPage::regenerateRequested, this, [this](const QStringList& only) {
        tests_->validationSummary()->setText(tr("Generating…"));
        controller_->testsJobs().regenerateTests(only);
    });
    connect(tests_, &TestsPage::stressRequested, this, &MainWindow::openStressDialog);
    connect(tests_, &TestsPage::failed, this,
            [this](const QString& message) { QMessageBox::warning(this, tr("Tests"), message); });
    connect(solutions_, &SolutionsPage::runAllRequested, this, [this] {
        if (controller_->isBusy()) return statusBar()->showMessage(tr("Judging or validating is still running."));
        solutions_->startVerification();
        controller_->solutionsJobs().verifyAll(solutions_->verificationOptions());
    });
    connect(&controller_->solutionsJobs(), &SolutionsJobs::submissionStarted, solutions_,
            &SolutionsPage::submissionStarted);
    connect(&controller_->solutionsJobs(), &SolutionsJobs::submissionTestFinished, solutions_,
            &SolutionsPage::submissionTestFinished);
    connect(&controller_->solutionsJobs(), &SolutionsJobs::submissionVerified, solutions_,
            &SolutionsPage::submissionVerified);
    connect(solutions_, &SolutionsPage::addSolutionRequested, this, &MainWindow::chooseSolution);
    connect(solutions_, &SolutionsPage::runOpened, this, [this](int row, const QString& test) {
        const auto* verified = solutions_->matrix()->verification(row);
        if (!verified || !verified->report) return;
        judging_->showReport(*verified->report, solutions_->matrix()->problem().submissions[row].path, test);
        showJudging();
    });

    if (controller_->hasProblem()) {
        tests_->setProblem(controller_->problem(), document_->testsReadOnlyReason(), document_->readOnlyReason());
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
    connect(history_, &HistoryView::keptCopyRejudgeRequested, this,
            [this](const QString& problem, const store::StoredJudgement& judgement) {
                if (!settleUnsavedEdits()) return;
                judgingView()->judgeKeptCopy(problem, judgement);
                showJudging();
            });
    installPage(placeholderIndex(tr("History")), history_);
    return history_;
}

ContestPage* MainWindow::contestPage() {
    if (contest_) return contest_;
    contest_ = new ContestPage(tabs_);
    connect(contest_, &ContestPage::openRequested, &controller_->contestJobs(), &ContestJobs::openContest);
    connect(contest_, &ContestPage::judgeRequested, &controller_->contestJobs(), &ContestJobs::judgeContest);
    connect(contest_, &ContestPage::stopRequested, controller_, &JudgingController::cancel);
    connect(&controller_->contestJobs(), &ContestJobs::contestOpened, contest_, &ContestPage::contestOpened);
    connect(&controller_->contestJobs(), &ContestJobs::contestEntriesRecalled, contest_, &ContestPage::entriesRecalled);
    connect(&controller_->contestJobs(), &ContestJobs::contestEntryStarted, contest_, &ContestPage::entryStarted);
    connect(&controller_->contestJobs(), &ContestJobs::contestTestFinished, contest_, &ContestPage::testFinished);
    connect(&controller_->contestJobs(), &ContestJobs::contestSamplesArrived, contest_, &ContestPage::samplesArrived);
    connect(&controller_->contestJobs(), &ContestJobs::contestEntryJudged, contest_, &ContestPage::entryJudged);
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
    if (controller_->isBusy()) {
        // Closing never waits on the UI thread for a judging to stop: the window goes at once, the work is
        // cancelled (it ends within a second), and the window closes for good once it has.
        hide();
        event->ignore();
        if (!closingWhenIdle_) {
            closingWhenIdle_ = true;
            connect(controller_, &JudgingController::idle, this, &QWidget::close, Qt::QueuedConnection);
        }
        controller_->cancel();
        return;
    }
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

void MainWindow::showSolution(const QString& problem, const QString& solution, bool judge) {
    const bool another =
        !problem.isEmpty() && QDir::cleanPath(problem) != QDir::cleanPath(controller_->problem().directory);
    if (another && !settleUnsavedEdits()) return;
    judgingView()->setSources({solution});
    if (another) {
        if (judge) judging_->judgeWhenOpen();
        judging_->openProblem(problem);
    } else if (judge) {
        judging_->startJudging();
    }
    showJudging();
}

void MainWindow::openContest(const QString& directory) {
    tabs_->setCurrentWidget(contestPage());
    emit contest_->openRequested(directory);
}

void MainWindow::openPath(const QString& path) {
    const DropPlan plan = planDrop({path}, [](const QString&) { return false; });
    if (!plan.contest.isEmpty())
        openContest(plan.contest);
    else if (!plan.workspace.isEmpty())
        openWorkspace(plan.workspace);
    else
        openProblem(path); // a problem, or what says why the path is none
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

void MainWindow::openStressDialog() {
    if (stress_) {
        stress_->raise();
        stress_->activateWindow();
        return;
    }
    const problem::Problem& problem = document_->problem();
    const QStringList sourcesBeside = problem.formatVersion == "bare"
                                          ? problem::sourcesBesideBareTests(problem.directory, isSourceFile)
                                          : QStringList();
    stress_ = new StressDialog(problem, testsPage()->recipes(), sourcesBeside, document_->testsReadOnlyReason(), this);
    stress_->setAttribute(Qt::WA_DeleteOnClose);
    connect(stress_, &StressDialog::startRequested, &controller_->testsJobs(), &TestsJobs::stressTest);
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
    if (!plan.contest.isEmpty()) openContest(plan.contest);
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
