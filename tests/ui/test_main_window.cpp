// The main window as a new user meets it: the Start page first (never an empty judging page), the
// examples one click away in the workspace panel, a solution activated in the tree opening its problem,
// drops, the shortcuts of every main action, and a layout that comes back as it was left.
// With JUDGEDESK_SCREENSHOTS=DIR set, the window is saved there as PNGs to look at.
#include "controllers/judging_controller.h"
#include "controllers/package_controller.h"
#include "controllers/workspace_controller.h"
#include "models/history_model.h"
#include "models/judging_model.h"
#include "models/tests_model.h"
#include "models/workspace_model.h"
#include "problem/package_import.h"
#include "sandbox_fixture.h"
#include "screenshots.h"
#include "store/results_store.h"
#include "widgets/color_theme.h"
#include "widgets/history_view.h"
#include "widgets/judging_view.h"
#include "widgets/main_window.h"
#include "widgets/new_problem_dialog.h"
#include "widgets/problem_editor.h"
#include "widgets/solutions_page.h"
#include "widgets/source_editor.h"
#include "widgets/test_data_editor.h"
#include "widgets/tests_page.h"
#include "widgets/welcome_page.h"
#include "widgets/workspace_view.h"

#include <QAbstractProxyModel>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace jd;
using namespace jd::ui;

namespace {

const QString kExamples = QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).canonicalPath();

QTabWidget* pages(MainWindow& window) { return window.findChild<QTabWidget*>(); }

} // namespace

class MainWindowTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("JudgeDeskTests");
    }
    void init() { QSettings().clear(); }

    void aFirstStartShowsTheStartPageWithTheExamplesOneClickAway() {
        MainWindow window;
        window.show();
        QCOMPARE(pages(window)->currentWidget(), window.welcomePage());
        auto* examples = window.welcomePage()->findChild<QPushButton*>("openExamples");
        QVERIFY(examples && examples->isEnabled());
        test::screenshot(window, "welcome");
        QSignalSpy scanned(window.workspace(), &WorkspaceController::scanned);
        examples->click();
        QVERIFY(scanned.wait(10000));
        QCOMPARE(window.workspace()->path(), kExamples);
        QVERIFY(window.workspaceDock()->isVisible());
        auto* recent = window.welcomePage()->findChild<QListWidget*>("recentWorkspaces");
        QCOMPARE(recent->item(0)->data(Qt::UserRole).toString(), kExamples);
        QTreeView* tree = window.workspaceView()->tree();
        QCOMPARE(tree->model()->rowCount(tree->model()->index(0, 0)), 11);
        QVERIFY(tree->isExpanded(tree->model()->index(0, 0)));
        test::screenshot(window, "workspace");
    }

    void aFirstStartMakesOnlyTheStartPageAndThisMachines() {
        MainWindow window;
        window.show();
        QVERIFY(!window.findChild<JudgingView*>());
        QVERIFY(!window.findChild<TestsPage*>());
        QVERIFY(!window.findChild<SolutionsPage*>());
        QVERIFY(!window.findChild<ProblemEditor*>());
        QCOMPARE(pages(window)->count(), 9);
    }

    void aPageIsMadeWhenItsTabIsFirstShownAndTakesItsPlace() {
        MainWindow window;
        window.show();
        QTabWidget* tabs = pages(window);
        int judge = -1;
        for (int index = 0; index < tabs->count(); ++index)
            if (tabs->tabText(index) == MainWindow::tr("Judge")) judge = index;
        QVERIFY(judge > 0);
        tabs->setCurrentIndex(judge);
        auto* view = window.findChild<JudgingView*>();
        QVERIFY(view);
        QCOMPARE(tabs->currentWidget(), view);
        QCOMPARE(tabs->indexOf(view), judge);
        QCOMPARE(tabs->tabText(judge), MainWindow::tr("Judge"));
        QCOMPARE(tabs->count(), 9);
        QVERIFY(view->isVisible());
        // The problem's other pages came with it, each in its own place, none in front.
        QCOMPARE(tabs->tabText(tabs->indexOf(window.testsPage())), MainWindow::tr("Tests"));
        QCOMPARE(tabs->tabText(tabs->indexOf(window.problemEditor())), MainWindow::tr("Problem"));
        QVERIFY(!window.testsPage()->isVisible());
    }

    void aPageAskedForBeforeItIsShownStaysBehind() {
        MainWindow window;
        window.show();
        QTabWidget* tabs = pages(window);
        QVERIFY(window.historyView());
        QCOMPARE(tabs->currentWidget(), window.welcomePage());
        QCOMPARE(tabs->tabText(tabs->indexOf(window.historyView())), MainWindow::tr("History"));
        tabs->setCurrentWidget(window.historyView());
        QVERIFY(window.historyView()->isVisible());
    }

    void theLastWorkspaceComesBackAtTheNextStart() {
        {
            MainWindow first;
            QSignalSpy scanned(first.workspace(), &WorkspaceController::scanned);
            first.openWorkspace(kExamples);
            QVERIFY(scanned.wait(10000));
        }
        MainWindow second;
        QCOMPARE(second.workspace()->path(), kExamples);
        QCOMPARE(pages(second)->currentWidget(), second.welcomePage());
    }

    void aFolderOfProblemsGivenOnTheCommandLineBecomesTheWorkspace() {
        MainWindow window;
        QSignalSpy scanned(window.workspace(), &WorkspaceController::scanned);
        window.openPath(kExamples + "/"); // as `judgedesk examples/` gives it
        QVERIFY(scanned.wait(10000));
        QCOMPARE(window.workspace()->path(), kExamples);
    }

    void activatingASolutionOpensItsProblemWithThatSolutionChosen() {
        MainWindow window;
        window.show();
        QSignalSpy scanned(window.workspace(), &WorkspaceController::scanned);
        window.openWorkspace(kExamples);
        QVERIFY(scanned.wait(10000));
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        const QString solution = kExamples + "/aplusb/submissions/accepted/sum.py";
        const QModelIndex source = window.workspace()->model()->indexForPath(solution);
        QVERIFY(source.isValid());
        QTreeView* tree = window.workspaceView()->tree();
        auto* proxy = static_cast<QAbstractProxyModel*>(tree->model());
        emit tree->activated(proxy->mapFromSource(source));
        QVERIFY(opened.wait(30000));
        QCOMPARE(pages(window)->currentWidget(), window.judgingView());
        QCOMPARE(controller->problem().directory, kExamples + "/aplusb");
        QCOMPARE(window.judgingView()->findChild<QLineEdit*>("sourcePaths")->text(), solution);
        QCOMPARE(window.judgingView()->model()->totalTests(), 4);
        QVERIFY(window.windowTitle().startsWith("A Plus B"));
    }

    // bob's rev/rev.cpp reads rev.in and writes rev.out, as contest.yaml says: judged against data/rev read
    // as a bare folder it would be WA on every test.
    void judgingAContestantsSourceFromThePanelJudgesItAsTheContestDoes() {
        MainWindow window;
        window.show();
        QSignalSpy scanned(window.workspace(), &WorkspaceController::scanned);
        window.openWorkspace(kExamples);
        QVERIFY(scanned.wait(10000));
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy finished(controller, &JudgingController::judgingFinished);
        const QString source = kExamples + "/contest-day1/source/bob/rev/rev.cpp";
        QTreeView* tree = window.workspaceView()->tree();
        const auto menu =
            window.workspaceView()->menuFor(static_cast<QAbstractProxyModel*>(tree->model())
                                                ->mapFromSource(window.workspace()->model()->indexForPath(source)));
        const QList<QAction*> actions = menu->actions();
        const auto judge = std::find_if(actions.begin(), actions.end(),
                                        [](const QAction* action) { return action->text() == "&Judge"; });
        QVERIFY(judge != actions.end());
        (*judge)->trigger();
        QVERIFY(finished.wait(60000));
        const auto report = finished.first().first().value<judge::JudgeReport>();
        QCOMPARE(controller->problem().directory, kExamples + "/contest-day1/data/rev");
        QCOMPARE(report.verdict, judge::Verdict::AC);
        QCOMPARE(window.judgingView()->findChild<QLineEdit*>("sourcePaths")->text(), source);
    }

    // The problem's pages are wide; the workspace panel beside them keeps the width it had, names uncut.
    void openingAProblemKeepsTheWorkspacePanelsWidth() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy scanned(window.workspace(), &WorkspaceController::scanned);
        window.openWorkspace(kExamples);
        QVERIFY(scanned.wait(10000));
        QTest::qWait(50);
        const int before = window.workspaceDock()->width();
        QVERIFY2(before >= 240, qPrintable(QString::number(before)));
        QSignalSpy opened(window.findChild<JudgingController*>(), &JudgingController::problemOpened);
        window.openProblem(kExamples + "/aplusb");
        QVERIFY(opened.wait(30000));
        QTest::qWait(100);
        if (const QString shots = qEnvironmentVariable("JUDGEDESK_SCREENSHOTS"); !shots.isEmpty())
            window.grab().save(shots + "/workspace-beside-a-problem.png");
        QVERIFY2(window.workspaceDock()->width() >= before - 4,
                 qPrintable(QStringLiteral("%1 px, %2 before").arg(window.workspaceDock()->width()).arg(before)));
        pages(window)->setCurrentIndex(pages(window)->indexOf(window.findChild<TestsPage*>()));
        QTest::qWait(100);
        if (const QString shots = qEnvironmentVariable("JUDGEDESK_SCREENSHOTS"); !shots.isEmpty())
            window.grab().save(shots + "/tests-page-beside-the-workspace.png");
        QVERIFY2(window.workspaceDock()->width() >= before - 4,
                 qPrintable(QString::number(window.workspaceDock()->width())));
    }

    void droppingAProblemFolderOpensIt() {
        MainWindow window;
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        window.openDropped({kExamples + "/circle"}); // what a drop of the folder from a file manager does
        QVERIFY(opened.wait(30000));
        QCOMPARE(controller->problem().directory, kExamples + "/circle");
    }

    void aNewProblemFromATemplateOpensOnTheProblemPage() {
        QTemporaryDir root;
        MainWindow window;
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        auto created = window.createProblem(problem::ProblemTemplate::Scoring, root.filePath("ranges"), "Ranges");
        QVERIFY2(created, created ? "" : created.error().c_str());
        QVERIFY(opened.wait(30000));
        QCOMPARE(controller->problem().name, QStringLiteral("Ranges"));
        QCOMPARE(pages(window)->currentWidget(), window.problemEditor());
        test::screenshot(window, "problem-editor");
    }

    void anExportedProblemComesBackByImportWithTheSameTests() {
        QTemporaryDir root;
        QVERIFY(QDir().mkpath(root.filePath("workspace")));
        MainWindow window;
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        window.openProblem(kExamples + "/mixed-polygon");
        QVERIFY(opened.wait(30000));
        const int tests = window.judgingView()->model()->totalTests();

        QSignalSpy exported(window.packages(), &PackageController::exported);
        window.exportProblem(exporting::ExportFormat::Kattis, root.filePath("successor-kattis.zip"));
        QVERIFY(exported.wait(30000));
        auto* report = window.findChild<QMessageBox*>("exportReport");
        QVERIFY(report);
        QVERIFY2(report->informativeText().contains("check.cpp runs inside a Kattis output validator"),
                 qPrintable(report->informativeText()));
        test::screenshot(*report, "export-report");
        report->close();

        window.openWorkspace(root.filePath("workspace"));
        QSignalSpy imported(window.packages(), &PackageController::imported);
        window.importPackage(root.filePath("successor-kattis.zip"));
        QVERIFY(imported.wait(30000));
        QCOMPARE(imported.first().first().toString(), root.filePath("workspace/successor-kattis"));
        if (controller->problem().directory != root.filePath("workspace/successor-kattis")) QVERIFY(opened.wait(30000));
        QCOMPARE(controller->problem().directory, root.filePath("workspace/successor-kattis"));
        QCOMPARE(controller->problem().dialect.dialect, problem::Dialect::Kattis);
        // Polygon's 0-point sample is a Kattis sample only; every test is still there.
        QCOMPARE(window.judgingView()->model()->totalTests(), tests);
    }

    void validatingInputsTicksEveryTestAndShowsTheRefusedOne() {
        QTemporaryDir root;
        auto imported = problem::importPackage(kExamples + "/aplusb", root.path());
        QVERIFY(imported);
        test::writeTestFile(*imported + "/data/secret/04-huge.in", "1 10000000000000000000\n");
        test::writeTestFile(*imported + "/data/secret/04-huge.ans", "0\n");
        MainWindow window;
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        window.openProblem(*imported);
        QVERIFY(opened.wait(30000));
        QSignalSpy validated(&controller->testsJobs(), &TestsJobs::inputsValidated);
        QAction* validate = nullptr;
        for (QAction* action : window.mainActions())
            if (action->shortcuts().contains(QKeySequence(Qt::Key_F7))) validate = action;
        QVERIFY(validate);
        validate->trigger();
        QVERIFY(validated.wait(120000));
        QCOMPARE(pages(window)->currentWidget(), window.testsPage());
        TestsModel* model = window.testsPage()->model();
        const auto cell = [&](const QString& test) {
            return model->indexOfTest(test).siblingAtColumn(TestsModel::Validity).data().toString();
        };
        QCOMPARE(cell("sample/1"), QStringLiteral("✓"));
        QCOMPARE(cell("secret/04-huge"), QStringLiteral("✗ b is beyond 10^18 in absolute value: 10000000000000000000"));
        QCOMPARE(window.testsPage()->currentTest(), QStringLiteral("secret/04-huge"));
        QCOMPARE(window.testsPage()->validationSummary()->text(), QStringLiteral("<b>1 invalid</b>"));
        test::screenshot(window, "tests-validated");
    }

    void regeneratingAllRemakesTheTestsAndShowsEachGenerator() {
        QTemporaryDir root;
        auto imported = problem::importPackage(kExamples + "/aplusb", root.path());
        QVERIFY(imported);
        test::writeTestFile(*imported + "/data/secret/01-small.in", "1 1\n");
        test::writeTestFile(*imported + "/data/secret/01-small.ans", "2\n");
        MainWindow window;
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        window.openProblem(*imported);
        QVERIFY(opened.wait(30000));
        TestsModel* model = window.testsPage()->model();
        QCOMPARE(model->indexOfTest("secret/01-small").siblingAtColumn(TestsModel::Generator).data().toString(),
                 QStringLiteral("gen.py 20 22"));
        QSignalSpy regenerated(&controller->testsJobs(), &TestsJobs::testsRegenerated);
        QAction* regenerate = nullptr;
        for (QAction* action : window.mainActions())
            if (action->shortcuts().contains(QKeySequence(Qt::Key_F6))) regenerate = action;
        QVERIFY(regenerate);
        regenerate->trigger();
        QVERIFY(regenerated.wait(120000));
        QVERIFY(opened.wait(30000)); // read again: the files changed
        QCOMPARE(test::readTestFile(*imported + "/data/secret/01-small.in"), QByteArray("20 22\n"));
        QCOMPARE(test::readTestFile(*imported + "/data/secret/01-small.ans"), QByteArray("42\n"));
        const QModelIndex generator = model->indexOfTest("secret/01-small").siblingAtColumn(TestsModel::Generator);
        QCOMPARE(generator.data(Qt::ToolTipRole).toString(), QStringLiteral("Input written, answer written"));
        QCOMPARE(model->indexOfTest("secret/01-small").siblingAtColumn(TestsModel::Validity).data().toString(),
                 QStringLiteral("✓"));
        QVERIFY2(window.testsPage()->validationSummary()->text().startsWith(
                     TestsPage::tr("%n input(s) written", nullptr, 1)),
                 qPrintable(window.testsPage()->validationSummary()->text()));
        window.testsPage()->tree()->setCurrentIndex(model->indexOfTest("secret/01-small"));
        QCOMPARE(window.testsPage()->generatorCommand()->text(), QStringLiteral("gen.py 20 22"));
        test::screenshot(window, "tests-regenerated");
    }

    void aGeneratorCommandTypedForATestMakesIt() {
        QTemporaryDir root;
        auto imported = problem::importPackage(kExamples + "/aplusb", root.path());
        QVERIFY(imported);
        MainWindow window;
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        window.openProblem(*imported);
        QVERIFY(opened.wait(30000));
        TestsPage* page = window.testsPage();
        page->tree()->setCurrentIndex(page->model()->indexOfTest("sample/1"));
        page->generatorCommand()->setText("gen.py 3 4");
        emit page->generatorCommand()->editingFinished();
        QVERIFY(opened.wait(30000));
        QVERIFY(page->recipes().find("sample/1"));
        QCOMPARE(page->currentTest(), QStringLiteral("sample/1"));
        QSignalSpy regenerated(&controller->testsJobs(), &TestsJobs::testsRegenerated);
        auto* generate = page->findChild<QPushButton*>();
        for (QPushButton* button : page->findChildren<QPushButton*>())
            if (button->text() == "Generate") generate = button;
        QVERIFY(generate->isEnabled());
        generate->click();
        QVERIFY(regenerated.wait(120000));
        QCOMPARE(regenerated.first().first().value<judge::GenerationReport>().tests.size(), 1);
        QCOMPARE(test::readTestFile(*imported + "/data/sample/1.in"), QByteArray("3 4\n"));
        QCOMPARE(test::readTestFile(*imported + "/data/sample/1.ans"), QByteArray("7\n"));
    }

    // The issue's promise: a new user creates a problem, gives it a test, a checker and a solution,
    // validates and judges everything, and exports it, all in the window.
    void aNewProblemGoesFromTemplateToExportWithoutATerminal() {
        QTemporaryDir root;
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        const auto reopened = [&] {
            opened.clear();
            return opened.wait(30000);
        };
        auto created = window.createProblem(problem::ProblemTemplate::Batch, root.filePath("fresh"), "Fresh Sums");
        QVERIFY(created);
        QVERIFY(opened.wait(30000));

        // A test, written in place.
        TestsPage* tests = window.testsPage();
        tests->tree()->setCurrentIndex(tests->model()->indexOfTest("secret/03-large"));
        opened.clear();
        tests->addTest();
        QVERIFY(opened.wait(30000));
        const QString added = tests->currentTest();
        QVERIFY(added.startsWith("secret/"));
        tests->inputEditor()->text()->setPlainText("40 2\n");
        tests->answerEditor()->text()->setPlainText("42\n");
        tests->saveTest();
        QVERIFY(reopened());
        QCOMPARE(test::readTestFile(*created + "/data/" + added + ".ans"), QByteArray("42\n"));

        // A checker of its own, its source shown in the editor.
        const QString checker = test::writeTestFile(
            root.filePath("checker/exact.cpp"),
            "// accepts the answer's first token, exactly\n#include <fstream>\n#include <iostream>\n#include <string>\n"
            "int main(int, char** argv) { std::ifstream answer(argv[2]); std::string want, got;\n"
            "  answer >> want; std::cin >> got; return want == got ? 42 : 43; }\n");
        QVERIFY(window.problemEditor()->useChecker(checker));
        QVERIFY(reopened());
        QCOMPARE(controller->problem().outputValidator, *created + "/output_validator");
        QVERIFY(window.problemEditor()->checkerSource()->toPlainText().startsWith("// accepts the answer's"));
        window.findChild<QTabWidget*>()->setCurrentWidget(window.problemEditor());
        test::screenshot(window, "problem-checker");

        // A wrong solution.
        const QString wrong =
            test::writeTestFile(root.filePath("minus.py"), "a, b = map(int, input().split())\nprint(a - b)\n");
        QVERIFY(window.addSolution(wrong, "wrong_answer"));
        QVERIFY(reopened());

        // Validate, then judge everything.
        QSignalSpy validated(&controller->testsJobs(), &TestsJobs::inputsValidated);
        tests->findChild<QPushButton*>("validateInputs")->click();
        QVERIFY(validated.wait(120000));
        const auto report = validated.first().first().value<judge::InputValidationReport>();
        QCOMPARE(report.count(judge::InputValidity::Valid), report.checks.size());
        QSignalSpy verified(&controller->solutionsJobs(), &SolutionsJobs::verificationFinished);
        window.solutionsPage()->findChild<QPushButton*>("judgeAllSolutions")->click();
        QVERIFY(verified.wait(600000));
        const auto verification = verified.first().first().value<judge::Verification>();
        QCOMPARE(verification.disagreed(), 0);
        QVERIFY(verification.agreed() >= 10);

        // Export.
        QSignalSpy exported(window.packages(), &PackageController::exported);
        window.exportProblem(exporting::ExportFormat::DOMjudge, root.filePath("fresh-domjudge.zip"));
        QVERIFY(exported.wait(30000));
        QVERIFY(QFileInfo(root.filePath("fresh-domjudge.zip")).size() > 0);
    }

    void aSolutionAddedToAPolygonPackageIsNamedInItsProblemXml() {
        QTemporaryDir dir;
        auto imported = problem::importPackage(kExamples + "/mixed-polygon", dir.path());
        QVERIFY2(imported, imported ? "" : imported.error().c_str());
        MainWindow window;
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        controller->openProblem(*imported);
        QVERIFY(opened.wait(30000));
        const qsizetype before = controller->problem().submissions.size();
        auto* add = window.solutionsPage()->findChild<QPushButton*>("addSolution");
        QVERIFY(add->isEnabled());
        QVERIFY2(add->toolTip().contains("problem.xml"), qPrintable(add->toolTip()));
        const QString source = test::writeTestFile(dir.filePath("twice.py"), "print(2 * int(input()))\n");
        auto added = window.addSolution(source, "wrong-answer");
        QVERIFY2(added, added ? "" : added.error().c_str());
        QVERIFY(opened.wait(30000)); // read again, with it
        QCOMPARE(controller->problem().submissions.size(), before + 1);
        QVERIFY(std::any_of(controller->problem().submissions.begin(), controller->problem().submissions.end(),
                            [&](const problem::Submission& submission) {
                                return submission.path == *added && submission.expectedVerdicts == QStringList{"WA"};
                            }));
    }

    void theDarkColoursReachEveryWindowAndAreRemembered() {
        const QPalette desktop = QApplication::palette();
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        window.openProblem(kExamples + "/aplusb");
        QVERIFY(opened.wait(30000));
        auto* dark = window.findChild<QAction*>("colors-dark");
        QVERIFY(dark);
        dark->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
        QTRY_VERIFY(window.testsPage()->palette().color(QPalette::Base).lightness() < 100);
        QCOMPARE(savedColorTheme(), ColorTheme::Dark);
        window.findChild<QTabWidget*>()->setCurrentWidget(window.testsPage());
        test::screenshot(window, "main-window-dark");
        window.findChild<QAction*>("colors-system")->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), desktop.color(QPalette::Window));
        QCOMPARE(savedColorTheme(), ColorTheme::System);
    }

    void aFailedImportSaysWhyAndAddsNothing() {
        QTemporaryDir root;
        QVERIFY(QDir().mkpath(root.filePath("workspace")));
        QVERIFY(QDir().mkpath(root.filePath("notes")));
        MainWindow window;
        window.openWorkspace(root.filePath("workspace"));
        QSignalSpy failed(window.packages(), &PackageController::failed);
        window.importPackage(root.filePath("notes"));
        QVERIFY(failed.wait(30000));
        auto* error = window.findChild<QMessageBox*>("packageError");
        QVERIFY(error);
        QVERIFY2(error->text().contains("not a problem"), qPrintable(error->text()));
        QCOMPARE(QDir(root.filePath("workspace")).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList());
    }

    void anExportThatCannotBeIsRefusedBeforeAFileIsChosen() {
        MainWindow window;
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        window.openProblem(kExamples + "/omegaup-sums");
        QVERIFY(opened.wait(30000));
        QString shown;
        QTimer::singleShot(0, &window, [&shown] {
            QWidget* modal = QApplication::activeModalWidget();
            shown = modal ? QString::fromLatin1(modal->metaObject()->className()) : QStringLiteral("nothing");
            if (auto* box = qobject_cast<QMessageBox*>(modal)) shown += ": " + box->text();
            if (modal) modal->close();
        });
        for (QAction* action : window.mainActions())
            if (action->shortcuts().contains(QKeySequence(QStringLiteral("Ctrl+E")))) action->trigger();
        QVERIFY2(shown.startsWith("QMessageBox: An omegaUp problem cannot be carried over"), qPrintable(shown));
    }

    void theNewProblemDialogSuggestsTheFolderAndSaysWhatCannotBe() {
        QTemporaryDir root;
        QVERIFY(QDir().mkpath(root.filePath("a-plus-b")));
        NewProblemDialog dialog(root.path());
        dialog.nameField()->setText("A Plus B");
        QCOMPARE(dialog.folderField()->text(), QStringLiteral("a-plus-b"));
        QVERIFY(dialog.refusal().endsWith("exists already."));
        dialog.folderField()->setText("a-plus-b-2");
        QVERIFY(dialog.refusal().isEmpty());
        QCOMPARE(dialog.directory(), root.filePath("a-plus-b-2"));
        dialog.folderField()->setText("A B");
        QVERIFY(dialog.refusal().contains("lower-case"));
        dialog.nameField()->setText("   ");
        QCOMPARE(dialog.refusal(), QStringLiteral("a problem needs a name"));
    }

    void everyMainActionIsInTheMenusAndJudgingHasItsFKey() {
        MainWindow window;
        QStringList withoutShortcut;
        QAction* judge = nullptr;
        for (QAction* action : window.mainActions()) {
            QVERIFY2(!action->associatedObjects().isEmpty(), qPrintable(action->text()));
            if (action->text().remove('&') == "Judge") judge = action;
        }
        QVERIFY(judge);
        QVERIFY(judge->shortcuts().contains(QKeySequence(Qt::Key_F9)));
        QSet<QKeySequence> seen;
        for (QAction* action : window.mainActions())
            for (const QKeySequence& key : action->shortcuts()) {
                QVERIFY2(!seen.contains(key), qPrintable(key.toString() + " is given twice"));
                seen.insert(key);
            }
    }

    void aHiddenPanelStaysHiddenAtTheNextStartUntilTheLayoutIsReset() {
        {
            MainWindow first;
            first.show();
            first.workspaceDock()->hide();
            first.close();
        }
        MainWindow second;
        second.show();
        QVERIFY(!second.workspaceDock()->isVisible());
        for (QAction* action : second.mainActions())
            if (action->text().remove('&') == "Reset Layout") action->trigger();
        QVERIFY(second.workspaceDock()->isVisible());
    }

    void theProblemPageSaysWhichFileTheLimitsCameFrom() {
        QTemporaryDir root;
        test::writeTestFile(root.filePath("settings.json"),
                            R"({"title": "Olas", "limits": {"TimeLimit": 1500, "MemoryLimit": 134217728},
                                "validator": {"name": "token"}})");
        test::writeTestFile(root.filePath("cases/1.in"), "1\n");
        test::writeTestFile(root.filePath("cases/1.out"), "1\n");
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        controller->openProblem(root.path());
        QVERIFY(opened.wait(30000));
        auto* source = window.problemEditor()->findChild<QLabel*>("limitsSource");
        QVERIFY(source);
        QVERIFY2(source->text().contains("time from settings.json (limits.TimeLimit, in milliseconds"),
                 qPrintable(source->text()));
        QVERIFY2(source->text().contains("memory from settings.json (limits.MemoryLimit, in bytes)"),
                 qPrintable(source->text()));
        pages(window)->setCurrentWidget(window.problemEditor());
        test::screenshot(window, "problem-page-limits-source");
    }

    // Closing never waits on the UI thread for a judging to stop: the window goes at once, the judging is
    // cancelled, and the window closes for good once it has ended.
    void anotherSystemsRulesChosenOnTheProblemPageJudgeTheProblemUntilAnotherOpens() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        controller->openProblem(kExamples + "/omegaup-sums");
        QVERIFY(opened.wait(30000));
        QComboBox* judgedBy = window.problemEditor()->judgedBy();
        QCOMPARE(problem::Dialect(judgedBy->currentData().toInt()), problem::Dialect::OmegaUp);
        auto choose = [&](problem::Dialect dialect) {
            const int index = judgedBy->findData(int(dialect));
            judgedBy->setCurrentIndex(index);
            emit judgedBy->activated(index); // what picking it with the mouse does
        };

        choose(problem::Dialect::Kattis);
        QCOMPARE(controller->problem().dialect.dialect, problem::Dialect::Kattis);
        QCOMPARE(controller->packageDialect().dialect, problem::Dialect::OmegaUp);
        const QString format = window.problemEditor()->findChild<QLabel*>("packageFormat")->text();
        QVERIFY2(format.contains("judged by kattis rules: chosen on the Problem page; the package is for omegaUp: "
                                 "settings.json and cases/ are present"),
                 qPrintable(format));
        pages(window)->setCurrentWidget(window.problemEditor());
        test::screenshot(window, "problem-page-judged-by-another-system");

        const QString sums = kExamples + "/omegaup-sums/submissions/accepted/sums.py";
        QSignalSpy finished(controller, &JudgingController::judgingFinished);
        controller->judge({sums});
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().value<judge::JudgeReport>().dialect.dialect, problem::Dialect::Kattis);

        controller->openProblem(kExamples + "/omegaup-sums"); // read again, as after an edit: the choice stays
        QVERIFY(opened.wait(30000));
        QCOMPARE(controller->problem().dialect.dialect, problem::Dialect::Kattis);

        choose(problem::Dialect::OmegaUp); // the package's own again: its reason too
        QCOMPARE(controller->problem().dialect.reason, controller->packageDialect().reason);

        choose(problem::Dialect::DOMjudge);
        controller->openProblem(kExamples + "/aplusb");
        QVERIFY(opened.wait(30000));
        QCOMPARE(controller->problem().dialect.dialect, problem::Dialect::Kattis);
        QCOMPARE(problem::Dialect(judgedBy->currentData().toInt()), problem::Dialect::Kattis);
        controller->openProblem(kExamples + "/omegaup-sums"); // the choice went with the other problem
        QVERIFY(opened.wait(30000));
        QCOMPARE(controller->problem().dialect.dialect, problem::Dialect::OmegaUp);
    }

    // "Judge again with today's package" asks what the package's change did to the solution: a source fixed since
    // (here broken since) is not the solution that was judged, its copy kept in the results database is.
    void judgingAgainASourceEditedSinceJudgesTheSourceAsItWasJudged() {
        QTemporaryDir dir;
        const QString solution = test::writeTestFile(dir.filePath("sum.py"), "a, b = map(int, input().split())\n"
                                                                             "print(a + b)\n");
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy stored(controller, &JudgingController::judgementStored);
        window.showSolution(kExamples + "/aplusb", solution, true);
        QVERIFY(stored.wait(60000));
        const qint64 first = stored.first().first().toLongLong();
        test::writeTestFile(solution, "print(0)\n");

        HistoryView* history = window.historyView();
        pages(window)->setCurrentWidget(history); // read when first shown
        QTRY_VERIFY_WITH_TIMEOUT(history->model()->rowCount() > 0, 10000);
        QTableView* table = history->judgementTable();
        for (int row = 0; row < table->model()->rowCount(); ++row)
            if (table->model()->index(row, 0).data(HistoryModel::IdRole).toLongLong() == first)
                table->setCurrentIndex(table->model()->index(row, 0));
        QTRY_VERIFY_WITH_TIMEOUT(history->findChild<QPushButton*>("judgeAgain")->toolTip().contains("edited since"),
                                 10000);
        QSignalSpy finished(controller, &JudgingController::judgingFinished);
        QSignalSpy compared(history, &HistoryView::comparisonShown);
        history->rejudgeSelected();
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().value<judge::JudgeReport>().verdict, judge::Verdict::AC);
        auto* sources = window.judgingView()->findChild<QLineEdit*>("sourcePaths");
        QCOMPARE(sources->text(), solution); // named as the file it is a copy of, and not to be edited as one
        QVERIFY(sources->isReadOnly());
        QVERIFY(window.judgingView()->findChild<SourceEditor*>()->toPlainText().contains("a + b"));
        auto* note = window.judgingView()->findChild<QLabel*>("keptCopyNote");
        QVERIFY(note->isVisible());
        QVERIFY2(note->text().contains(QStringLiteral("(judgement #%1)").arg(first)) &&
                     note->text().contains("the file was edited since"),
                 qPrintable(note->text()));

        QVERIFY(compared.wait(20000));
        auto results = store::ResultsStore::open(store::ResultsStore::defaultPath());
        QVERIFY(results);
        auto again = results.value()->judgement(stored.last().first().toLongLong());
        QVERIFY(again);
        QCOMPARE(again->submission, solution); // recorded as the coach's file, not a temporary copy
        const QString summary = history->findChild<QTabWidget*>()->currentWidget()->findChild<QLabel*>()->text();
        QVERIFY2(summary.contains("the same source"), qPrintable(summary));
        pages(window)->setCurrentWidget(window.judgingView());
        test::screenshot(window, "judged-again-from-the-kept-copy");

        window.judgingView()->setSources({solution}); // chosen again: the file as it is now
        QVERIFY(!sources->isReadOnly());
        QVERIFY(!note->isVisible());
        QVERIFY(window.judgingView()->findChild<SourceEditor*>()->toPlainText().contains("print(0)"));
    }

    void closingWhileJudgingHidesAtOnceAndClosesOnceTheJudgingHasStopped() {
        QTemporaryDir dir;
        const QString spin = dir.filePath("spin.py");
        QFile source(spin);
        QVERIFY(source.open(QIODevice::WriteOnly));
        source.write("while True:\n    pass\n");
        source.close();
        QPointer<MainWindow> window = new MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->setAttribute(Qt::WA_QuitOnClose, false);
        window->show();
        auto* controller = window->findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        controller->openProblem(kExamples + "/aplusb");
        QVERIFY(opened.wait(30000));
        QSignalSpy started(controller, &JudgingController::judgingStarted);
        QSignalSpy idle(controller, &JudgingController::idle);
        controller->judge({spin});
        QVERIFY(started.count() == 1 || started.wait(5000));
        QVERIFY(controller->isBusy());

        QVERIFY(!window->close()); // not now: the judging still runs
        QVERIFY(!window->isVisible());
        QVERIFY(idle.wait(20000));
        QVERIFY(QTest::qWaitFor([&] { return window.isNull(); }, 5000));
    }
};

QTEST_MAIN(MainWindowTest)
#include "test_main_window.moc"
