// Packages written by strangers: no path a package names and no link it holds may lead the judge to a
// file outside it, to a device or round a loop. Each case gets an error naming the entry, before
// anything is judged.
#include "problem/package.h"
#include "problem/package_root.h"
#include "problem/plain_tests_reader.h"
#include "problem/polygon_reader.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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
        QCOMPARE(errorOf(readProblem(root)),
                 QStringLiteral("p/data/secret/again: a link back up its own tree (a loop)"));
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

    // As a compiler names every error: a FIFO and a directory where two tests belong, both in one message.
    void everyBrokenEntryIsNamedInTheSameMessage() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        QVERIFY(::mkfifo(QFile::encodeName(root + "/data/secret/04.in").constData(), 0644) == 0);
        test::writeTestFile(root + "/data/secret/04.ans", "1\n");
        QVERIFY(QDir().mkpath(root + "/data/secret/05.in"));
        test::writeTestFile(root + "/data/secret/05.ans", "1\n");
        QCOMPARE(errorOf(readProblem(root)),
                 QStringLiteral("p/data/secret/04.in: not a file or a directory (a device, fifo or socket)\n"
                                "p/data/secret/05.in: is a directory, not a test file"));
    }

    void aPackageBrokenEverywhereNamesTwentyEntriesAndCountsTheRest() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        for (int i = 10; i < 35; ++i)
            QVERIFY(::mkfifo(QFile::encodeName(root + QStringLiteral("/data/secret/%1.in").arg(i)).constData(), 0644) == 0);
        const QStringList lines = errorOf(readProblem(root)).split('\n');
        QCOMPARE(lines.size(), 21);
        QCOMPARE(lines.last(), QStringLiteral("and 5 more"));
    }

    void everyTestWithoutItsPartnerIsNamedInTheSameMessage() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        test::writeTestFile(root + "/data/secret/2.ans", "3\n");
        test::writeTestFile(root + "/data/secret/3.in", "3\n");
        test::writeTestFile(root + "/data/secret/g/4.ans", "3\n");
        QCOMPARE(errorOf(readProblem(root)), QStringLiteral("p/data/secret/2.ans: has no input 2.in beside it\n"
                                                            "p/data/secret/3.in: has no answer file 3.ans beside it\n"
                                                            "p/data/secret/g/4.ans: has no input 4.in beside it"));
    }

    void aTestNamedInBytesThatAreNotUtf8IsNamedInTheError() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        const QByteArray raw = QFile::encodeName(root + "/data/secret/") + "\xff" + "2.in";
        const int fd = ::open(raw.constData(), O_WRONLY | O_CREAT, 0644);
        QVERIFY(fd >= 0);
        ::close(fd);
        QCOMPARE(errorOf(readProblem(root)),
                 QStringLiteral("p/data/secret/\\xff2.in: the file name is not valid UTF-8, "
                                "so it cannot be opened by its name; rename it"));
    }

    void aDirectoryWhereATestFileBelongsIsNamed() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        QVERIFY(QDir().mkpath(root + "/data/secret/2.in"));
        QCOMPARE(errorOf(readProblem(root)), QStringLiteral("p/data/secret/2.in: is a directory, not a test file"));
    }

    void aDirectoryWhereABareTestBelongsIsNamed() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("plain/1.in"), "1\n");
        test::writeTestFile(dir.filePath("plain/1.out"), "2\n");
        QVERIFY(QDir().mkpath(dir.filePath("plain/2.in")));
        QCOMPARE(errorOf(readPlainTestFolder(dir.filePath("plain"), "plain", {})),
                 QStringLiteral("plain/2.in: is a directory, not a test file"));
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

    void numbersOutOfBoundsAreNamedBeforeJudging_data() {
        QTest::addColumn<QByteArray>("problemYaml");
        QTest::addColumn<QString>("error");
        QTest::newRow("time limit 0")
            << QByteArray("limits:\n  time_limit: 0\n")
            << "p/problem.yaml:3: limits.time_limit: 0 is out of range: expected more than 0 to 600";
        QTest::newRow("time limit 1e9")
            << QByteArray("limits:\n  time_limit: 1e9\n")
            << "p/problem.yaml:3: limits.time_limit: 1e9 is out of range: expected more than 0 to 600";
        QTest::newRow("time limit nan") << QByteArray("limits:\n  time_limit: nan\n")
                                        << "p/problem.yaml:3: limits.time_limit: expected a number, got 'nan'";
        QTest::newRow("time limit -inf") << QByteArray("limits:\n  time_limit: -inf\n")
                                         << "p/problem.yaml:3: limits.time_limit: expected a number, got '-inf'";
        QTest::newRow("memory 1e12")
            << QByteArray("limits:\n  memory: 1e12\n")
            << "p/problem.yaml:3: limits.memory: 1e12 is out of range: expected from 1 to 65536";
        QTest::newRow("half a pass") << QByteArray("limits:\n  validation_passes: 2.5\n")
                                     << "p/problem.yaml:3: limits.validation_passes: expected a whole number";
        QTest::newRow("multiplier below 1") << QByteArray("limits:\n  time_multiplier: 0.5\n")
                                            << "p/problem.yaml:3: limits.time_multiplier: 0.5 is out of range: "
                                               "expected from 1 to 100";
    }
    void numbersOutOfBoundsAreNamedBeforeJudging() {
        QFETCH(QByteArray, problemYaml);
        QFETCH(QString, error);
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        test::writeTestFile(root + "/problem.yaml", "name: P\n" + problemYaml);
        QCOMPARE(errorOf(readProblem(root)), error);
    }

    void groupScoresOutOfBoundsAreNamed() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        test::writeTestFile(root + "/data/secret/test_group.yaml", "max_score: nan\n");
        QCOMPARE(errorOf(readProblem(root)),
                 QStringLiteral("p/data/secret/test_group.yaml:1: max_score: expected a number, got 'nan'"));
        test::writeTestFile(root + "/data/secret/test_group.yaml", "max_score: -5\n");
        QCOMPARE(
            errorOf(readProblem(root)),
            QStringLiteral("p/data/secret/test_group.yaml:1: max_score: -5 is out of range: expected from 0 to 1e+09"));
    }

    void polygonNumbersOutOfBoundsAreNamed_data() {
        QTest::addColumn<QString>("testset");
        QTest::addColumn<QString>("error");
        const QString tests = "<tests><test method=\"manual\" group=\"a\" points=\"%1\"/></tests>";
        QTest::newRow("time limit 0") << "<time-limit>0</time-limit>" + tests.arg(1)
                                      << "time-limit: expected more than 0 and at most 600000 milliseconds, got '0'";
        QTest::newRow("memory 1e15") << "<memory-limit>1e15</memory-limit>" + tests.arg(1)
                                     << "memory-limit: expected from 1 MiB to 64 GiB in bytes, got '1e15'";
        QTest::newRow("points nan") << tests.arg("nan") << "points: expected a number from 0 to 1e9, got 'nan'";
        QTest::newRow("negative points") << tests.arg("-3") << "points: expected a number from 0 to 1e9, got '-3'";
        QTest::newRow("missing group")
            << tests.arg(1) + "<groups><group name=\"a\"><dependencies><dependency group=\"zz\"/></dependencies>"
                              "</group></groups>"
            << "problem.xml: group a depends on group zz, which the testset does not have";
        QTest::newRow("cycle") << tests.arg(1) +
                                      "<groups><group name=\"a\"><dependencies><dependency group=\"b\"/></dependencies>"
                                      "</group><group name=\"b\"><dependencies><dependency group=\"a\"/>"
                                      "</dependencies></group></groups>"
                               << "problem.xml: the groups depend on each other in a circle: a -> b -> a";
    }
    void polygonNumbersOutOfBoundsAreNamed() {
        QFETCH(QString, testset);
        QFETCH(QString, error);
        QTemporaryDir dir;
        const QString root = dir.filePath("poly");
        test::writeTestFile(root + "/tests/01", "1\n");
        test::writeTestFile(root + "/problem.xml",
                            ("<problem><judging><testset name=\"tests\"><input-path-pattern>tests/%02d"
                             "</input-path-pattern>" +
                             testset + "</testset></judging></problem>\n")
                                .toUtf8());
        const QString got = errorOf(readPolygonProblem(root));
        QVERIFY2(got.endsWith(error), qPrintable(got));
    }

    void anAnswerWithoutItsInputIsNamed() {
        QTemporaryDir dir;
        const QString root = kattisPackage(dir);
        test::writeTestFile(root + "/data/secret/2.ans", "3\n");
        QCOMPARE(errorOf(readProblem(root)), QStringLiteral("p/data/secret/2.ans: has no input 2.in beside it"));
    }

    void aProblemWithSamplesOnlyIsJudgedAfterAWarning() {
        QTemporaryDir dir;
        const QString root = dir.filePath("p");
        test::writeTestFile(root + "/problem.yaml", "name: P\n");
        test::writeTestFile(root + "/data/sample/1.in", "1\n");
        test::writeTestFile(root + "/data/sample/1.ans", "2\n");
        auto read = readProblem(root);
        QVERIFY2(read, read ? "" : read.error().c_str());
        QCOMPARE(read->warnings, QStringList{"data/secret/ holds no test: the problem is judged on its samples only"});
        QVERIFY(readProblem(kattisPackage(dir))->warnings.isEmpty());
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
        auto checked = PackageRoot(root).checkTree("p", limits);
        QVERIFY(!checked);
        QVERIFY2(QString::fromStdString(checked.error()).endsWith("nested deeper than 6 levels"),
                 checked.error().c_str());
    }
};

QTEST_GUILESS_MAIN(HostilePackages)
#include "test_hostile_packages.moc"
