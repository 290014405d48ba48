// Reading Kattis problem packages: each test writes a small package and states what must be read
// from it, or the one message naming file, line and field that a broken package must get.
#include "problem/kattis_reader.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace jd::problem;

namespace {

class Package {
public:
    Package()
        : root_(dir_.path() + "/hello") {
        QDir().mkpath(root_);
    }
    void write(const QString& path, const QByteArray& contents) {
        jd::test::writeTestFile(root_ + "/" + path, contents);
    }
    void test(const QString& stem) {
        write("data/" + stem + ".in", "1 2\n");
        write("data/" + stem + ".ans", "3\n");
    }
    QString path() const { return root_; }

private:
    QTemporaryDir dir_;
    QString root_;
};

const TestGroup* findGroup(const TestGroup& group, const QString& name) {
    if (group.name == name) return &group;
    for (const auto& child : group.groups)
        if (const TestGroup* found = findGroup(child, name)) return found;
    return nullptr;
}

QString errorOf(const Package& package) {
    auto problem = readKattisProblem(package.path());
    return problem ? QStringLiteral("<no error>") : QString::fromStdString(problem.error());
}

} // namespace

class KattisReader : public QObject {
    Q_OBJECT
private slots:
    void legacyPackageIsRead() {
        Package package;
        package.write("problem.yaml", "name: Hello World\nvalidation: default\nvalidator_flags: float_tolerance 1e-6\n"
                                      "limits:\n  time_multiplier: 3\n  memory: 512\nsource: NWERC\n");
        package.write(".timelimit", "2.5\n");
        package.test("sample/1");
        package.test("secret/10");
        package.test("secret/02");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QCOMPARE(problem->formatVersion, QStringLiteral("legacy"));
        QCOMPARE(problem->name, QStringLiteral("Hello World"));
        QCOMPARE(problem->shortName, QStringLiteral("hello"));
        QCOMPARE(problem->limits.timeLimit.value_or(0), 2.5);
        QCOMPARE(problem->limits.timeMultiplier, 3.0);
        QCOMPARE(problem->limits.timeSafetyMargin, 2.0); // legacy default
        QCOMPARE(problem->limits.memoryMiB, 512);
        QCOMPARE(problem->validation.validatorFlags, QStringList({"float_tolerance", "1e-6"}));
        QVERIFY(problem->validation.kind == ValidationKind::Default);
        QStringList names;
        for (const auto& test : problem->allTests())
            names << test.name;
        QCOMPARE(names, QStringList({"sample/1", "secret/02", "secret/10"}));
        QVERIFY(problem->allTests().first().sample && !problem->allTests().last().sample);
    }

    void groupSettingsAreInherited() {
        Package package;
        package.write("problem.yaml", "validation: default score\n");
        package.test("secret/group1/1");
        package.test("secret/group1/deeper/1");
        package.test("secret/group2/1");
        package.write("data/secret/testdata.yaml", "on_reject: continue\naccept_score: 10\n");
        package.write("data/secret/group1/testdata.yaml", "grader_flags: min ignore_sample\nrange: 0 40\n");
        package.write("data/secret/group1/deeper/testdata.yaml", "accept_score: 5\n");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        const TestGroup* secret = findGroup(problem->data, "secret");
        const TestGroup* group1 = findGroup(problem->data, "secret/group1");
        const TestGroup* deeper = findGroup(problem->data, "secret/group1/deeper");
        const TestGroup* group2 = findGroup(problem->data, "secret/group2");
        QVERIFY(secret && group1 && deeper && group2);
        QVERIFY(secret->settings.aggregation == Aggregation::Sum); // scoring problems sum by default
        QVERIFY(group1->settings.onReject == OnReject::Continue);  // from secret/
        QCOMPARE(group1->settings.acceptScore, 10.0);
        QVERIFY(group1->settings.aggregation == Aggregation::Min);
        QVERIFY(group1->settings.ignoreSample);
        QCOMPARE(group1->settings.range->second, 40.0);
        QCOMPARE(deeper->settings.acceptScore, 5.0);               // its own
        QVERIFY(deeper->settings.aggregation == Aggregation::Min); // from group1
        QVERIFY(group2->settings.aggregation == Aggregation::Sum); // not from its sibling
        QCOMPARE(problem->data.testCount(), 3);
    }

    void package2025IsRead() {
        Package package;
        package.write("problem.yaml", "problem_format_version: 2025-09\nname:\n  de: Hallo\n  en: Hello\n"
                                      "type: [scoring, interactive]\n"
                                      "limits:\n  time_limit: 1.5\n  time_multipliers:\n    ac_to_time_limit: 2.5\n");
        package.write("output_validator/validator.cpp", "int main() { return 42; }\n");
        package.write("data/secret/test_group.yaml", "score_aggregation: min\nmax_score: 30\n"
                                                     "output_validator_args: [--strict, '7']\n");
        package.write("data/secret/1.in", "5\n"); // interactive: answer files may be absent
        package.write("data/sample/1.interaction", "<5\n>guess 3\n");
        package.write("data/sample/1.in", "5\n");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QCOMPARE(problem->formatVersion, QStringLiteral("2025-09"));
        QCOMPARE(problem->name, QStringLiteral("Hello"));
        QVERIFY(problem->validation.interactive && problem->validation.scoring);
        QVERIFY(problem->validation.kind == ValidationKind::Custom);
        QCOMPARE(problem->limits.timeLimit.value_or(0), 1.5);
        QCOMPARE(problem->limits.timeMultiplier, 2.5);
        QCOMPARE(problem->limits.timeSafetyMargin, 1.5); // 2025-09 default
        QVERIFY(problem->outputValidator.endsWith("/output_validator"));
        const TestGroup* secret = findGroup(problem->data, "secret");
        QVERIFY(secret->settings.aggregation == Aggregation::Min);
        QCOMPARE(secret->settings.maxScore.value_or(0), 30.0);
        QCOMPARE(secret->settings.outputValidatorArgs, QStringList({"--strict", "7"}));
        QVERIFY(problem->allTests().first().interaction.endsWith("sample/1.interaction"));
    }

    void legacyValidatorDirectoryIsFound() {
        Package package;
        package.write("problem.yaml", "validation: custom\n");
        package.write("output_validators/checker/checker.cpp", "int main() {}\n");
        package.test("secret/1");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QVERIFY(problem->outputValidator.endsWith("output_validators/checker"));
    }

    void submissionsCarryTheirExpectedVerdicts() {
        Package package;
        package.test("secret/1");
        package.write("submissions/accepted/good.cpp", "int main() {}\n");
        package.write("submissions/wrong_answer/bad.py", "# @EXPECTED_RESULTS@: WRONG_ANSWER, TIMELIMIT\n");
        package.write("submissions/partially_accepted/part.cpp", "// @EXPECTED_SCORE@: 42.5\n");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QCOMPARE(problem->submissions.size(), 3);
        QCOMPARE(problem->submissions[0].expectedVerdicts, QStringList({"AC"}));
        QCOMPARE(problem->submissions[1].directory, QStringLiteral("partially_accepted"));
        QCOMPARE(problem->submissions[1].expectedScore.value_or(0), 42.5);
        QCOMPARE(problem->submissions[2].expectedVerdicts, QStringList({"WA", "TLE"}));
    }

    // DOMjudge reads the annotation of a multi-file submission from whichever of its files carries it.
    void aMultiFileSubmissionsAnnotationIsInAnyOfItsFiles() {
        Package package;
        package.test("secret/1");
        package.write("submissions/mixed/two/main.py", "import helper\n");
        package.write("submissions/mixed/two/helper.py", "# @EXPECTED_RESULTS@: TIMELIMIT\n# @EXPECTED_SCORE@: 7\n");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QCOMPARE(problem->submissions[0].expectedVerdicts, QStringList{"TLE"});
        QVERIFY(problem->submissions[0].expectedVerdictsAnnotated);
        QCOMPARE(problem->submissions[0].expectedScore.value_or(0), 7.0);
    }

    // DOMjudge imports no submission annotated twice; the directory's verdict is what is left to go by.
    void anAnnotationWrittenTwiceIsNotTaken() {
        Package package;
        package.test("secret/1");
        package.write("submissions/time_limit_exceeded/two/a.py", "# @EXPECTED_RESULTS@: RUN-ERROR\n");
        package.write("submissions/time_limit_exceeded/two/b.py", "# @EXPECTED_RESULTS@: WRONG-ANSWER\n");
        package.write("submissions/time_limit_exceeded/twice.py",
                      "# @EXPECTED_RESULTS@: RUN-ERROR\n# @EXPECTED_RESULTS@: WRONG-ANSWER\n");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        for (const Submission& submission : problem->submissions) {
            QCOMPARE(submission.expectedVerdicts, QStringList({"TLE", "ILE"}));
            QVERIFY(!submission.expectedVerdictsAnnotated);
        }
    }

    void expectedResultsFollowDomjudge_data() {
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<QStringList>("verdicts");
        QTest::newRow("one") << QByteArray("// @EXPECTED_RESULTS@: CORRECT\n") << QStringList{"AC"};
        QTest::newRow("case and dashes") << QByteArray("# @expected_results@: run-error, output-limit")
                                         << QStringList{"RE", "MLE", "OLE"};
        QTest::newRow("no output is wrong") << QByteArray("@EXPECTED_RESULTS@: NO-OUTPUT") << QStringList{"WA"};
        QTest::newRow("refused when submitted")
            << QByteArray("// @EXPECTED_RESULTS@: NONE-SUBMIT-FAILS") << QStringList{"CE"};
        QTest::newRow("none") << QByteArray("int main() {}") << QStringList{};
    }
    void expectedResultsFollowDomjudge() {
        QFETCH(QByteArray, source);
        QFETCH(QStringList, verdicts);
        QCOMPARE(expectedResultsInSource(source), verdicts);
    }

    void brokenPackagesSayWhereAndWhat_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("message");
        QTest::newRow("yaml syntax") << "problem.yaml" << QByteArray("name: [unclosed\nlimits: {\n")
                                     << "hello/problem.yaml:2: end of sequence flow not found";
        QTest::newRow("not a number") << "problem.yaml" << QByteArray("name: x\nlimits:\n  memory: lots\n")
                                      << "hello/problem.yaml:3: limits.memory: expected a number, got 'lots'";
        QTest::newRow("bad validation") << "problem.yaml" << QByteArray("validation: sometimes\n")
                                        << "hello/problem.yaml:1: validation: expected default or custom";
        QTest::newRow("unknown type") << "problem.yaml" << QByteArray("type: [pass-fail, quantum]\n")
                                      << "hello/problem.yaml:1: type: unknown problem type 'quantum'";
        QTest::newRow("bad on_reject") << "data/secret/testdata.yaml" << QByteArray("\non_reject: maybe\n")
                                       << "hello/data/secret/testdata.yaml:2: on_reject: expected break or continue";
        QTest::newRow("bad time limit file")
            << ".timelimit" << QByteArray("soon\n") << "hello/.timelimit: expected more than 0 and at most 600 seconds";
        QTest::newRow("custom without validator") << "problem.yaml" << QByteArray("validation: custom\n")
                                                  << "hello/problem.yaml: asks for a custom validator";
    }
    void brokenPackagesSayWhereAndWhat() {
        QFETCH(QString, file);
        QFETCH(QByteArray, contents);
        QFETCH(QString, message);
        Package package;
        package.test("secret/1");
        package.write(file, contents);
        QString error = errorOf(package);
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    // Read as leniently as Kattis, which ran these files: the key is named with its line, and judging goes on.
    void keysOfAnotherShapeOrOfNoFormatAreWarnedAbout_data() {
        QTest::addColumn<QByteArray>("problemYaml");
        QTest::addColumn<QString>("warning");
        QTest::newRow("time_multipliers as a number (a Swedish Olympiad problem)")
            << QByteArray("name: x\nlimits:\n  memory: 1024\n  time_multipliers: 1\n")
            << "problem.yaml:4: limits.time_multipliers is not a map of ac_to_time_limit and time_limit_to_tle";
        QTest::newRow("a key of no format")
            << QByteArray("name: x\nsupport_email: jury@example.org\n")
            << "problem.yaml:2: support_email is not a key of the problem package format; ignored, as Kattis does";
        QTest::newRow("a limit of no format")
            << QByteArray("limits:\n  stack: 64\n")
            << "problem.yaml:2: limits.stack is not a key of the problem package format";
        QTest::newRow("limits as a single value")
            << QByteArray("limits: 1\n") << "problem.yaml:1: limits is not a map of limits; ignored";
        QTest::newRow("an unknown multiplier")
            << QByteArray("limits:\n  time_multipliers:\n    ac_to_time_limit: 2\n    slack: 3\n")
            << "problem.yaml:4: limits.time_multipliers.slack is not a key";
    }
    void keysOfAnotherShapeOrOfNoFormatAreWarnedAbout() {
        QFETCH(QByteArray, problemYaml);
        QFETCH(QString, warning);
        Package package;
        package.test("secret/1");
        package.write("problem.yaml", problemYaml);
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        const QString warnings = problem->warnings.join('\n');
        QVERIFY2(warnings.contains(warning), qPrintable(warnings));
    }

    void theLimitsAroundAKeyOfAnotherShapeAreStillRead() {
        Package package;
        package.test("secret/1");
        package.write("problem.yaml", "limits:\n  time_multipliers: 1\n  memory: 1024\n");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QCOMPARE(problem->limits.memoryMiB, 1024);
        QCOMPARE(problem->limits.timeMultiplier, 5.0); // the legacy default, time_multipliers being ignored
    }

    void aKnownPackageHasNoWarningOfKeys() {
        Package package;
        package.test("sample/1");
        package.test("secret/1");
        package.write("problem.yaml", "author: A\nsource: B\nlicense: cc by-sa\ntype: scoring\ngrading:\n"
                                      "  show_test_data_groups: true\nlimits:\n  time_multiplier: 2\n");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QVERIFY2(problem->warnings.isEmpty(), qPrintable(problem->warnings.join('\n')));
    }

    // git writes a symbolic link as a file holding its target where it cannot make links (testdata_tools
    // contests link each group's tests to earlier groups' so).
    void aTestFileHoldingOnlyThePathOfAnotherIsReadAsThatFile() {
        Package package;
        package.test("secret/group1/1");
        package.write("data/secret/group2/1.in", "../group1/1.in");
        package.write("data/secret/group2/1.ans", "../group1/1.ans");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        const TestGroup* group2 = findGroup(problem->data, "secret/group2");
        QVERIFY(group2 && group2->tests.size() == 1);
        QCOMPARE(QFileInfo(group2->tests.first().input).canonicalFilePath(),
                 QFileInfo(package.path() + "/data/secret/group1/1.in").canonicalFilePath());
        QVERIFY2(problem->warnings.join('\n').contains("secret/group2/1.in holds only the path ../group1/1.in"),
                 qPrintable(problem->warnings.join('\n')));
    }
    void aTestThatLooksLikeAPathToNothingIsTestData() {
        Package package;
        package.write("data/secret/1.in", "../nowhere/1.in");
        package.write("data/secret/1.ans", "3\n");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QVERIFY(problem->data.groups.first().tests.first().input.endsWith("data/secret/1.in"));
    }

    void missingAnswerIsNamed() {
        Package package;
        package.test("secret/1");
        package.write("data/secret/3.in", "x\n");
        QCOMPARE(errorOf(package), QStringLiteral("hello/data/secret/3.in: has no answer file 3.ans beside it"));
    }

    void packageWithoutTestsIsRejected() {
        Package package;
        package.write("problem.yaml", "name: empty\n");
        QCOMPARE(errorOf(package), QStringLiteral("hello/data/: is missing: a problem needs test data"));
        package.write("data/secret/readme.txt", "nothing here\n");
        QCOMPARE(errorOf(package), QStringLiteral("hello/data/: holds no test (no .in files)"));
    }

    void submissionsYamlGivesPerTestRules() {
        Package package;
        package.write("problem.yaml", "problem_format_version: 2025-09\ntype: scoring\n");
        package.test("secret/1");
        package.write("submissions/accepted/a.py", "print(3)\n");
        package.write("submissions/mixed/slow.py", "print(3)\n");
        package.write("submissions/mixed/half.cpp", "int main() {}\n");
        package.write("submissions/submissions.yaml", "mixed/:\n  permitted: [AC, TLE]\n  required: [TLE]\n"
                                                      "\"mixed/*.cpp\":\n  permitted: [AC, WA, RTE]\n  score: 50\n");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem.ok(), problem.ok() ? "" : problem.error().c_str());
        QHash<QString, Submission> byName;
        for (const Submission& submission : problem->submissions)
            byName.insert(QFileInfo(submission.path).fileName(), submission);
        QVERIFY(!byName["a.py"].permittedTestVerdicts);
        QCOMPARE(byName["slow.py"].permittedTestVerdicts, std::optional<QStringList>({"AC", "TLE"}));
        QCOMPARE(byName["slow.py"].requiredTestVerdicts, std::optional<QStringList>({"TLE"}));
        QCOMPARE(byName["half.cpp"].permittedTestVerdicts, std::optional<QStringList>({"AC"}));
        QCOMPARE(byName["half.cpp"].expectedScore, std::optional<double>(50));
    }

    void submissionsYamlNamesTheEntryPointOfASubmission() {
        Package package;
        package.test("secret/1");
        package.write("submissions/accepted/two/first.py", "print(3)\n");
        package.write("submissions/accepted/two/second.py", "import first\n");
        package.write("submissions/submissions.yaml", "accepted/two/:\n  entrypoint: second.py\n");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem.ok(), problem.ok() ? "" : problem.error().c_str());
        QCOMPARE(problem->submissions.size(), 1);
        QCOMPARE(problem->submissions.first().entryPoint, QStringLiteral("second.py"));
    }

    void domjudgeSubmissionsJsonNamesTheEntryPointToo() {
        Package package;
        package.test("secret/1");
        package.write("submissions/accepted/two/first.py", "print(3)\n");
        package.write("submissions/accepted/two/second.py", "import first\n");
        package.write("submissions/submissions.json", "{\"accepted/two/\": {\"entry_point\": \"first.py\"}}\n");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem.ok(), problem.ok() ? "" : problem.error().c_str());
        QCOMPARE(problem->submissions.first().entryPoint, QStringLiteral("first.py"));
        QCOMPARE(problem->dialect.dialect, Dialect::DOMjudge);
    }

    // 2023-07 samples of an interactive problem may be only an .interaction file: it illustrates the
    // statement and is not a test (there is no input to run the interactor on).
    void anInteractionWithoutInputIllustratesButIsNotJudged() {
        Package package;
        package.write("problem.yaml", "problem_format_version: 2023-07-draft\nvalidation: custom interactive\n");
        package.write("output_validators/v/v.py", "raise SystemExit(42)\n");
        package.write("data/sample/1.interaction", "<5\n>guess 3\n");
        package.write("data/secret/1.in", "5\n");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem.ok(), problem.ok() ? "" : problem.error().c_str());
        QCOMPARE(problem->allTests().size(), 1);
        QCOMPARE(problem->allTests().first().name, QStringLiteral("secret/1"));
    }

    void submissionsYamlMistakesAreNamed() {
        Package package;
        package.test("secret/1");
        package.write("submissions/accepted/a.py", "print(3)\n");
        package.write("submissions/submissions.yaml", "accepted/:\n  permitted: [AC]\nwrong/:\n  required: [WA]\n");
        QCOMPARE(errorOf(package),
                 QStringLiteral("hello/submissions/submissions.yaml:3: wrong/: matches no submission"));
        package.write("submissions/submissions.yaml", "accepted/:\n  permitted: [AC, OK]\n");
        QCOMPARE(errorOf(package),
                 QStringLiteral("hello/submissions/submissions.yaml:2: accepted/.permitted: unknown verdict 'OK' "
                                "(AC, WA, TLE, RTE)"));
    }

    void notADirectoryIsRejected() {
        auto problem = readKattisProblem("/nonexistent/problem");
        QVERIFY(!problem);
        QVERIFY(QString::fromStdString(problem.error()).contains("not a problem directory"));
    }

    void aProblemNarrowedToSomeTestsKeepsTheirGroupsAndSettings() {
        Package package;
        package.write("problem.yaml", "problem_format_version: 2025-09\nname: Narrow\ntype: scoring\n");
        package.write("data/sample/1.in", "1\n");
        package.write("data/sample/1.ans", "1\n");
        package.write("data/secret/small/test_group.yaml", "max_score: 30\n");
        package.write("data/secret/small/a.in", "2\n");
        package.write("data/secret/small/a.ans", "2\n");
        package.write("data/secret/small/b.in", "3\n");
        package.write("data/secret/small/b.ans", "3\n");
        auto problem = readKattisProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        const Problem narrow = problem->withOnlyTests({"secret/small/b"});
        QCOMPARE(narrow.allTests().size(), 1);
        QCOMPARE(narrow.allTests().first().name, QStringLiteral("secret/small/b"));
        QCOMPARE(narrow.data.groups.size(), 1); // the sample group had nothing left
        QCOMPARE(narrow.data.groups.first().groups.first().settings.maxScore, std::optional<double>(30));
        QCOMPARE(problem->allTests().size(), 3); // the problem itself is unchanged
    }
};

QTEST_GUILESS_MAIN(KattisReader)
#include "test_kattis_reader.moc"
