// go-judge's cached files: kept under opaque ids, listed with their names, bounded in size and number,
// safe from many threads at once, and back after a restart when kept in a directory.
#include "protocol/gojudge/file_store.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <thread>
#include <vector>

using namespace jd::gojudge;

class GoJudgeFileStore : public QObject {
    Q_OBJECT
private slots:
    void aFileAddedIsReadListedAndDeleted() {
        auto store = FileStore::open({}, {});
        QVERIFY(store);
        auto id = (*store)->add("hello\n", "a.txt");
        QVERIFY(id);
        QCOMPARE((*store)->read(*id).value(), QByteArray("hello\n"));
        QCOMPARE((*store)->list().value(*id), QStringLiteral("a.txt"));
        QVERIFY((*store)->remove(*id));
        QVERIFY(!(*store)->read(*id));
        QVERIFY(!(*store)->remove(*id));
        QCOMPARE((*store)->totalBytes(), 0);
    }

    void anIdThatIsNotOneOfItsOwnFindsNothing() {
        auto store = FileStore::open({}, {});
        QVERIFY(!(*store)->path("../../etc/passwd"));
        QVERIFY(!(*store)->path("ABCDEFGHIJKLMNOP"));
    }

    void aFileOverTheBoundIsRefusedAndSaysSo() {
        FileStore::Bounds bounds;
        bounds.fileBytes = 4;
        auto store = FileStore::open({}, bounds);
        auto id = (*store)->add("12345", "big");
        QVERIFY(!id);
        QVERIFY(QString::fromStdString(id.error()).contains("more than the 4"));
    }

    void aFullStoreRefusesMoreUntilSomethingIsDeleted() {
        FileStore::Bounds bounds;
        bounds.totalBytes = 10;
        bounds.files = 2;
        auto store = FileStore::open({}, bounds);
        auto first = (*store)->add("12345", "a");
        QVERIFY(first);
        QVERIFY((*store)->add("12345", "b"));
        QVERIFY(!(*store)->add("1", "c"));
        QVERIFY((*store)->remove(*first));
        QVERIFY((*store)->add("1", "c"));
    }

    void aRunsFileIsTakenIn() {
        QTemporaryDir dir;
        const QString made = jd::test::writeTestFile(dir.filePath("stdout"), "42\n");
        auto store = FileStore::open({}, {});
        auto id = (*store)->addFile(made, "stdout");
        QVERIFY(id);
        QCOMPARE((*store)->read(*id).value(), QByteArray("42\n"));
        QVERIFY(!(*store)->addFile(dir.path(), "a directory"));
    }

    void filesKeptInADirectoryComeBackAfterARestart() {
        QTemporaryDir dir;
        QString id;
        {
            auto store = FileStore::open(dir.path(), {});
            id = (*store)->add("kept", "k").value();
        }
        auto again = FileStore::open(dir.path(), {});
        QCOMPARE((*again)->list().value(id), QStringLiteral("k"));
        QCOMPARE((*again)->read(id).value(), QByteArray("kept"));
        QCOMPARE((*again)->totalBytes(), 4);
    }

    void manyThreadsAddingAtOnceLoseNothing() {
        auto store = FileStore::open({}, {});
        std::vector<std::jthread> threads;
        for (int thread = 0; thread < 8; ++thread)
            threads.emplace_back([&store, thread] {
                for (int i = 0; i < 50; ++i)
                    (void)(*store)->add(QByteArray::number(thread * 1000 + i), QString::number(thread));
            });
        threads.clear();
        QCOMPARE((*store)->list().size(), 400);
        for (const QString& id : (*store)->list().keys())
            QVERIFY((*store)->read(id));
    }
};

QTEST_GUILESS_MAIN(GoJudgeFileStore)
#include "test_gojudge_file_store.moc"
