// The one door to a problem on disk: how a path given on a command line is read, whatever its spelling.
#include "common/tree_copy.h"
#include "problem/package.h"
#include "problem/plain_tests_reader.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace jd;

namespace {

QString example(const QString& name) { return QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).filePath(name); }

// A package copied to `into`/`name`, so that the test may give its path in any spelling.
QString copyOf(const QString& exampleName, const QString& into, const QString& name) {
    const QString target = QDir(into).filePath(name);
    if (!copyTree(example(exampleName), target)) qFatal("cannot copy the example %s", qPrintable(exampleName));
    return target;
}

} // namespace

class Package : public QObject {
    Q_OBJECT

private slots:
    void aProblemGivenWithATrailingSlashIsNamedForItsDirectory_data() {
        QTest::addColumn<QString>("example");
        QTest::newRow("kattis") << "aplusb";
        QTest::newRow("polygon") << "guess-polygon";
        QTest::newRow("omegaup") << "omegaup-sums";
        QTest::newRow("tps") << "tps-summax";
    }
    void aProblemGivenWithATrailingSlashIsNamedForItsDirectory() {
        QFETCH(QString, example);
        QTemporaryDir dir;
        const QString copy = copyOf(example, dir.path(), "mine");
        const auto plain = problem::readProblem(copy);
        QVERIFY2(plain, plain ? "" : plain.error().c_str());
        const auto slashed = problem::readProblem(copy + "/");
        QVERIFY2(slashed, slashed ? "" : slashed.error().c_str());
        QVERIFY(!slashed->shortName.isEmpty());
        QCOMPARE(slashed->shortName, plain->shortName);
        QCOMPARE(slashed->directory, plain->directory);
    }

    void aProblemGivenAsDotIsNamedForTheWorkingDirectory() {
        QTemporaryDir dir;
        const QString copy = copyOf("aplusb", dir.path(), "sum");
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(copy));
        const auto read = problem::readProblem(".");
        QDir::setCurrent(before);
        QVERIFY2(read, read ? "" : read.error().c_str());
        QCOMPARE(QFileInfo(read->directory).fileName(), QString("sum"));
        QCOMPARE(read->directory, QFileInfo(copy).canonicalFilePath());
    }

    void aContestFolderIsRefusedWithWhereToTakeIt() {
        const auto read = problem::readProblem(example("contest-day1"));
        QVERIFY(!read);
        const QString error = QString::fromStdString(read.error());
        QVERIFY2(error.contains("a contest folder"), qPrintable(error));
        QVERIFY2(error.contains("judgedesk-cli contest"), qPrintable(error));
    }

    void aFolderOfDataAndSourcesWithoutContestYamlIsAContest() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("data/sum/1.in"), "1 2\n");
        test::writeTestFile(dir.filePath("data/sum/1.out"), "3\n");
        test::writeTestFile(dir.filePath("source/alice/sum.cpp"), "int main(){}\n");
        QVERIFY(problem::isContestFolder(dir.path()));
        QVERIFY(!problem::readProblem(dir.path()));
    }

    void aFolderOfBareTestsIsAProblemWithoutLimitsOfItsOwn() {
        QTemporaryDir dir;
        const QString tests = dir.filePath("sum-tests");
        test::writeTestFile(tests + "/2.in", "1 2\n");
        test::writeTestFile(tests + "/2.out", "3\n");
        test::writeTestFile(tests + "/10.in", "2 2\n");
        test::writeTestFile(tests + "/10.ans", "4\n");
        QVERIFY(problem::isBareTestFolder(tests));
        const auto read = problem::readProblem(tests + "/");
        QVERIFY2(read, read ? "" : read.error().c_str());
        QCOMPARE(read->shortName, QString("sum-tests"));
        QCOMPARE(read->allTests().size(), 2);
        QCOMPARE(read->allTests().first().name, QString("secret/2"));
        QVERIFY(!read->limits.timeLimit);
        QVERIFY(!read->limits.memoryNamed);
        QVERIFY2(read->dialect.reason.contains("no problem.yaml"), qPrintable(read->dialect.reason));
    }

    void aFolderOfBareTestsKeepsTheSolutionsAddedToItsSubmissions() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("1.in"), "1 2\n");
        test::writeTestFile(dir.filePath("1.out"), "3\n");
        test::writeTestFile(dir.filePath("submissions/wrong_answer/greedy.cpp"), "int main(){}\n");
        test::writeTestFile(dir.filePath("submissions/accepted/reads-a-file/data.in"), "not a test\n");
        test::writeTestFile(dir.filePath("submissions/accepted/reads-a-file/main.cpp"), "int main(){}\n");
        QVERIFY(problem::isBareTestFolder(dir.path()));
        const auto read = problem::readProblem(dir.path());
        QVERIFY2(read, read ? "" : read.error().c_str());
        QCOMPARE(read->allTests().size(), 1);
        QCOMPARE(read->submissions.size(), 2);
        QCOMPARE(QFileInfo(read->submissions[0].path).fileName(), QString("reads-a-file"));
        QCOMPARE(read->submissions[0].expectedVerdicts, QStringList{"AC"});
        QCOMPARE(QFileInfo(read->submissions[1].path).fileName(), QString("greedy.cpp"));
        QCOMPARE(read->submissions[1].expectedVerdicts, QStringList{"WA"});
    }

    void aBareFolderSolutionLeadingOutsideIsRefusedNamingIt() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("1.in"), "1 2\n");
        test::writeTestFile(dir.filePath("1.out"), "3\n");
        QVERIFY(QDir().mkpath(dir.filePath("submissions/accepted")));
        QVERIFY(QFile::link("/etc/passwd", dir.filePath("submissions/accepted/sum.py")));
        const auto read = problem::readProblem(dir.path());
        QVERIFY(!read);
        QVERIFY2(QString::fromStdString(read.error()).contains("sum.py"), read.error().c_str());
    }

    void aBareTestWhoseAnswerLeadsOutsideIsRefusedNamingIt() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("1.in"), "1 2\n");
        QVERIFY(QFile::link("/etc/passwd", dir.filePath("1.out")));
        const auto read = problem::readProblem(dir.path());
        QVERIFY(!read);
        QVERIFY2(QString::fromStdString(read.error()).contains("1.out"), read.error().c_str());
    }

    void anInputThatIsADirectoryMakesNoFolderOfTests() {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath("1.in")));
        test::writeTestFile(dir.filePath("1.out"), "3\n");
        QVERIFY(!problem::isBareTestFolder(dir.path()));
    }

    void aFolderWithAnUnansweredInputIsNoFolderOfTests() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("1.in"), "1 2\n");
        test::writeTestFile(dir.filePath("1.out"), "3\n");
        test::writeTestFile(dir.filePath("input.in"), "scratch\n");
        QVERIFY(!problem::isBareTestFolder(dir.path()));
    }

    void aKattisPackageWithASourceFolderIsAProblem() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("problem.yaml"), "name: Sum\n");
        test::writeTestFile(dir.filePath("data/secret/1.in"), "1 2\n");
        test::writeTestFile(dir.filePath("data/secret/1.ans"), "3\n");
        test::writeTestFile(dir.filePath("source/notes.txt"), "how the tests were made\n");
        QVERIFY(!problem::isContestFolder(dir.path()));
        const auto read = problem::readProblem(dir.path());
        QVERIFY2(read, read ? "" : read.error().c_str());
        QCOMPARE(read->allTests().size(), 1);
    }
};

QTEST_GUILESS_MAIN(Package)
#include "test_package.moc"
