// Test files as the workbench handles them: renames and moves take every file of a test along,
// duplicates are whole, new tests are numbered after the others, and imports pair files by a rule and
// refuse before writing anything when a name would clash.
#include "problem/test_files.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::problem;

namespace {} // namespace

class TestFilesTest : public QObject {
    Q_OBJECT
    int testNumber_ = 0; // each test its own folder: two tests can start within one millisecond
    QTemporaryDir dir_;
    Problem problem_;
    QString data_;

private slots:
    void init() {
        problem_.directory = dir_.filePath(QStringLiteral("p%1").arg(++testNumber_));
        data_ = problem_.directory + "/data";
        test::writeTestFile(data_ + "/sample/1.in", "1 2\n");
        test::writeTestFile(data_ + "/sample/1.ans", "3\n");
        test::writeTestFile(data_ + "/sample/1.desc", "the first one\n");
        test::writeTestFile(data_ + "/secret/g1/07.in", "7\n");
        test::writeTestFile(data_ + "/secret/g1/07.ans", "49\n");
        test::writeTestFile(data_ + "/secret/g1/10.in", "10\n");
        test::writeTestFile(data_ + "/secret/g1/10.ans", "100\n");
    }

    void aRenameTakesEveryFileOfTheTestAlong() {
        auto renamed = renameTestCase(problem_, "sample/1", "sample/first");
        QVERIFY2(renamed, renamed ? "" : renamed.error().c_str());
        QCOMPARE(test::readTestFile(data_ + "/sample/first.in"), QByteArray("1 2\n"));
        QCOMPARE(test::readTestFile(data_ + "/sample/first.ans"), QByteArray("3\n"));
        QCOMPARE(test::readTestFile(data_ + "/sample/first.desc"), QByteArray("the first one\n"));
        QVERIFY(!QFile::exists(data_ + "/sample/1.in") && !QFile::exists(data_ + "/sample/1.desc"));
        QVERIFY(renamed->sample);
    }

    void aMoveToAnotherGroupMakesTheGroup() {
        auto moved = renameTestCase(problem_, "secret/g1/07", "secret/g2/07");
        QVERIFY(moved);
        QCOMPARE(test::readTestFile(data_ + "/secret/g2/07.ans"), QByteArray("49\n"));
        QCOMPARE(moved->input, QDir(data_).filePath("secret/g2/07.in"));
    }

    void aSwapTradesTheTestsNamesWithEveryFile() {
        QVERIFY(swapTestCases(problem_, "secret/g1/07", "secret/g1/10"));
        QCOMPARE(test::readTestFile(data_ + "/secret/g1/07.in"), QByteArray("10\n"));
        QCOMPARE(test::readTestFile(data_ + "/secret/g1/07.ans"), QByteArray("100\n"));
        QCOMPARE(test::readTestFile(data_ + "/secret/g1/10.in"), QByteArray("7\n"));
        QCOMPARE(test::readTestFile(data_ + "/secret/g1/10.ans"), QByteArray("49\n"));
        QCOMPARE(QDir(data_ + "/secret/g1").entryList(QDir::Files).size(), 4); // nothing parked is left
    }

    void aSwapWithAMissingTestChangesNothing() {
        QCOMPARE(swapTestCases(problem_, "secret/g1/07", "secret/g1/99").error(),
                 std::string("there is no test secret/g1/99"));
        QCOMPARE(test::readTestFile(data_ + "/secret/g1/07.in"), QByteArray("7\n"));
        QVERIFY(!swapTestCases(problem_, "secret/g1/07", "../x"));
    }

    void aRenameOntoAnExistingTestOrFromAMissingOneIsRefused() {
        QCOMPARE(renameTestCase(problem_, "secret/g1/07", "secret/g1/10").error(),
                 std::string("a test named secret/g1/10 exists already"));
        QCOMPARE(renameTestCase(problem_, "secret/g1/99", "secret/g1/98").error(),
                 std::string("there is no test secret/g1/99"));
        QVERIFY(!renameTestCase(problem_, "secret/g1/07", "../escape"));
        QCOMPARE(test::readTestFile(data_ + "/secret/g1/07.in"), QByteArray("7\n"));
    }

    void aDuplicateIsAWholeCopy() {
        auto copy = duplicateTestCase(problem_, "sample/1", "sample/2");
        QVERIFY(copy);
        QCOMPARE(test::readTestFile(data_ + "/sample/2.in"), QByteArray("1 2\n"));
        QCOMPARE(test::readTestFile(data_ + "/sample/2.desc"), QByteArray("the first one\n"));
        QCOMPARE(test::readTestFile(data_ + "/sample/1.in"), QByteArray("1 2\n")); // the original stays
    }

    void aNewTestIsNumberedAfterTheHighestAsWideAsTheOthers() {
        QCOMPARE(nextTestName(problem_, "secret/g1"), QStringLiteral("secret/g1/11"));
        QCOMPARE(nextTestName(problem_, "sample"), QStringLiteral("sample/2"));
        QCOMPARE(nextTestName(problem_, "secret/new"), QStringLiteral("secret/new/1"));
        test::writeTestFile(data_ + "/secret/w/003.in", "");
        QCOMPARE(nextTestName(problem_, "secret/w"), QStringLiteral("secret/w/004"));
    }

    void aNewTestIsNumberedAfterNamesThatBeginWithANumber() {
        for (const char* name : {"01-small", "02-negative", "10-large", "edge"})
            test::writeTestFile(data_ + "/secret/named/" + name + ".in", "");
        QCOMPARE(nextTestName(problem_, "secret/named"), QStringLiteral("secret/named/11"));
    }

    void filesArePairedByEachRule_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QStringList>("keys");
        QTest::addColumn<int>("unpaired");
        QTest::newRow(".in/.ans") << int(PairingKind::InAns) << QStringList{"b.in", "a.ans", "a.in", "b.ans", "c.in"}
                                  << QStringList{"a", "b"} << 1;
        QTest::newRow(".in/.out") << int(PairingKind::InOut) << QStringList{"10.in", "10.out", "2.in", "2.out"}
                                  << QStringList{"2", "10"} << 0;
        QTest::newRow("N/N.a") << int(PairingKind::NumberDotA) << QStringList{"01", "01.a", "02", "02.a", "notes"}
                               << QStringList{"01", "02"} << 1;
    }
    void filesArePairedByEachRule() {
        QFETCH(int, kind);
        QFETCH(QStringList, files);
        QFETCH(QStringList, keys);
        QFETCH(int, unpaired);
        auto pairing = pairTestFiles(files, {PairingKind(kind), {}, {}});
        QVERIFY(pairing);
        QStringList found;
        for (const TestPair& pair : pairing->pairs)
            found << pair.key;
        QCOMPARE(found, keys);
        QCOMPARE(pairing->unpaired.size(), unpaired);
    }

    void patternsPairByTheKeyTheyCapture() {
        auto pairing = pairTestFiles({"input3.txt", "output3.txt", "input12.txt", "output12.txt"},
                                     {PairingKind::Patterns, R"(input(\d+)\.txt)", R"(output(\d+)\.txt)"});
        QVERIFY(pairing);
        QCOMPARE(pairing->pairs.size(), 2);
        QCOMPARE(pairing->pairs[0].key, QStringLiteral("3"));
        QCOMPARE(pairing->pairs[0].answer, QStringLiteral("output3.txt"));
    }

    void aPatternWithoutOneCaptureGroupIsRefusedWithAnExample() {
        auto pairing = pairTestFiles({}, {PairingKind::Patterns, R"(input\d+\.txt)", R"(output(\d+)\.txt)"});
        QVERIFY(!pairing);
        QVERIFY(QString::fromStdString(pairing.error()).contains("exactly one group"));
        QVERIFY(!pairTestFiles({}, {PairingKind::Patterns, "(", "(x)"}));
    }

    void importCopiesEachPairIntoTheGroup() {
        QTemporaryDir from;
        test::writeTestFile(from.filePath("t1.in"), "5\n");
        test::writeTestFile(from.filePath("t1.out"), "25\n");
        auto pairing = pairTestFolder(from.path(), {PairingKind::InOut, {}, {}});
        QVERIFY(pairing && pairing->pairs.size() == 1);
        auto made = importTests(problem_, "secret/g3", pairing->pairs);
        QVERIFY2(made, made ? "" : made.error().c_str());
        QCOMPARE(made->first().name, QStringLiteral("secret/g3/t1"));
        QCOMPARE(test::readTestFile(data_ + "/secret/g3/t1.in"), QByteArray("5\n"));
        QCOMPARE(test::readTestFile(data_ + "/secret/g3/t1.ans"), QByteArray("25\n"));
    }

    void anImportThatWouldOverwriteATestWritesNothing() {
        QTemporaryDir from;
        test::writeTestFile(from.filePath("99.in"), "new\n");
        test::writeTestFile(from.filePath("99.ans"), "new\n");
        test::writeTestFile(from.filePath("07.in"), "clash\n");
        test::writeTestFile(from.filePath("07.ans"), "clash\n");
        auto pairing = pairTestFolder(from.path(), {PairingKind::InAns, {}, {}});
        QVERIFY(pairing);
        auto made = importTests(problem_, "secret/g1", pairing->pairs);
        QCOMPARE(made.error(), std::string("a test named secret/g1/07 exists already"));
        QVERIFY(!QFile::exists(data_ + "/secret/g1/99.in"));
        QCOMPARE(test::readTestFile(data_ + "/secret/g1/07.in"), QByteArray("7\n"));
    }
};

QTEST_GUILESS_MAIN(TestFilesTest)
#include "test_test_files.moc"
