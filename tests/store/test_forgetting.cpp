// Judgements forgotten: gone from the results database with their tests and kept sources, the one still being
// judged left, and the kept files no judgement uses any more removed (those another judgement shares, and those
// too young to be known unused, kept).
#include "sandbox_fixture.h"
#include "store/results_store.h"
#include "store/unused_blobs.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>

using namespace jd;
using namespace jd::store;

namespace {

problem::Problem aplusb() {
    problem::Problem problem;
    problem.directory = "/problems/aplusb";
    problem.name = "A Plus B";
    return problem;
}

judge::JudgeReport reportWithOutput(const QString& output) {
    judge::JudgeReport report;
    report.language = "Python 3";
    report.verdict = judge::Verdict::AC;
    judge::TestOutcome test;
    test.test = "secret/1";
    test.verdict = judge::Verdict::AC;
    test.outputFile = output;
    report.tests << test;
    return report;
}

// Makes every kept file look written two hours ago: older than the grace given to files no row names yet.
void ageBlobs(const QString& blobs) {
    const timespec twoHoursAgo{QDateTime::currentSecsSinceEpoch() - 7200, 0};
    const timespec times[2] = {twoHoursAgo, twoHoursAgo};
    for (const QFileInfo& folder : QDir(blobs).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot))
        for (const QFileInfo& blob : QDir(folder.filePath()).entryInfoList(QDir::Files))
            ::utimensat(AT_FDCWD, QFile::encodeName(blob.filePath()).constData(), times, 0);
}

} // namespace

class Forgetting : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    int stores_ = 0;
    QString path_;
    std::unique_ptr<ResultsStore> store_;

    QString file(const QString& name, const QByteArray& content) {
        return test::writeTestFile(dir_.filePath(name), content);
    }
    QString blobs() const { return QFileInfo(path_).dir().filePath("blobs"); }

private slots:
    void init() {
        // Each in a folder of its own: databases side by side share their kept files.
        path_ = dir_.filePath(QStringLiteral("%1/results.sqlite").arg(++stores_));
        QVERIFY(QDir().mkpath(QFileInfo(path_).path()));
        auto opened = ResultsStore::open(path_);
        QVERIFY2(opened, opened ? "" : opened.error().c_str());
        store_ = std::move(opened.value());
    }

    void aForgottenJudgementIsGoneWithItsTestsAndSources() {
        const qint64 first = *store_->save(aplusb(), {file("a.py", "print(1)\n")}, reportWithOutput({}));
        const qint64 second = *store_->save(aplusb(), {file("b.py", "print(2)\n")}, reportWithOutput({}));
        auto forgotten = store_->forget({first});
        QVERIFY2(forgotten, forgotten ? "" : forgotten.error().c_str());
        QCOMPARE(forgotten->judgements, 1);
        QVERIFY(!store_->judgement(first));
        const auto left = store_->judgements();
        QCOMPARE(left->size(), 1);
        QCOMPARE(left->first().id, second);
        QVERIFY(*store_->integrityOk());
    }

    void aJudgementStillBeingJudgedIsLeft() {
        auto begun = store_->begin(aplusb(), {file("slow.py", "while True: pass\n")}, "Python 3");
        QVERIFY(begun);
        auto forgotten = store_->forget({begun.value()});
        QVERIFY(forgotten);
        QCOMPARE(forgotten->judgements, 0);
        QCOMPARE(forgotten->stillRunning, 1);
        QVERIFY(store_->judgement(begun.value()));
    }

    void aJudgementThatIsNotThereIsNothingToForget() {
        auto forgotten = store_->forget({4242});
        QVERIFY(forgotten);
        QCOMPARE(forgotten->judgements, 0);
        QCOMPARE(forgotten->stillRunning, 0);
    }

    void keptFilesNoJudgementUsesAreRemovedAndSharedOnesKept() {
        const QString shared = file("shared.py", "print(3)\n");
        const qint64 first = *store_->save(aplusb(), {shared}, reportWithOutput(file("only-first.out", "first\n")));
        const qint64 second = *store_->save(aplusb(), {shared}, reportWithOutput(file("only-second.out", "second\n")));
        ageBlobs(blobs());
        auto forgotten = store_->forget({first});
        QVERIFY(forgotten);
        QCOMPARE(forgotten->files, 1); // the first's output; the source the second judged too stays
        QCOMPARE(forgotten->bytes, qint64(6));
        const auto kept = store_->judgement(second);
        QVERIFY(kept);
        QVERIFY(QFileInfo::exists(kept->sources.first().blob));
        QVERIFY(QFileInfo::exists(kept->tests.first().outputBlob));
    }

    void aKeptFileTooYoungToBeKnownUnusedIsLeft() {
        const qint64 only = *store_->save(aplusb(), {file("young.py", "print(4)\n")}, reportWithOutput({}));
        const QString source = store_->judgement(only)->sources.first().blob;
        auto forgotten = store_->forget({only});
        QVERIFY(forgotten);
        QCOMPARE(forgotten->files, 0);
        QVERIFY(QFileInfo::exists(source)); // another process may be about to name it
    }

    void aKeptFileUsedAgainIsYoungAgain() {
        const QString source = file("again.py", "print(5)\n");
        const qint64 first = *store_->save(aplusb(), {source}, reportWithOutput({}));
        ageBlobs(blobs());
        const qint64 second = *store_->save(aplusb(), {source}, reportWithOutput({}));
        // Forgetting both at once would leave a blob a judgement saved meanwhile just named: it is young.
        auto forgotten = store_->forget({first, second});
        QVERIFY(forgotten);
        QCOMPARE(forgotten->judgements, 2);
        QCOMPARE(forgotten->files, 0);
    }

    void keptFilesSharedWithAnotherDatabaseBesideItAreLeft() {
        const qint64 only = *store_->save(aplusb(), {file("beside.py", "print(6)\n")}, reportWithOutput({}));
        const QString source = store_->judgement(only)->sources.first().blob;
        test::writeTestFile(QFileInfo(path_).dir().filePath("contest.sqlite"), {}); // its files go to blobs/ too
        ageBlobs(blobs());
        auto forgotten = store_->forget({only});
        QVERIFY(forgotten);
        QCOMPARE(forgotten->judgements, 1);
        QVERIFY(forgotten->sharedFiles);
        QVERIFY(QFileInfo::exists(source));
    }

    void unusedBlobsAreSweptFolderByFolder() {
        const QString root = dir_.filePath("sweep");
        test::writeTestFile(root + "/ab/abcd", "used\n");
        test::writeTestFile(root + "/ef/ef01", "unused\n");
        auto swept = removeUnusedBlobs(root, {"abcd"}, std::chrono::seconds(0));
        QVERIFY(swept);
        QCOMPARE(swept->removed, 1);
        QCOMPARE(swept->bytes, qint64(7));
        QVERIFY(QFile::exists(root + "/ab/abcd"));
        QVERIFY(!QFileInfo::exists(root + "/ef"));                                              // left empty: gone too
        QVERIFY(removeUnusedBlobs(dir_.filePath("no-blobs-yet"), {}, std::chrono::seconds(0))); // nothing to do
    }
};

QTEST_GUILESS_MAIN(Forgetting)
#include "test_forgetting.moc"
