// Packages written by strangers: no path a package names and no link it holds may lead the judge to a
// file outside it, to a device or round a loop. Each case gets an error naming the entry, before
// anything is judged.
#include "problem/package.h"
#include "problem/package_root.h"
#include "problem/polygon_reader.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace jd;
using namespace jd::problem;

namespace {

QString errorOf(const Result<Problem>& read) {
    return read ? QStringLiteral("<read without error>") : QString::fromStdString(read.error());
}

QString kattisPackage(const QTemporaryDir& dir) {
    const QString root = dir.filePath("p");
    test::writeTestFile(root + "/problem.yaml", "name: P\n");
    test::writeTestFile(root + "/data/secret/1.in", "1\n");
    test::writeTestFile(root + "/data/secret/1.ans", "2\n");
    return root;
}

QString polygonPackage(const QTemporaryDir& dir, const QString& inputPattern, const QString& checkerPath) {
    const QString root = dir.filePath("poly");
    test::writeTestFile(root + "/tests/01", "1\n");
    test::writeTestFile(root + "/tests/01.a", "2\n");
    test::writeTestFile(root + "/files/check.cpp", "int main() {}\n");
    test::writeTestFile(root + "/problem.xml",
                        QStringLiteral("<problem short-name=\"poly\"><judging><testset name=\"tests\">"
                                       "<input-path-pattern>%1</input-path-pattern>"
                                       "<answer-path-pattern>tests/%02d.a</answer-path-pattern>"
                                       "<tests><test method=\"manual\"/></tests></testset></judging>"
                                       "<assets><checker type=\"testlib\"><source path=\"%2\"/></checker></assets>"
                                       "</problem>\n")
                            .arg(inputPattern, checkerPath)
                            .toUtf8());
    return root;
}

} // namespace

class HostilePackages : public QObject {
    Q_OBJECT

private slots:
    void polygonInputPatternLeavingThePackageIsRefused() {
        QTemporaryDir dir;
        const QString root = polygonPackage(dir, "../../../../../../../../etc/passwd", "files/check.cpp");
        QCOMPARE(errorOf(readPolygonProblem(root)),
                 QStringLiteral("problem.xml: input-path-pattern: ../../../../../../../../etc/passwd: leads outside "
                                "the package (to /etc/passwd)"));
    }

    void polygonCheckerPathLeavingThePackageIsRefused() {
        QTemporaryDir dir;
        const QString root = polygonPackage(dir, "tests/%02d", "/etc/hostname");
        const QString error = errorOf(readPolygonProblem(root));
        QVERIFY2(error.endsWith("checker source /etc/hostname: leads outside the package (to /etc/hostname)"),
                 qPrintable(error));
    }

    void polygonPathThroughALinkedDirectoryIsRefused() {
        QTemporaryDir dir;
        const QString root = polygonPackage(dir, "outside/passwd", "files/check.cpp");
        QVERIFY(QFile::link("/etc", root + "/outside"));
        const QString error = errorOf(readPolygonProblem(root));
        QVERIFY2(error.contains("leads outside the package"), qPrintable(error));
    }

    void linkToAFileOutsideIsRefused() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        QFile::remove(root + "/data/secret/1.ans");
        QVERIFY(QFile::link("/etc/passwd", root + "/data/secret/1.ans"));
        QCOMPARE(errorOf(readProblem(root)),
                 QStringLiteral("p/data/secret/1.ans: a link that leads outside the package (to /etc/passwd)"));
    }

    void linkToADeviceIsRefused() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        QFile::remove(root + "/data/secret/1.ans");
        QVERIFY(QFile::link("/dev/zero", root + "/data/secret/1.ans"));
        QCOMPARE(errorOf(readProblem(root)),
                 QStringLiteral("p/data/secret/1.ans: a link that leads outside the package (to /dev/zero)"));
    }

    void linkInAValidatorToAFileOutsideIsRefused() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        test::writeTestFile(root + "/problem.yaml", "name: P\nvalidation: custom\n");
        QDir().mkpath(root + "/output_validators/v");
        QVERIFY(QFile::link("/etc/hostname", root + "/output_validators/v/validator.cpp"));
        QCOMPARE(errorOf(readProblem(root)),
                 QStringLiteral("p/output_validators/v/validator.cpp: a link that leads outside the package "
                                "(to /etc/hostname)"));
    }

    void linkBackUpTheTreeIsALoop() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        QVERIFY(QFile::link("..", root + "/data/secret/again"));
        QCOMPARE(errorOf(readProblem(root)), QStringLiteral("p/data/secret/again: a link back up its own tree (a loop)"));
    }

    void twoLinksThatLeadToEachOtherAreALoop() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        QDir().mkpath(root + "/data/secret/a");
        QDir().mkpath(root + "/data/secret/b");
        QVERIFY(QFile::link("../b", root + "/data/secret/a/tob"));
        QVERIFY(QFile::link("../a", root + "/data/secret/b/toa"));
        const QString error = errorOf(readProblem(root));
        QVERIFY2(error.endsWith(": links back to a group it is in (a loop)"), qPrintable(error));
    }

    void fifoInThePackageIsRefused() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        QVERIFY(::mkfifo(QFile::encodeName(root + "/data/secret/2.in").constData(), 0644) == 0);
        QCOMPARE(errorOf(readProblem(root)),
                 QStringLiteral("p/data/secret/2.in: not a file or a directory (a device, fifo or socket)"));
    }

    void linksThatStayInsideThePackageAreFollowed() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        QDir().mkpath(root + "/data/sample");
        QVERIFY(QFile::link("../secret/1.in", root + "/data/sample/1.in"));
        QVERIFY(QFile::link("../secret/1.ans", root + "/data/sample/1.ans"));
        auto read = readProblem(root);
        QVERIFY2(read, read ? "" : read.error().c_str());
        QCOMPARE(read->allTests().size(), 2);
    }

    void resolvingANameThatDoesNotExistJudgesItsExistingAncestor() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        QVERIFY(QFile::link("/tmp", root + "/scratch"));
        const PackageRoot package(root);
        QVERIFY(package.resolve("data/secret/none.in"));
        auto outside = package.resolve("scratch/none.in");
        QVERIFY(!outside);
        QVERIFY2(QString::fromStdString(outside.error()).startsWith("scratch/none.in: leads outside the package"),
                 outside.error().c_str());
    }

    void settingsFilesThatAreDirectoriesAreNamed_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("problem.yaml") << "problem.yaml";
        QTest::newRow("test_group.yaml") << "data/secret/test_group.yaml";
        QTest::newRow("testdata.yaml") << "data/testdata.yaml";
        QTest::newRow("submissions.yaml") << "submissions/submissions.yaml";
    }
    void settingsFilesThatAreDirectoriesAreNamed() {
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        test::writeTestFile(root + "/submissions/accepted/a.py", "print(2)\n");
        QFile::remove(root + "/" + file);
        QVERIFY(QDir().mkpath(root + "/" + file));
        QCOMPARE(errorOf(readProblem(root)), QStringLiteral("p/%1: is a directory, not a file").arg(file));
    }

    void yamlNestedDeeperThanAParserCanFollowIsRefused() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        test::writeTestFile(root + "/problem.yaml", "name: P\nlimits: " + QByteArray(100000, '[') + "\n");
        QCOMPARE(errorOf(readProblem(root)), QStringLiteral("p/problem.yaml:2: nested deeper than 256 levels"));
    }

    void yamlTooLargeForSettingsIsRefused() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        test::writeTestFile(root + "/problem.yaml", "name: P\n# " + QByteArray(17 << 20, 'x') + "\n");
        QCOMPARE(errorOf(readProblem(root)),
                 QStringLiteral("p/problem.yaml: is 17 MiB, too large for a settings file (at most 16 MiB)"));
    }

    void tooDeepATreeIsRefused() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        QString deep = root + "/data/secret";
        for (int i = 0; i < 8; ++i)
            deep += "/d";
        QVERIFY(QDir().mkpath(deep));
        TreeLimits limits;
        limits.maxDepth = 6;
        auto checked = PackageRoot(root).checkTree(limits);
        QVERIFY(!checked);
        QVERIFY2(QString::fromStdString(checked.error()).endsWith("nested deeper than 6 levels"), checked.error().c_str());
    }
};

QTEST_GUILESS_MAIN(HostilePackages)
#include "test_hostile_packages.moc"
