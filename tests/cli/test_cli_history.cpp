// judgedesk-cli history as a user meets it: the judgements kept in the results database listed newest first,
// one shown with its tests and whether its source changed since (the copy kept of it printed on request), two
// compared test by test with an exit code that says whether a verdict changed, and bad requests refused.
#include "cli_process.h"
#include "sandbox_fixture.h"
#include "store/results_store.h"

#include <QDate>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace std::chrono_literals;

namespace {

judge::JudgeReport reportOf(judge::Verdict last) {
    judge::JudgeReport report;
    report.language = "Python 3";
    report.verdict = last;
    report.score = last == judge::Verdict::AC ? 1 : 0;
    report.timeLimit = 1;
    for (int i = 1; i <= 3; ++i) {
        judge::TestOutcome test;
        test.test = QStringLiteral("secret/%1").arg(i);
        test.verdict = i == 3 ? last : judge::Verdict::AC;
        test.time = 120ms;
        test.memory = 3ull << 20;
        test.message = i == 3 && last != judge::Verdict::AC ? "wrong answer on line 1" : "";
        report.tests << test;
    }
    return report;
}

problem::Problem problemNamed(const QString& directory, const QString& name) {
    problem::Problem problem;
    problem.directory = directory;
    problem.name = name;
    return problem;
}

} // namespace

class CliHistory : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    int stores_ = 0;

    // A new results database in the test's directory: its path.
    QString newStore() { return dir_.filePath(QStringLiteral("results-%1.sqlite").arg(++stores_)); }

    qint64 save(const QString& store, const problem::Problem& problem, const QString& source, judge::Verdict verdict) {
        auto results = store::ResultsStore::open(store);
        if (!results) qFatal("%s", results.error().c_str());
        auto saved = results.value()->save(problem, {source}, reportOf(verdict));
        if (!saved) qFatal("%s", saved.error().c_str());
        return saved.value();
    }

private slots:
    void judgementsKeptByJudgeAreListedNewestFirst() {
        const QString store = newStore();
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        QCOMPARE(cli({"judge", "--store", store, aplusb, aplusb + "/submissions/accepted/sum.py"}).exitCode, 0);
        QCOMPARE(cli({"judge", "--store", store, aplusb, aplusb + "/submissions/wrong_answer/overflow.cpp"}).exitCode,
                 1);
        const Outcome listed = cli({"history", "--store", store});
        QCOMPARE(listed.exitCode, 0);
        const QStringList lines = listed.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3); // the titles and the two judgements
        QVERIFY2(lines[0].contains(QRegularExpression("#\\s+When\\s+Verdict\\s+Score\\s+Problem\\s+Submission")),
                 qPrintable(listed.out));
        QVERIFY2(lines[1].contains(QRegularExpression("^\\s*2\\s.*\\sWA\\s.*wrong_answer/overflow\\.cpp$")),
                 qPrintable(listed.out));
        QVERIFY2(lines[2].contains(QRegularExpression("^\\s*1\\s.*\\sAC\\s+1\\s+A Plus B\\s+accepted/sum\\.py$")),
                 qPrintable(listed.out));
        const Outcome compared = cli({"history", "--store", store, "1", "2"});
        QCOMPARE(compared.exitCode, 1);
        QVERIFY2(compared.out.contains("Two submissions: accepted/sum.py and wrong_answer/overflow.cpp."),
                 qPrintable(compared.out));
    }

    void theListIsFilteredByProblemAndSolutionAndLimited() {
        const QString store = newStore();
        save(store, problemNamed("/problems/aplusb", "A Plus B"), "/coach/aplusb/sum.py", judge::Verdict::AC);
        save(store, problemNamed("/problems/circle", "Circle"), "/coach/circle/area.py", judge::Verdict::WA);
        save(store, problemNamed("/problems/circle", "Circle"), "/coach/circle/exact.py", judge::Verdict::AC);
        const Outcome circle = cli({"history", "--store", store, "--problem", "circ"});
        QCOMPARE(circle.out.count('\n'), 3);
        QVERIFY(!circle.out.contains("sum.py"));
        const Outcome area = cli({"history", "--store", store, "--solution", "area"});
        QCOMPARE(area.out.count('\n'), 2);
        QVERIFY(area.out.contains("circle/area.py"));
        const Outcome newest = cli({"history", "--store", store, "--limit", "1"});
        QVERIFY2(newest.out.contains("exact.py") &&
                     newest.out.contains("(the newest 1 of 3; --limit 0 lists them all)"),
                 qPrintable(newest.out));
        const Outcome tomorrow =
            cli({"history", "--store", store, "--since", QDate::currentDate().addDays(1).toString(Qt::ISODate)});
        QVERIFY2(tomorrow.out.startsWith("No judgement matches"), qPrintable(tomorrow.out));
        QCOMPARE(
            cli({"history", "--store", store, "--since", QDate::currentDate().toString(Qt::ISODate)}).out.count('\n'),
            4);
        const Outcome none = cli({"history", "--store", store, "--problem", "nothing-like-it"});
        QCOMPARE(none.exitCode, 0);
        QVERIFY2(none.out.startsWith("No judgement matches in "), qPrintable(none.out));
    }

    void oneJudgementShowsItsTestsAndWhetherItsSourceWasEditedSince() {
        const QString store = newStore();
        const QString source = test::writeTestFile(dir_.filePath("edited/sum.py"), "print(0)\n");
        const qint64 id = save(store, problemNamed("/problems/aplusb", "A Plus B"), source, judge::Verdict::WA);
        test::writeTestFile(source, "a, b = map(int, input().split())\nprint(a + b)\n");
        const Outcome shown = cli({"history", "--store", store, QString::number(id)});
        QCOMPARE(shown.exitCode, 0);
        QVERIFY2(shown.out.startsWith(QStringLiteral("Judgement #%1, ").arg(id)), qPrintable(shown.out));
        QVERIFY2(
            shown.out.contains(source + " (Python 3): the source was edited since; a copy of it as judged is kept"),
            qPrintable(shown.out));
        QVERIFY2(shown.out.contains(
                     QRegularExpression("WA\\s+secret/3\\s+0\\.120 s\\s+3\\.0 MiB\\s+wrong answer on line 1")),
                 qPrintable(shown.out));
        QVERIFY2(shown.out.endsWith("Result: WA, score 0\n"), qPrintable(shown.out));
    }

    void theSourceAsJudgedIsPrintedFromTheCopyKeptOfIt() {
        const QString store = newStore();
        const QString source = test::writeTestFile(dir_.filePath("kept/sum.py"), "print(0)\n");
        const qint64 id = save(store, problemNamed("/problems/aplusb", "A Plus B"), source, judge::Verdict::WA);
        QVERIFY(QFile::remove(source));
        const Outcome printed = cli({"history", "--store", store, "--source", QStringLiteral("#%1").arg(id)});
        QCOMPARE(printed.exitCode, 0);
        QCOMPARE(printed.out, QStringLiteral("print(0)\n"));
        QVERIFY2(cli({"history", "--store", store, QString::number(id)}).out.contains("the source is gone"),
                 "a removed source is said to be gone");
    }

    void twoJudgementsAreComparedAndTheExitCodeSaysWhetherAVerdictChanged() {
        const QString store = newStore();
        const QString source = test::writeTestFile(dir_.filePath("compared/sum.py"), "print(1)\n");
        const problem::Problem problem = problemNamed("/problems/aplusb", "A Plus B");
        const qint64 wrong = save(store, problem, source, judge::Verdict::WA);
        const qint64 right = save(store, problem, source, judge::Verdict::AC);
        const qint64 again = save(store, problem, source, judge::Verdict::AC);
        // Named later first: the earlier is compared against all the same.
        const Outcome changed = cli({"history", "--store", store, QString::number(right), QString::number(wrong)});
        QCOMPARE(changed.exitCode, 1);
        QVERIFY2(changed.out.contains(QStringLiteral("#%1 (").arg(wrong)) &&
                     changed.out.contains("1 verdict(s) changed, 0 time(s) moved notably, the same source."),
                 qPrintable(changed.out));
        QVERIFY2(changed.out.contains(QRegularExpression("secret/3\\s+WA 0\\.120 s\\s+->\\s+AC 0\\.120 s")),
                 qPrintable(changed.out));
        QVERIFY2(!changed.out.contains("secret/1"), "an unchanged test is not listed");
        const Outcome same = cli({"history", "--store", store, QString::number(right), QString::number(again)});
        QCOMPARE(same.exitCode, 0);
        QVERIFY2(same.out.contains("0 verdict(s) changed"), qPrintable(same.out));
    }

    void jsonListsShowsAndCompares() {
        const QString store = newStore();
        const QString source = test::writeTestFile(dir_.filePath("json/sum.py"), "print(1)\n");
        const problem::Problem problem = problemNamed("/problems/aplusb", "A Plus B");
        const qint64 wrong = save(store, problem, source, judge::Verdict::WA);
        const qint64 right = save(store, problem, source, judge::Verdict::AC);
        const QJsonArray listed =
            QJsonDocument::fromJson(cli({"history", "--store", store, "--json"}).out.toUtf8()).array();
        QCOMPARE(listed.size(), 2);
        QCOMPARE(listed[0].toObject()["id"].toInteger(), right);
        QCOMPARE(listed[0].toObject()["submission"].toString(), source);
        const QJsonObject shown =
            QJsonDocument::fromJson(cli({"history", "--store", store, "--json", QString::number(wrong)}).out.toUtf8())
                .object();
        QCOMPARE(shown["verdict"].toString(), QStringLiteral("WA"));
        QCOMPARE(shown["source"].toString(), QStringLiteral("same"));
        QCOMPARE(shown["tests"].toArray().size(), 3);
        QCOMPARE(shown["tests"].toArray()[2].toObject()["message"].toString(),
                 QStringLiteral("wrong answer on line 1"));
        const Outcome compared =
            cli({"history", "--store", store, "--json", QString::number(wrong), QString::number(right)});
        QCOMPARE(compared.exitCode, 1);
        const QJsonObject comparison = QJsonDocument::fromJson(compared.out.toUtf8()).object();
        QCOMPARE(comparison["verdictChanges"].toInt(), 1);
        QCOMPARE(comparison["sameSource"].toBool(), true);
        QCOMPARE(comparison["before"].toObject()["id"].toInteger(), wrong);
    }

    void forgottenJudgementsAreGoneAndTheNumbersThatNamedNoneAreSaid() {
        const QString store = newStore();
        const problem::Problem problem = problemNamed("/problems/aplusb", "A Plus B");
        const qint64 first = save(store, problem, "/coach/a.py", judge::Verdict::WA);
        const qint64 second = save(store, problem, "/coach/b.py", judge::Verdict::AC);
        const Outcome forgot = cli({"history", "--store", store, "--forget", QString::number(first), "4242"});
        QCOMPARE(forgot.exitCode, 0);
        QVERIFY2(forgot.out.startsWith("Forgot 1 judgement(s); 1 of the numbers named no judgement;"),
                 qPrintable(forgot.out));
        // The suite's databases lie side by side, sharing their kept files: none is removed, and that is said.
        QVERIFY2(forgot.out.contains("another database in the same folder shares them"), qPrintable(forgot.out));
        const Outcome listed = cli({"history", "--store", store});
        QCOMPARE(listed.out.count('\n'), 2);
        QVERIFY(listed.out.contains(
            QRegularExpression(QStringLiteral("^\\s*%1\\s").arg(second), QRegularExpression::MultilineOption)));
    }

    void forgettingBeforeADayTakesTheMatchingJudgementsMadeEarlier() {
        const QString store = newStore();
        save(store, problemNamed("/problems/aplusb", "A Plus B"), "/coach/a.py", judge::Verdict::WA);
        save(store, problemNamed("/problems/circle", "Circle"), "/coach/c.py", judge::Verdict::WA);
        const QString tomorrow = QDate::currentDate().addDays(1).toString(Qt::ISODate);
        const Outcome today = cli({"history", "--store", store, "--forget", "--before",
                                   QDate::currentDate().toString(Qt::ISODate), "--json"});
        QCOMPARE(QJsonDocument::fromJson(today.out.toUtf8()).object()["forgotten"].toInt(), 0);
        const Outcome circle =
            cli({"history", "--store", store, "--forget", "--before", tomorrow, "--problem", "circle", "--json"});
        QCOMPARE(QJsonDocument::fromJson(circle.out.toUtf8()).object()["forgotten"].toInt(), 1);
        const Outcome listed = cli({"history", "--store", store});
        QVERIFY2(listed.out.contains("a.py") && !listed.out.contains("c.py"), qPrintable(listed.out));
    }

    void badRequestsAreRefusedSayingWhy() {
        const QString store = newStore();
        save(store, problemNamed("/problems/aplusb", "A Plus B"), "/coach/sum.py", judge::Verdict::AC);
        const struct {
            QStringList arguments;
            QString said;
        } refused[] = {
            {{"999"}, "no judgement 999"},
            {{"abc"}, "abc: not a judgement's number"},
            {{"1", "1", "1"}, "at most two judgements"},
            {{"--source"}, "--source: name one judgement"},
            {{"--source", "1"}, "no copy of /coach/sum.py is kept"},
            {{"--limit", "-1"}, "--limit: expected a number"},
            {{"--since", "last week"}, "--since last week: expected a day as YYYY-MM-DD"},
            {{"--forget"}, "--forget: name the judgements to forget, or --before DAY"},
            {{"--forget", "1", "--before", "2026-01-01"}, "(not both)"},
            {{"--before", "2026-01-01"}, "--before: only with --forget"},
            {{"--forget", "--before", "soon"}, "--before soon: expected a day"},
        };
        for (const auto& request : refused) {
            const Outcome outcome = cli(QStringList{"history", "--store", store} + request.arguments);
            QCOMPARE(outcome.exitCode, 2);
            QVERIFY2(outcome.err.contains(request.said), qPrintable(request.arguments.join(' ') + ": " + outcome.err));
        }
        const Outcome missing = cli({"history", "--store", dir_.filePath("none.sqlite")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("no results database there"), qPrintable(missing.err));
        QVERIFY(!QFile::exists(dir_.filePath("none.sqlite"))); // looking does not make one
    }
};

QTEST_GUILESS_MAIN(CliHistory)
#include "test_cli_history.moc"
