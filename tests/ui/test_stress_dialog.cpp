// Tests ▸ Stress Test as a coach uses it: the package's generator and main solution picked, or beside bare
// tests the folder's gen.py, brute force and solution by their names; a counterexample found and kept as a
// test of the problem.
#include "controllers/judging_controller.h"
#include "models/tests_model.h"
#include "problem/package_import.h"
#include "sandbox_fixture.h"
#include "screenshots.h"
#include "widgets/main_window.h"
#include "widgets/stress_dialog.h"
#include "widgets/tests_page.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::ui;

namespace {

const QString kExamples = QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).canonicalPath();

void openStressTest(MainWindow& window) {
    for (QAction* action : window.mainActions())
        if (action->shortcuts().contains(QKeySequence(QStringLiteral("Shift+F6")))) action->trigger();
}

} // namespace

class StressDialogTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("JudgeDeskTests");
    }
    void init() { QSettings().clear(); }

    void aStressTestFindsACounterexampleThatBecomesATest() {
        QTemporaryDir root;
        auto imported = problem::importPackage(kExamples + "/aplusb", root.path());
        QVERIFY(imported);
        MainWindow window;
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        window.openProblem(*imported);
        QVERIFY(opened.wait(30000));
        openStressTest(window);
        auto* dialog = window.findChild<StressDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->generator()->currentText(), QStringLiteral("generators/gen.py"));
        QCOMPARE(dialog->reference()->currentText(), QStringLiteral("submissions/accepted/sum.cpp"));
        dialog->candidate()->setCurrentIndex(dialog->candidate()->findText("submissions/wrong_answer/overflow.cpp"));
        dialog->arguments()->setText("random {seed}");
        QSignalSpy finished(&controller->testsJobs(), &TestsJobs::stressFinished);
        dialog->startButton()->click();
        QVERIFY(finished.wait(120000));
        QVERIFY2(dialog->status()->text().startsWith("<b>Wrong answer</b> on seed 1"),
                 qPrintable(dialog->status()->text()));
        QVERIFY(!dialog->findChild<QPlainTextEdit*>("counterexampleInput")->toPlainText().isEmpty());
        test::screenshot(*dialog, "stress-counterexample");
        QVERIFY(dialog->addTestButton()->isEnabled());
        dialog->addTestButton()->click();
        QVERIFY(opened.wait(30000));
        QVERIFY(window.testsPage()->model()->indexOfTest("secret/stress-1").isValid());
        QVERIFY(QFileInfo::exists(*imported + "/data/secret/stress-1.ans"));
    }

    // CP Editor's folder: 1.in, 1.out, the solution being written, a brute force and a generator beside them.
    void aStressTestBesideBareTestsPicksTheFoldersGeneratorBruteForceAndSolution() {
        QTemporaryDir root;
        test::writeTestFile(root.filePath("1.in"), "1 2\n");
        test::writeTestFile(root.filePath("1.out"), "3\n");
        for (const char* source : {"sol.cpp", "brute.py", "gen.py", "checker.cpp"})
            test::writeTestFile(root.filePath(source), "\n");
        MainWindow window;
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        window.openProblem(root.path());
        QVERIFY(opened.wait(30000));
        openStressTest(window);
        auto* dialog = window.findChild<StressDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->generator()->currentText(), QStringLiteral("gen.py"));
        QCOMPARE(dialog->reference()->currentText(), QStringLiteral("brute.py"));
        QCOMPARE(dialog->candidate()->currentText(), QStringLiteral("sol.cpp"));
        // The special judge is the folder's checker, no solution; a generator is not one either.
        QCOMPARE(dialog->candidate()->findText("checker.cpp"), -1);
        QCOMPARE(dialog->reference()->findText("gen.py"), -1);
        QVERIFY(dialog->options());
    }

    void aCounterexampleBesideBareTestsBecomesATestOfTheFolder() {
        QTemporaryDir root;
        test::writeTestFile(root.filePath("1.in"), "1 2\n");
        test::writeTestFile(root.filePath("1.out"), "3\n");
        test::writeTestFile(root.filePath("gen.py"), "import sys\nprint(int(sys.argv[-1]) % 3, 1)\n");
        test::writeTestFile(root.filePath("brute.py"), "a, b = map(int, input().split())\nprint(a + b)\n");
        test::writeTestFile(root.filePath("sol.py"), "a, b = map(int, input().split())\nprint(a + b + (a == 1))\n");
        MainWindow window;
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        window.openProblem(root.path());
        QVERIFY(opened.wait(30000));
        openStressTest(window);
        auto* dialog = window.findChild<StressDialog*>();
        QVERIFY(dialog);
        QSignalSpy finished(&controller->testsJobs(), &TestsJobs::stressFinished);
        dialog->startButton()->click();
        QVERIFY(finished.wait(120000));
        QVERIFY2(dialog->addTestButton()->isEnabled(), qPrintable(dialog->status()->text()));
        dialog->addTestButton()->click();
        QVERIFY(opened.wait(30000));
        QCOMPARE(test::readTestFile(root.filePath("stress-1.in")), QByteArray("1 1\n"));
        QCOMPARE(test::readTestFile(root.filePath("stress-1.out")), QByteArray("2\n"));
        QVERIFY(window.testsPage()->model()->indexOfTest("secret/stress-1").isValid());
    }
};

QTEST_MAIN(StressDialogTest)
#include "test_stress_dialog.moc"
