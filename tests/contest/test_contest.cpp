// Contest folders (LemonLime / Cena layout) and their standings: what is read from a folder, which
// source is judged, the message a broken folder gets, how ranks are shared and how names are escaped.
#include "common/display_width.h"
#include "contest/contest_folder.h"
#include "contest/shared_outputs.h"
#include "contest/standings.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jd::contest;

namespace {

using Files = QMap<QString, QString>;

const jd::judge::LanguageRegistry& languages() {
    static const jd::judge::LanguageRegistry registry = *jd::judge::LanguageRegistry::load("/nonexistent");
    return registry;
}

QString errorOf(const QString& directory) {
    auto contest = readContestFolder(directory, languages());
    return contest ? QStringLiteral("<no error>") : QString::fromStdString(contest.error());
}

void bareTests(const QString& folder, int count) {
    for (int i = 1; i <= count; ++i) {
        jd::test::writeTestFile(folder + QStringLiteral("/t%1.in").arg(i), "1\n");
        jd::test::writeTestFile(folder + QStringLiteral("/t%1.out").arg(i), "1\n");
    }
}

ContestEntry entry(const QString& contestant, const QString& problem, double score, jd::judge::Verdict verdict) {
    ContestEntry made;
    made.contestant = contestant;
    made.problemId = problem;
    made.source = "/src/" + contestant + "/" + problem + ".cpp";
    made.score = score;
    made.report.verdict = verdict;
    return made;
}

Contest twoProblemContest(const QStringList& contestants) {
    Contest contest;
    contest.title = "Day 1";
    contest.problems = {{"a", {}}, {"b", {}}};
    for (const QString& name : contestants)
        contest.contestants << Contestant{name, {}, {}, {}};
    return contest;
}

} // namespace

class ContestFolder : public QObject {
    Q_OBJECT
private slots:
    void aFolderWithoutTitleIsNamedForItselfAlsoGivenWithATrailingSlash() {
        QTemporaryDir dir;
        const QString contest = dir.filePath("day2");
        bareTests(contest + "/data/sum", 1);
        jd::test::writeTestFile(contest + "/source/alice/sum.py", "print(1)\n");
        auto read = readContestFolder(contest + "/", languages());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QCOMPARE(read->title, QString("day2"));
        QCOMPARE(read->directory, contest);
    }

    void exampleFolderIsRead() {
        auto contest = readContestFolder(JUDGEDESK_EXAMPLES_DIR "/contest-day1", languages());
        QVERIFY2(contest.ok(), contest.ok() ? "" : contest.error().c_str());
        QCOMPARE(contest->title, QString("Training camp, day 1"));
        QCOMPARE(contest->problems.size(), 2);
        const auto& max = contest->problems[0].problem;
        QCOMPARE(max.name, QString("Largest number"));
        QCOMPARE(max.limits.memoryMiB, 256);
        QStringList names;
        for (const auto& test : max.allTests()) {
            names << test.name;
            QCOMPARE(test.points, std::optional<double>(20));
        }
        QCOMPARE(names, QStringList({"secret/max1", "secret/max2", "secret/max3", "secret/max4", "secret/max10"}));
        const auto& rev = contest->problems[1].problem;
        QCOMPARE(rev.inputFileName, QString("rev.in"));
        QCOMPARE(rev.outputFileName, QString("rev.out"));
        QCOMPARE(rev.data.testCount(), 4);

        QCOMPARE(contest->contestants.size(), 3);
        const Contestant& bob = contest->contestants[1];
        QCOMPARE(bob.name, QString("bob"));
        QVERIFY2(bob.sources.value("rev").endsWith("/source/bob/rev/rev.cpp"), "LemonLime's folder per problem");
        QVERIFY(bob.sources.value("max").endsWith("/source/bob/max.py"));
        QVERIFY2(!contest->contestants[2].sources.contains("rev"), "carol submitted nothing for rev");
    }

    void newestOfSeveralSourcesIsJudged() {
        QTemporaryDir dir;
        bareTests(dir.filePath("data/a"), 2);
        const QString older = jd::test::writeTestFile(dir.filePath("src/ann/a.cpp"), "int main() {}\n");
        const QString newer = jd::test::writeTestFile(dir.filePath("src/ann/a.py"), "print(1)\n");
        QFile olderFile(older);
        QVERIFY(olderFile.open(QIODevice::ReadWrite));
        QVERIFY(olderFile.setFileTime(QDateTime::currentDateTime().addSecs(-60), QFileDevice::FileModificationTime));
        jd::test::writeTestFile(dir.filePath("src/ann/notes.txt"), "not a source\n");
        auto contest = readContestFolder(dir.path(), languages());
        QVERIFY2(contest.ok(), contest.ok() ? "" : contest.error().c_str());
        const Contestant& ann = contest->contestants.first();
        QCOMPARE(ann.sources.value("a"), QFileInfo(newer).absoluteFilePath());
        QCOMPARE(ann.notes, QStringList({"a.cpp not judged: a.py is newer"}));
    }

    // Judged on its own (History's "Judge Again", `judge data/rev`), a contest's problem keeps the contest's word.
    void aContestsProblemReadOnItsOwnHasTheContestsSettings() {
        QTemporaryDir dir;
        bareTests(dir.filePath("data/rev"), 1);
        jd::test::writeTestFile(dir.filePath("src/ann/rev.cpp"), "int main() {}\n");
        jd::test::writeTestFile(dir.filePath("contest.yaml"),
                                "time_limit: 3\nproblems:\n  rev:\n    title: Reversed\n    input: rev.in\n"
                                "    output: rev.out\n");
        auto read = readProblemAsJudged(dir.filePath("data/rev"));
        QVERIFY2(read, read ? "" : read.error().c_str());
        QCOMPARE(read->name, QStringLiteral("Reversed"));
        QCOMPARE(read->inputFileName, QStringLiteral("rev.in"));
        QCOMPARE(read->outputFileName, QStringLiteral("rev.out"));
        QCOMPARE(read->limits.timeLimit, std::optional<double>(3));
        QCOMPARE(read->limits.timeLimitSource, QStringLiteral("from contest.yaml"));
    }

    void aContestsProblemUnderABrokenContestFileIsRefusedNamingTheFile() {
        QTemporaryDir dir;
        bareTests(dir.filePath("data/rev"), 1);
        jd::test::writeTestFile(dir.filePath("contest.yaml"), "time_limit: [\n");
        auto read = readProblemAsJudged(dir.filePath("data/rev"));
        QVERIFY(!read);
        QVERIFY2(QString::fromStdString(read.error()).startsWith(dir.filePath("contest.yaml:")), read.error().c_str());
    }

    void aProblemOutsideAContestIsReadAsItsPackageSays() {
        QTemporaryDir dir;
        bareTests(dir.filePath("data/rev"), 1); // data/ without source/ or contest.yaml: no contest
        auto read = readProblemAsJudged(dir.filePath("data/rev"));
        QVERIFY2(read, read ? "" : read.error().c_str());
        QVERIFY(read->inputFileName.isEmpty());
    }

    // LemonLime reads a source only by its problem's exact name: a near miss is said, not silently passed over.
    void aSourceNamedInAnotherCaseOrWithAnUnknownExtensionIsSaidNotJudged() {
        QTemporaryDir dir;
        bareTests(dir.filePath("data/a"), 1);
        bareTests(dir.filePath("data/b"), 1);
        jd::test::writeTestFile(dir.filePath("src/ann/A.CPP"), "int main() {}\n");
        jd::test::writeTestFile(dir.filePath("src/ann/b.cxx2"), "int main() {}\n");
        jd::test::writeTestFile(dir.filePath("src/ann/b.in"), "1\n"); // her own test: no note
        auto contest = readContestFolder(dir.path(), languages());
        QVERIFY2(contest.ok(), contest.ok() ? "" : contest.error().c_str());
        const Contestant& ann = contest->contestants.first();
        QVERIFY(ann.sources.isEmpty());
        QCOMPARE(ann.notes.size(), 2);
        QVERIFY2(ann.notes[0].startsWith("A.CPP not judged: a source is named exactly for its problem (a.*)"),
                 qPrintable(ann.notes[0]));
        QCOMPARE(ann.notes[1], QStringLiteral("b.cxx2 not judged: no language is known for its extension"));
    }

    // Its content could otherwise show up in a compiler's error on the board.
    void aSourceLinkedFromOutsideTheContestFolderIsRefusedWithTheReason() {
        QTemporaryDir dir, elsewhere;
        bareTests(dir.filePath("data/a"), 1);
        bareTests(dir.filePath("data/b"), 1);
        const QString secret = jd::test::writeTestFile(elsewhere.filePath("secret.cpp"), "int main() {}\n");
        QVERIFY(QDir().mkpath(dir.filePath("src/eve")));
        QVERIFY(QFile::link(secret, dir.filePath("src/eve/a.cpp")));
        jd::test::writeTestFile(dir.filePath("src/eve/b.cpp"), "int main() {}\n");
        auto contest = readContestFolder(dir.path(), languages());
        QVERIFY2(contest.ok(), contest.ok() ? "" : contest.error().c_str());
        const Contestant& eve = contest->contestants.first();
        QVERIFY(!eve.sources.contains("a"));
        QVERIFY(eve.sources.contains("b")); // her other source is judged as usual
        QVERIFY2(eve.refused.value("a").contains("src/eve/a.cpp leads outside the contest folder (to " +
                                                 QFileInfo(secret).canonicalFilePath() + ")"),
                 qPrintable(eve.refused.value("a")));
    }

    void aContestantFolderThatLinksOutOfTheContestIsRefused() {
        QTemporaryDir dir, elsewhere;
        bareTests(dir.filePath("data/a"), 1);
        jd::test::writeTestFile(elsewhere.filePath("mallory/a.cpp"), "int main() {}\n");
        QVERIFY(QDir().mkpath(dir.filePath("src")));
        QVERIFY(QFile::link(elsewhere.filePath("mallory"), dir.filePath("src/mallory")));
        auto contest = readContestFolder(dir.path(), languages());
        QVERIFY(contest.ok());
        QVERIFY(contest->contestants.first().sources.isEmpty());
        QVERIFY(contest->contestants.first().refused.value("a").contains("leads outside the contest folder"));
    }

    void aRefusedSourceShowsOnTheStandings() {
        Contest contest = twoProblemContest({"eve"});
        contest.contestants.first().refused.insert("a", "src/eve/a.cpp leads outside the contest folder");
        ContestResults results;
        ContestEntry refused;
        refused.contestant = "eve";
        refused.problemId = "a";
        refused.refusal = contest.contestants.first().refused.value("a");
        results.entries << refused;
        const Standings standings = computeStandings(contest, results);
        QCOMPARE(standings.rows.first().cells.first().verdict, QStringLiteral("refused"));
        QCOMPARE(standings.rows.first().cells.first().score, 0.0);
    }

    void packageInAContestKeepsItsTestsAndTakesTheContestLimits() {
        QTemporaryDir dir;
        jd::test::writeTestFile(dir.filePath("problems/hello/problem.yaml"), "name: Hello\nlimits:\n  memory: 1024\n");
        jd::test::writeTestFile(dir.filePath("problems/hello/data/secret/1.in"), "1\n");
        jd::test::writeTestFile(dir.filePath("problems/hello/data/secret/1.ans"), "1\n");
        jd::test::writeTestFile(dir.filePath("contest.yaml"), "problems:\n  hello: {time_limit: 3}\n");
        QDir().mkpath(dir.filePath("source/ann"));
        auto contest = readContestFolder(dir.path(), languages());
        QVERIFY2(contest.ok(), contest.ok() ? "" : contest.error().c_str());
        const auto& hello = contest->problems.first().problem;
        QCOMPARE(hello.name, QString("Hello"));
        QCOMPARE(hello.limits.timeLimit, std::optional<double>(3));
        QCOMPARE(hello.limits.memoryMiB, 1024);
    }

    void specialJudgeBesideTheTestsIsATestlibChecker() {
        QTemporaryDir dir;
        bareTests(dir.filePath("data/a"), 1);
        jd::test::writeTestFile(dir.filePath("data/a/spj.cpp"), "int main() {}\n");
        QDir().mkpath(dir.filePath("source"));
        auto contest = readContestFolder(dir.path(), languages());
        QVERIFY(contest.ok());
        QVERIFY(contest->problems.first().problem.outputValidator.endsWith("/data/a/spj.cpp"));
        QCOMPARE(contest->problems.first().problem.outputValidatorProtocol, QString("testlib"));
    }

    void brokenFoldersAreExplained_data() {
        QTest::addColumn<Files>("files");
        QTest::addColumn<QString>("message");
        const Files tests{{"data/a/1.in", "1\n"}, {"data/a/1.out", "1\n"}, {"source/x/a.cpp", ""}};
        QTest::newRow("no problems") << Files{{"source/x/a.cpp", ""}} << "no problem";
        QTest::newRow("no sources") << Files{{"data/a/1.in", "1\n"}, {"data/a/1.out", "1\n"}}
                                    << "no source/ (or src/) folder";
        QTest::newRow("a problem") << Files{{"problem.yaml", "name: A\n"},
                                            {"data/secret/1.in", "1\n"},
                                            {"data/secret/1.ans", "1\n"}}
                                   << "a problem, not a contest folder";
        QTest::newRow("no answer") << Files{{"data/a/1.in", "1\n"}, {"source/x/a.cpp", ""}}
                                   << "a/1.in: has no answer file beside it";
        auto with = [&](const QString& yaml) {
            auto files = tests;
            files.insert("contest.yaml", yaml);
            return files;
        };
        QTest::newRow("unknown problem") << with("problems:\n  b: {}\n") << "problems.b: there is no data/b/";
        QTest::newRow("bad limit")
            << with("title: T\ntime_limit: soon\n")
            << "contest.yaml:2: time_limit: expected a number more than 0 and at most 600, got 'soon'";
        QTest::newRow("bad problem limit")
            << with("problems:\n  a:\n    memory: -5\n")
            << "contest.yaml:3: problems.a.memory: expected a number more than 0 and at most 65536, got '-5'";
        QTest::newRow("memory that is no limit") << with("memory: 1e12\n")
                                                 << "contest.yaml:1: memory: expected a number more than 0 and at most "
                                                    "65536, got '1e12'";
        QTest::newRow("path as file name")
            << with("problems:\n  a: {input: ../../etc/passwd}\n") << "problems.a.input: expected a file name";
        QTest::newRow("broken yaml") << with("problems: [\n") << "contest.yaml:";
    }
    void contestYamlThatIsADirectoryIsNamed() {
        QTemporaryDir dir;
        jd::test::writeTestFile(dir.filePath("data/a/1.in"), "1\n");
        jd::test::writeTestFile(dir.filePath("data/a/1.out"), "1\n");
        jd::test::writeTestFile(dir.filePath("source/x/a.cpp"), "");
        QVERIFY(QDir().mkpath(dir.filePath("contest.yaml")));
        QVERIFY2(errorOf(dir.path()).contains("contest.yaml: is a directory, not a file"),
                 qPrintable(errorOf(dir.path())));
    }

    void brokenFoldersAreExplained() {
        QFETCH(Files, files);
        QFETCH(QString, message);
        QTemporaryDir dir;
        for (auto it = files.begin(); it != files.end(); ++it)
            jd::test::writeTestFile(dir.filePath(it.key()), it.value().toUtf8());
        QVERIFY2(errorOf(dir.path()).contains(message), qPrintable(errorOf(dir.path())));
    }

    void equalTotalsShareARank() {
        const Contest contest = twoProblemContest({"ann", "ben", "cid", "dee"});
        ContestResults results;
        results.entries = {
            entry("ann", "a", 50, jd::judge::Verdict::WA),  entry("ann", "b", 100, jd::judge::Verdict::AC),
            entry("ben", "a", 100, jd::judge::Verdict::AC), entry("ben", "b", 50, jd::judge::Verdict::WA),
            entry("cid", "a", 200, jd::judge::Verdict::AC), entry("dee", "a", 0, jd::judge::Verdict::CE)};
        const Standings standings = computeStandings(contest, results);
        QStringList order;
        QList<int> ranks;
        for (const StandingsRow& row : standings.rows) {
            order << row.contestant;
            ranks << row.rank;
        }
        QCOMPARE(order, QStringList({"cid", "ann", "ben", "dee"}));
        QCOMPARE(ranks, QList<int>({1, 2, 2, 4}));
        QVERIFY2(!standings.rows[0].cells[1].submitted, "cid submitted nothing for b");
        QCOMPARE(standings.rows[3].cells[0].verdict, QString("CE"));
    }

    void exportsQuoteAndEscapeNames() {
        const Contest contest = twoProblemContest({"O'Neil, \"Jr\"", "<script>alert(1)</script>"});
        ContestResults results;
        results.entries = {entry("O'Neil, \"Jr\"", "a", 37.5, jd::judge::Verdict::WA)};
        const Standings standings = computeStandings(contest, results);
        const QByteArray csv = standingsToCsv(standings);
        QVERIFY2(csv.contains("1,\"O'Neil, \"\"Jr\"\"\",37.50,WA,,,37.50\r\n"), csv);
        const QByteArray html = standingsToHtml(standings);
        QVERIFY2(!html.contains("<script>"), html);
        QVERIFY(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        QVERIFY(standingsToText(standings).contains("37.50 WA"));
    }

    void theTextStandingsLineUpUnderAContestantNamedInChinese() {
        const Contest contest = twoProblemContest({QString::fromUtf8("张三"), "bob"});
        ContestResults results;
        results.entries = {entry(QString::fromUtf8("张三"), "a", 100, jd::judge::Verdict::AC),
                           entry("bob", "a", 100, jd::judge::Verdict::AC)};
        const QStringList lines = standingsToText(computeStandings(contest, results)).split('\n');
        // Each total ends in the same terminal column: 张三 is two characters drawn four columns wide.
        const QString chinese = lines.filter(QString::fromUtf8("张三")).value(0);
        const QString latin = lines.filter("bob").value(0);
        QVERIFY(!chinese.isEmpty() && !latin.isEmpty());
        QCOMPARE(jd::displayWidth(chinese), jd::displayWidth(latin));
    }

    void cellsAreColouredByTheFractionOfTheMaximumTheyScored() {
        const Contest contest = twoProblemContest({"ann", "ben", "cid"});
        ContestResults results;
        results.entries = {entry("ann", "a", 0, jd::judge::Verdict::WA), entry("ben", "a", 50, jd::judge::Verdict::WA),
                           entry("cid", "a", 100, jd::judge::Verdict::AC)};
        const Standings standings = computeStandings(contest, results);
        QHash<QString, QString> colours;
        for (const StandingsRow& row : standings.rows)
            colours.insert(row.contestant, cellColour(row.cells[0]));
        QCOMPARE(colours.value("ann"), QStringLiteral("#f4c4c4"));
        QCOMPARE(colours.value("ben"), QStringLiteral("#f6ecb8"));
        QCOMPARE(colours.value("cid"), QStringLiteral("#c8f0c8"));
        QCOMPARE(cellColour(standings.rows[0].cells[1]), QString()); // nothing submitted
        QVERIFY(standingsToHtml(standings).contains("style=\"background:#f6ecb8\""));
    }

    void aScoringProblemWithoutMaximaIsMeasuredAgainstItsBestScore() {
        Contest contest = twoProblemContest({"ann", "ben"});
        contest.problems[1].problem.validation.scoring = true;
        ContestResults results;
        results.entries = {entry("ann", "b", 30, jd::judge::Verdict::WA),
                           entry("ben", "b", 60, jd::judge::Verdict::WA)};
        const Standings standings = computeStandings(contest, results);
        for (const StandingsRow& row : standings.rows)
            QCOMPARE(row.cells[1].maxScore, 60.0);
        contest.problems[1].problem.data.settings.maxScore = 120;
        QCOMPARE(computeStandings(contest, results).rows[0].cells[1].fraction(), 0.5);
    }

    void identicalWrongOutputsOfSeveralContestantsAreGrouped() {
        QTemporaryDir dir;
        const Contest contest = twoProblemContest({"ann", "ben", "cid", "dee"});
        ContestResults results;
        auto judged = [&](const QString& contestant, const QByteArray& output, jd::judge::Verdict verdict) {
            ContestEntry made = entry(contestant, "a", 0, verdict);
            jd::judge::TestOutcome test;
            test.test = "secret/1";
            test.verdict = verdict;
            test.outputFile = jd::test::writeTestFile(dir.filePath(contestant + ".out"), output);
            made.report.tests << test;
            return made;
        };
        results.entries = {judged("ann", "-1\n", jd::judge::Verdict::WA), judged("ben", "7\n", jd::judge::Verdict::WA),
                           judged("cid", "-1\n", jd::judge::Verdict::WA),
                           judged("dee", "-1\n", jd::judge::Verdict::AC)};
        const QList<SharedOutput> shared = sharedWrongOutputs(contest, results);
        QCOMPARE(shared.size(), 1); // ben's alone; dee's was accepted
        QCOMPARE(shared[0].contestants, QStringList({"ann", "cid"}));
        QCOMPARE(shared[0].test, QStringLiteral("secret/1"));
        QCOMPARE(shared[0].head, QByteArray("-1\n"));
        QCOMPARE(shared[0].size, 3);
    }
};

QTEST_GUILESS_MAIN(ContestFolder)
#include "test_contest.moc"
