// The results database: what is saved comes back whole, outputs are stored once by content, the
// schema is versioned, and a writer killed at any moment leaves a consistent database behind.
#include "common/file_digest.h"
#include "sandbox_fixture.h"
#include "store/results_store.h"
#include "store/stored_report.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <signal.h>

using namespace jd;
using namespace jd::store;

namespace {

judge::JudgeReport reportWithOutputs(const QString& outputFile) {
    judge::JudgeReport report;
    report.language = "Python 3";
    report.verdict = judge::Verdict::TLE;
    report.score = 0;
    report.timeLimit = 1.5;
    for (int i = 0; i < 3; ++i) {
        judge::TestOutcome test;
        test.test = QStringLiteral("secret/%1").arg(i);
        test.verdict = i == 2 ? judge::Verdict::TLE : judge::Verdict::AC;
        test.time = std::chrono::milliseconds(100 * (i + 1));
        test.memory = 1 << 20;
        test.message = i == 2 ? "Terminated (time limit exceeded)" : "";
        test.outputFile = outputFile;
        for (int t = 0; t <= i; ++t)
            test.samples.add({t * 20'000, t * 19'000, quint64(1 + t) << 20});
        report.tests << test;
    }
    return report;
}

problem::Problem aplusbProblem() {
    problem::Problem problem;
    problem.directory = "/problems/aplusb";
    problem.name = "A Plus B";
    return problem;
}

judge::JudgeReport report() { return reportWithOutputs({}); }

} // namespace

class ResultsStoreTest : public QObject {
    Q_OBJECT
private slots:
    void whatIsSavedComesBack() {
        QTemporaryDir dir;
        auto store = ResultsStore::open(dir.filePath("results.sqlite"));
        QVERIFY2(store, store ? "" : store.error().c_str());
        problem::Problem problem;
        problem.directory = "/contest/aplusb";
        problem.name = "A Plus B";
        const QString output = test::writeTestFile(dir.filePath("out.txt"), "3\n");
        auto id = store.value()->save(problem, {"/home/coach/sol.py"}, reportWithOutputs(output));
        QVERIFY2(id, id ? "" : id.error().c_str());
        auto stored = store.value()->judgement(id.value());
        QVERIFY(stored);
        QCOMPARE(stored->verdict, QStringLiteral("TLE"));
        QCOMPARE(stored->language, QStringLiteral("Python 3"));
        QCOMPARE(stored->timeLimit, 1.5);
        QCOMPARE(stored->tests.size(), 3);
        QCOMPARE(stored->tests[2].verdict, QStringLiteral("TLE"));
        QCOMPARE(stored->tests[2].timeNanoseconds, qint64(300'000'000));
        QCOMPARE(stored->tests[2].message, QStringLiteral("Terminated (time limit exceeded)"));
        QCOMPARE(stored->tests[2].samples.points().size(), 3);
        QCOMPARE(stored->tests[2].samples.points().last(), (judge::ResourcePoint{40'000, 38'000, 3 << 20}));
        // Three identical outputs, one blob, holding the output.
        QCOMPARE(stored->tests[0].outputBlob, stored->tests[2].outputBlob);
        QFile blob(stored->tests[0].outputBlob);
        QVERIFY(blob.open(QIODevice::ReadOnly));
        QCOMPARE(blob.readAll(), QByteArray("3\n"));
        auto listed = store.value()->judgements("/contest/aplusb");
        QVERIFY(listed && listed->size() == 1);
        QCOMPARE(store.value()->judgements("/elsewhere")->size(), 0);
    }

    // A verify at another limit reads them back: when an interactor's rejection decided a test, and the
    // plain words beside a verdict the package's system words more broadly.
    void whatATestEarnedIsKeptApartFromWhatItsCheckerSaid() {
        QTemporaryDir dir;
        auto store = ResultsStore::open(dir.filePath("results.sqlite"));
        QVERIFY(store);
        judge::JudgeReport judged = report();
        judge::GroupOutcome secret;
        secret.group = "secret";
        for (int i = 0; i < judged.tests.size(); ++i) {
            judge::TestOutcome scored = judged.tests[i];
            scored.score = i == 2 ? 0 : 50;
            secret.tests << scored;
        }
        judged.root.groups << secret;
        auto id = store.value()->save(aplusbProblem(), {"/home/coach/sol.py"}, judged);
        QVERIFY2(id, id ? "" : id.error().c_str());
        auto stored = store.value()->judgement(id.value());
        QVERIFY(stored);
        QCOMPARE(stored->tests[0].earned, std::optional(50.0));
        QCOMPARE(stored->tests[2].earned, std::optional(0.0));
        QVERIFY(!stored->tests[0].score); // no checker gave one: the judge's scoring reads it as before
        QVERIFY(!reportOf(*stored).tests[0].score);
    }

    void whenATestWasDecidedAndItsExplanationComeBack() {
        QTemporaryDir dir;
        auto store = ResultsStore::open(dir.filePath("results.sqlite"));
        QVERIFY(store);
        judge::JudgeReport judged = report();
        judged.tests[1].decidedAt = std::chrono::milliseconds(3);
        judged.tests[2].explanation = "It hit the memory limit of 256 MiB.";
        auto id = store.value()->save(aplusbProblem(), {"/home/coach/sol.py"}, judged);
        QVERIFY2(id, id ? "" : id.error().c_str());
        auto stored = store.value()->judgement(id.value());
        QVERIFY(stored);
        QVERIFY(!stored->tests[0].decidedNanoseconds);
        QCOMPARE(stored->tests[1].decidedNanoseconds, std::optional<qint64>(3'000'000));
        QCOMPARE(stored->tests[2].explanation, QStringLiteral("It hit the memory limit of 256 MiB."));
        const judge::JudgeReport again = reportOf(*stored);
        QCOMPARE(again.tests[1].decidedAt, std::optional<std::chrono::nanoseconds>(std::chrono::milliseconds(3)));
    }

    // Comparing two judgements later tells an edited test from a changed solution.
    void eachTestKeepsADigestOfItsDataThatChangesWithIt() {
        QTemporaryDir dir;
        auto store = ResultsStore::open(dir.filePath("results.sqlite"));
        QVERIFY(store);
        problem::Problem problem = aplusbProblem();
        for (int i = 0; i < 3; ++i) {
            problem::TestCase test;
            test.name = QStringLiteral("secret/%1").arg(i);
            test.input = test::writeTestFile(dir.filePath(QStringLiteral("%1.in").arg(i)), "1 2\n");
            test.answer = test::writeTestFile(dir.filePath(QStringLiteral("%1.ans").arg(i)), "3\n");
            problem.data.tests << test;
        }
        auto first = store.value()->save(problem, {"/home/coach/sol.py"}, report());
        QVERIFY(first);
        test::writeTestFile(problem.data.tests[1].answer, "4\n");
        auto second = store.value()->save(problem, {"/home/coach/sol.py"}, report());
        QVERIFY(second);
        const auto before = store.value()->judgement(first.value()), after = store.value()->judgement(second.value());
        QVERIFY(before && after);
        QVERIFY(!before->tests[0].dataDigest.isEmpty());
        QCOMPARE(before->tests[0].dataDigest, before->tests[2].dataDigest); // the same input and answer
        QCOMPARE(after->tests[0].dataDigest, before->tests[0].dataDigest);
        QVERIFY(after->tests[1].dataDigest != before->tests[1].dataDigest);
    }

    void aJudgementKeepsTheDigestOfItsSourcesAsTheyWereWhenItBegan() {
        QTemporaryDir dir;
        auto store = ResultsStore::open(dir.filePath("results.sqlite"));
        QVERIFY(store);
        const QString source = test::writeTestFile(dir.filePath("sol.py"), "print(3)\n");
        auto begun = store.value()->begin(aplusbProblem(), {source}, "Python 3");
        QVERIFY(begun);
        test::writeTestFile(source, "print(4)\n"); // edited while it is judged: what was compiled is what counts
        QVERIFY(store.value()->save(aplusbProblem(), {source}, report(), begun.value()));
        auto again = store.value()->save(aplusbProblem(), {source}, report());
        QVERIFY(again);
        const auto first = store.value()->judgement(begun.value()), second = store.value()->judgement(again.value());
        QVERIFY(first && second);
        test::writeTestFile(source, "print(3)\n");
        QCOMPARE(first->sourceDigest, sourcesDigest({source}));
        QVERIFY(second->sourceDigest != first->sourceDigest);
    }

    void aJudgementKeepsACopyOfEachSourceAsItWasJudged() {
        QTemporaryDir dir;
        auto store = ResultsStore::open(dir.filePath("results.sqlite"));
        QVERIFY(store);
        const QString main = test::writeTestFile(dir.filePath("Main.java"), "class Main {}\n");
        const QString helper = test::writeTestFile(dir.filePath("Helper.java"), "class Helper {}\n");
        auto begun = store.value()->begin(aplusbProblem(), {main, helper}, "Java");
        QVERIFY(begun);
        test::writeTestFile(helper, "class Helper { int edited; }\n");
        QVERIFY(store.value()->save(aplusbProblem(), {main, helper}, report(), begun.value()));
        const auto stored = store.value()->judgement(begun.value());
        QVERIFY(stored);
        QCOMPARE(stored->sources.size(), 2);
        QCOMPARE(stored->sources[1].path, helper);
        QFile copy(stored->sources[1].blob);
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QCOMPARE(copy.readAll(), QByteArray("class Helper {}\n"));
        test::writeTestFile(helper, "class Helper {}\n");
        QCOMPARE(stored->sourceDigest, sourcesDigest({main, helper})); // the digest is of the copies kept
    }

    void aJudgementSavedWithoutBeginningKeepsItsSourcesToo() {
        QTemporaryDir dir;
        auto store = ResultsStore::open(dir.filePath("results.sqlite"));
        QVERIFY(store);
        const QString source = test::writeTestFile(dir.filePath("sol.py"), "print(3)\n");
        auto saved = store.value()->save(aplusbProblem(), {source}, report());
        QVERIFY(saved);
        const auto stored = store.value()->judgement(saved.value());
        QVERIFY(stored);
        QCOMPARE(stored->sources.size(), 1);
        QVERIFY(!stored->sources[0].blob.isEmpty());
        QCOMPARE(stored->sourceDigest, sourcesDigest({source}));
    }

    void aCopyJudgedAgainIsRecordedAsTheFilesItIsACopyOf() {
        QTemporaryDir dir;
        auto store = ResultsStore::open(dir.filePath("results.sqlite"));
        QVERIFY(store);
        const QString original = dir.filePath("coach/sol.py");
        const QString copy = test::writeTestFile(dir.filePath("restored/sol.py"), "print(3)\n");
        auto begun = store.value()->begin(aplusbProblem(), {copy}, "Python 3", {original});
        QVERIFY2(begun, begun ? "" : begun.error().c_str());
        QVERIFY(store.value()->save(aplusbProblem(), {copy}, report(), begun.value(), {original}));
        auto unbegun = store.value()->save(aplusbProblem(), {copy}, report(), std::nullopt, {original});
        QVERIFY(unbegun);
        for (const qint64 id : {begun.value(), unbegun.value()}) {
            const auto stored = store.value()->judgement(id);
            QVERIFY(stored);
            QCOMPARE(stored->submission, original);
            QCOMPARE(stored->sources.size(), 1);
            QCOMPARE(stored->sources[0].path, original);
            QCOMPARE(stored->sourceDigest, sourcesDigest({copy})); // the same source as the original was
        }
    }

    void pathsToRecordThatDoNotMatchTheSourcesAreRefused() {
        QTemporaryDir dir;
        auto store = ResultsStore::open(dir.filePath("results.sqlite"));
        QVERIFY(store);
        const QString copy = test::writeTestFile(dir.filePath("sol.py"), "print(3)\n");
        auto begun = store.value()->begin(aplusbProblem(), {copy}, "Python 3", {"/a.py", "/b.py"});
        QVERIFY(!begun);
        QVERIFY2(QString::fromStdString(begun.error()).contains("do not match"), begun.error().c_str());
        QCOMPARE(store.value()->judgements()->size(), 0);
    }

    void summariesListEachJudgementWithoutReadingItsTests() {
        QTemporaryDir dir;
        auto store = ResultsStore::open(dir.filePath("results.sqlite"));
        QVERIFY(store);
        problem::Problem other = aplusbProblem();
        other.directory = "/problems/other";
        const qint64 first = *store.value()->save(aplusbProblem(), {"/coach/a.py"}, report());
        const qint64 second = *store.value()->save(other, {"/coach/b.py"}, report());
        auto all = store.value()->judgementSummaries();
        QVERIFY(all);
        QCOMPARE(all->size(), 2);
        const StoredJudgement& summary = all->at(0);
        const StoredJudgement full = *store.value()->judgement(first);
        QCOMPARE(summary.id, first);
        QCOMPARE(summary.created, full.created);
        QCOMPARE(summary.problemDirectory, full.problemDirectory);
        QCOMPARE(summary.submission, full.submission);
        QCOMPARE(summary.language, full.language);
        QCOMPARE(summary.verdict, full.verdict);
        QCOMPARE(summary.timeLimit, full.timeLimit);
        QCOMPARE(summary.sourceDigest, full.sourceDigest);
        QVERIFY(summary.tests.isEmpty() && !full.tests.isEmpty());
        auto ofOther = store.value()->judgementSummaries("/problems/other");
        QVERIFY(ofOther);
        QCOMPARE(ofOther->size(), 1);
        QCOMPARE(ofOther->first().id, second);
    }

    void aSubmissionOfSeveralFilesIsDigestedWhole() {
        QTemporaryDir dir;
        const QString main = test::writeTestFile(dir.filePath("Main.java"), "class Main {}\n");
        const QString helper = test::writeTestFile(dir.filePath("Helper.java"), "class Helper {}\n");
        const QString before = sourcesDigest({main, helper});
        test::writeTestFile(helper, "class Helper { int x; }\n");
        QVERIFY(!before.isEmpty());
        QVERIFY(sourcesDigest({main, helper}) != before);
        QCOMPARE(sourcesDigest({dir.filePath("gone.java")}), QString());
    }

    void aTestsDataDigestIsTakenFromTheDatabaseWhileItsFilesAreUnchanged() {
        QTemporaryDir dir;
        const QString path = dir.filePath("results.sqlite");
        auto store = ResultsStore::open(path);
        QVERIFY(store);
        problem::Problem problem = aplusbProblem();
        problem::TestCase test;
        test.name = "secret/0";
        test.input = test::writeTestFile(dir.filePath("0.in"), "1 2\n");
        problem.data.tests << test;
        QTest::qWait(200); // a file changed within the file clock's tick of a read is read again each time
        auto first = store.value()->save(problem, {"/home/coach/sol.py"}, report());
        QVERIFY(first);
        {
            // The kept digest is what is read while size and time stand: a file read again would not say this.
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "peek");
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec("UPDATE file_digests SET digest = 'kept'"));
            QVERIFY(query.numRowsAffected() == 1);
            db.close();
        }
        QSqlDatabase::removeDatabase("peek");
        auto second = store.value()->save(problem, {"/home/coach/sol.py"}, report());
        QVERIFY(second);
        QVERIFY(store.value()->judgement(second.value())->tests[0].dataDigest !=
                store.value()->judgement(first.value())->tests[0].dataDigest);
    }

    void aDatabaseOfTheSchemaBeforeIsMigratedKeepingItsJudgements() {
        QTemporaryDir dir;
        const QString path = dir.filePath("results.sqlite");
        qint64 id = 0;
        {
            auto store = ResultsStore::open(path);
            QVERIFY(store);
            id = *store.value()->save(aplusbProblem(), {"/home/coach/sol.py"}, report());
        }
        {
            // Back to schema 3 as an older JudgeDesk left it: without what schemas 4 to 8 add.
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "downgrade");
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec("ALTER TABLE tests DROP COLUMN decided_ns"));
            QVERIFY(query.exec("ALTER TABLE tests DROP COLUMN explanation"));
            QVERIFY(query.exec("ALTER TABLE tests DROP COLUMN earned"));
            QVERIFY(query.exec("ALTER TABLE tests DROP COLUMN data_digest"));
            QVERIFY(query.exec("DROP TABLE file_digests"));
            QVERIFY(query.exec("ALTER TABLE judgements DROP COLUMN source_digest"));
            QVERIFY(query.exec("DROP TABLE judgement_sources"));
            QVERIFY(query.exec("PRAGMA user_version = 3"));
            db.close();
        }
        QSqlDatabase::removeDatabase("downgrade");
        auto store = ResultsStore::open(path);
        QVERIFY2(store, store ? "" : store.error().c_str());
        QCOMPARE(store.value()->schemaVersion(), ResultsStore::kSchemaVersion);
        auto stored = store.value()->judgement(id);
        QVERIFY(stored);
        QCOMPARE(stored->tests.size(), 3);
        QVERIFY(!stored->tests[1].decidedNanoseconds);
        QCOMPARE(stored->sourceDigest, QString()); // unknown, never "changed"
        QVERIFY(stored->sources.isEmpty());
    }

    void schemaIsVersionedAndKeptAcrossOpens() {
        QTemporaryDir dir;
        const QString path = dir.filePath("results.sqlite");
        {
            auto store = ResultsStore::open(path);
            QVERIFY(store);
            QCOMPARE(store.value()->schemaVersion(), ResultsStore::kSchemaVersion);
        }
        auto again = ResultsStore::open(path);
        QVERIFY(again);
        QCOMPARE(again.value()->schemaVersion(), ResultsStore::kSchemaVersion);
    }

    void aNewerDatabaseIsNotTouched() {
        QTemporaryDir dir;
        const QString path = dir.filePath("results.sqlite");
        {
            auto store = ResultsStore::open(path);
            QVERIFY(store);
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "future");
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery(db).exec("PRAGMA user_version = 99");
            db.close();
        }
        QSqlDatabase::removeDatabase("future");
        auto store = ResultsStore::open(path);
        QVERIFY(!store);
        QVERIFY(QString::fromStdString(store.error()).contains("newer JudgeDesk"));
    }

    void aFileThatIsNoDatabaseIsRefusedAndKept() {
        QTemporaryDir dir;
        const QByteArray garbage(4096, 'x');
        const QString path = test::writeTestFile(dir.filePath("results.sqlite"), garbage);
        auto store = ResultsStore::open(path);
        QVERIFY(!store);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), garbage); // nothing lost
    }

    // kill -9 in the middle of a judging: the judgement shows as interrupted on the next open, and what
    // was stored before is intact.
    void aJudgementWhoseProcessWasKilledShowsAsInterrupted() {
        QTemporaryDir dir;
        const QString path = dir.filePath("results.sqlite");
        qint64 earlier = 0;
        {
            auto store = ResultsStore::open(path);
            QVERIFY(store);
            auto saved = store.value()->save(aplusbProblem(), {"first.cpp"}, report());
            QVERIFY(saved);
            earlier = saved.value();
        }
        QProcess writer;
        writer.start(QStringLiteral(JUDGEDESK_STORE_WRITER), {path, "--begin-and-wait"});
        QVERIFY(writer.waitForStarted());
        QVERIFY(writer.waitForReadyRead(30000));
        {
            auto store = ResultsStore::open(path); // while it lives, its judgement is running
            QVERIFY(store);
            QCOMPARE(store.value()->judgements()->last().state, QStringLiteral("running"));
        }
        ::kill(static_cast<pid_t>(writer.processId()), SIGKILL);
        QVERIFY(writer.waitForFinished(10000));
        auto store = ResultsStore::open(path);
        QVERIFY2(store, store ? "" : store.error().c_str());
        auto all = store.value()->judgements();
        QVERIFY(all && all->size() == 2);
        QCOMPARE(all->first().id, earlier);
        QCOMPARE(all->first().state, QStringLiteral("finished"));
        QCOMPARE(all->first().tests.size(), report().tests.size());
        QCOMPARE(all->last().state, QStringLiteral("interrupted"));
        QCOMPARE(all->last().submission, QStringLiteral("slow.cpp"));
        QVERIFY(store.value()->integrityOk().value());
    }

    void aBegunJudgementIsCompletedOrDiscarded() {
        QTemporaryDir dir;
        auto store = ResultsStore::open(dir.filePath("results.sqlite"));
        QVERIFY(store);
        auto begun = store.value()->begin(aplusbProblem(), {"a.cpp"}, "C++20");
        QVERIFY(begun);
        QCOMPARE(store.value()->save(aplusbProblem(), {"a.cpp"}, report(), begun.value()).value(), begun.value());
        QCOMPARE(store.value()->judgement(begun.value())->state, QStringLiteral("finished"));
        QCOMPARE(store.value()->judgement(begun.value())->verdict, judge::verdictCode(report().verdict));
        auto cancelled = store.value()->begin(aplusbProblem(), {"b.cpp"}, "C++20");
        QVERIFY(cancelled && store.value()->discard(cancelled.value()));
        QCOMPARE(store.value()->judgements()->size(), 1);
    }

    void killedWritersLeaveItConsistent() {
        QTemporaryDir dir;
        const QString path = dir.filePath("results.sqlite");
        for (int round = 0; round < 4; ++round) {
            QProcess writer;
            writer.start(QStringLiteral(JUDGEDESK_STORE_WRITER), {path});
            QVERIFY(writer.waitForStarted());
            QVERIFY(writer.waitForReadyRead(30000)); // its first judgement is saved
            QTest::qWait(QRandomGenerator::global()->bounded(20, 200));
            ::kill(static_cast<pid_t>(writer.processId()), SIGKILL);
            QVERIFY(writer.waitForFinished(10000));
        }
        auto store = ResultsStore::open(path);
        QVERIFY2(store, store ? "" : store.error().c_str());
        auto intact = store.value()->integrityOk();
        QVERIFY(intact && intact.value());
        auto all = store.value()->judgements();
        QVERIFY(all && all->size() >= 4);
        for (const auto& judgement : all.value())
            QVERIFY2(
                judgement.tests.size() == 20,
                qPrintable(QStringLiteral("judgement %1 has %2 tests").arg(judgement.id).arg(judgement.tests.size())));
    }
};

QTEST_GUILESS_MAIN(ResultsStoreTest)
#include "test_results_store.moc"
