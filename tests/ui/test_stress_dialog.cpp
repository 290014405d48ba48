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

// The window with a problem open and its Stress Test shown, as a coach gets there (Shift+F6).
struct StressWindow {
    MainWindow window;
    JudgingController* controller = window.findChild<JudgingController*>();
    QSignalSpy opened{controller, &JudgingController::problemOpened};
    StressDialog* dialog = nullptr;

    bool open(const QString& problem) {
        window.show();
        window.openProblem(problem);
        if (!opened.wait(30000)) return false;
        for (QAction* action : window.mainActions())
            if (action->shortcuts().contains(QKeySequence(QStringLiteral("Shift+F6")))) action->trigger();
        dialog = window.findChild<StressDialog*>();
        return dialog && dialog->isVisible();
    }
    bool runUntilItEnds() {
        QSignalSpy finished(&controller->testsJobs(), &TestsJobs::stressFinished);
        dialog->startButton()->click();
        return finished.wait(120000);
    }
    bool addAsTest() {
        opened.clear();
        dialog->addTestButton()->click();
        return opened.wait(30000);
    }
};

// CP Editor's folder: 1.in beside 1.out, and the given sources beside them.
void writeBareFolder(const QTemporaryDir& root, const QList<std::pair<QString, QByteArray>>& sources) {
    test::writeTestFile(root.filePath("1.in"), "1 2\n");
    test::writeTestFile(root.filePath("1.out"), "3\n");
    for (const auto& [name, text] : sources)
        test::writeTestFile(root.filePath(name), text);
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
        StressWindow stress;
        QVERIFY(stress.open(*imported));
        StressDialog* dialog = stress.dialog;
        QCOMPARE(dialog->generator()->currentText(), QStringLiteral("generators/gen.py"));
        QCOMPARE(dialog->reference()->currentText(), QStringLiteral("submissions/accepted/sum.cpp"));
        dialog->candidate()->setCurrentIndex(dialog->candidate()->findText("submissions/wrong_answer/overflow.cpp"));
        dialog->arguments()->setText("random {seed}");
        QVERIFY(stress.runUntilItEnds());
        QVERIFY2(dialog->status()->text().startsWith("<b>Wrong answer</b> on seed 1"),
                 qPrintable(dialog->status()->text()));
        QVERIFY(!dialog->findChild<QPlainTextEdit*>("counterexampleInput")->toPlainText().isEmpty());
        test::screenshot(*dialog, "stress-counterexample");
        QVERIFY(dialog->addTestButton()->isEnabled());
        QVERIFY(stress.addAsTest());
        QVERIFY(stress.window.testsPage()->model()->indexOfTest("secret/stress-1").isValid());
        QVERIFY(QFileInfo::exists(*imported + "/data/secret/stress-1.ans"));
    }

    // CP Editor's folder: 1.in, 1.out, the solution being written, a brute force and a generator beside them.
    void aStressTestBesideBareTestsPicksTheFoldersGeneratorBruteForceAndSolution() {
        QTemporaryDir root;
        writeBareFolder(root, {{"sol.cpp", "\n"}, {"brute.py", "\n"}, {"gen.py", "\n"}, {"checker.cpp", "\n"}});
        StressWindow stress;
        QVERIFY(stress.open(root.path()));
        StressDialog* dialog = stress.dialog;
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
        writeBareFolder(root, {{"gen.py", "import sys\nprint(int(sys.argv[-1]) % 3, 1)\n"},
                               {"brute.py", "a, b = map(int, input().split())\nprint(a + b)\n"},
                               {"sol.py", "a, b = map(int, input().split())\nprint(a + b + (a == 1))\n"}});
        StressWindow stress;
        QVERIFY(stress.open(root.path()));
        QVERIFY(stress.runUntilItEnds());
        QVERIFY2(stress.dialog->addTestButton()->isEnabled(), qPrintable(stress.dialog->status()->text()));
        QVERIFY(stress.addAsTest());
        QCOMPARE(test::readTestFile(root.filePath("stress-1.in")), QByteArray("1 1\n"));
        QCOMPARE(test::readTestFile(root.filePath("stress-1.out")), QByteArray("2\n"));
        QVERIFY(stress.window.testsPage()->model()->indexOfTest("secret/stress-1").isValid());
    }
};

QTEST_MAIN(StressDialogTest)
#include "test_stress_dialog.moc"
