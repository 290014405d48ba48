// Editing a problem's settings: each edit checked and undoable, saved into the package keeping what
// JudgeDesk does not model, a change on disk by someone else noticed (and our own save not taken for
// one), packages that cannot be written here refused with the reason; the editor page shows refusals
// at the field.
#include "models/problem_document.h"
#include "omegaup_problem.h"
#include "problem/package.h"
#include "sandbox_fixture.h"
#include "screenshots.h"
#include "widgets/problem_editor.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::ui;
using Field = ProblemDocument::Field;

namespace {

const QString kExamples = QStringLiteral(JUDGEDESK_EXAMPLES_DIR);
const QByteArray kProblemYaml = "problem_format_version: 2025-09\n"
                                "# kept as it is\n"
                                "name: A Plus B\n"
                                "limits:\n"
                                "  time_limit: 1   # seconds\n"
                                "  memory: 256\n"
                                "keywords: [sums]\n";

} // namespace

class ProblemDocumentTest : public QObject {
    Q_OBJECT
    int testNumber_ = 0; // each test its own folder: two tests can start within one millisecond
    QTemporaryDir dir_;
    QString package_;

    problem::Problem read() {
        auto problem = problem::readProblem(package_);
        if (!problem) qFatal("%s", problem.error().c_str());
        return problem.value();
    }

private slots:
    void init() {
        package_ = dir_.filePath(QStringLiteral("p%1").arg(++testNumber_));
        test::writeTestFile(package_ + "/problem.yaml", kProblemYaml);
        test::writeTestFile(package_ + "/data/secret/1.in", "1 2\n");
        test::writeTestFile(package_ + "/data/secret/1.ans", "3\n");
    }

    void anEditIsOneUndoableStep() {
        ProblemDocument document;
        document.load(read());
        QVERIFY(document.edit(Field::TimeLimit, "2.5"));
        QCOMPARE(document.text(Field::TimeLimit), QStringLiteral("2.5"));
        QVERIFY(document.isModified());
        document.undoStack()->undo();
        QCOMPARE(document.text(Field::TimeLimit), QStringLiteral("1"));
        QVERIFY(!document.isModified());
        document.undoStack()->redo();
        QCOMPARE(document.text(Field::TimeLimit), QStringLiteral("2.5"));
    }

    void aRefusedEditChangesNothingAndSaysWhy() {
        ProblemDocument document;
        document.load(read());
        const auto refused = document.edit(Field::TimeLimit, "-1");
        QVERIFY(!refused);
        QCOMPARE(refused.error(), std::string("the time limit cannot be negative"));
        QCOMPARE(document.undoStack()->count(), 0);
        QCOMPARE(document.text(Field::TimeLimit), QStringLiteral("1"));
    }

    void theSameValueTypedAgainIsNoStep() {
        ProblemDocument document;
        document.load(read());
        QVERIFY(document.edit(Field::MemoryLimit, "256"));
        QVERIFY(document.edit(Field::MemoryLimit, "0.25G"));
        QCOMPARE(document.undoStack()->count(), 0);
    }

    void savingWritesTheValuesAndKeepsTheRestOfTheFile() {
        ProblemDocument document;
        document.load(read());
        QVERIFY(document.edit(Field::Name, "A Plus B, again"));
        QVERIFY(document.edit(Field::MemoryLimit, "1G"));
        QVERIFY(document.save());
        QVERIFY(!document.isModified());
        const QByteArray written = test::readTestFile(package_ + "/problem.yaml");
        QVERIFY2(written.contains("# kept as it is\n"), written.constData());
        QVERIFY2(written.contains("  time_limit: 1   # seconds\n"), written.constData());
        QVERIFY2(written.contains("keywords: [sums]\n"), written.constData());
        const problem::Problem reread = read();
        QCOMPARE(reread.name, QStringLiteral("A Plus B, again"));
        QCOMPARE(reread.limits.memoryMiB, 1024);
    }

    void reloadingWhatWasJustSavedKeepsTheHistory() {
        ProblemDocument document;
        document.load(read());
        QVERIFY(document.edit(Field::OutputLimit, "16"));
        QVERIFY(document.save());
        document.load(read());
        QCOMPARE(document.undoStack()->count(), 1);
        document.undoStack()->undo();
        QCOMPARE(document.text(Field::OutputLimit), QStringLiteral("8"));
    }

    void aChangeOnDiskBySomeoneElseIsNoticedButOurOwnSaveIsNot() {
        ProblemDocument document;
        document.load(read());
        QSignalSpy changed(&document, &ProblemDocument::changedOnDisk);
        QVERIFY(document.edit(Field::TimeLimit, "3"));
        QVERIFY(document.save());
        QTest::qWait(500);
        QCOMPARE(changed.size(), 0);
        QByteArray theirs = test::readTestFile(package_ + "/problem.yaml");
        theirs.replace("A Plus B", "Their Name");
        test::writeTestFile(package_ + "/problem.yaml", theirs);
        QTRY_VERIFY_WITH_TIMEOUT(changed.size() >= 1, 5000);
        document.load(read()); // the reload
        QCOMPARE(document.text(Field::Name), QStringLiteral("Their Name"));
        QCOMPARE(document.undoStack()->count(), 0); // the old history does not apply to their file
    }

    void aChangeToAnOmegaUpProblemsSettingsJsonIsNoticed() {
        const QString folder = test::omegaupSuccessorProblem(dir_.filePath("omegaup-changed"), R"({"Name": "token"})");
        ProblemDocument document;
        auto omegaup = problem::readProblem(folder);
        QVERIFY2(omegaup, omegaup ? "" : omegaup.error().c_str());
        document.load(omegaup.value());
        QSignalSpy changed(&document, &ProblemDocument::changedOnDisk);
        QByteArray theirs = test::readTestFile(folder + "/settings.json");
        theirs.replace(R"("TimeLimit": "1s")", R"("TimeLimit": "2s")");
        test::writeTestFile(folder + "/settings.json", theirs);
        QTRY_VERIFY_WITH_TIMEOUT(changed.size() >= 1, 5000);
        document.load(*problem::readProblem(folder));
        QCOMPARE(document.text(Field::TimeLimit), QStringLiteral("2"));
    }

    void anOmegaUpOutputLimitIsShownInItsOwnUnit() {
        ProblemDocument document;
        document.load(*problem::readProblem(kExamples + "/omegaup-sums")); // OutputLimit 10240 bytes
        QCOMPARE(document.text(Field::OutputLimit), QStringLiteral("10.0 KiB"));
    }

    void aPolygonPackageIsReadOnlyWithTheReason() {
        ProblemDocument document;
        auto polygon = problem::readProblem(kExamples + "/guess-polygon");
        QVERIFY(polygon);
        document.load(polygon.value());
        QVERIFY(document.readOnlyReason().contains("Polygon"));
        QVERIFY(!document.edit(Field::TimeLimit, "2"));
        QVERIFY(!document.save());
    }

    void anOmegaUpProblemIsReadOnlyWithTheReason() {
        ProblemDocument document;
        auto omegaup = problem::readProblem(kExamples + "/omegaup-sums");
        QVERIFY(omegaup);
        document.load(omegaup.value());
        QCOMPARE(document.readOnlyReason(), QStringLiteral("An omegaUp problem is read here, not written: its settings "
                                                           "are edited in settings.json, its cases in cases/."));
        QVERIFY(!document.edit(Field::TimeLimit, "2"));
        QVERIFY(!document.save());
    }

    void theEditorNamesThePackagesKindAsItsSystemDoes() {
        const QList<std::pair<QString, QString>> kinds = {
            {"omegaup-sums", "omegaUp problem"},  {"guess-polygon", "Polygon package"},
            {"tps-summax", "TPS package"},        {"mixed-domjudge", "Kattis legacy package"},
            {"aplusb", "Kattis 2025-09 package"}, {"mixed-kattis", "Kattis 2023-07-draft package"}};
        for (const auto& [example, kind] : kinds) {
            ProblemDocument document;
            auto read = problem::readProblem(kExamples + "/" + example);
            QVERIFY2(read, read ? "" : read.error().c_str());
            document.load(read.value());
            ProblemEditor editor(&document);
            editor.resize(900, 500);
            const QString shown = editor.findChild<QLabel*>("packageFormat")->text();
            QVERIFY2(shown.startsWith(kind + " ("), qPrintable(shown));
            if (example == "guess-polygon") // a testlib checker takes no validator flags
                QVERIFY(editor.findChild<QLabel*>("validatorNote")->text().startsWith("A testlib checker (check.cpp)"));
            test::screenshot(editor, "problem-editor-" + example);
        }
    }

    void theFilesAProblemOfFilesReadsAndWritesAreSaid() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("files/problem.xml"),
                            R"(<problem short-name="files"><judging input-file="input.txt" output-file="output.txt">
                                 <testset name="tests"><input-path-pattern>tests/%02d</input-path-pattern>
                                 <tests><test method="manual"/></tests></testset></judging></problem>)");
        test::writeTestFile(dir.filePath("files/tests/01"), "1\n");
        auto files = problem::readProblem(dir.filePath("files"));
        QVERIFY2(files, files ? "" : files.error().c_str());
        ProblemDocument document;
        document.load(files.value());
        ProblemEditor editor(&document);
        QCOMPARE(editor.streams()->text(),
                 QStringLiteral("the program reads input.txt and writes output.txt in its working directory"));
        auto streams = problem::readProblem(kExamples + "/aplusb");
        QVERIFY(streams);
        document.load(streams.value());
        QCOMPARE(editor.streams()->text(), QStringLiteral("standard input and output"));
    }

    void aMissingTimeLimitIsSaidCalibratedOnlyWhereKattissRulesCalibrateIt() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("tests/1.in"), "1\n");
        test::writeTestFile(dir.filePath("tests/1.out"), "1\n");
        auto bare = problem::readProblem(dir.filePath("tests"));
        QVERIFY2(bare, bare ? "" : bare.error().c_str());
        ProblemDocument document;
        document.load(bare.value());
        ProblemEditor editor(&document);
        QCOMPARE(editor.field(Field::TimeLimit)->placeholderText(),
                 QStringLiteral("none: the Settings page's limit for packages that name none"));
        bare->dialect = {problem::Dialect::Kattis, QStringLiteral("given")};
        document.load(bare.value());
        QCOMPARE(editor.field(Field::TimeLimit)->placeholderText(),
                 QStringLiteral("none: calibrated from the accepted solutions"));
    }

    // DOMjudge passes an interactive validator no flags, and lets a group's flags replace the problem's.
    void theValidatorNoteSaysHowDomjudgeTakesTheFlags() {
        for (const auto& [example, note] : QList<std::pair<QString, QString>>{
                 {"guess", "DOMjudge runs the interactive validator"},
                 {"mixed-domjudge", "On DOMjudge a group's own output_validator_flags"}}) {
            auto read = problem::readProblem(kExamples + "/" + example);
            QVERIFY2(read, read ? "" : read.error().c_str());
            read->dialect = {problem::Dialect::DOMjudge, QStringLiteral("given")};
            ProblemDocument document;
            document.load(read.value());
            ProblemEditor editor(&document);
            editor.resize(900, 500);
            const QString shown = editor.findChild<QLabel*>("validatorNote")->text();
            QVERIFY2(shown.contains(note), qPrintable(shown));
            test::screenshot(editor, "validator-note-domjudge-" + example);
        }
    }

    void theEditorShowsARefusalAtItsFieldAndAppliesNothing() {
        ProblemDocument document;
        document.load(read());
        ProblemEditor editor(&document);
        editor.resize(900, 500);
        editor.show();
        QLineEdit* time = editor.field(Field::TimeLimit);
        time->setText("-1");
        emit time->editingFinished();
        QVERIFY(editor.reason(Field::TimeLimit)->isVisible());
        QCOMPARE(editor.reason(Field::TimeLimit)->text(), QStringLiteral("the time limit cannot be negative"));
        QCOMPARE(document.text(Field::TimeLimit), QStringLiteral("1"));
        QVERIFY(!editor.save()); // a refused field is never saved
        test::screenshot(editor, "problem-editor-refusal");
        time->setText("2");
        emit time->editingFinished();
        QVERIFY(!editor.reason(Field::TimeLimit)->isVisible());
        QVERIFY(editor.save());
        QCOMPARE(read().limits.timeLimit.value_or(0), 2.0);
    }

    void theTypeBoxesEditTheTypeAsOneStepAndSaveIt() {
        ProblemDocument document;
        document.load(read());
        ProblemEditor editor(&document);
        QCheckBox* scoring = editor.typeBox("scoring");
        QVERIFY(!scoring->isChecked());
        scoring->setChecked(true);
        QCOMPARE(document.text(Field::Type), QStringLiteral("scoring"));
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Change the type"));
        QVERIFY(editor.save());
        QVERIFY(read().validation.scoring);
        document.undoStack()->undo();
        QVERIFY(!scoring->isChecked());
    }

    void anInteractiveTypeWithoutAnInteractorIsRefusedAtTheBox() {
        ProblemDocument document;
        document.load(read());
        ProblemEditor editor(&document);
        editor.show();
        QCheckBox* interactive = editor.typeBox("interactive");
        interactive->setChecked(true);
        QVERIFY(!interactive->isChecked());
        QVERIFY(editor.typeReason()->isVisible());
        QVERIFY(editor.typeReason()->text().startsWith("an interactive problem needs a validator program"));
        QCOMPARE(document.text(Field::Type), QStringLiteral("pass-fail"));
        QVERIFY(!document.isModified());
    }

    void validationPassesAreEditedForAMultiPassProblemOnly() {
        test::writeTestFile(package_ + "/output_validator/validate.py", "import sys\nsys.exit(42)\n");
        ProblemDocument document;
        document.load(read());
        QCOMPARE(document.edit(Field::ValidationPasses, "1").error(), std::string("expected from 2 to 100 passes"));
        QVERIFY(document.edit(Field::Type, "multi-pass"));
        QVERIFY(document.edit(Field::ValidationPasses, "5"));
        QVERIFY(document.save());
        const problem::Problem reread = read();
        QVERIFY(reread.validation.multiPass);
        QCOMPARE(reread.limits.validationPasses, 5);
        QVERIFY(test::readTestFile(package_ + "/problem.yaml").contains("# kept as it is"));
    }
};

QTEST_MAIN(ProblemDocumentTest)
#include "test_problem_document.moc"
