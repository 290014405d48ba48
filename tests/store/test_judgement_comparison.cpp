// Two judgements compared test by test: which verdicts, times and memory changed, and which way.
#include "store/judgement_comparison.h"

#include <QTest>

using namespace jd::store;

namespace {

StoredTest test(const QString& name, const QString& verdict, qint64 milliseconds, qint64 mebibytes = 4) {
    StoredTest made;
    made.name = name;
    made.verdict = verdict;
    made.timeNanoseconds = milliseconds * 1'000'000;
    made.memoryBytes = mebibytes << 20;
    return made;
}

StoredJudgement judgement(QList<StoredTest> tests) {
    StoredJudgement made;
    made.tests = std::move(tests);
    return made;
}

} // namespace

class JudgementComparisonTest : public QObject {
    Q_OBJECT
private slots:
    void aVerdictThatChangedIsFlaggedAndSaysWhichWay() {
        const auto comparison = compareJudgements(judgement({test("1", "AC", 5), test("2", "WA", 5)}),
                                                  judgement({test("1", "TLE", 5), test("2", "AC", 5)}));
        QCOMPARE(comparison.verdictChanges, 2);
        QVERIFY(comparison.tests[0].verdictChanged && !comparison.tests[0].better);
        QVERIFY(comparison.tests[1].verdictChanged && comparison.tests[1].better);
    }

    void onlyANotableTimeChangeCounts() {
        const auto comparison =
            compareJudgements(judgement({test("1", "AC", 100), test("2", "AC", 100), test("3", "AC", 2)}),
                              judgement({test("1", "AC", 110), test("2", "AC", 300), test("3", "AC", 9)}));
        QVERIFY(!comparison.tests[0].timeChanged); // a tenth: noise
        QVERIFY(comparison.tests[1].timeChanged);
        QVERIFY(!comparison.tests[2].timeChanged); // fourfold, but 7 ms
        QCOMPARE(comparison.timeChanges, 1);
        QVERIFY(!comparison.tests[1].better);
    }

    void memoryChangesAreFlaggedAboveAMebibyte() {
        const auto comparison = compareJudgements(judgement({test("1", "AC", 5, 64), test("2", "AC", 5, 1)}),
                                                  judgement({test("1", "AC", 5, 16), test("2", "AC", 5, 1)}));
        QVERIFY(comparison.tests[0].memoryChanged && comparison.tests[0].better);
        QVERIFY(!comparison.tests[1].memoryChanged);
    }

    void testsOfOnlyOneJudgementAreListedAsSuchNotAsChangedVerdicts() {
        const auto comparison = compareJudgements(judgement({test("1", "AC", 5), test("old", "AC", 5)}),
                                                  judgement({test("1", "AC", 5), test("new", "AC", 5)}));
        QCOMPARE(comparison.tests.size(), 3);
        QCOMPARE(comparison.tests[1].test, QStringLiteral("old"));
        QVERIFY(comparison.tests[1].before && !comparison.tests[1].after);
        QCOMPARE(comparison.tests[2].test, QStringLiteral("new"));
        QVERIFY(!comparison.tests[2].before && comparison.tests[2].after);
        QCOMPARE(comparison.onlyBefore, 1);
        QCOMPARE(comparison.onlyAfter, 1);
        QVERIFY(!comparison.tests[1].verdictChanged && !comparison.tests[2].verdictChanged);
        QCOMPARE(comparison.verdictChanges, 0);
    }

    void aTestWhoseDataChangedIsToldFromOneThatDidNot() {
        StoredTest same = test("1", "AC", 5), edited = test("2", "WA", 5), unknown = test("3", "AC", 5);
        same.dataDigest = "aaaa";
        edited.dataDigest = "bbbb";
        StoredTest sameAfter = same, editedAfter = edited, unknownAfter = unknown;
        editedAfter.dataDigest = "cccc";
        editedAfter.verdict = "AC";
        unknownAfter.dataDigest = "dddd"; // the earlier judgement was kept before digests were
        const auto comparison =
            compareJudgements(judgement({same, edited, unknown}), judgement({sameAfter, editedAfter, unknownAfter}));
        QVERIFY(!comparison.tests[0].dataChanged);
        QVERIFY(comparison.tests[1].dataChanged && comparison.tests[1].verdictChanged);
        QVERIFY(!comparison.tests[2].dataChanged);
        QCOMPARE(comparison.dataChanges, 1);
    }

    void whetherTheSourceWasTheSameIsKnownOnlyWhenBothKeptItsDigest() {
        StoredJudgement first = judgement({test("1", "WA", 5)}), second = judgement({test("1", "AC", 5)});
        QVERIFY(!compareJudgements(first, second).sameSource); // both kept before digests were
        first.sourceDigest = "aaaa";
        QVERIFY(!compareJudgements(first, second).sameSource);
        second.sourceDigest = "aaaa";
        QCOMPARE(compareJudgements(first, second).sameSource, std::optional<bool>(true));
        second.sourceDigest = "bbbb";
        QCOMPARE(compareJudgements(first, second).sameSource, std::optional<bool>(false));
    }
};

QTEST_GUILESS_MAIN(JudgementComparisonTest)
#include "test_judgement_comparison.moc"
