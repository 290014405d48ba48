// Reading TPS packages as CMS judges them: gen/data's sections, tests and includes; problem.json's limits
// and grader; subtasks with scores and validators; solutions.json's verdicts and expected scores; and a
// clear message for what is broken.
#include "judge/verdict.h"
#include "problem/package.h"
#include "problem/test_recipes.h"
#include "problem/tps_gen_data.h"
#include "problem/tps_reader.h"
#include "sandbox_fixture.h"

#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::problem;

namespace {

const QString kExamples = QStringLiteral(JUDGEDESK_EXAMPLES_DIR);

const QByteArray kGenData = "# a comment\n"
                            "@subtask samples\n"
                            "manual sample.in\n"
                            "\n"
                            "@subtask small\n"
                            "@include samples\n"
                            "gen 1 'two words'   # trailing comment\n"
                            "gen 2\n"
                            "@testset extra\n"
                            "gen 9\n"
                            "@subtask full\n"
                            "@include small extra\n"
                            "gen_big 3\n";

QString errorOf(const Result<Problem>& result) { return result ? QString() : QString::fromStdString(result.error()); }

const TestGroup* groupNamed(const TestGroup& group, const QString& name) {
    if (group.name == name) return &group;
    for (const TestGroup& child : group.groups)
        if (const TestGroup* found = groupNamed(child, name)) return found;
    return nullptr;
}

QStringList testNames(const TestGroup& group) {
    QStringList names;
    for (const TestCase& test : group.tests)
        names << test.name;
    return names;
}

// A small TPS package: three subtasks over four tests, a checker, a grader and three solutions.
class Package {
public:
    Package() {
        write("problem.json", "{\"name\": \"pairs\", \"title\": \"Pairs\", \"type\": \"Batch\", \"time_limit\": 1.5,"
                              " \"memory_limit\": 512, \"has_grader\": true, \"has_checker\": true}");
        write("subtasks.json", "{\"global_validators\": [\"validator.cpp\"], \"subtasks\": {"
                               "\"samples\": {\"index\": 0, \"score\": 0, \"validators\": []},"
                               "\"small\": {\"index\": 1, \"score\": 40, \"validators\": [\"small.cpp\"]},"
                               "\"full\": {\"index\": 2, \"score\": 60, \"validators\": []}}}");
        write("gen/data", "@subtask samples\nmanual s.in\n@subtask small\n@include samples\ngen 1\n"
                          "@subtask full\n@include small\ngen 2\ngen 3\n");
        write("solutions.json", "{\"model.cpp\": {\"verdict\": \"model_solution\"},"
                                "\"slow.cpp\": {\"verdict\": \"time_limit\", \"except\": {\"samples\": \"correct\","
                                " \"small\": \"correct\"}},"
                                "\"half.cpp\": {\"verdict\": \"partially_correct\"}}");
        for (const char* file : {"checker/checker.cpp", "validator/validator.cpp", "validator/small.cpp",
                                 "grader/cpp/grader.cpp", "grader/cpp/pairs.h", "solution/model.cpp",
                                 "solution/slow.cpp", "solution/half.cpp", "gen/gen.cpp", "gen/manual/s.in"})
            write(file, "// \n");
        for (const char* test : {"0-01", "1-01", "2-01", "2-02"}) {
            write(QStringLiteral("tests/%1.in").arg(test), "1\n");
            write(QStringLiteral("tests/%1.out").arg(test), "1\n");
        }
    }
    void write(const QString& file, const QByteArray& text) { test::writeTestFile(dir.filePath(file), text); }
    void remove(const QString& file) { QFile::remove(dir.filePath(file)); }
    QString path() const { return dir.path(); }
    Result<Problem> read() const { return readTpsProblem(dir.path()); }

private:
    QTemporaryDir dir;
};

} // namespace

class TestTpsReader : public QObject {
    Q_OBJECT
private slots:
    void genDataNamesEachSectionsTestsByTheSectionsIndex() {
        auto sections = parseTpsGenData(kGenData);
        QVERIFY2(sections, sections ? "" : sections.error().c_str());
        QCOMPARE(sections->size(), 4);
        QCOMPARE(sections->at(0).tests.at(0).test, QStringLiteral("0-01"));
        QCOMPARE(sections->at(1).tests.at(1).test, QStringLiteral("1-02"));
        QCOMPARE(sections->at(3).tests.at(0).test, QStringLiteral("3-01"));
    }

    void genDataKeepsGeneratorsArgumentsAndManualFiles() {
        auto sections = parseTpsGenData(kGenData);
        QVERIFY(sections);
        const TpsGenLine& generated = sections->at(1).tests.at(0);
        QCOMPARE(generated.generator, QStringLiteral("gen"));
        QCOMPARE(generated.arguments, (QStringList{"1", "two words"}));
        QCOMPARE(generated.line, 7);
        QVERIFY(sections->at(0).tests.at(0).manual());
        QVERIFY(!sections->at(2).subtask);
    }

    void includedSectionsLendTheirTestsTransitively() {
        auto sections = parseTpsGenData(kGenData);
        QVERIFY(sections);
        QCOMPARE(tpsSectionTests(*sections, "full"), (QStringList{"0-01", "1-01", "1-02", "2-01", "3-01"}));
    }

    void genDataErrorsNameTheLine() {
        auto include = parseTpsGenData("@subtask a\ngen 1\n@include later\n@subtask later\n");
        QVERIFY(!include);
        QCOMPARE(QString::fromStdString(include.error()),
                 QStringLiteral("gen/data:3: @include later: no such section before this one"));
        auto orphan = parseTpsGenData("gen 1\n");
        QCOMPARE(QString::fromStdString(orphan.error()), QStringLiteral("gen/data:1: a test before any @subtask"));
        auto manual = parseTpsGenData("@subtask a\nmanual\n");
        QCOMPARE(QString::fromStdString(manual.error()),
                 QStringLiteral("gen/data:2: manual takes one file of gen/manual/"));
        auto twice = parseTpsGenData("@subtask a\n@subtask a\n");
        QCOMPARE(QString::fromStdString(twice.error()), QStringLiteral("gen/data:2: a is named twice"));
    }

    void readsLimitsNamesAndTheCmsRules() {
        Package package;
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(problem->name, QStringLiteral("Pairs"));
        QCOMPARE(problem->shortName, QStringLiteral("pairs"));
        QCOMPARE(problem->limits.timeLimit.value_or(0), 1.5);
        QCOMPARE(problem->limits.memoryMiB, 512);
        QCOMPARE(problem->dialect.dialect, Dialect::CMS);
        QCOMPARE(problem->formatVersion, QStringLiteral("tps"));
        QCOMPARE(problem->outputValidatorProtocol, QStringLiteral("cms"));
        QVERIFY(problem->outputValidator.endsWith("/checker/checker.cpp"));
        QVERIFY(problem->languageFiles.value("cpp").endsWith("/grader/cpp"));
    }

    void readProblemRecognisesATpsPackage() {
        Package package;
        QVERIFY(isTpsPackage(package.path()));
        auto problem = readProblem(package.path());
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(problem->formatVersion, QStringLiteral("tps"));
    }

    void eachSubtaskIsAMinGroupWorthItsScore() {
        Package package;
        auto problem = package.read();
        QVERIFY(problem);
        QVERIFY(problem->validation.scoring);
        const TestGroup* full = groupNamed(problem->data, "secret/full");
        QVERIFY(full);
        QCOMPARE(full->settings.aggregation, Aggregation::Min);
        QCOMPARE(full->settings.onReject, OnReject::Continue);
        QCOMPARE(full->settings.maxScore.value_or(-1), 60.0);
    }

    void aPartialTestScoresItsShareOfEverySubtaskHoldingIt() {
        Package package;
        auto problem = package.read();
        QVERIFY(problem);
        QList<judge::TestOutcome> outcomes;
        for (const TestCase& test : problem->allTests()) {
            judge::TestOutcome outcome;
            outcome.test = test.name;
            outcome.verdict = judge::Verdict::AC;
            outcomes << outcome;
        }
        outcomes[1].verdict = judge::Verdict::WA; // secret/small/1-01, also in full
        outcomes[1].score = 0.5;
        const judge::GroupOutcome root = judge::aggregate(problem->data, outcomes, true);
        QCOMPARE(root.score, 0.5 * 40 + 0.5 * 60);
        outcomes[1].verdict = judge::Verdict::AC;
        outcomes[1].score.reset();
        QCOMPARE(judge::aggregate(problem->data, outcomes, true).score, 100.0);
    }

    void includedTestsAreSharedNotCopied() {
        Package package;
        auto problem = package.read();
        QVERIFY(problem);
        const TestGroup* full = groupNamed(problem->data, "secret/full");
        QCOMPARE(testNames(*full),
                 (QStringList{"sample/0-01", "secret/small/1-01", "secret/full/2-01", "secret/full/2-02"}));
        QCOMPARE(problem->allTests().size(), 4);
        QVERIFY(problem->allTests().first().sample);
    }

    void subtaskValidatorsBelongToTheirGroup() {
        Package package;
        auto problem = package.read();
        QVERIFY(problem);
        QCOMPARE(problem->inputValidators.size(), 1);
        QVERIFY(problem->inputValidators.first().endsWith("/validator/validator.cpp"));
        const TestGroup* small = groupNamed(problem->data, "secret/small");
        QCOMPARE(small->inputValidators.size(), 1);
        QVERIFY(small->inputValidators.first().endsWith("/validator/small.cpp"));
        QVERIFY(groupNamed(problem->data, "secret/full")->inputValidators.isEmpty());
    }

    void solutionsGetVerdictsAndTheScoreOfTheSubtasksTheySolve() {
        Package package;
        auto problem = package.read();
        QVERIFY(problem);
        QCOMPARE(problem->submissions.size(), 3);
        const Submission& model = problem->submissions.first();
        QVERIFY(model.path.endsWith("/solution/model.cpp"));
        QCOMPARE(model.expectedVerdicts, QStringList{"AC"});
        QCOMPARE(model.expectedScore.value_or(-1), 100.0);
        for (const Submission& submission : problem->submissions) {
            if (submission.path.endsWith("slow.cpp")) {
                QCOMPARE(submission.expectedVerdicts, QStringList{"TLE"});
                QCOMPARE(submission.expectedScore.value_or(-1), 40.0);
            }
            if (submission.path.endsWith("half.cpp")) QVERIFY(!submission.expectedScore);
        }
    }

    void testsNotYetMadeAreLeftOutWithAWarning() {
        Package package;
        package.remove("tests/2-02.in");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(problem->allTests().size(), 3);
        QCOMPARE(problem->warnings.size(), 1);
        QVERIFY(problem->warnings.first().startsWith("1 of the 4 tests gen/data makes are not in tests/"));
    }

    void otherTaskTypesAreRefusedByName() {
        Package package;
        package.write("problem.json", "{\"name\": \"talk\", \"type\": \"Communication\", \"time_limit\": 1,"
                                      " \"memory_limit\": 256}");
        QVERIFY(errorOf(package.read()).startsWith("problem.json: type: Communication: JudgeDesk judges TPS's Batch"));
    }

    // Its submissions are answers: the limits its problem.json may leave out are only for printing them.
    void anOutputOnlyTaskReadsWithoutLimitsOfItsOwn() {
        Package package;
        package.write("problem.json", "{\"name\": \"art\", \"type\": \"OutputOnly\"}");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QVERIFY(problem->outputOnly);
        QCOMPARE(problem->limits.timeLimit.value_or(0), 10.0);
        QVERIFY(problem->warnings.join('\n').contains("names no time or memory limit"));
        QCOMPARE(problem->allTests().size(), 4);
    }

    void aBrokenFileIsNamedWithItsLineOrField() {
        Package package;
        package.write("problem.json", "{\"name\": \"x\",\n \"time_limit\": }");
        QVERIFY(errorOf(package.read()).startsWith("problem.json:2: "));
        package.write("problem.json", "{\"name\": \"x\", \"time_limit\": -1, \"memory_limit\": 256}");
        QVERIFY(errorOf(package.read()).startsWith("problem.json: time_limit: expected a number more than 0"));
        package.write("problem.json", "{\"name\": \"x\", \"time_limit\": 1, \"memory_limit\": 256}");
        package.write("solutions.json", "{\"model.cpp\": {\"verdict\": \"great\"}}");
        QVERIFY(errorOf(package.read()).startsWith("solutions.json: model.cpp.verdict: unknown verdict 'great'"));
    }

    void aMissingCheckerOrSolutionIsNamed() {
        Package package;
        package.remove("checker/checker.cpp");
        QCOMPARE(errorOf(package.read()), QStringLiteral("problem.json: has_checker: checker/checker.cpp is missing"));
    }

    void pathsOutsideThePackageAreRefused() {
        Package package;
        package.write("solutions.json", "{\"../../../etc/passwd\": {\"verdict\": \"correct\"}}");
        QVERIFY(!package.read());
    }

    void genDataLinesBecomeRecipes() {
        Package package;
        auto problem = package.read();
        QVERIFY(problem);
        auto recipes = readTestRecipes(*problem);
        QVERIFY2(recipes, recipes ? "" : recipes.error().c_str());
        QCOMPARE(recipes->recipes.size(), 4);
        const TestRecipe& manual = recipes->recipes.at(0);
        QCOMPARE(manual.test, QStringLiteral("sample/0-01"));
        QVERIFY(manual.copiedFrom.endsWith("/gen/manual/s.in"));
        QVERIFY(manual.answer.endsWith("/tests/0-01.out"));
        const TestRecipe& generated = recipes->recipes.at(2);
        QCOMPARE(generated.test, QStringLiteral("secret/full/2-01"));
        QVERIFY(generated.generator.endsWith("/gen/gen.cpp"));
        QCOMPARE(generated.command(), QStringLiteral("gen 2"));
        QVERIFY(recipes->mainSolution.endsWith("/solution/model.cpp"));
    }

    void recipesAreNotEditedInATpsPackage() {
        Package package;
        auto problem = package.read();
        QVERIFY(problem);
        QVERIFY(!setTestRecipe(*problem, "secret/full/2-01", "gen 5"));
    }

    void theExampleReads() {
        auto problem = readProblem(kExamples + "/tps-summax");
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QVERIFY(problem->warnings.isEmpty());
        QCOMPARE(problem->allTests().size(), 7);
        QCOMPARE(problem->submissions.size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestTpsReader)
#include "test_tps_reader.moc"
