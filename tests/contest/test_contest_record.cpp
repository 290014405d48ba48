// A contest's judgements kept in the results database: the board comes back as it was left, a source
// edited since shows as changed (by content, not date), the latest judgement of a cell replaces the one
// before on the board while both stay in the history, and submissions gone from the folder are left out.
#include "contest/contest_record.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::contest;

namespace {

struct Fixture {
    QTemporaryDir dir;
    Contest contest;
    std::unique_ptr<store::ResultsStore> results;

    Fixture() {
        contest.directory = dir.filePath("day1");
        contest.title = "Day 1";
        problem::Problem sum;
        sum.directory = contest.directory + "/data/sum";
        sum.name = "Sum";
        sum.shortName = "sum";
        contest.problems = {{"sum", sum}};
        for (const QString name : {"ann", "ben"}) {
            const QString source = contest.directory + "/source/" + name + "/sum.cpp";
            test::writeTestFile(source, "int main() { return 0; } // " + name.toUtf8() + "\n");
            contest.contestants << Contestant{name, {{"sum", source}}, {}, {}};
        }
        auto opened = store::ResultsStore::open(dir.filePath("results.sqlite"));
        if (!opened) qFatal("%s", opened.error().c_str());
        results = std::move(opened.value());
    }

    // Empty when kept; else why not (so that a failure says it).
    QString record(const ContestEntry& entry) {
        auto kept = recordContestEntry(*results, contest, entry);
        return kept ? QString() : QString::fromStdString(kept.error());
    }

    ContestEntry judged(const QString& contestant, judge::Verdict verdict, double score) const {
        ContestEntry entry;
        entry.contestant = contestant;
        entry.problemId = "sum";
        entry.source = contest.contestants[contestant == "ann" ? 0 : 1].sources.value("sum");
        entry.score = score;
        entry.report.verdict = verdict;
        entry.report.score = score;
        judge::TestOutcome test;
        test.test = "secret/1";
        test.verdict = verdict;
        test.time = std::chrono::milliseconds(12);
        test.memory = 3 << 20;
        test.message = verdict == judge::Verdict::AC ? QString() : QStringLiteral("expected 3, got 4");
        entry.report.tests << test;
        return entry;
    }
};

} // namespace

class ContestRecord : public QObject {
    Q_OBJECT
private slots:
    void aJudgedSubmissionComesBackWithItsVerdictsAndScore() {
        Fixture fixture;
        QCOMPARE(fixture.record(fixture.judged("ann", judge::Verdict::WA, 0)), QString());
        auto recalled = recallContestEntries(*fixture.results, fixture.contest);
        QVERIFY2(recalled, recalled.ok() ? "" : recalled.error().c_str());
        QCOMPARE(recalled->size(), 1);
        const RecalledEntry& ann = recalled->first();
        QCOMPARE(ann.entry.contestant, QStringLiteral("ann"));
        QCOMPARE(ann.entry.problemId, QStringLiteral("sum"));
        QVERIFY(!ann.sourceChanged);
        QCOMPARE(ann.entry.report.verdict, judge::Verdict::WA);
        QCOMPARE(ann.entry.report.tests.size(), 1);
        QCOMPARE(ann.entry.report.tests[0].test, QStringLiteral("secret/1"));
        QCOMPARE(ann.entry.report.tests[0].message, QStringLiteral("expected 3, got 4"));
        QCOMPARE(ann.entry.report.tests[0].time, std::chrono::nanoseconds(std::chrono::milliseconds(12)));
    }

    void aJudgementComesBackWithItsGroupsScoredAsWhenItWasJudged() {
        Fixture fixture;
        problem::Problem& sum = fixture.contest.problems[0].problem;
        sum.validation.scoring = true;
        problem::TestGroup secret;
        secret.name = "secret";
        secret.settings.aggregation = problem::Aggregation::Sum;
        secret.settings.onReject = problem::OnReject::Continue;
        for (const QString name : {"secret/1", "secret/2"}) {
            problem::TestCase test;
            test.name = name;
            test.points = 50;
            secret.tests << test;
        }
        sum.data.settings = secret.settings;
        sum.data.groups << secret;
        ContestEntry entry = fixture.judged("ann", judge::Verdict::WA, 50);
        entry.report.tests[0].verdict = judge::Verdict::AC;
        entry.report.tests << entry.report.tests[0];
        entry.report.tests[1].test = "secret/2";
        entry.report.tests[1].verdict = judge::Verdict::WA;
        QCOMPARE(fixture.record(entry), QString());
        auto recalled = recallContestEntries(*fixture.results, fixture.contest);
        QVERIFY(recalled && recalled->size() == 1);
        const judge::GroupOutcome& root = recalled->first().entry.report.root;
        QCOMPARE(root.score, 50.0);
        QCOMPARE(root.groups.size(), 1);
        QCOMPARE(root.groups[0].verdict, judge::Verdict::WA);
        QCOMPARE(root.groups[0].tests.size(), 2);
        QCOMPARE(root.groups[0].tests[0].score, std::optional(50.0));
        QCOMPARE(root.groups[0].tests[1].score, std::optional(0.0));
    }

    void aSourceEditedSinceItWasJudgedComesBackAsChanged() {
        Fixture fixture;
        QCOMPARE(fixture.record(fixture.judged("ann", judge::Verdict::AC, 100)), QString());
        test::writeTestFile(fixture.contest.contestants[0].sources.value("sum"), "int main() { return 1; }\n");
        auto recalled = recallContestEntries(*fixture.results, fixture.contest);
        QVERIFY(recalled && recalled->size() == 1);
        QVERIFY(recalled->first().sourceChanged);
        QCOMPARE(recalled->first().entry.score, 100.0); // what it scored then, until judged again
    }

    void aSourceTouchedButNotEditedIsNotChanged() {
        Fixture fixture;
        QCOMPARE(fixture.record(fixture.judged("ann", judge::Verdict::AC, 100)), QString());
        const QString source = fixture.contest.contestants[0].sources.value("sum");
        QFile file(source);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(3600), QFileDevice::FileModificationTime));
        file.close();
        auto recalled = recallContestEntries(*fixture.results, fixture.contest);
        QVERIFY(recalled && recalled->size() == 1);
        QVERIFY(!recalled->first().sourceChanged);
    }

    void theLatestJudgementOfACellReplacesTheEarlierOneWhichStaysInTheHistory() {
        Fixture fixture;
        QCOMPARE(fixture.record(fixture.judged("ben", judge::Verdict::WA, 0)), QString());
        QCOMPARE(fixture.record(fixture.judged("ben", judge::Verdict::AC, 100)), QString());
        auto recalled = recallContestEntries(*fixture.results, fixture.contest);
        QVERIFY(recalled && recalled->size() == 1);
        QCOMPARE(recalled->first().entry.report.verdict, judge::Verdict::AC);
        auto history = fixture.results->judgements(fixture.contest.problems[0].problem.directory);
        QVERIFY(history);
        QCOMPARE(history->size(), 2);
    }

    void aSubmissionNoLongerInTheFolderIsNotRecalled() {
        Fixture fixture;
        QCOMPARE(fixture.record(fixture.judged("ann", judge::Verdict::AC, 100)), QString());
        QCOMPARE(fixture.record(fixture.judged("ben", judge::Verdict::AC, 100)), QString());
        fixture.contest.contestants.removeFirst(); // ann's folder is gone
        auto recalled = recallContestEntries(*fixture.results, fixture.contest);
        QVERIFY(recalled && recalled->size() == 1);
        QCOMPARE(recalled->first().entry.contestant, QStringLiteral("ben"));
    }

    void theSameFolderOpenedByAnotherPathRecallsTheSameJudgements() {
        Fixture fixture;
        QCOMPARE(fixture.record(fixture.judged("ann", judge::Verdict::AC, 100)), QString());
        const QString link = fixture.dir.filePath("link-to-day1");
        QVERIFY(QFile::link(fixture.contest.directory, link));
        Contest throughLink = fixture.contest;
        throughLink.directory = link;
        auto recalled = recallContestEntries(*fixture.results, throughLink);
        QVERIFY(recalled && recalled->size() == 1);
    }

    void anotherContestsJudgementsAreNotRecalled() {
        Fixture fixture;
        QCOMPARE(fixture.record(fixture.judged("ann", judge::Verdict::AC, 100)), QString());
        Contest other = fixture.contest;
        other.directory = fixture.dir.filePath("day2");
        QVERIFY(QDir().mkpath(other.directory));
        auto recalled = recallContestEntries(*fixture.results, other);
        QVERIFY(recalled && recalled->isEmpty());
    }
};

QTEST_GUILESS_MAIN(ContestRecord)
#include "test_contest_record.moc"
