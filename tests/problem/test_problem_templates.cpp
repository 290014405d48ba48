// New problems from templates: each kind is a complete package under its new name, made in one piece;
// a folder that exists or a name that cannot be a folder is refused and nothing is left behind.
#include "problem/package.h"
#include "problem/problem_templates.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace jd::problem;

namespace {

const QString kExamples = QStringLiteral(JUDGEDESK_EXAMPLES_DIR);

} // namespace

class ProblemTemplatesTest : public QObject {
    Q_OBJECT
private slots:
    void eachTemplateMakesAWorkingPackageUnderItsNewName_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("interactive");
        QTest::addColumn<bool>("scoring");
        QTest::addColumn<bool>("multiPass");
        QTest::newRow("batch") << int(ProblemTemplate::Batch) << false << false << false;
        QTest::newRow("interactive") << int(ProblemTemplate::Interactive) << true << false << false;
        QTest::newRow("scoring") << int(ProblemTemplate::Scoring) << false << true << false;
        QTest::newRow("multi-pass") << int(ProblemTemplate::MultiPass) << false << false << true;
    }
    void eachTemplateMakesAWorkingPackageUnderItsNewName() {
        QFETCH(int, kind);
        QFETCH(bool, interactive);
        QFETCH(bool, scoring);
        QFETCH(bool, multiPass);
        QTemporaryDir root;
        auto created = createProblemFromTemplate(ProblemTemplate(kind), kExamples, root.filePath("mine"), "My Problem");
        QVERIFY2(created, created ? "" : created.error().c_str());
        auto problem = readProblem(*created);
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QCOMPARE(problem->name, QStringLiteral("My Problem"));
        QCOMPARE(problem->validation.interactive, interactive);
        QCOMPARE(problem->validation.scoring, scoring);
        QCOMPARE(problem->validation.multiPass, multiPass);
        QVERIFY(!problem->allTests().isEmpty());
        QVERIFY(std::any_of(problem->submissions.begin(), problem->submissions.end(),
                            [](const Submission& submission) { return submission.directory == "accepted"; }));
        QCOMPARE(QDir(root.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{"mine"}); // no partial copy beside it
    }

    void aFolderGivenWithATrailingSlashIsMadeUnderItsName() {
        QTemporaryDir root;
        auto created = createProblemFromTemplate(ProblemTemplate::Batch, kExamples, root.filePath("mine") + "/", "X");
        QVERIFY2(created, created ? "" : created.error().c_str());
        QCOMPARE(*created, root.filePath("mine"));
        QVERIFY(readProblem(*created));
    }

    void anExistingFolderIsNeverOverwritten() {
        QTemporaryDir root;
        QVERIFY(QDir().mkpath(root.filePath("taken")));
        const auto refused = createProblemFromTemplate(ProblemTemplate::Batch, kExamples, root.filePath("taken"), "X");
        QVERIFY(!refused);
        QVERIFY(QString::fromStdString(refused.error()).endsWith("exists already"));
        QVERIFY(QDir(root.filePath("taken")).isEmpty());
    }

    void aFolderNameThatIsNotAProblemNameIsRefused() {
        QTemporaryDir root;
        QVERIFY(!createProblemFromTemplate(ProblemTemplate::Batch, kExamples, root.filePath("My Problem"), "X"));
        QVERIFY(!createProblemFromTemplate(ProblemTemplate::Batch, kExamples, root.filePath(".hidden"), "X"));
        QVERIFY(isValidProblemFolderName("a-plus-b_2"));
    }

    void aFolderNameIsSuggestedFromTheProblemsName() {
        QCOMPARE(suggestProblemFolderName("A Plus B!"), QStringLiteral("a-plus-b"));
        QCOMPARE(suggestProblemFolderName("  Ünïcode  Sums 2 "), QStringLiteral("unicode-sums-2"));
        QVERIFY(isValidProblemFolderName(suggestProblemFolderName("Guess the Number")));
    }

    void withoutTheTemplatesNothingIsLeftBehind() {
        QTemporaryDir root, nowhere;
        const auto refused = createProblemFromTemplate(ProblemTemplate::Batch, nowhere.path(), root.filePath("p"), "X");
        QVERIFY(!refused);
        QVERIFY(QString::fromStdString(refused.error()).startsWith("the template's package is not here"));
        QVERIFY(QDir(root.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(ProblemTemplatesTest)
#include "test_problem_templates.moc"
