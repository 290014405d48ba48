// A judgement's kept copy put back on disk to be judged again: laid out as the files were, and refused, naming
// the file, when a copy is missing.
#include "sandbox_fixture.h"
#include "store/kept_sources.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::store;

namespace {
QByteArray contentOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
}
} // namespace

class KeptSourcesTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void copiesAreRestoredLaidOutAsTheFilesWere() {
        const QString main = test::writeTestFile(dir_.filePath("blobs/1"), "class Main {}\n");
        const QString helper = test::writeTestFile(dir_.filePath("blobs/2"), "class Helper {}\n");
        const QList<StoredSource> sources{{"/coach/sub/Main.java", main}, {"/coach/sub/util/Helper.java", helper}};
        auto restored = restoreKeptSources(sources, dir_.filePath("restored"));
        QVERIFY2(restored, restored ? "" : restored.error().c_str());
        QCOMPARE(restored.value(),
                 (QStringList{dir_.filePath("restored/Main.java"), dir_.filePath("restored/util/Helper.java")}));
        QCOMPARE(contentOf(restored.value()[0]), QByteArray("class Main {}\n"));
        QCOMPARE(contentOf(restored.value()[1]), QByteArray("class Helper {}\n"));
    }

    void filesInSiblingFoldersKeepTheirFolders() {
        const QString a = test::writeTestFile(dir_.filePath("blobs/a"), "a\n");
        const QString b = test::writeTestFile(dir_.filePath("blobs/b"), "b\n");
        auto restored =
            restoreKeptSources({{"/coach/src/a.cpp", a}, {"/coach/include/b.h", b}}, dir_.filePath("siblings"));
        QVERIFY(restored);
        QCOMPARE(restored.value(),
                 (QStringList{dir_.filePath("siblings/src/a.cpp"), dir_.filePath("siblings/include/b.h")}));
    }

    void aRestoredCopyCanBeWrittenOverLikeTheFileItWas() {
        const QString blob = test::writeTestFile(dir_.filePath("blobs/ro"), "x\n");
        QFile::setPermissions(blob, QFile::ReadOwner); // a blob made read-only (by a backup, say)
        auto restored = restoreKeptSources({{"/coach/x.py", blob}}, dir_.filePath("writable"));
        QVERIFY(restored);
        QVERIFY(QFile::permissions(restored.value()[0]) & QFile::WriteOwner);
        auto again = restoreKeptSources({{"/coach/x.py", blob}}, dir_.filePath("writable"));
        QVERIFY2(again, again ? "" : again.error().c_str());
    }

    void aFileWithoutACopyIsRefusedByName() {
        auto restored = restoreKeptSources({{"/coach/huge.cpp", {}}}, dir_.filePath("none"));
        QVERIFY(!restored);
        QVERIFY2(QString::fromStdString(restored.error()).contains("/coach/huge.cpp"), restored.error().c_str());
    }

    void aCopyGoneFromTheBlobsIsRefusedByName() {
        auto restored = restoreKeptSources({{"/coach/sol.cpp", dir_.filePath("blobs/gone")}}, dir_.filePath("gone"));
        QVERIFY(!restored);
        QVERIFY2(QString::fromStdString(restored.error()).contains("is gone"), restored.error().c_str());
    }

    void onlyAJudgementWithACopyOfEveryFileHasACompleteCopy() {
        StoredJudgement judgement;
        QVERIFY(!hasCompleteCopy(judgement)); // kept before copies were
        judgement.sources = {{"/coach/a.cpp", "/blobs/1"}, {"/coach/b.cpp", {}}};
        QVERIFY(!hasCompleteCopy(judgement));
        judgement.sources[1].blob = "/blobs/2";
        QVERIFY(hasCompleteCopy(judgement));
    }
};

QTEST_GUILESS_MAIN(KeptSourcesTest)
#include "test_kept_sources.moc"
