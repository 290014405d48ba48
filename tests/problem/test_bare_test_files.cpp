// A folder of bare tests on its own (CP Editor's: 1.in beside 1.out, the solutions beside them) takes new
// tests, edits and removals in its own layout: files in the folder itself, answered with the folder's own
// extension. Its settings are not written (it has no file for them), and a contest's folder stays as it is.
#include "problem/package_writability.h"
#include "problem/plain_tests_reader.h"
#include "problem/problem_writer.h"
#include "problem/test_files.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::problem;

class BareTestFilesTest : public QObject {
    Q_OBJECT
    int testNumber_ = 0; // each test its own folder: two tests can start within one millisecond
    QTemporaryDir dir_;
    QString folder_;

    Problem read() {
        auto problem = readBareTestFolder(folder_);
        if (!problem) qFatal("%s", problem.error().c_str());
        return *problem;
    }

private slots:
    void init() {
        folder_ = dir_.filePath(QStringLiteral("f%1").arg(++testNumber_));
        test::writeTestFile(folder_ + "/1.in", "1 2\n");
        test::writeTestFile(folder_ + "/1.out", "3\n");
        test::writeTestFile(folder_ + "/sol.cpp", "int main() {}\n");
    }

    void aNewTestLandsInTheFolderAnsweredAsItsTestsAre() {
        const QString name = nextTestName(read(), "secret");
        QCOMPARE(name, QStringLiteral("secret/2"));
        auto written = writeTestCase(read(), name, "5 5\n", "10\n");
        QVERIFY2(written, written ? "" : written.error().c_str());
        QCOMPARE(test::readTestFile(folder_ + "/2.in"), QByteArray("5 5\n"));
        QCOMPARE(test::readTestFile(folder_ + "/2.out"), QByteArray("10\n"));
        QCOMPARE(read().allTests().size(), 2);
    }

    void anImportedTestLandsInTheFolder() {
        QTemporaryDir from;
        const QString input = test::writeTestFile(from.filePath("x.in"), "2 2\n");
        const QString answer = test::writeTestFile(from.filePath("x.ans"), "4\n");
        auto made = importTests(read(), "secret", {TestPair{"stress-7", input, answer}});
        QVERIFY2(made, made ? "" : made.error().c_str());
        QCOMPARE(made->first().answer, folder_ + "/stress-7.out");
        QCOMPARE(test::readTestFile(folder_ + "/stress-7.out"), QByteArray("4\n"));
        QVERIFY(read().allTests().size() == 2);
    }

    void aRenameAndARemovalTakeTheTestsOwnAnswerAlong() {
        test::writeTestFile(folder_ + "/2.in", "2 2\n");
        test::writeTestFile(folder_ + "/2.ans", "4\n"); // another extension than the folder's first test
        auto renamed = renameTestCase(read(), "secret/2", "secret/big");
        QVERIFY2(renamed, renamed ? "" : renamed.error().c_str());
        QVERIFY(!QFileInfo::exists(folder_ + "/2.ans"));
        QVERIFY(QFileInfo::exists(folder_ + "/big.in"));
        auto removed = removeTestCase(read(), "secret/big");
        QVERIFY2(removed, removed ? "" : removed.error().c_str());
        QCOMPARE(QDir(folder_).entryList(QDir::Files), QStringList({"1.in", "1.out", "sol.cpp"}));
    }

    // The inputs at its top make the folder a problem: the last of them stays there.
    void theLastTestAtTheTopStaysThere() {
        auto removed = removeTestCase(read(), "secret/1");
        QVERIFY(!removed);
        QVERIFY2(QString::fromStdString(removed.error()).contains("last test at the top"), removed.error().c_str());
        QVERIFY(!renameTestCase(read(), "secret/1", "secret/g/1"));
        QVERIFY(isBareTestFolder(folder_));
        QVERIFY(renameTestCase(read(), "secret/1", "secret/one")); // beside where it was
        QVERIFY(isBareTestFolder(folder_));
    }

    void aTestOutsideSecretIsRefused() {
        auto written = writeTestCase(read(), "sample/1", "1\n", "1\n");
        QVERIFY(!written);
        QVERIFY2(QString::fromStdString(written.error()).contains("secret/ only"), written.error().c_str());
        QCOMPARE(QDir(folder_).entryList(QDir::Files).size(), 3);
    }

    void itsSettingsAreNotWritten() {
        Problem edited = read();
        edited.limits.timeLimit = 3;
        auto written = writeProblemSettings(edited);
        QVERIFY(!written);
        QVERIFY2(QString::fromStdString(written.error()).contains("no settings"), written.error().c_str());
        QVERIFY(!QFileInfo::exists(folder_ + "/problem.yaml"));
    }

    void aContestsFolderOfBareTestsTakesNoTest() {
        auto contestProblem = readPlainTestFolder(folder_, "a", {});
        QVERIFY(contestProblem);
        QVERIFY(!checkTestsWritable(*contestProblem));
        QVERIFY(!writeTestCase(*contestProblem, "secret/2", "1\n", "1\n"));
        QVERIFY(!QFileInfo::exists(folder_ + "/2.in"));
    }
};

QTEST_GUILESS_MAIN(BareTestFilesTest)
#include "test_bare_test_files.moc"
