#include "color_theme.h"
#include "contest_page.h"
#include "controllers/judging_controller.h"
#include "controllers/workspace_controller.h"
#include "highlighting/source_highlighter.h"
#include "highlighting/source_highlighter_plugin.h"
#include "judging_view.h"
#include "main_window.h"
#include "models/problem_document.h"
#include "problem_editor.h"
#include "solutions_page.h"
#include "tests_page.h"
#include "welcome_page.h"

#include <QActionGroup>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolBar>
#include <QUndoGroup>
#include <QVBoxLayout>

// The window's actions, its menus and toolbar, and the dialogs listing them: what a person reaches the
// pages through.
namespace jd::ui {

void MainWindow::createActions() {
    auto make = [this](const QString& text, const QKeySequence& shortcut, auto slot) {
        auto* action = new QAction(text, this);
        if (!shortcut.isEmpty()) action->setShortcut(shortcut);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    actions_.newProblem = make(tr("&New Problem…"), QKeySequence::New, [this] { chooseNewProblem(); });
    actions_.openWorkspace =
        make(tr("Open &Workspace…"), QKeySequence(tr("Ctrl+Shift+O")), [this] { chooseWorkspace(); });
    actions_.openProblem = make(tr("&Open Problem…"), QKeySequence::Open, [this] { chooseProblem(); });
    actions_.openExamples = make(tr("Open the &Examples"), {}, [this] {
        if (const QString examples = WorkspaceController::examplesDirectory(); !examples.isEmpty())
            openWorkspace(examples);
    });
    actions_.closeWorkspace = make(tr("&Close Workspace"), {}, [this] {
        workspace_->close();
        workspaceDock_->setWindowTitle(tr("Workspace"));
        actions_.closeWorkspace->setEnabled(false);
    });
    actions_.closeWorkspace->setEnabled(false);
    actions_.quit = make(tr("&Quit"), QKeySequence::Quit, [this] { close(); });
    actions_.importPackage = make(tr("&Import Package…"), QKeySequence(tr("Ctrl+I")), [this] { chooseImport(); });
    actions_.exportKattis = make(tr("As a &Kattis Package (2023-07, for problemtools)…"), QKeySequence(tr("Ctrl+E")),
                                 [this] { chooseExport(exporting::ExportFormat::Kattis); });
    actions_.exportDomjudge = make(tr("As a &DOMjudge Zip…"), QKeySequence(tr("Ctrl+Shift+E")),
                                   [this] { chooseExport(exporting::ExportFormat::DOMjudge); });
    actions_.exportKattis->setEnabled(false);
    actions_.exportDomjudge->setEnabled(false);
    // On the contest board F9 judges the selected submissions, as in CCR Plus; elsewhere the solution shown.
    actions_.judge = make(tr("&Judge"), QKeySequence(Qt::Key_F9), [this] {
        if (contest_ && tabs_->currentWidget() == contest_) return contest_->judgeSelected();
        showJudging();
        judging_->startJudging();
    });
    actions_.judge->setShortcuts({QKeySequence(Qt::Key_F9), QKeySequence(tr("Ctrl+Return"))});
    actions_.stop = make(tr("&Stop Judging"), QKeySequence(tr("Shift+F9")), [this] { controller_->cancel(); });
    actions_.stop->setShortcuts({QKeySequence(tr("Shift+F9")), QKeySequence(Qt::Key_F12)});
    actions_.openContest = make(tr("Open &Contest Folder…"), QKeySequence(tr("Ctrl+Shift+C")), [this] {
        tabs_->setCurrentWidget(contestPage());
        contest_->chooseFolder();
    });
    actions_.judgeUnjudged = make(tr("Judge &Unjudged or Changed Submissions"), QKeySequence(Qt::Key_F10), [this] {
        tabs_->setCurrentWidget(contestPage());
        contest_->judgeUnjudgedOrChanged();
    });
    actions_.judgeContest = make(tr("Judge the &Whole Contest"), QKeySequence(Qt::Key_F11), [this] {
        tabs_->setCurrentWidget(contestPage());
        contest_->judgeAll();
    });
    actions_.stop->setEnabled(false);
    actions_.validate = make(tr("&Validate Inputs"), QKeySequence(Qt::Key_F7), [this] {
        tabs_->setCurrentWidget(testsPage());
        tests_->findChild<QPushButton*>(QStringLiteral("validateInputs"))->click();
    });
    actions_.judgeAll = make(tr("Judge &All Solutions"), QKeySequence(tr("Ctrl+F9")), [this] {
        tabs_->setCurrentWidget(solutionsPage());
        solutions_->findChild<QPushButton*>(QStringLiteral("judgeAllSolutions"))->click();
    });
    actions_.regenerate = make(tr("&Regenerate All Tests"), QKeySequence(Qt::Key_F6), [this] {
        tabs_->setCurrentWidget(testsPage());
        tests_->findChild<QPushButton*>(QStringLiteral("regenerateAll"))->click();
    });
    actions_.stress = make(tr("&Stress Test…"), QKeySequence(tr("Shift+F6")), [this] {
        tabs_->setCurrentWidget(testsPage());
        tests_->findChild<QPushButton*>(QStringLiteral("stressTest"))->click();
    });
    // Undo follows the page: the problem's settings, or the changes made to its tests.
    undo_->addStack(document_->undoStack());
    undo_->setActiveStack(document_->undoStack());
    actions_.undo = undo_->createUndoAction(this, tr("&Undo"));
    actions_.undo->setShortcut(QKeySequence::Undo);
    actions_.redo = undo_->createRedoAction(this, tr("&Redo"));
    actions_.redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
    actions_.save = make(tr("&Save Problem"), {}, [this] { problemEditor()->save(); });
    actions_.resetLayout = make(tr("&Reset Layout"), {}, [this] {
        restoreState(defaultState_, kLayoutVersion);
        workspaceDock_->show();
    });
    actions_.showWelcome = make(tr("&Start Page"), {}, [this] { tabs_->setCurrentWidget(welcome_); });
    actions_.shortcuts = make(tr("&Keyboard Shortcuts"), QKeySequence(tr("Ctrl+F1")), [this] { showShortcuts(); });
    actions_.about = make(tr("&About JudgeDesk"), {}, [this] { showAbout(); });
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(actions_.newProblem);
    file->addAction(actions_.openWorkspace);
    file->addAction(actions_.openProblem);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    file->addAction(actions_.openExamples);
    file->addSeparator();
    file->addAction(actions_.importPackage);
    QMenu* exportMenu = file->addMenu(tr("&Export Problem"));
    exportMenu->addAction(actions_.exportKattis);
    exportMenu->addAction(actions_.exportDomjudge);
    file->addSeparator();
    file->addAction(actions_.closeWorkspace);
    file->addSeparator();
    file->addAction(actions_.quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(actions_.undo);
    edit->addAction(actions_.redo);
    edit->addSeparator();
    edit->addAction(actions_.save);

    QMenu* judge = menuBar()->addMenu(tr("&Judge"));
    judge->addAction(actions_.judge);
    judge->addAction(actions_.stop);
    judge->addSeparator();
    judge->addAction(actions_.judgeAll);
    judge->addAction(actions_.validate);
    judge->addAction(actions_.regenerate);
    judge->addAction(actions_.stress);
    judge->addSeparator();
    judge->addAction(actions_.openContest);
    judge->addAction(actions_.judgeUnjudged);
    judge->addAction(actions_.judgeContest);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* togglePanel = workspaceDock_->toggleViewAction();
    togglePanel->setShortcut(QKeySequence(tr("Ctrl+Shift+W")));
    view->addAction(togglePanel);
    view->addAction(actions_.showWelcome);
    QMenu* colors = view->addMenu(tr("&Colours"));
    auto* themes = new QActionGroup(this);
    const std::pair<ColorTheme, QString> choices[] = {{ColorTheme::System, tr("As the &Desktop")},
                                                      {ColorTheme::Light, tr("&Light")},
                                                      {ColorTheme::Dark, tr("D&ark")}};
    for (const auto& [theme, text] : choices) {
        QAction* action = colors->addAction(text, this, [theme] { applyColorTheme(theme); });
        action->setCheckable(true);
        action->setChecked(theme == savedColorTheme());
        action->setObjectName("colors-" + colorThemeKey(theme));
        themes->addAction(action);
    }
    view->addSeparator();
    view->addAction(actions_.resetLayout);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(actions_.shortcuts);
    help->addAction(actions_.about);

    QToolBar* toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolBar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    QStyle* look = style();
    actions_.openWorkspace->setIcon(look->standardIcon(QStyle::SP_DirOpenIcon));
    actions_.openProblem->setIcon(look->standardIcon(QStyle::SP_FileDialogDetailedView));
    actions_.judge->setIcon(look->standardIcon(QStyle::SP_MediaPlay));
    actions_.stop->setIcon(look->standardIcon(QStyle::SP_MediaStop));
    toolbar->addAction(actions_.openWorkspace);
    toolbar->addAction(actions_.openProblem);
    toolbar->addSeparator();
    toolbar->addAction(actions_.judge);
    toolbar->addAction(actions_.stop);
}

QList<QAction*> MainWindow::mainActions() const {
    return {actions_.newProblem,    actions_.openWorkspace, actions_.openProblem,    actions_.openExamples,
            actions_.importPackage, actions_.exportKattis,  actions_.exportDomjudge, actions_.closeWorkspace,
            actions_.quit,          actions_.judge,         actions_.stop,           actions_.validate,
            actions_.judgeAll,      actions_.regenerate,    actions_.stress,         workspaceDock_->toggleViewAction(),
            actions_.showWelcome,   actions_.resetLayout,   actions_.shortcuts,      actions_.about};
}

void MainWindow::showShortcuts() {
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Keyboard Shortcuts"));
    auto* table = new QTableWidget(0, 2, &dialog);
    table->setObjectName(QStringLiteral("shortcutTable"));
    table->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (QAction* action : mainActions()) {
        QStringList keys;
        for (const QKeySequence& shortcut : action->shortcuts())
            keys << shortcut.toString(QKeySequence::NativeText);
        if (keys.isEmpty()) continue;
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(action->text().remove('&').remove(QStringLiteral("…"))));
        table->setItem(row, 1, new QTableWidgetItem(keys.join(tr(" or "))));
    }
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->resizeColumnToContents(1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(table);
    layout->addWidget(buttons);
    dialog.resize(460, 380);
    dialog.exec();
}

void MainWindow::showAbout() {
    const auto highlighting = sourceHighlighters();
    const QString highlighter =
        highlighting
            ? highlighting.value()->libraryDescription()
            : tr("No syntax highlighting: %1").arg(QString::fromStdString(highlighting.error()).toHtmlEscaped());
    QMessageBox::about(this, tr("About JudgeDesk"),
                       tr("<h3>JudgeDesk %1</h3>"
                          "<p>Prepare problems and judge programming-contest solutions on this workstation.</p>"
                          "<p>Qt %2 (built with %3)<br>%4</p>")
                           .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion()),
                                QStringLiteral(QT_VERSION_STR), highlighter));
}

} // namespace jd::ui
