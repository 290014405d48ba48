// judgedesk-cli's judge, verify and contest commands as a user meets them: verdicts, the rules a package
// is judged by and their overrides, reports (text, JSON, JUnit), bad input, and verdicts that reach the user
// when the results store cannot keep them.
#include "cli_process.h"
#include "common/tree_copy.h"
#include "contest/contest_folder.h"
#include "contest/contest_record.h"
#include "sandbox_fixture.h"
#include "serve_process.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>
#include <optional>

namespace {

// A Kattis package with one test of A plus B: 2025-09 with the given time limit, or legacy naming none.
QString kattisAPlusB(const QString& root, std::optional<double> timeLimit) {
    const QByteArray yaml = timeLimit ? "problem_format_version: 2025-09\nname: P\nlimits:\n  time_limit: " +
                                            QByteArray::number(*timeLimit) + "\n"
                                      : QByteArray("name: P\n");
    jd::test::writeTestFile(root + "/problem.yaml", yaml);
    jd::test::writeTestFile(root + "/data/secret/1.in", "1 2\n");
    jd::test::writeTestFile(root + "/data/secret/1.ans", "3\n");
    return root;
}

} // namespace

class CliJudging : public QObject {
    Q_OBJECT
private slots:
    void judgeWithAnExecutorRunsTheSubmissionOnThatServerWithTheLocalVerdicts() {
        jd::test::ServeProcess server(0, 2, {"--auth-token", "t0k"});
        const QString address = server.address();
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        Outcome wrong =
            cli({"judge", "--no-store", "--executor", address, "--executor-token", "t0k", aplusb,
                 aplusb + "/submissions/wrong_answer/overflow.cpp", aplusb + "/submissions/accepted/sum.py"});
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY2(wrong.out.contains("overflow.cpp (C++20)") && wrong.out.contains("Result: WA (Wrong answer), 3/4"),
                 qPrintable(wrong.out));
        QVERIFY2(wrong.out.contains("Result: AC (Accepted), 4/4 tests accepted"), qPrintable(wrong.out));
        // Where the runs went, and how many each server answered.
        QVERIFY2(wrong.err.contains("runs: on http://" + address + " (2 at once)") ||
                     wrong.err.contains("runs: on http://" + address),
                 qPrintable(wrong.err));
        QVERIFY2(wrong.err.contains("runs per server: http://" + address + " 8;"), qPrintable(wrong.err));
    }

    void judgeWithAnExecutorNobodyAnswersAtIsAUsageErrorNamingIt() {
        Outcome refused = cli({"judge", "--executor", "127.0.0.1:1", QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb",
                               QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb/submissions/accepted/sum.py"});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("--executor: no go-judge server answers") && refused.err.contains("127.0.0.1:1"),
                 qPrintable(refused.err));
    }

    void judgeAcceptsAndRejectsByExitCode() {
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        Outcome accepted = cli({"judge", aplusb, aplusb + "/submissions/accepted/sum.cpp"});
        QCOMPARE(accepted.exitCode, 0);
        QVERIFY2(accepted.out.contains("Result: AC (Accepted), 4/4 tests accepted"), qPrintable(accepted.out));
        QVERIFY(accepted.out.contains(QRegularExpression("Stored as judgement #\\d+\\.")));
        QVERIFY(accepted.out.contains("secret/03-large"));
        Outcome wrong = cli({"judge", "--json", aplusb, aplusb + "/submissions/wrong_answer/overflow.cpp"});
        QCOMPARE(wrong.exitCode, 1);
        QJsonObject report = QJsonDocument::fromJson(wrong.out.toUtf8()).array().first().toObject();
        QCOMPARE(report["verdict"].toString(), QStringLiteral("WA"));
        QCOMPARE(report["systemVerdict"].toString(), QStringLiteral("WA"));
        QCOMPARE(report["tests"].toArray().size(), 4);
        QVERIFY(report["stored"].toInteger() > 0);
        QCOMPARE(report["dialect"].toString(), QStringLiteral("kattis"));
        QCOMPARE(report["rules"].toObject()["memoryLimit"].toString(), QStringLiteral("address-space"));
        QCOMPARE(report["rules"].toObject()["processes"].toString(), QStringLiteral("language"));
    }

    // The system's own word beside JudgeDesk's, with plain words where it says less.
    void judgeJsonGivesTheVerdictInTheWordsOfThePackagesSystem() {
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        Outcome hog =
            cli({"judge", "--json", "--no-store", aplusb, aplusb + "/submissions/memory_limit_exceeded/hog.cpp"});
        QCOMPARE(hog.exitCode, 1);
        const QJsonObject report = QJsonDocument::fromJson(hog.out.toUtf8()).array().first().toObject();
        QCOMPARE(report["verdict"].toString(), QStringLiteral("MLE"));
        QCOMPARE(report["systemVerdict"].toString(), QStringLiteral("RTE"));
        const QJsonObject first = report["tests"].toArray().first().toObject();
        QCOMPARE(first["systemVerdict"].toString(), QStringLiteral("RTE"));
        QVERIFY2(first["explanation"].toString().contains("the cap on its address space refused an allocation"),
                 qPrintable(first["explanation"].toString()));
        Outcome domjudge = cli({"judge", "--json", "--no-store", "--dialect", "domjudge", aplusb,
                                aplusb + "/submissions/accepted/sum.cpp"});
        QCOMPARE(QJsonDocument::fromJson(domjudge.out.toUtf8()).array().first().toObject()["systemVerdict"].toString(),
                 QStringLiteral("CORRECT"));
    }

    // The rules a judging follows are printed before it, and what the user chose wins over the package.
    void judgePrintsTheRulesItFollowsAndTheirOverrides() {
        const QString guess = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/guess";
        const QString solution = guess + "/submissions/accepted/binary_search.cpp";
        Outcome kattis = cli({"judge", guess, solution});
        QCOMPARE(kattis.exitCode, 0);
        QVERIFY2(kattis.out.contains("kattis rules (problem.yaml is present)") &&
                     kattis.out.contains("interactive programs talk through plain pipes"),
                 qPrintable(kattis.out));
        Outcome recorded = cli(
            {"judge", "--dialect", "domjudge", "--output-limit", "kill", "--interaction", "recorded", guess, solution});
        QCOMPARE(recorded.exitCode, 0);
        QVERIFY2(recorded.out.contains("domjudge rules (given with --dialect, with rules overridden)") &&
                     recorded.out.contains("output past the limit stops the program") &&
                     recorded.out.contains("a program runs at most 64 processes and threads") &&
                     recorded.out.contains("interactive programs talk through a relay that records them"),
                 qPrintable(recorded.out));
    }

    // A package that names no memory limit is judged by its system's default, or by the one given for such
    // packages; one that names it keeps it; an override wins over both. Each judgement says which and why.
    void theMemoryLimitAndWhereItCameFromArePrinted_data() {
        QTest::addColumn<bool>("packageNamesIt");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("expected");
        QTest::newRow("named") << true << QStringList() << "memory 256 MiB (from the package)";
        QTest::newRow("named, a default given")
            << true << QStringList{"--default-memory-limit", "300"} << "memory 256 MiB (from the package)";
        QTest::newRow("none named") << false << QStringList()
                                    << "memory 2048 MiB (the package names none: its system's default)";
        QTest::newRow("none named, a default given")
            << false << QStringList{"--default-memory-limit", "300"}
            << "memory 300 MiB (the package names none: this machine's default)";
        QTest::newRow("overridden") << true << QStringList{"--memory-limit", "128"} << "memory 128 MiB (given)";
    }
    void theMemoryLimitAndWhereItCameFromArePrinted() {
        QFETCH(bool, packageNamesIt);
        QFETCH(QStringList, options);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString root = dir.filePath("aplusb");
        QVERIFY(jd::copyTree(QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb", root));
        if (!packageNamesIt) {
            QByteArray yaml = jd::test::readTestFile(root + "/problem.yaml");
            yaml.replace("memory: 256", "output: 8");
            jd::test::writeTestFile(root + "/problem.yaml", yaml);
        }
        Outcome judged = cli(QStringList{"judge", "--no-store"} + options +
                             QStringList{root, root + "/submissions/accepted/sum.py"});
        QCOMPARE(judged.exitCode, 0);
        QVERIFY2(judged.out.contains(expected), qPrintable(judged.out + judged.err));
    }

    // A test named with a terminal escape and a message full of them: escaped in the table, and the
    // JUnit report stays well-formed XML.
    void controlCharactersFromAPackageAreEscapedInEveryReport() {
        QTemporaryDir dir;
        const QString root = dir.filePath("esc");
        jd::test::writeTestFile(root + "/problem.yaml", "name: E\n");
        jd::test::writeTestFile(root + "/data/secret/\x1b[2J.in", "1\n");
        jd::test::writeTestFile(root + "/data/secret/\x1b[2J.ans", "2\n");
        const QString source = jd::test::writeTestFile(dir.filePath("shout.py"), "print('\\x1b]0;owned\\x07')\n");
        Outcome outcome = cli({"judge", "--junit", dir.filePath("report.xml"), root, source});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(!outcome.out.contains(QChar(0x1b)) && outcome.out.contains("secret/\\x1b[2J"),
                 qPrintable(outcome.out));
        QFile xml(dir.filePath("report.xml"));
        QVERIFY(xml.open(QIODevice::ReadOnly));
        QXmlStreamReader reader(&xml);
        while (!reader.atEnd())
            reader.readNext();
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    }

    // A results database that cannot be written never costs the verdicts: they are printed, and the exit
    // status (4) and a message say they were not kept.
    void verdictsReachTheUserWhenTheStoreCannotKeepThem_data() {
        QTest::addColumn<QString>("store");
        QTest::addColumn<QString>("reason");
        QTest::newRow("a device") << "/dev/null"
                                  << "not a regular file";
        QTest::newRow("a directory") << "<dir>"
                                     << "not a regular file";
        QTest::newRow("not a database") << "<garbage>"
                                        << "the judgements were not stored";
    }
    void verdictsReachTheUserWhenTheStoreCannotKeepThem() {
        QFETCH(QString, store);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        if (store == "<dir>") store = dir.path();
        if (store == "<garbage>")
            store = jd::test::writeTestFile(dir.filePath("results.sqlite"), QByteArray(8192, 'x'));
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        Outcome outcome = cli({"judge", "--store", store, aplusb, aplusb + "/submissions/accepted/sum.cpp"});
        QCOMPARE(outcome.exitCode, 4);
        QVERIFY2(outcome.out.contains("Result: AC (Accepted)"), qPrintable(outcome.out));
        QVERIFY2(outcome.err.contains("the judgements were not stored") && outcome.err.contains(reason),
                 qPrintable(outcome.err));
        QVERIFY(!QFileInfo::exists("/dev/null-journal") && !QFileInfo::exists("/dev/null-wal"));
    }

    void samplesOnlyAreJudgedAfterAWarning() {
        QTemporaryDir dir;
        const QString root = dir.filePath("samples");
        jd::test::writeTestFile(root + "/problem.yaml", "name: S\n");
        jd::test::writeTestFile(root + "/data/sample/1.in", "1\n");
        jd::test::writeTestFile(root + "/data/sample/1.ans", "2\n");
        const QString source = jd::test::writeTestFile(dir.filePath("next.py"), "print(int(input()) + 1)\n");
        Outcome outcome = cli({"judge", "--no-store", root, source});
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY2(outcome.err.contains(
                     "warning: samples: data/secret/ holds no test: the problem is judged on its samples only"),
                 qPrintable(outcome.err));
    }

    void judgeWritesJunit() {
        QTemporaryDir dir;
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        Outcome outcome = cli({"judge", "--junit", dir.filePath("report.xml"), aplusb,
                               aplusb + "/submissions/compiler_error/broken.cpp"});
        QCOMPARE(outcome.exitCode, 1);
        QFile xml(dir.filePath("report.xml"));
        QVERIFY(xml.open(QIODevice::ReadOnly));
        QByteArray text = xml.readAll();
        QVERIFY(text.contains("<testsuite name=\"aplusb/broken.cpp\""));
        QVERIFY(text.contains("compile error"));
    }

    void judgeExplainsBadInput_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        QTest::newRow("no source") << QStringList{"judge", aplusb} << "usage: judgedesk-cli judge";
        QTest::newRow("no problem") << QStringList{"judge", "/nonexistent", "x.cpp"}
                                    << "/nonexistent: no such file or directory";
        QTest::newRow("missing source") << QStringList{"judge", aplusb, "/nonexistent.cpp"} << "no such file";
        QTest::newRow("unknown language")
            << QStringList{"judge", aplusb, aplusb + "/problem.yaml"} << "unknown language";
        QTest::newRow("bad lang") << QStringList{"judge", "--lang", "cobol", aplusb, aplusb + "/problem.yaml"}
                                  << "--lang cobol: unknown language";
        const QString sum = aplusb + "/submissions/accepted/sum.cpp";
        QTest::newRow("bad dialect") << QStringList{"judge", "--dialect", "uva", aplusb, sum}
                                     << "--dialect uva: expected kattis, domjudge, polygon, cms, omegaup or judgedesk";
        QTest::newRow("bad interaction") << QStringList{"judge", "--interaction", "sideways", aplusb, sum}
                                         << "--interaction sideways: expected direct or recorded";
        QTest::newRow("bad output rule") << QStringList{"judge", "--output-limit", "ignore", aplusb, sum}
                                         << "--output-limit ignore: expected kill or truncate";
        QTest::newRow("bad process rule") << QStringList{"judge", "--process-limit", "many", aplusb, sum}
                                          << "--process-limit many: expected language or 64";
        QTest::newRow("a time limit of nothing")
            << QStringList{"judge", "--time-limit", "0", aplusb, sum} << "--time-limit: '0' is no limit";
        QTest::newRow("a negative time limit")
            << QStringList{"judge", "--time-limit=-2", aplusb, sum} << "--time-limit: '-2' is not a duration";
        QTest::newRow("a stress limit of nothing")
            << QStringList{"stress", "--time-limit", "0", aplusb, sum} << "--time-limit: '0' is no limit";
        QTest::newRow("a calibration ceiling of nothing")
            << QStringList{"calibrate", "--ceiling", "0", aplusb} << "--ceiling: '0' is no limit";
        QTest::newRow("bad time margins")
            << QStringList{"verify", "--time-margins", "maybe", aplusb} << "--time-margins maybe: expected on or off";
    }
    void judgeExplainsBadInput() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        Outcome outcome = cli(arguments);
        QCOMPARE(outcome.exitCode, 2);
        QVERIFY2(outcome.err.contains(message), qPrintable(outcome.err));
    }

    void verifyAgreesOnEveryExampleAsWhenEveryTestRuns_data() {
        QTest::addColumn<QString>("problem");
        const QDir examples(QStringLiteral(JUDGEDESK_EXAMPLES_DIR));
        for (const QString& name : examples.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            if (QDir(examples.filePath(name)).exists("problem.yaml") ||
                QDir(examples.filePath(name)).exists("problem.xml") ||
                QDir(examples.filePath(name)).exists("problem.json"))
                QTest::newRow(qPrintable(name)) << examples.filePath(name);
    }
    // Stopping each submission at its deciding test and judging them side by side changes no line of the
    // verification: every verdict and warning is what running every test one at a time gives.
    void verifyAgreesOnEveryExampleAsWhenEveryTestRuns() {
        QFETCH(QString, problem);
        Outcome outcome = cli({"verify", "--jobs", "2", problem});
        QVERIFY2(outcome.out.contains(QRegularExpression("verify: [1-9]\\d* agreed, 0 disagreed, 0 skipped\\n$")),
                 qPrintable(outcome.out + outcome.err));
        QCOMPARE(outcome.exitCode, 0);
        const Outcome everyTest = cli({"verify", "--all-tests", "--jobs", "1", problem});
        QVERIFY2(everyTest.exitCode == 0, qPrintable(everyTest.out + everyTest.err));
        QStringList lines = outcome.out.split('\n');
        lines.removeIf([](const QString& line) { return line.contains(" not needed: "); });
        QCOMPARE(lines, everyTest.out.split('\n'));
    }

    void verifyReportsAMismatch() {
        QTemporaryDir dir;
        const QString root = dir.filePath("p");
        jd::test::writeTestFile(root + "/data/secret/1.in", "1 2\n");
        jd::test::writeTestFile(root + "/data/secret/1.ans", "3\n");
        jd::test::writeTestFile(root + "/submissions/accepted/wrong.py", "print(4)\n");
        jd::test::writeTestFile(root + "/submissions/wrong_answer/right.py",
                                "# @EXPECTED_RESULTS@: CORRECT\nprint(3)\n");
        Outcome outcome = cli({"verify", root});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.out.contains("MISMATCH  accepted/wrong.py: got WA, expected AC"), qPrintable(outcome.out));
        QVERIFY(outcome.out.contains("ok        wrong_answer/right.py: AC"));
        QVERIFY(outcome.out.endsWith("verify: 1 agreed, 1 disagreed, 0 skipped\n"));
    }

    void verifyOfAPackageWithoutSubmissionsFailsSayingSo() {
        QTemporaryDir dir;
        const QString root = dir.filePath("p");
        jd::test::writeTestFile(root + "/problem.yaml", "name: P\n");
        jd::test::writeTestFile(root + "/data/secret/1.in", "1 2\n");
        jd::test::writeTestFile(root + "/data/secret/1.ans", "3\n");
        Outcome outcome = cli({"verify", root});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.out.contains("verify: the package has no submissions to verify"), qPrintable(outcome.out));
    }

    void verifyOfBareTestsNamesTheSourcesBesideThemThatHaveNoExpectedVerdict() {
        QTemporaryDir dir;
        jd::test::writeTestFile(dir.filePath("1.in"), "1 2\n");
        jd::test::writeTestFile(dir.filePath("1.out"), "3\n");
        jd::test::writeTestFile(dir.filePath("sol.cpp"), "int main() {}\n");
        jd::test::writeTestFile(dir.filePath("checker.cpp"), "int main() {}\n");
        Outcome outcome = cli({"verify", dir.path()});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.out.contains("  sol.cpp has no expected verdict: move a solution into submissions/accepted/"),
                 qPrintable(outcome.out));
        QVERIFY2(!outcome.out.contains("checker.cpp"), qPrintable(outcome.out));
    }

    // problemtools runs every test of a Kattis package to time_limit × time_limit_to_tle; verify does too, and
    // says so before the first verdict.
    void verifyHoldsAKattisPackageToTimeMarginsAndSaysSo() {
        QTemporaryDir dir;
        const QString root = kattisAPlusB(dir.filePath("p"), 2);
        jd::test::writeTestFile(root + "/submissions/accepted/right.py", "print(3)\n");
        Outcome outcome = cli({"verify", root});
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY2(outcome.out.contains("Time limit 2 s, from the package\n"), qPrintable(outcome.out));
        QVERIFY(outcome.out.contains("every test runs to 3 s (time_limit × time_limit_to_tle)"));
        QVERIFY(outcome.out.contains("accepted submissions should run within 1 s (time_limit / ac_to_time_limit)"));
        outcome = cli({"verify", "--time-margins", "off", root});
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY2(!outcome.out.contains("Time margins"), qPrintable(outcome.out));
    }

    void verifyPrintsATimeMarginWarningBesideTheVerdict() {
        QTemporaryDir dir;
        const QString root = kattisAPlusB(dir.filePath("p"), 0.5);
        jd::test::writeTestFile(root + "/submissions/time_limit_exceeded/edge.cpp",
                                "#include <cstdio>\n#include <ctime>\nint main() {"
                                " while (std::clock() < 0.6 * CLOCKS_PER_SEC) {} std::puts(\"3\"); }\n");
        Outcome outcome = cli({"verify", root});
        QCOMPARE(outcome.exitCode, 0); // a warning leaves the status alone, as in problemtools without --werror
        QVERIFY2(outcome.out.contains("  ok        time_limit_exceeded/edge.cpp: TLE\n"
                                      "  warning   time_limit_exceeded/edge.cpp: sensitive to the time limit: "
                                      "TLE at 0.5 s, AC at 0.75 s\n"),
                 qPrintable(outcome.out));
        QVERIFY(outcome.out.endsWith("verify: 1 agreed, 0 disagreed, 0 skipped, 1 warning\n"));
    }

    // Kattis sets the limit of a package that names none from its accepted submissions; judge does the same,
    // once per package.
    void judgeCalibratesTheLimitOfAKattisPackageThatNamesNone() {
        QTemporaryDir dir;
        const QString root = kattisAPlusB(dir.filePath("p"), std::nullopt);
        const QString right = jd::test::writeTestFile(root + "/submissions/accepted/right.py", "print(3)\n");
        Outcome outcome = cli({"judge", "--no-store", root, right});
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY2(outcome.err.contains("calibrating it from its accepted submissions, as Kattis does"),
                 qPrintable(outcome.err));
        QVERIFY2(outcome.out.contains("time limit 1 s (calibrated from the accepted submissions as problemtools "
                                      "does: max(1 s, ceil("),
                 qPrintable(outcome.out));
        outcome = cli({"judge", "--no-store", root, right});
        QVERIFY2(!outcome.err.contains("calibrating"), qPrintable(outcome.err));
        QVERIFY2(outcome.out.contains("remembered from an earlier judging"), qPrintable(outcome.out));
    }

    void contestJudgesTheExampleFolderAndExportsStandings() {
        QTemporaryDir dir;
        Outcome outcome = cli({"contest", QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/contest-day1", "--csv",
                               dir.filePath("standings.csv"), "--html", dir.filePath("standings.html")});
        QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.out + outcome.err));
        QVERIFY2(outcome.out.contains("bob / max: WA, 60 points"), qPrintable(outcome.out));
        QVERIFY2(outcome.out.contains("carol / max: CE, 0 points"), qPrintable(outcome.out));
        QVERIFY2(outcome.out.contains("Rank  Contestant     max     rev  Total\n"
                                      "1     alice       100 AC  100 AC    200\n"
                                      "2     bob          60 WA  100 AC    160\n"
                                      "3     carol         0 CE       -      0\n"),
                 qPrintable(outcome.out));
        QFile csv(dir.filePath("standings.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readAll(), QByteArray("rank,contestant,max,max verdict,rev,rev verdict,total\r\n"
                                           "1,alice,100,AC,100,AC,200\r\n"
                                           "2,bob,60,WA,100,AC,160\r\n"
                                           "3,carol,0,CE,,,0\r\n"));
        QFile html(dir.filePath("standings.html"));
        QVERIFY(html.open(QIODevice::ReadOnly));
        QVERIFY(html.readAll().contains("<h1>Training camp, day 1</h1>"));
    }

    void aContestsProblemJudgedOnItsOwnUsesTheContestsFileInputAndOutput() {
        const QString contest = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/contest-day1";
        Outcome outcome = cli({"judge", "--no-store", contest + "/data/rev", contest + "/source/bob/rev/rev.cpp"});
        QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.out + outcome.err));
        QVERIFY2(outcome.out.contains("Result: AC"), qPrintable(outcome.out));
        QVERIFY2(outcome.out.contains("Reversed (file input and output) (rev): time limit 1 s (from contest.yaml), "
                                      "memory 256 MiB (from contest.yaml)"),
                 qPrintable(outcome.out));
    }

    // A coach judges the contest from a terminal, then opens it in the window to look at a cell.
    void aContestJudgedHereComesBackOnTheContestPagesBoard() {
        QTemporaryDir dir;
        const QString storePath = dir.filePath("results.sqlite");
        const QString folder = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/contest-day1";
        Outcome outcome = cli({"contest", "--store", storePath, folder});
        QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.out + outcome.err));
        auto languages = jd::judge::LanguageRegistry::load();
        QVERIFY(languages);
        auto read = jd::contest::readContestFolder(folder, *languages);
        QVERIFY(read);
        auto store = jd::store::ResultsStore::open(storePath);
        QVERIFY(store);
        auto recalled = jd::contest::recallContestEntries(*store.value(), *read);
        QVERIFY2(recalled, recalled ? "" : recalled.error().c_str());
        QCOMPARE(recalled->size(), 5); // alice and bob: both problems; carol: max
        for (const jd::contest::RecalledEntry& cell : recalled.value()) {
            QVERIFY(!cell.sourceChanged);
            if (cell.entry.contestant == "bob" && cell.entry.problemId == "max") {
                QCOMPARE(cell.entry.score, 60.0);
                QCOMPARE(cell.entry.report.verdict, jd::judge::Verdict::WA);
            }
        }
    }

    // The board's cell says "refused"; the terminal says why, on the line and again under the board.
    void aContestantsSourceLeadingOutsideIsRefusedWithItsReasonUnderTheBoard() {
        QTemporaryDir dir;
        const QString contest = dir.filePath("contest");
        QVERIFY(jd::copyTree(QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/contest-day1", contest));
        jd::test::writeTestFile(dir.filePath("elsewhere/max.cpp"), "int main() {}\n");
        QVERIFY(QDir().mkpath(contest + "/source/dave/max"));
        QVERIFY(QFile::link(dir.filePath("elsewhere/max.cpp"), contest + "/source/dave/max/max.cpp"));
        Outcome outcome = cli({"contest", "--no-store", contest});
        QVERIFY2(outcome.out.contains("dave / max: refused (source/dave/max/max.cpp leads outside the contest folder"),
                 qPrintable(outcome.out));
        const qsizetype board = outcome.out.indexOf("Rank  Contestant");
        const qsizetype reason = outcome.out.lastIndexOf("Not judged (the source was not read):\n  dave / max: "
                                                         "source/dave/max/max.cpp leads outside the contest folder");
        QVERIFY2(board >= 0 && reason > board, qPrintable(outcome.out));
    }

    void contestJsonAndBrokenFolders() {
        Outcome json =
            cli({"contest", "--json", "--no-store", QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/contest-day1"});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject standings = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(standings["standings"].toArray().at(1).toObject()["total"].toDouble(), 160.0);
        Outcome missing = cli({"contest", "/nonexistent"});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("/nonexistent: not a contest folder"), qPrintable(missing.err));
        QTemporaryDir dir;
        jd::test::writeTestFile(dir.filePath("data/a/1.in"), "1\n");
        Outcome noAnswer = cli({"contest", dir.path()});
        QCOMPARE(noAnswer.exitCode, 2);
        QVERIFY2(noAnswer.err.contains("a/1.in: has no answer file"), qPrintable(noAnswer.err));
    }
};

QTEST_GUILESS_MAIN(CliJudging)
#include "test_cli_judging.moc"
