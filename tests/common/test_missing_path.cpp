// Why a path given by a user cannot be read, told apart: a link to nothing and a loop of links are not
// "no such file", which would send the user looking for a file that is there.
#include "common/missing_path.h"
#include "problem/package.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class MissingPathTest : public QObject {
    Q_OBJECT
private slots:
    void aReadableFileHasNothingToSay() {
        QTemporaryDir dir;
        QFile file(dir.filePath("sum.cpp"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(jd::whyUnreadable(file.fileName()), QString());
    }

    void aMissingPathIsNoSuchFile() {
        QTemporaryDir dir;
        QCOMPARE(jd::whyUnreadable(dir.filePath("sum.cpp")), QStringLiteral("no such file or directory"));
    }

    void aLinkToNothingNamesWhereItLeads() {
        QTemporaryDir dir;
        QVERIFY(QFile::link(dir.filePath("gone.cpp"), dir.filePath("sum.cpp")));
        QCOMPARE(jd::whyUnreadable(dir.filePath("sum.cpp")),
                 QStringLiteral("a link to nothing (%1)").arg(dir.filePath("gone.cpp")));
    }

    void aLoopOfLinksIsSaidToBeOne() {
        QTemporaryDir dir;
        QVERIFY(QFile::link(dir.filePath("b"), dir.filePath("a")));
        QVERIFY(QFile::link(dir.filePath("a"), dir.filePath("b")));
        QVERIFY(jd::whyUnreadable(dir.filePath("a")).startsWith("a loop of links"));
    }

    void aProblemOpenedThroughALinkToNothingSaysSo() {
        QTemporaryDir dir;
        QVERIFY(QFile::link(dir.filePath("moved-away"), dir.filePath("sum")));
        const auto read = jd::problem::readProblem(dir.filePath("sum"));
        QVERIFY(!read);
        QVERIFY2(QString::fromStdString(read.error()).contains("a link to nothing"), read.error().c_str());
    }
};

QTEST_GUILESS_MAIN(MissingPathTest)
#include "test_missing_path.moc"
