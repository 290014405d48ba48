#pragma once
// The main window: a menu bar and toolbar for every main action, the workspace panel (dockable, its
// place remembered), and pages: a welcome page, judging, past judgements, and what the sandbox has on
// this machine. Folders, package archives and source files can be dropped anywhere on it.
#include "common/result.h"
#include "diagnostics/doctor.h"
#include "export/package_export.h"
#include "problem/problem_templates.h"

#include <QMainWindow>
#include <QPointer>

class QAction;
class QDockWidget;
class QMenu;
class QLabel;
class QTabWidget;
class QUndoGroup;

namespace jd::ui {

class DockWidthKeeper;
class DoctorView;
class HistoryView;
class ContestPage;
class SettingsPage;
class JudgingController;
class JudgingView;
class PackageController;
class PoolStatusLabel;
class ProblemDocument;
class ProblemEditor;
class SolutionsPage;
class StressDialog;
class TestsPage;
class WelcomePage;
class WorkspaceController;
class WorkspaceView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;
    // The pages other than Start and This machine are made when first shown or asked for here.
    JudgingView* judgingView();
    ContestPage* contestPage();
    SettingsPage* settingsPage();
    QLabel* isolationBanner() const { return isolationBanner_; }
    // Shows, or hides, the banner that says isolation is degraded here and what to do.
    void showIsolationAdvice(const DoctorReport& report);
    DoctorView* doctorView() const { return doctor_; }
    HistoryView* historyView();
    PoolStatusLabel* poolStatus() const { return poolStatus_; }
    WelcomePage* welcomePage() const { return welcome_; }
    ProblemDocument* problemDocument() const { return document_; }
    ProblemEditor* problemEditor();
    TestsPage* testsPage();
    SolutionsPage* solutionsPage();
    WorkspaceController* workspace() const { return workspace_; }
    PackageController* packages() const { return packages_; }
    WorkspaceView* workspaceView() const { return workspaceView_; }
    QDockWidget* workspaceDock() const { return workspaceDock_; }

    void openWorkspace(const QString& path);
    void openProblem(const QString& path);
    // A contest folder on the Contest page, read off the UI thread.
    void openContest(const QString& directory);
    // A solution on the Judge page with `problem` (when not empty and not the open one, opened first); with
    // `judge`, judged as soon as the problem is read.
    void showSolution(const QString& problem, const QString& solution, bool judge);
    // What `judgedesk PATH` opens: a problem (or what says why it is none), a contest folder on the
    // Contest page, any other folder as the workspace.
    void openPath(const QString& path);
    // A new problem from a template, opened on the Problem page; an error names what went wrong.
    Result<QString> createProblem(problem::ProblemTemplate kind, const QString& directory, const QString& name);
    void showJudging();
    // The open problem as another system's package, made off the UI thread; the report of what is judged
    // differently there is shown when it is done. An existing destination is replaced.
    void exportProblem(exporting::ExportFormat format, const QString& destination,
                       std::optional<double> timeLimit = std::nullopt);
    // A solution into the open problem's submissions/<directory>/ (accepted, wrong_answer, ...).
    Result<QString> addSolution(const QString& source, const QString& kind);
    // An archive or a folder into the open workspace, opened once it is there.
    void importPackage(const QString& source);
    // What dropping these files on the window does (see models/drop_plan.h).
    void openDropped(const QStringList& paths);
    // Every action with its shortcut, for the shortcut list and its test.
    QList<QAction*> mainActions() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void pageShown(int index);
    QList<QWidget*> pages() const;
    int placeholderIndex(const QString& title) const;
    void installPage(int index, QWidget* page);
    void ensureProblemPages();
    // The constructor's parts (main_window_wiring.cpp, main_window_actions.cpp).
    void buildPages();
    void buildWorkspaceDock();
    void createActions();
    void createMenus();
    void connectJudging();
    void connectPackages();
    void connectWorkspace();
    void restoreLayout();
    void saveLayout() const;
    void chooseWorkspace();
    void chooseProblem();
    void chooseNewProblem();
    void chooseExport(exporting::ExportFormat format);
    void chooseImport();
    void chooseSolution();
    void showExportReport(const exporting::ExportReport& report);
    void openStressDialog();
    void fillRecentMenu();
    void showShortcuts();
    void showAbout();
    // Unsaved edits of the problem: saved, dropped, or the close cancelled.
    bool settleUnsavedEdits();

    JudgingController* controller_;
    WorkspaceController* workspace_;
    PackageController* packages_;
    QTabWidget* tabs_;
    WelcomePage* welcome_;
    ProblemDocument* document_;
    ProblemEditor* editor_ = nullptr;
    TestsPage* tests_ = nullptr;
    SolutionsPage* solutions_ = nullptr;
    JudgingView* judging_ = nullptr;
    ContestPage* contest_ = nullptr;
    HistoryView* history_ = nullptr;
    SettingsPage* settings_ = nullptr;
    QLabel* isolationBanner_;
    DoctorView* doctor_;
    WorkspaceView* workspaceView_;
    QDockWidget* workspaceDock_;
    DockWidthKeeper* workspaceWidth_ = nullptr;
    QUndoGroup* undo_; // follows the page: the problem's settings, or the changes made to its tests
    PoolStatusLabel* poolStatus_;
    QPointer<StressDialog> stress_; // open while the user keeps it open
    QMenu* recentMenu_ = nullptr;
    // Raised when docks or toolbars change, so that an old layout is not applied.
    static constexpr int kLayoutVersion = 1;
    QByteArray defaultState_; // the layout before the remembered one was restored: "Reset layout"
    bool historyRead_ = false;
    bool closingWhenIdle_ = false; // closed while work ran: closes for good once the controller is idle
    bool installing_ = false;      // a page is taking its placeholder's place

    struct Actions {
        QAction *newProblem, *openWorkspace, *openProblem, *openExamples, *closeWorkspace, *quit;
        QAction *importPackage, *exportKattis, *exportDomjudge;
        QAction *judge, *stop, *validate, *judgeAll, *regenerate, *stress, *undo, *redo, *save;
        QAction *openContest, *judgeUnjudged, *judgeContest;
        QAction *resetLayout, *showWelcome;
        QAction *shortcuts, *about;
    } actions_{};
};

} // namespace jd::ui
