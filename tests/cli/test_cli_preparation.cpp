// judgedesk-cli's commands for preparing a problem, as a problem setter meets them: new, export,
// validate, generate, stress and calibrate; what each writes is judged alike, and each refusal says why and
// writes nothing.
#include "cli_process.h"
#include "polygon_problem.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class CliPreparation : public QObject {
    Q_OBJECT
private slots:
    void calibrateWritesTheDerivedLimit() {
        QTemporaryDir dir;
        const QString root = dir.filePath("slow");
        const QByteArray problemYaml = "# calibrated by hand\nname: Slow # the title\nsource: kept as it was\n";
        jd::test::writeTestFile(root + "/problem.yaml", problemYaml);
        jd::test::writeTestFile(root + "/.timelimit", "9\n");
        jd::test::writeTestFile(root + "/data/secret/1.in", "1\n");
        jd::test::writeTestFile(root + "/data/secret/1.ans", "1\n");
        jd::test::writeTestFile(root + "/submissions/accepted/busy.py",
                                "import time\nend = time.process_time() + 0.25\nwhile time.process_time() < end: pass\n"
                                "print(input())\n");
        jd::test::writeTestFile(root + "/submissions/accepted/quick.py", "print(input())\n");
        Outcome outcome = cli({"calibrate", "--write", root});
        QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.out + outcome.err));
        QVERIFY2(outcome.out.contains("accepted/quick.py: AC"), qPrintable(outcome.out));
        // Whatever the machine's speed: legacy packages multiply by 5 and round up to whole seconds.
        const auto slowest = QRegularExpression("Slowest accepted: accepted/busy.py, ([0-9.]+) s").match(outcome.out);
        QVERIFY2(slowest.hasMatch(), qPrintable(outcome.out));
        // The time is printed to the millisecond and multiplied unrounded: 0.400 s may be 0.4002 s, and 3 s.
        auto limitOf = [](double seconds) { return std::max(1.0, std::ceil(seconds * 5 - 1e-9)); };
        const double printed = slowest.captured(1).toDouble();
        const auto derived = QRegularExpression("= (\\d+) s \\(the package says 9 s\\)").match(outcome.out);
        QVERIFY2(derived.hasMatch(), qPrintable(outcome.out));
        const double expected = derived.captured(1).toDouble();
        QVERIFY2(expected == limitOf(printed - 0.0005) || expected == limitOf(printed + 0.0005),
                 qPrintable(outcome.out));
        QFile limit(root + "/.timelimit");
        QVERIFY(limit.open(QIODevice::ReadOnly));
        QCOMPARE(limit.readAll().trimmed().toDouble(), expected);
        QFile yaml(root + "/problem.yaml");
        QVERIFY(yaml.open(QIODevice::ReadOnly));
        QCOMPARE(yaml.readAll(), problemYaml); // the limit lives in .timelimit: problem.yaml stays byte for byte
    }

    void calibrateRefusesWhatItCannotDo() {
        Outcome polygon = cli({"calibrate", QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/guess-polygon", "--write"});
        QCOMPARE(polygon.exitCode, 2);
        QVERIFY2(polygon.err.contains("--write: a Polygon package is read here, not written"), qPrintable(polygon.err));
        QTemporaryDir dir;
        jd::test::writeTestFile(dir.filePath("p/data/secret/1.in"), "1\n");
        jd::test::writeTestFile(dir.filePath("p/data/secret/1.ans"), "1\n");
        jd::test::writeTestFile(dir.filePath("p/submissions/wrong_answer/two.py"), "print(2)\n");
        Outcome none = cli({"calibrate", dir.filePath("p")});
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains("no accepted submission to calibrate from"), qPrintable(none.err));
        const QString zip = jd::test::writeTestFile(dir.filePath("p.zip"), "PK");
        Outcome archive = cli({"calibrate", zip, "--write"});
        QCOMPARE(archive.exitCode, 2);
        QVERIFY2(archive.err.contains("--write does not edit archives: unpack"), qPrintable(archive.err));
    }

    void aNewProblemFromATemplateIsAcceptedAsItIs_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("solution");
        QTest::newRow("batch") << "batch"
                               << "submissions/accepted/sum.py";
        QTest::newRow("interactive") << "interactive"
                                     << "submissions/accepted/binary_search.py";
    }

    void aNewProblemFromATemplateIsAcceptedAsItIs() {
        QFETCH(QString, kind);
        QFETCH(QString, solution);
        QTemporaryDir dir;
        const QString problem = dir.filePath("fresh");
        Outcome created = cli({"new", "--template", kind, "--name", "Fresh", problem});
        QCOMPARE(created.exitCode, 0);
        QVERIFY2(created.out.startsWith("created "), qPrintable(created.out));
        Outcome judged = cli({"judge", "--no-store", problem, problem + "/" + solution});
        QVERIFY2(judged.exitCode == 0, qPrintable(judged.out + judged.err));
        QVERIFY(judged.out.contains("Fresh"));
    }

    void aNewProblemIsNeverMadeOverAnExistingFolder() {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath("taken")));
        Outcome refused = cli({"new", dir.filePath("taken")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("exists already"), qPrintable(refused.err));
    }

    void anExportedPackageIsJudgedAlikeByItsNewRules_data() {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("destination");
        QTest::newRow("polygon checker and groups to kattis") << "mixed-polygon"
                                                              << "kattis"
                                                              << "p";
        QTest::newRow("polygon to a domjudge zip") << "mixed-polygon"
                                                   << "domjudge"
                                                   << "p.zip";
        QTest::newRow("kattis scoring to a kattis zip") << "subtasks"
                                                        << "kattis"
                                                        << "p.zip";
        QTest::newRow("kattis interactive to a domjudge zip") << "guess"
                                                              << "domjudge"
                                                              << "p.zip";
        QTest::newRow("polygon interactor and checker to kattis") << "guess-polygon"
                                                                  << "kattis"
                                                                  << "p";
        QTest::newRow("polygon interactor and checker to a domjudge zip") << "guess-polygon"
                                                                          << "domjudge"
                                                                          << "p.zip";
    }

    void anExportedPackageIsJudgedAlikeByItsNewRules() {
        QFETCH(QString, problem);
        QFETCH(QString, format);
        QFETCH(QString, destination);
        QTemporaryDir dir;
        const QString exported = dir.filePath(destination);
        Outcome written = cli({"export", "--to", format, QDir(JUDGEDESK_EXAMPLES_DIR).filePath(problem), exported});
        QVERIFY2(written.exitCode == 0, qPrintable(written.out + written.err));
        QVERIFY2(written.out.startsWith("exported " + problem), qPrintable(written.out));
        Outcome verified = cli({"verify", exported});
        QVERIFY2(verified.out.contains(QRegularExpression("verify: [1-9]\\d* agreed, \\d+ disagreed, 0 skipped\\n$")),
                 qPrintable(verified.out + verified.err));
        // A submission judged otherwise there is one the export named beforehand: a scoring package's failing
        // submission that solves a subtask, which Kattis's grading accepts with its points.
        static const QRegularExpression mismatch(QStringLiteral(R"(MISMATCH\s+(\S+):)"));
        QStringList unnamed;
        for (auto found = mismatch.globalMatch(verified.out); found.hasNext();) {
            const QString name = found.next().captured(1);
            const QString named = QStringLiteral(R"(Move [^\n]*\b%1\b[^\n]* there if it solves a subtask)")
                                      .arg(QRegularExpression::escape(name));
            if (!written.out.contains(QRegularExpression(named))) unnamed << name;
        }
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(", ") + " judged otherwise, unnamed by the export:\n" +
                                              written.out + verified.out));
    }

    // A checker's points are the test's score on Polygon; exported, its validator says them in score.txt.
    void aTestlibCheckersPointsScoreTheSameOnceExported() {
        QTemporaryDir dir;
        const QString root = jd::test::polygonPointsProblem(
            dir.filePath("points"), "check.cpp",
            "#include <cstdio>\nint main() { std::fprintf(stderr, \"points 4 partly\\n\"); return 7; }\n");
        const QString source = jd::test::writeTestFile(dir.filePath("one.py"), "print(1)\n");
        Outcome original = cli({"judge", "--no-store", root, source});
        QVERIFY2(original.out.contains(", score 8,"), qPrintable(original.out + original.err));
        const QString exported = dir.filePath("kattis");
        Outcome written = cli({"export", "--to", "kattis", root, exported});
        QVERIFY2(written.exitCode == 0, qPrintable(written.out + written.err));
        Outcome judged = cli({"judge", "--no-store", exported, source});
        QVERIFY2(judged.out.contains(", score 8,"), qPrintable(judged.out + judged.err));
    }

    void validateNamesEachInvalidInputAndExitsOne() {
        QTemporaryDir dir;
        const QString problem = dir.filePath("aplusb");
        QVERIFY(cli({"export", QDir(JUDGEDESK_EXAMPLES_DIR).filePath("aplusb"), problem}).exitCode == 0);
        Outcome clean = cli({"validate", problem});
        QVERIFY2(clean.exitCode == 0, qPrintable(clean.out + clean.err));
        QVERIFY2(clean.out.endsWith("validate: 4 valid, 0 invalid, 0 validator failures\n"), qPrintable(clean.out));
        jd::test::writeTestFile(problem + "/data/secret/09-zero.in", "-0 5\n");
        jd::test::writeTestFile(problem + "/data/secret/09-zero.ans", "5\n");
        Outcome spoiled = cli({"validate", problem});
        QCOMPARE(spoiled.exitCode, 1);
        QVERIFY2(spoiled.out.contains("  INVALID   secret/09-zero (validate.cpp): a has a leading zero: '-0'\n"),
                 qPrintable(spoiled.out));
    }

    void anExportedTestlibValidatorStillValidates() {
        QTemporaryDir dir;
        const QString exported = dir.filePath("successor");
        QVERIFY(cli({"export", QDir(JUDGEDESK_EXAMPLES_DIR).filePath("mixed-polygon"), exported}).exitCode == 0);
        QVERIFY(QFileInfo::exists(exported + "/input_validators/validator/testlib_validator.h"));
        Outcome clean = cli({"validate", exported});
        QVERIFY2(clean.exitCode == 0, qPrintable(clean.out + clean.err));
        jd::test::writeTestFile(exported + "/data/secret/large/05.in", "0\n");
        Outcome spoiled = cli({"validate", exported});
        QCOMPARE(spoiled.exitCode, 1);
        QVERIFY2(spoiled.out.contains("INVALID   secret/large/05 (validator): FAIL expected an integer"),
                 qPrintable(spoiled.out));
    }

    void anExportThatCannotBeMadeSaysWhyAndWritesNothing() {
        QTemporaryDir dir;
        Outcome refused = cli({"export", QDir(JUDGEDESK_EXAMPLES_DIR).filePath("tps-summax"), dir.filePath("summax")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("speaks CMS's protocol"), qPrintable(refused.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    }

    void generateRemakesAnExportedProblemsTestsUnchanged() {
        QTemporaryDir dir;
        const QString problem = dir.filePath("aplusb");
        QVERIFY(cli({"export", QDir(JUDGEDESK_EXAMPLES_DIR).filePath("aplusb"), problem}).exitCode == 0);
        QVERIFY(QFileInfo::exists(problem + "/generators/generators.yaml"));
        Outcome generated = cli({"generate", problem});
        QVERIFY2(generated.exitCode == 0, qPrintable(generated.out + generated.err));
        QVERIFY2(generated.out.contains("  input  unchanged secret/01-small  (gen.py 20 22)\n"),
                 qPrintable(generated.out));
        QVERIFY2(generated.out.endsWith("generate: 0 inputs written, 3 unchanged, 0 failed; 0 answers written, 3 "
                                        "unchanged, 0 failed; 0 invalid inputs\n"),
                 qPrintable(generated.out));
    }

    void generateRefusesWhatItCannotWrite_data() {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("error");
        QTest::newRow("an archive") << "archive.zip"
                                    << "is not a folder";
        QTest::newRow("no recipes") << "circle"
                                    << "says of no test how it is made";
        QTest::newRow("missing") << "nowhere"
                                 << "is not a folder";
    }

    void generateRefusesWhatItCannotWrite() {
        QFETCH(QString, problem);
        QFETCH(QString, error);
        QTemporaryDir dir;
        QVERIFY(cli({"export", "--to", "domjudge", QDir(JUDGEDESK_EXAMPLES_DIR).filePath("circle"),
                     dir.filePath("archive.zip")})
                    .exitCode == 0);
        const QString path =
            problem == "circle" ? QDir(JUDGEDESK_EXAMPLES_DIR).filePath(problem) : dir.filePath(problem);
        Outcome refused = cli({"generate", path});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(error), qPrintable(refused.err));
    }

    void stressFindsTheOverflowAndAddsItAsATest() {
        QTemporaryDir dir;
        const QString problem = dir.filePath("aplusb");
        QVERIFY(cli({"export", QDir(JUDGEDESK_EXAMPLES_DIR).filePath("aplusb"), problem}).exitCode == 0);
        Outcome found = cli({"stress", problem, "submissions/wrong_answer/overflow.cpp", "--args", "random {seed}",
                             "--add-test", "secret/stress-1"});
        QVERIFY2(found.exitCode == 1, qPrintable(found.out + found.err));
        QVERIFY2(found.out.contains("stress: seed 1 tells them apart\n  verdict:   WA"), qPrintable(found.out));
        QVERIFY2(found.out.contains("  generator: gen.py random 1\n"), qPrintable(found.out));
        QVERIFY(found.out.endsWith("stress: added as the test secret/stress-1\n"));
        QVERIFY(QFileInfo::exists(problem + "/data/secret/stress-1.in"));
        Outcome survived =
            cli({"stress", problem, "submissions/accepted/sum.py", "--args", "random {seed}", "--rounds", "6"});
        QVERIFY2(survived.exitCode == 0, qPrintable(survived.out + survived.err));
        QVERIFY(survived.out.endsWith("stress: no difference in 6 rounds\n"));
    }

    // CP Editor's folder: the generator and the brute force are found by their names.
    void stressBesideBareTestsTakesTheGeneratorAndBruteForceByTheirNamesAndKeepsItsFind() {
        QTemporaryDir dir;
        jd::test::writeTestFile(dir.filePath("1.in"), "1 2\n");
        jd::test::writeTestFile(dir.filePath("1.out"), "3\n");
        jd::test::writeTestFile(dir.filePath("gen.py"), "import sys\nprint(int(sys.argv[-1]) % 3, 1)\n");
        jd::test::writeTestFile(dir.filePath("brute.py"), "a, b = map(int, input().split())\nprint(a + b)\n");
        jd::test::writeTestFile(dir.filePath("sol.py"), "a, b = map(int, input().split())\nprint(a + b + (a == 1))\n");
        Outcome found = cli({"stress", dir.path(), "sol.py", "--add-test", "secret/stress-1"});
        QVERIFY2(found.exitCode == 1, qPrintable(found.out + found.err));
        QVERIFY2(found.out.startsWith("stress: sol.py against brute.py, tests from gen.py"), qPrintable(found.out));
        QVERIFY2(found.out.contains("stress: seed 1 tells them apart"), qPrintable(found.out));
        QCOMPARE(jd::test::readTestFile(dir.filePath("stress-1.out")), QByteArray("2\n")); // beside 1.in and 1.out
    }

    void stressExplainsBadInput_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        const QString aplusb = QDir(JUDGEDESK_EXAMPLES_DIR).filePath("aplusb");
        const QString circle = QDir(JUDGEDESK_EXAMPLES_DIR).filePath("circle");
        QTest::newRow("no solution") << QStringList{"stress", aplusb} << "usage: judgedesk-cli stress";
        QTest::newRow("missing solution")
            << QStringList{"stress", aplusb, "nothing.cpp"} << "nothing.cpp: no such file";
        QTest::newRow("no generator to guess")
            << QStringList{"stress", circle, "submissions/accepted/area.py"} << "which generator?";
        QTest::newRow("zero rounds") << QStringList{"stress", aplusb, "submissions/accepted/sum.py", "--rounds", "0"}
                                     << "--rounds: expected a positive number";
        QTest::newRow("negative seconds")
            << QStringList{"stress", aplusb, "submissions/accepted/sum.py", "--seconds", "-5"} << "--seconds:";
        QTest::newRow("nan time limit") << QStringList{"stress", aplusb, "submissions/accepted/sum.py", "--time-limit",
                                                       "nan"}
                                        << "--time-limit:";
        QTest::newRow("unclosed quote") << QStringList{"stress", aplusb, "submissions/accepted/sum.py", "--args",
                                                       "random '{seed}"}
                                        << "--args: the quote ' is not closed";
        QTest::newRow("bad test name") << QStringList{"stress", aplusb, "submissions/accepted/sum.py", "--add-test",
                                                      "../escape"}
                                       << "not a test name";
    }

    void stressExplainsBadInput() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        Outcome refused = cli(arguments);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(error), qPrintable(refused.err));
    }

    void exportRefusesATimeLimitThatIsNone_data() {
        QTest::addColumn<QString>("limit");
        for (const char* limit : {"0", "-1", "nan", "inf", "1e400", "soon"})
            QTest::newRow(limit) << limit;
    }

    void exportRefusesATimeLimitThatIsNone() {
        QFETCH(QString, limit);
        QTemporaryDir dir;
        Outcome refused = cli(
            {"export", "--time-limit", limit, QDir(JUDGEDESK_EXAMPLES_DIR).filePath("circle"), dir.filePath("p.zip")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("--time-limit"), qPrintable(refused.err));
        QVERIFY(!QFileInfo::exists(dir.filePath("p.zip")));
    }

    void validateSaysWhatABinaryOrEmptyInputIs() {
        QTemporaryDir dir;
        const QString problem = dir.filePath("aplusb");
        QVERIFY(cli({"export", QDir(JUDGEDESK_EXAMPLES_DIR).filePath("aplusb"), problem}).exitCode == 0);
        jd::test::writeTestFile(problem + "/data/secret/10-empty.in", "");
        jd::test::writeTestFile(problem + "/data/secret/10-empty.ans", "0\n");
        jd::test::writeTestFile(problem + "/data/secret/11-binary.in", QByteArray("\x00\xff\x1b[2J", 6));
        jd::test::writeTestFile(problem + "/data/secret/11-binary.ans", "0\n");
        Outcome checked = cli({"validate", problem});
        QCOMPARE(checked.exitCode, 1);
        QVERIFY2(checked.out.contains("  INVALID   secret/10-empty (validate.cpp): expected a\n"),
                 qPrintable(checked.out));
        QVERIFY2(checked.out.contains("  INVALID   secret/11-binary (validate.cpp): "), qPrintable(checked.out));
        QVERIFY2(!checked.out.contains('\x1b'), "a terminal escape from the input reached the report");
    }
};

QTEST_GUILESS_MAIN(CliPreparation)
#include "test_cli_preparation.moc"
