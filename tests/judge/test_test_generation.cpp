// Regenerate all: generators remake their tests (an input that comes out the same is not touched), the
// validators check them, the main correct solution writes the answers; a failing generator or an invalid
// input leaves the package as it was and readable.
#include "common/tree_copy.h"
#include "judge/test_generation.h"
#include "problem/package.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace jd;
using namespace jd::judge;

namespace {

QString example(const QString& name) { return QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).filePath(name); }

const GeneratedTest* testOf(const GenerationReport& report, const QString& name) {
    for (const auto& test : report.tests)
        if (test.test == name) return &test;
    return nullptr;
}

void appendRecipes(const QString& problem, const QByteArray& lines) {
    QFile file(problem + "/generators/generators.yaml");
    if (!file.open(QIODevice::Append)) qFatal("cannot append to generators.yaml");
    file.write(lines);
}

} // namespace

class TestGenerationTest : public QObject {
    Q_OBJECT

    std::shared_ptr<sandbox::Sandbox> sandbox_;
    LanguageRegistry languages_;
    QTemporaryDir cache_, scratch_, copies_;
    int made_ = 0;

    QString copyOf(const QString& name) {
        const QString copy = copies_.filePath(QStringLiteral("%1-%2").arg(name).arg(++made_));
        if (!copyTree(example(name), copy)) qFatal("cannot copy %s", qPrintable(name));
        return copy;
    }

    Result<GenerationReport> regenerate(const QString& directory, GenerationOptions options = {}) {
        auto problem = problem::readProblem(directory);
        if (!problem) qFatal("%s", problem.error().c_str());
        SandboxExecutor executor(sandbox_);
        Compiler compiler(sandbox_, cache_.path());
        options.jobs = 2;
        options.scratchDirectory = scratch_.path();
        return regenerateTests(*problem, executor, compiler, languages_, options, {});
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        languages_ = LanguageRegistry::load({}).value();
    }

    void theExamplesRegenerateToTheTestsTheyShip_data() {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("solution");
        QTest::newRow("kattis generators.yaml") << "aplusb"
                                                << "sum.cpp";
        QTest::newRow("polygon generated tests") << "mixed-polygon"
                                                 << "successor.cpp";
    }
    void theExamplesRegenerateToTheTestsTheyShip() {
        QFETCH(QString, problem);
        QFETCH(QString, solution);
        const QString copy = copyOf(problem);
        const QDateTime before = QFileInfo(copy + (problem == "aplusb" ? "/data/secret/01-small.in" : "/tests/04"))
                                     .lastModified(QTimeZone::UTC);
        auto report = regenerate(copy);
        QVERIFY2(report, report ? "" : report.error().c_str());
        QCOMPARE(report->tests.size(), 3);
        QCOMPARE(report->count(FileOutcome::Unchanged), 3);
        QCOMPARE(report->count(FileOutcome::Unchanged, true), 3);
        QCOMPARE(QFileInfo(report->mainSolution).fileName(), solution);
        QVERIFY(report->validation && report->validation->count(InputValidity::Valid) > 0);
        QVERIFY(!report->failed());
        QCOMPARE(QFileInfo(copy + (problem == "aplusb" ? "/data/secret/01-small.in" : "/tests/04"))
                     .lastModified(QTimeZone::UTC),
                 before);
    }

    void aNewRecipeBecomesATestWithTheMainSolutionsAnswer() {
        const QString copy = copyOf("aplusb");
        appendRecipes(copy, "      04-random: gen.py random {seed} 1000\n");
        auto report = regenerate(copy);
        QVERIFY2(report, report ? "" : report.error().c_str());
        const GeneratedTest* added = testOf(*report, "secret/04-random");
        QVERIFY(added);
        QCOMPARE(added->input, FileOutcome::Written);
        QCOMPARE(added->answer, FileOutcome::Written);
        const QList<QByteArray> numbers = test::readTestFile(copy + "/data/secret/04-random.in").trimmed().split(' ');
        QCOMPARE(numbers.size(), 2);
        QCOMPARE(test::readTestFile(copy + "/data/secret/04-random.ans").trimmed().toLongLong(),
                 numbers[0].toLongLong() + numbers[1].toLongLong());
        QVERIFY(problem::readProblem(copy));
    }

    void aChangedInputIsReplacedAndItsAnswerFollows() {
        const QString copy = copyOf("aplusb");
        test::writeTestFile(copy + "/data/secret/01-small.in", "1 1\n");
        test::writeTestFile(copy + "/data/secret/01-small.ans", "2\n");
        auto report = regenerate(copy);
        QVERIFY(report);
        QCOMPARE(testOf(*report, "secret/01-small")->input, FileOutcome::Written);
        QCOMPARE(testOf(*report, "secret/01-small")->answer, FileOutcome::Written);
        QCOMPARE(test::readTestFile(copy + "/data/secret/01-small.in"), QByteArray("20 22\n"));
        QCOMPARE(test::readTestFile(copy + "/data/secret/01-small.ans"), QByteArray("42\n"));
    }

    void aFailingGeneratorLeavesItsTestAsItWasAndSaysWhy() {
        const QString copy = copyOf("aplusb");
        test::writeTestFile(copy + "/generators/generators.yaml",
                            "data:\n  secret:\n    data:\n      01-small: gen.py not-a-number\n");
        auto report = regenerate(copy);
        QVERIFY(report);
        const GeneratedTest* test = testOf(*report, "secret/01-small");
        QCOMPARE(test->input, FileOutcome::Failed);
        QVERIFY2(test->message.startsWith("the generator exited with 1: usage: gen.py"), qPrintable(test->message));
        QCOMPARE(test->answer, FileOutcome::NotRun);
        QCOMPARE(test::readTestFile(copy + "/data/secret/01-small.in"), QByteArray("20 22\n"));
        QVERIFY(report->failed());
    }

    void aMissingGeneratorIsNamed() {
        const QString copy = copyOf("aplusb");
        appendRecipes(copy, "      04-lost: nowhere.py 1\n");
        auto report = regenerate(copy);
        QVERIFY(report);
        QCOMPARE(testOf(*report, "secret/04-lost")->message, QString("no generator nowhere.py in the package"));
    }

    void anInvalidNewInputIsNotKeptSoThePackageStaysReadable() {
        const QString copy = copyOf("aplusb");
        appendRecipes(copy, "      04-too-big: gen.py 1 10000000000000000000\n");
        auto report = regenerate(copy);
        QVERIFY(report);
        const GeneratedTest* test = testOf(*report, "secret/04-too-big");
        QCOMPARE(test->input, FileOutcome::Failed);
        QCOMPARE(test->answer, FileOutcome::NotRun);
        QCOMPARE(report->validation->count(InputValidity::Invalid), 1);
        QVERIFY(!QFileInfo::exists(copy + "/data/secret/04-too-big.in"));
        QVERIFY(problem::readProblem(copy));
    }

    void anInvalidExistingInputKeepsItsOldAnswer() {
        const QString copy = copyOf("aplusb");
        test::writeTestFile(copy + "/generators/generators.yaml",
                            "solution: /submissions/accepted/sum.py\n"
                            "data:\n  secret:\n    data:\n      01-small: gen.py 1 10000000000000000000\n");
        auto report = regenerate(copy);
        QVERIFY(report);
        QCOMPARE(testOf(*report, "secret/01-small")->input, FileOutcome::Written);
        QCOMPARE(testOf(*report, "secret/01-small")->answer, FileOutcome::NotRun);
        QCOMPARE(test::readTestFile(copy + "/data/secret/01-small.ans"), QByteArray("42\n"));
    }

    void answersAreKeptWhenNotAskedFor() {
        const QString copy = copyOf("aplusb");
        test::writeTestFile(copy + "/data/secret/01-small.ans", "41\n");
        GenerationOptions options;
        options.refreshAnswers = false;
        auto report = regenerate(copy, options);
        QVERIFY(report);
        QVERIFY(report->mainSolution.isEmpty());
        QCOMPARE(report->answersSkipped, QString("not asked for"));
        QCOMPARE(test::readTestFile(copy + "/data/secret/01-small.ans"), QByteArray("41\n"));
    }

    void onlyTheTestsAskedForAreMade() {
        const QString copy = copyOf("aplusb");
        GenerationOptions options;
        options.only = QStringList{"secret/03-large"};
        auto report = regenerate(copy, options);
        QVERIFY(report);
        QCOMPARE(report->tests.size(), 1);
        QCOMPARE(report->tests[0].test, QString("secret/03-large"));
    }

    void aProblemWithoutRecipesIsAnError() {
        auto report = regenerate(example("circle"));
        QVERIFY(!report);
        QVERIFY2(report.error().find("says of no test how it is made") != std::string::npos, report.error().c_str());
    }

    void theMainSolutionIsTheFirstAcceptedWhenNoneIsNamed() {
        problem::Problem problem;
        problem::Submission wrong;
        wrong.path = "/p/submissions/wrong_answer/w.py";
        wrong.expectedVerdicts = {"WA"};
        problem::Submission right;
        right.path = "/p/submissions/accepted/r.py";
        right.expectedVerdicts = {"AC"};
        problem.submissions = {wrong, right};
        QCOMPARE(mainCorrectSolution(problem, {}), right.path);
    }
};

QTEST_GUILESS_MAIN(TestGenerationTest)
#include "test_test_generation.moc"
