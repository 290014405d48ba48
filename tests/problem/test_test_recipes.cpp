// How a package says its tests are made: Polygon's generated tests and Kattis generators.yaml become
// recipes with the generator found, seeds fixed by the command, and what is not understood reported;
// a Kattis recipe can be set and removed without touching the rest of the file.
#include "problem/package.h"
#include "problem/test_recipes.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::problem;

class TestRecipesTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    int made_ = 0;

    Problem kattisProblem(const QByteArray& generatorsYaml) {
        Problem problem;
        problem.directory = dir_.filePath(QStringLiteral("k%1").arg(++made_));
        problem.formatVersion = "2025-09";
        test::writeTestFile(problem.directory + "/generators/gen.py", "print(1)\n");
        test::writeTestFile(problem.directory + "/submissions/accepted/sol.py", "print(input())\n");
        if (!generatorsYaml.isNull())
            test::writeTestFile(problem.directory + "/generators/generators.yaml", generatorsYaml);
        return problem;
    }

private slots:
    void aPolygonGeneratedTestNamesItsExecutableAndTheMainSolution() {
        const QString directory = dir_.filePath("polygon");
        test::writeTestFile(directory + "/files/gen.cpp", "int main() {}\n");
        test::writeTestFile(directory + "/solutions/main.cpp", "int main() {}\n");
        test::writeTestFile(directory + "/problem.xml",
                            "<problem><files><executables><executable>"
                            "<source path=\"files/gen.cpp\" type=\"cpp.g++17\"/></executable></executables></files>"
                            "<judging><testset name=\"tests\"><input-path-pattern>tests/%02d</input-path-pattern>"
                            "<answer-path-pattern>tests/%02d.a</answer-path-pattern><tests>"
                            "<test method=\"manual\" sample=\"true\"/><test method=\"generated\" cmd=\"gen 10 &quot;a "
                            "b&quot;\" group=\"g1\"/>"
                            "</tests></testset></judging><assets><solutions><solution tag=\"accepted\">"
                            "<source path=\"solutions/other.cpp\"/></solution><solution tag=\"main\"><source "
                            "path=\"solutions/main.cpp\"/>"
                            "</solution></solutions></assets></problem>");
        Problem problem;
        problem.directory = directory;
        problem.formatVersion = "polygon";
        auto recipes = readTestRecipes(problem);
        QVERIFY2(recipes, recipes ? "" : recipes.error().c_str());
        QCOMPARE(recipes->recipes.size(), 1);
        const TestRecipe& recipe = recipes->recipes.first();
        QCOMPARE(recipe.test, QString("secret/g1/02"));
        QCOMPARE(recipe.generator, QDir(directory).filePath("files/gen.cpp"));
        QCOMPARE(recipe.arguments, (QStringList{"10", "a b"}));
        QCOMPARE(recipe.input, QDir(directory).filePath("tests/02"));
        QCOMPARE(recipe.answer, QDir(directory).filePath("tests/02.a"));
        QCOMPARE(recipe.command(), QString("gen 10 'a b'"));
        QCOMPARE(recipes->mainSolution, QDir(directory).filePath("solutions/main.cpp"));
    }

    void aKattisMapOfCommandsBecomesRecipesInOrder() {
        auto recipes = readTestRecipes(kattisProblem("solution: /submissions/accepted/sol.py\n"
                                                     "data:\n  secret:\n    data:\n"
                                                     "      b-second: gen.py 2\n      a-first: gen.py 1\n"
                                                     "      hand-made:\n"));
        QVERIFY2(recipes, recipes ? "" : recipes.error().c_str());
        QCOMPARE(recipes->recipes.size(), 2);
        QCOMPARE(recipes->recipes[0].test, QString("secret/b-second"));
        QCOMPARE(recipes->recipes[1].arguments, QStringList{"1"});
        QVERIFY(recipes->recipes[0].generator.endsWith("/generators/gen.py"));
        QVERIFY(recipes->recipes[0].input.endsWith("/data/secret/b-second.in"));
        QVERIFY(recipes->mainSolution.endsWith("/submissions/accepted/sol.py"));
        QVERIFY(recipes->notUnderstood.isEmpty());
    }

    void aKattisListIsNumberedAndNestedDirectoriesBecomeGroups() {
        auto recipes = readTestRecipes(kattisProblem("data:\n  secret:\n    data:\n      group1:\n        data:\n"
                                                     "          - small: gen.py 1\n          - '': gen.py 2\n"));
        QVERIFY(recipes);
        QCOMPARE(recipes->recipes.size(), 2);
        QCOMPARE(recipes->recipes[0].test, QString("secret/group1/1-small"));
        QCOMPARE(recipes->recipes[1].test, QString("secret/group1/2"));
    }

    void aSeedIsFixedByTheCommandAndDiffersBetweenCommands() {
        auto recipes = readTestRecipes(kattisProblem("data:\n  secret:\n    data:\n"
                                                     "      a: gen.py {seed}\n      b: gen.py {seed}\n"
                                                     "      c: gen.py {seed:1} {name}\n"));
        QVERIFY(recipes);
        QCOMPARE(recipes->recipes[0].arguments, QStringList{QString::number(seedOfCommand("gen.py {seed}"))});
        QCOMPARE(recipes->recipes[0].arguments, recipes->recipes[1].arguments);
        QVERIFY(recipes->recipes[2].arguments[0] != recipes->recipes[0].arguments[0]);
        QCOMPARE(recipes->recipes[2].arguments[1], QString("c"));
    }

    void aMissingGeneratorIsLeftEmptyForTheCallerToReport() {
        auto recipes = readTestRecipes(kattisProblem("data:\n  secret:\n    data:\n      a: nowhere.py 1\n"));
        QVERIFY(recipes);
        QCOMPARE(recipes->recipes.size(), 1);
        QVERIFY(recipes->recipes[0].generator.isEmpty());
    }

    void entriesThatAreNotCommandsAreReportedNotGuessed() {
        auto recipes = readTestRecipes(kattisProblem("data:\n  secret:\n    data:\n      a:\n        copy: x\n"
                                                     "      b: gen.py 'unclosed\n"));
        QVERIFY(recipes);
        QVERIFY(recipes->recipes.isEmpty());
        QCOMPARE(recipes->notUnderstood.size(), 2);
        QVERIFY(recipes->notUnderstood[0].contains("copy:"));
        QVERIFY(recipes->notUnderstood[1].contains("quote"));
    }

    void aGeneratorOutsideThePackageIsNotFollowed() {
        auto recipes = readTestRecipes(kattisProblem("data:\n  secret:\n    data:\n      a: ../../../bin/sh -c x\n"));
        QVERIFY(recipes);
        QVERIFY(recipes->recipes[0].generator.isEmpty());
    }

    void malformedYamlNamesTheFileAndLine() {
        auto recipes = readTestRecipes(kattisProblem("data:\n  secret: [\n"));
        QVERIFY(!recipes);
        QVERIFY2(recipes.error().find("generators/generators.yaml:") == 0, recipes.error().c_str());
    }

    void aProblemWithoutGeneratorsHasNoRecipes() {
        auto recipes = readTestRecipes(kattisProblem(QByteArray()));
        QVERIFY(recipes);
        QVERIFY(recipes->recipes.isEmpty());
    }

    void settingARecipeKeepsCommentsAndOtherEntries() {
        Problem problem = kattisProblem("# made by hand\ndata:\n  secret:\n    data:\n      a: gen.py 1 # one\n");
        QVERIFY(setTestRecipe(problem, "secret/b", "gen.py 2"));
        QVERIFY(setTestRecipe(problem, "secret/a", "gen.py 5"));
        const QByteArray text = test::readTestFile(problem.directory + "/generators/generators.yaml");
        QVERIFY2(text.startsWith("# made by hand\n"), text.constData());
        auto recipes = readTestRecipes(problem);
        QVERIFY(recipes);
        QCOMPARE(recipes->recipes.size(), 2);
        QCOMPARE(recipes->find("secret/a")->arguments, QStringList{"5"});
        QCOMPARE(recipes->find("secret/b")->arguments, QStringList{"2"});
    }

    void aFirstRecipeMakesTheFileAndAnEmptyCommandRemovesIt() {
        Problem problem = kattisProblem(QByteArray());
        QVERIFY(setTestRecipe(problem, "secret/g1/07", "gen.py 7"));
        auto recipes = readTestRecipes(problem);
        QVERIFY(recipes);
        QCOMPARE(recipes->recipes.size(), 1);
        QCOMPARE(recipes->recipes[0].test, QString("secret/g1/07"));
        QVERIFY(setTestRecipe(problem, "secret/g1/07", QString()));
        recipes = readTestRecipes(problem);
        QVERIFY(recipes && recipes->recipes.isEmpty());
    }

    void aPolygonRecipeIsNotWrittenFromHere() {
        Problem problem;
        problem.directory = dir_.filePath("p");
        problem.formatVersion = "polygon";
        QVERIFY(!setTestRecipe(problem, "secret/01", "gen 1"));
    }

    void splittingFollowsShellQuoting() {
        QCOMPARE(*splitCommand("gen -n 5 'a b' \"c \\\"d\\\"\" e\\ f"),
                 (QStringList{"gen", "-n", "5", "a b", "c \"d\"", "e f"}));
        QVERIFY(!splitCommand("gen 'open"));
    }
};

QTEST_GUILESS_MAIN(TestRecipesTest)
#include "test_test_recipes.moc"
