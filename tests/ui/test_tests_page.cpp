// The tests page: the model of groups and tests (checked by Qt's model tester), and each operation a
// coach does while preparing a problem, on a package on disk: add, duplicate, rename, move, delete,
// import, edit in place; a large test opens as a preview; a package that cannot be written is only shown.
#include "models/tests_model.h"
#include "problem/package.h"
#include "problem/plain_tests_reader.h"
#include "problem/test_recipes.h"
#include "sandbox_fixture.h"
#include "screenshots.h"
#include "widgets/group_settings_editor.h"
#include "widgets/test_data_editor.h"
#include "widgets/tests_page.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace jd;
using namespace jd::ui;

namespace {

const QString kExamples = QStringLiteral(JUDGEDESK_EXAMPLES_DIR);

} // namespace

class TestsPageTest : public QObject {
    Q_OBJECT
    int testNumber_ = 0; // each test its own folder: two tests can start within one millisecond
    QTemporaryDir dir_;
    QString package_;

    problem::Problem read() {
        auto problem = problem::readProblem(package_);
        if (!problem) qFatal("%s", problem.error().c_str());
        return problem.value();
    }
    // Runs an operation of the page and reads the package again, as the main window does.
    bool apply(TestsPage& page, const std::function<void()>& operation) {
        QSignalSpy changed(&page, &TestsPage::changed);
        QSignalSpy failed(&page, &TestsPage::failed);
        operation();
        if (!changed.wait(10000)) {
            if (!failed.isEmpty()) qWarning("%s", qPrintable(failed.first().first().toString()));
            return false;
        }
        page.setProblem(read(), {}, {});
        return true;
    }
    void select(TestsPage& page, const QString& test) { page.tree()->setCurrentIndex(page.model()->indexOfTest(test)); }

private slots:
    void init() {
        package_ = dir_.filePath(QStringLiteral("p%1").arg(++testNumber_));
        test::writeTestFile(package_ + "/problem.yaml", "problem_format_version: 2025-09\nname: Sums\n");
        test::writeTestFile(package_ + "/data/sample/1.in", "1 2\n");
        test::writeTestFile(package_ + "/data/sample/1.ans", "3\n");
        test::writeTestFile(package_ + "/data/secret/01.in", "5 5\n");
        test::writeTestFile(package_ + "/data/secret/01.ans", "10\n");
    }

    void theModelOfTheExamplesPassesTheModelChecks() {
        TestsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto aplusb = problem::readProblem(kExamples + "/aplusb");
        QVERIFY(aplusb);
        model.setProblem(aplusb.value());
        QCOMPARE(model.testCount(), 4);
        QCOMPARE(model.groupNames(), QStringList({"sample", "secret"}));
        const QModelIndex sample = model.indexOfTest("sample/1");
        QVERIFY(sample.isValid());
        QCOMPARE(sample.siblingAtColumn(TestsModel::Sample).data().toString(), QStringLiteral("sample"));
        QVERIFY(sample.siblingAtColumn(TestsModel::InputSize).data().toString().endsWith("B"));
        model.setVerdicts({{"sample/1", judge::Verdict::WA}});
        QCOMPARE(sample.siblingAtColumn(TestsModel::LastVerdict).data().toString(), QStringLiteral("WA"));
        QVERIFY(sample.siblingAtColumn(TestsModel::LastVerdict).data(Qt::BackgroundRole).isValid());
        model.setProblem(aplusb.value()); // a reset, checked too
    }

    void aScoringGroupShowsWhatItIsWorth() {
        TestsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto subtasks = problem::readProblem(kExamples + "/subtasks");
        QVERIFY(subtasks);
        model.setProblem(subtasks.value());
        auto pointsOf = [&](const QString& group) {
            return model.indexOfGroup(group).siblingAtColumn(TestsModel::Points).data().toString();
        };
        QCOMPARE(pointsOf("secret/small"), QStringLiteral("30")); // its max_score
        QCOMPARE(pointsOf("secret/large"), QStringLiteral("70"));
        QCOMPARE(pointsOf("secret"), QStringLiteral("100")); // what its groups are worth together
        QCOMPARE(pointsOf("sample"), QString());             // the package says nothing of it
    }

    void aGroupOfGroupsCountsTheTestsInThem() {
        TestsModel model;
        auto subtasks = problem::readProblem(kExamples + "/subtasks");
        QVERIFY(subtasks);
        model.setProblem(subtasks.value());
        auto countOf = [&](const QString& group) {
            return model.indexOfGroup(group).siblingAtColumn(TestsModel::InputSize).data().toString();
        };
        QCOMPARE(countOf("secret/small"), QStringLiteral("2 test(s)"));
        QCOMPARE(countOf("secret"), QStringLiteral("4 test(s)"));
    }

    void aValidatorsWordShowsUntilTheInputChanges() {
        TestsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProblem(read());
        const auto cell = [&](const QString& test) {
            return model.indexOfTest(test).siblingAtColumn(TestsModel::Validity);
        };
        model.setInputCheck({"sample/1", judge::InputValidity::Valid, "validate.cpp", {}});
        model.setInputCheck({"secret/01", judge::InputValidity::Invalid, "validate.cpp", "expected b\nmore"});
        QCOMPARE(cell("sample/1").data().toString(), QStringLiteral("✓"));
        QCOMPARE(cell("secret/01").data().toString(), QStringLiteral("✗ expected b"));
        QCOMPARE(cell("secret/01").data(Qt::ToolTipRole).toString(), QStringLiteral("validate.cpp: expected b\nmore"));
        // A reload keeps it while the input is the one the validator read...
        model.setProblem(read());
        QCOMPARE(cell("secret/01").data().toString(), QStringLiteral("✗ expected b"));
        // ...and drops it once the input was edited since.
        QFile input(package_ + "/data/secret/01.in");
        QVERIFY(input.open(QIODevice::ReadWrite));
        QVERIFY(input.setFileTime(QDateTime::currentDateTime().addSecs(5), QFileDevice::FileModificationTime));
        input.close();
        model.setProblem(read());
        QCOMPARE(cell("secret/01").data().toString(), QString());
        QCOMPARE(cell("sample/1").data().toString(), QStringLiteral("✓"));
        model.clearInputChecks();
        QCOMPARE(cell("sample/1").data().toString(), QString());
    }

    void addingMakesAnEmptyTestNumberedAfterTheGroupsLast() {
        TestsPage page;
        page.setProblem(read(), {}, {});
        select(page, "secret/01");
        QVERIFY(apply(page, [&] { page.addTest(); }));
        QCOMPARE(page.currentTest(), QStringLiteral("secret/02"));
        QCOMPARE(test::readTestFile(package_ + "/data/secret/02.in"), QByteArray());
        QCOMPARE(page.model()->testCount(), 3);
    }

    void duplicatingCopiesTheSelectedTest() {
        TestsPage page;
        page.setProblem(read(), {}, {});
        select(page, "sample/1");
        QVERIFY(apply(page, [&] { page.duplicateTest(); }));
        QCOMPARE(page.currentTest(), QStringLiteral("sample/2"));
        QCOMPARE(test::readTestFile(package_ + "/data/sample/2.in"), QByteArray("1 2\n"));
    }

    void renamingAndMovingKeepTheTestSelected() {
        TestsPage page;
        page.setProblem(read(), {}, {});
        select(page, "secret/01");
        QVERIFY(apply(page, [&] { page.renameTest("secret/big"); }));
        QCOMPARE(page.currentTest(), QStringLiteral("secret/big"));
        QVERIFY(apply(page, [&] { page.moveTest("secret/g2"); }));
        QCOMPARE(page.currentTest(), QStringLiteral("secret/g2/big"));
        QCOMPARE(test::readTestFile(package_ + "/data/secret/g2/big.ans"), QByteArray("10\n"));
        QVERIFY(page.model()->groupNames().contains("secret/g2"));
    }

    void movingATestDownTradesPlacesAndKeepsItSelected() {
        test::writeTestFile(package_ + "/data/secret/02.in", "7 7\n");
        test::writeTestFile(package_ + "/data/secret/02.ans", "14\n");
        TestsPage page;
        page.setProblem(read(), {}, {});
        select(page, "secret/01");
        QVERIFY(apply(page, [&] { page.moveTestBy(1); }));
        QCOMPARE(page.currentTest(), QStringLiteral("secret/02"));
        QCOMPARE(test::readTestFile(package_ + "/data/secret/02.in"), QByteArray("5 5\n"));
        QCOMPARE(test::readTestFile(package_ + "/data/secret/01.in"), QByteArray("7 7\n"));
        QCOMPARE(page.neighbourOf("secret/02", 1), QString()); // the last of its group cannot go further
    }

    void aDeleteIsUndoneWithEveryFileAndRedoneAgain() {
        test::writeTestFile(package_ + "/data/sample/1.desc", "the first\n");
        TestsPage page;
        page.setProblem(read(), {}, {});
        select(page, "sample/1");
        QVERIFY(apply(page, [&] { page.deleteTest(); }));
        QVERIFY(!QFileInfo::exists(package_ + "/data/sample/1.in"));
        QCOMPARE(page.history()->undoText(), QStringLiteral("Delete sample/1"));
        QVERIFY(apply(page, [&] { page.history()->undo(); }));
        QCOMPARE(test::readTestFile(package_ + "/data/sample/1.in"), QByteArray("1 2\n"));
        QCOMPARE(test::readTestFile(package_ + "/data/sample/1.desc"), QByteArray("the first\n"));
        QCOMPARE(page.currentTest(), QStringLiteral("sample/1"));
        QVERIFY(apply(page, [&] { page.history()->redo(); }));
        QVERIFY(!QFileInfo::exists(package_ + "/data/sample/1.ans"));
    }

    void anEditAndARenameAreUndoneInTurn() {
        TestsPage page;
        page.setProblem(read(), {}, {});
        select(page, "secret/01");
        page.inputEditor()->text()->setPlainText("6 6\n");
        QVERIFY(apply(page, [&] { page.saveTest(); }));
        QVERIFY(apply(page, [&] { page.renameTest("secret/twelve"); }));
        QVERIFY(apply(page, [&] { page.history()->undo(); }));
        QCOMPARE(page.currentTest(), QStringLiteral("secret/01"));
        QCOMPARE(test::readTestFile(package_ + "/data/secret/01.in"), QByteArray("6 6\n"));
        QVERIFY(apply(page, [&] { page.history()->undo(); }));
        QCOMPARE(test::readTestFile(package_ + "/data/secret/01.in"), QByteArray("5 5\n"));
        QVERIFY(apply(page, [&] { page.history()->redo(); }));
        QCOMPARE(test::readTestFile(package_ + "/data/secret/01.in"), QByteArray("6 6\n"));
    }

    void groupSettingsAreUndoneToWhatTheyWere() {
        TestsPage page;
        page.setProblem(read(), {}, {});
        page.tree()->setCurrentIndex(page.model()->indexOfGroup("secret"));
        page.groupEditor()->maxScore()->setText("60");
        QVERIFY(apply(page, [&] { page.groupEditor()->applyButton()->click(); }));
        QVERIFY(read().data.groups.last().settings.maxScore);
        QVERIFY(apply(page, [&] { page.history()->undo(); }));
        QVERIFY(!read().data.groups.last().settings.maxScore);
    }

    void anotherProblemStartsAnEmptyHistory() {
        TestsPage page;
        page.setProblem(read(), {}, {});
        select(page, "secret/01");
        QVERIFY(apply(page, [&] { page.duplicateTest(); }));
        QVERIFY(page.history()->canUndo());
        auto aplusb = problem::readProblem(kExamples + "/aplusb");
        QVERIFY(aplusb);
        page.setProblem(*aplusb, {}, {});
        QVERIFY(!page.history()->canUndo());
    }

    void aRenameOntoAnotherTestIsRefusedWithTheReason() {
        TestsPage page;
        page.setProblem(read(), {}, {});
        select(page, "secret/01");
        QSignalSpy failed(&page, &TestsPage::failed);
        page.renameTest("sample/1");
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.first().first().toString(), QStringLiteral("a test named sample/1 exists already"));
    }

    void deletingRemovesTheFilesAndSelectsTheNextTest() {
        TestsPage page;
        page.setProblem(read(), {}, {});
        select(page, "sample/1");
        QVERIFY(apply(page, [&] { page.deleteTest(); }));
        QVERIFY(!QFile::exists(package_ + "/data/sample/1.in"));
        QCOMPARE(page.model()->testCount(), 1);
    }

    void importingPairsTheFilesIntoTheChosenGroup() {
        QTemporaryDir from;
        test::writeTestFile(from.filePath("a.in"), "2 2\n");
        test::writeTestFile(from.filePath("a.out"), "4\n");
        auto pairing = problem::pairTestFolder(from.path(), {problem::PairingKind::InOut, {}, {}});
        QVERIFY(pairing);
        TestsPage page;
        page.setProblem(read(), {}, {});
        QVERIFY(apply(page, [&] { page.importTests("secret/imported", pairing->pairs); }));
        QCOMPARE(page.currentTest(), QStringLiteral("secret/imported/a"));
        QCOMPARE(test::readTestFile(package_ + "/data/secret/imported/a.ans"), QByteArray("4\n"));
    }

    void anInputEditedInPlaceIsSavedAtomically() {
        TestsPage page;
        page.setProblem(read(), {}, {});
        select(page, "secret/01");
        QCOMPARE(page.inputEditor()->text()->toPlainText(), QStringLiteral("5 5\n"));
        page.inputEditor()->text()->setPlainText("6 6\n");
        page.answerEditor()->text()->setPlainText("12\n");
        QVERIFY(apply(page, [&] { page.saveTest(); }));
        QCOMPARE(test::readTestFile(package_ + "/data/secret/01.in"), QByteArray("6 6\n"));
        QCOMPARE(test::readTestFile(package_ + "/data/secret/01.ans"), QByteArray("12\n"));
    }

    void aTestMadeOnWindowsKeepsItsLineEndsWhenEdited() {
        test::writeTestFile(package_ + "/data/secret/01.in", "5 5\r\n");
        test::writeTestFile(package_ + "/data/secret/01.ans", "10\r\n");
        TestsPage page;
        page.setProblem(read(), {}, {});
        select(page, "secret/01");
        QCOMPARE(page.answerEditor()->text()->toPlainText(), QStringLiteral("10\n"));
        page.answerEditor()->text()->setPlainText("11\n");
        QVERIFY(apply(page, [&] { page.saveTest(); }));
        QCOMPARE(test::readTestFile(package_ + "/data/secret/01.ans"), QByteArray("11\r\n"));
        QCOMPARE(test::readTestFile(package_ + "/data/secret/01.in"), QByteArray("5 5\r\n"));
    }

    void aTestThatIsNotTextIsShownReadOnly() {
        test::writeTestFile(package_ + "/data/secret/02.in", QByteArray("\x01\x00\xff\xfe binary", 11));
        test::writeTestFile(package_ + "/data/secret/02.ans", "0\n");
        TestsPage page;
        page.setProblem(read(), {}, {});
        select(page, "secret/02");
        QVERIFY(!page.inputEditor()->isEditable()); // an edit would save its bytes as something else
        QVERIFY2(page.inputEditor()->note()->text().contains("Not text"),
                 qPrintable(page.inputEditor()->note()->text()));
        QVERIFY(page.answerEditor()->isEditable());
    }

    void aTestOverOneMibOpensAsAPreviewUntilEditedAnyway() {
        QByteArray big(3 << 20, 'x');
        big.replace(0, 5, "HEAD\n");
        big.replace(big.size() - 5, 5, "TAIL\n");
        test::writeTestFile(package_ + "/data/secret/02.in", big);
        test::writeTestFile(package_ + "/data/secret/02.ans", "0\n");
        TestsPage page;
        page.resize(1100, 600);
        page.show();
        page.setProblem(read(), {}, {});
        select(page, "secret/02");
        TestDataEditor* input = page.inputEditor();
        QVERIFY(!input->isEditable());
        QVERIFY(input->note()->text().contains("3.00 MiB"));
        const QString shown = input->text()->toPlainText();
        QVERIFY(shown.startsWith("HEAD\n") && shown.endsWith("TAIL\n"));
        QVERIFY(shown.size() < 200 * 1024);
        test::screenshot(page, "tests-preview");
        auto* editAnyway = input->findChild<QPushButton*>();
        QVERIFY(editAnyway && editAnyway->isVisible());
        editAnyway->click();
        QTRY_VERIFY_WITH_TIMEOUT(input->isEditable(), 10000);
        QCOMPARE(input->text()->toPlainText().size(), big.size());
    }

    void theModelShowsEachTestsGeneratorAndWhatRegeneratingDid() {
        TestsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto aplusb = problem::readProblem(kExamples + "/aplusb");
        QVERIFY(aplusb);
        model.setProblem(aplusb.value());
        auto recipes = problem::readTestRecipes(aplusb.value());
        QVERIFY(recipes);
        model.setRecipes(*recipes);
        const QModelIndex small = model.indexOfTest("secret/01-small").siblingAtColumn(TestsModel::Generator);
        QCOMPARE(small.data().toString(), QStringLiteral("gen.py 20 22"));
        QCOMPARE(small.data(TestsModel::GeneratorCommandRole).toString(), QStringLiteral("gen.py 20 22"));
        QVERIFY(model.indexOfTest("sample/1").siblingAtColumn(TestsModel::Generator).data().toString().isEmpty());
        judge::GeneratedTest failed{"secret/01-small",
                                    "gen.py 20 22",
                                    judge::FileOutcome::Failed,
                                    judge::FileOutcome::NotRun,
                                    "the generator exited with 1",
                                    0};
        model.setGeneration(failed);
        QCOMPARE(small.data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Input failed, answer not run\nthe generator exited with 1"));
        QVERIFY(small.data(Qt::ForegroundRole).isValid());
    }

    void selectingAGroupShowsItsSettingsAndApplyWritesThem() {
        TestsPage page;
        page.setProblem(read(), {}, {});
        page.tree()->setCurrentIndex(page.model()->indexOfGroup("secret"));
        GroupSettingsEditor* editor = page.groupEditor();
        QVERIFY(editor->isVisibleTo(&page));
        QVERIFY(!editor->applyButton()->isEnabled());
        editor->aggregation()->setCurrentIndex(editor->aggregation()->findData(int(problem::Aggregation::Sum)));
        editor->maxScore()->setText("60");
        QVERIFY(editor->applyButton()->isEnabled());
        QVERIFY(apply(page, [&] { editor->applyButton()->click(); }));
        const QByteArray written = test::readTestFile(package_ + "/data/secret/test_group.yaml");
        QVERIFY2(written.contains("score_aggregation: sum") && written.contains("max_score: 60"), written.constData());
        QCOMPARE(page.tree()->currentIndex(), page.model()->indexOfGroup("secret"));
        problem::TestGroup secret = read().data.groups.last();
        QCOMPARE(secret.settings.aggregation, problem::Aggregation::Sum);
        QCOMPARE(secret.settings.maxScore, std::optional<double>(60));
        page.resize(1100, 500);
        page.show();
        test::screenshot(page, "tests-group-settings");
    }

    void aBadGroupValueIsRefusedAtTheFieldAndNotWritten() {
        TestsPage page;
        page.setProblem(read(), {}, {});
        page.tree()->setCurrentIndex(page.model()->indexOfGroup("secret"));
        GroupSettingsEditor* editor = page.groupEditor();
        for (const char* bad : {"-1", "nan", "inf", "lots"}) {
            editor->acceptScore()->setText(bad);
            QVERIFY2(!editor->applyButton()->isEnabled(), qPrintable(bad));
            QVERIFY2(editor->reason()->text().startsWith("Accepted test scores:"),
                     qPrintable(editor->reason()->text()));
        }
        editor->acceptScore()->setText("1");
        editor->aggregation()->setCurrentIndex(editor->aggregation()->findData(int(problem::Aggregation::Avg)));
        QVERIFY(!editor->applyButton()->isEnabled());
        QVERIFY(editor->reason()->text().contains("pass-fail, sum or min"));
        QVERIFY(!QFileInfo::exists(package_ + "/data/secret/test_group.yaml"));
    }

    // CP Editor's folder: a test is added beside the others (and taken back by Undo); the folder has no
    // settings file, so its group and its generators stay as they are.
    void aFolderOfBareTestsTakesTestsButNotSettings() {
        QTemporaryDir bare;
        test::writeTestFile(bare.filePath("1.in"), "1 2\n");
        test::writeTestFile(bare.filePath("1.out"), "3\n");
        const auto readBare = [&] { return *problem::readBareTestFolder(bare.path()); };
        const QString settings = QStringLiteral("A folder of bare tests keeps only its tests and sources.");
        TestsPage page;
        page.setProblem(readBare(), {}, settings);
        select(page, "secret/1");
        QVERIFY(!page.generatorCommand()->isEnabled());
        QSignalSpy changed(&page, &TestsPage::changed);
        page.addTest();
        QVERIFY(changed.wait(10000));
        QVERIFY(QFileInfo::exists(bare.filePath("2.in")) && QFileInfo::exists(bare.filePath("2.out")));
        page.setProblem(readBare(), {}, settings);
        QCOMPARE(page.model()->testCount(), 2);
        page.history()->undo();
        QVERIFY(changed.wait(10000));
        QVERIFY(!QFileInfo::exists(bare.filePath("2.in")));
        page.tree()->setCurrentIndex(page.model()->indexOfGroup("secret"));
        QVERIFY(!page.groupEditor()->applyButton()->isEnabled());
        QCOMPARE(page.groupEditor()->reason()->text(), settings);
    }

    void aPackageThatCannotBeWrittenIsOnlyShown() {
        TestsPage page;
        const QString reason = QStringLiteral("A Polygon package is read here, not written.");
        page.setProblem(read(), reason, reason);
        select(page, "secret/01");
        // A stress test only runs programs; its counterexample is refused as a test of such a package.
        for (QPushButton* button : page.findChildren<QPushButton*>())
            if (button->text() != tr("Edit Anyway") && button->text() != tr("Stress Test…"))
                QVERIFY2(!button->isEnabled(), qPrintable(button->text()));
        QVERIFY(page.inputEditor()->text()->isReadOnly());
    }
};

QTEST_MAIN(TestsPageTest)
#include "test_tests_page.moc"
