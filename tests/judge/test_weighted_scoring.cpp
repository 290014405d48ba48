// omegaUp's scores and verdict from its cases (quark, runner.go:Grade): weights as shares of 1, a group that
// scores only when every case in it ran cleanly and scored, sum-if-not-zero and min, the verdict by omegaUp's
// precedence, and the overall wall-clock budget.
#include "judge/verdict.h"
#include "judge/weighted_scoring.h"

#include <QTest>

using namespace jd;
using namespace jd::judge;
using namespace std::chrono_literals;

namespace {

// quark's example: weights 1, 1, 2 over case 0 (group 0) and cases 1.0, 1.1 (group 1), as shares of 1.
problem::TestGroup quarksExample(problem::Aggregation policy = problem::Aggregation::Sum) {
    problem::TestGroup root;
    root.settings.aggregation = problem::Aggregation::Sum;
    problem::TestGroup zero, one;
    zero.name = "0";
    one.name = "1";
    for (problem::TestGroup* group : {&zero, &one})
        group->settings.aggregation = policy;
    zero.tests.push_back({"0", {}, {}, {}, false, 0.25, {}});
    one.tests.push_back({"1.0", {}, {}, {}, false, 0.25, {}});
    one.tests.push_back({"1.1", {}, {}, {}, false, 0.5, {}});
    root.groups << zero << one;
    return root;
}

TestOutcome outcome(const QString& test, Verdict verdict, std::optional<double> share = std::nullopt) {
    TestOutcome made;
    made.test = test;
    made.verdict = verdict;
    made.score = share;
    return made;
}

GroupOutcome grade(const QList<TestOutcome>& outcomes, problem::Aggregation policy = problem::Aggregation::Sum) {
    return aggregate(quarksExample(policy), outcomes, true, problem::GroupScoreRule::Weighted);
}

} // namespace

class WeightedScoring : public QObject {
    Q_OBJECT
private slots:
    void everyCaseAcceptedScoresOne() {
        const GroupOutcome graded =
            grade({outcome("0", Verdict::AC, 1), outcome("1.0", Verdict::AC, 1), outcome("1.1", Verdict::AC, 1)});
        QCOMPARE(graded.verdict, Verdict::AC);
        QCOMPARE(graded.score, 1.0);
    }

    void anAcceptedRunScoresOneWhateverItsWeightsAddUpTo() {
        problem::TestGroup root;
        problem::TestGroup group;
        group.name = "a";
        group.tests.push_back({"a.1", {}, {}, {}, false, -1.0, {}}); // weights summing to <= 0 are not normalised
        root.groups << group;
        const GroupOutcome graded =
            aggregate(root, {outcome("a.1", Verdict::AC, 1)}, true, problem::GroupScoreRule::Weighted);
        QCOMPARE(graded.verdict, Verdict::AC);
        QCOMPARE(graded.score, 1.0);
    }

    void aWrongCaseLosesItsWholeGroup() {
        const GroupOutcome graded =
            grade({outcome("0", Verdict::AC, 1), outcome("1.0", Verdict::AC, 1), outcome("1.1", Verdict::WA, 0)});
        QCOMPARE(graded.score, 0.25);
        QCOMPARE(graded.verdict, Verdict::WA);
        QCOMPARE(systemVerdict(graded.verdict, graded.score, problem::Dialect::OmegaUp), QStringLiteral("PA"));
    }

    void partialCasesAddTheirShareUnderSumIfNotZero() {
        const GroupOutcome graded =
            grade({outcome("0", Verdict::WA, 0.5), outcome("1.0", Verdict::AC, 1), outcome("1.1", Verdict::WA, 0.5)});
        QCOMPARE(graded.score, 0.125 + 0.25 + 0.25);
        QCOMPARE(graded.groups[1].tests[1].score, 0.25); // its share of its weight
    }

    void minScoresAGroupByItsWeakestCase() {
        const GroupOutcome graded =
            grade({outcome("0", Verdict::AC, 1), outcome("1.0", Verdict::WA, 0.5), outcome("1.1", Verdict::AC, 1)},
                  problem::Aggregation::Min);
        QCOMPARE(graded.score, 0.25 + 0.5 * 0.75);
    }

    // Any case out of time decides the verdict, though another group scored.
    void aRunFailureDecidesTheVerdictOverAScore() {
        const GroupOutcome graded =
            grade({outcome("0", Verdict::AC, 1), outcome("1.0", Verdict::RE), outcome("1.1", Verdict::WA, 0)});
        QCOMPARE(graded.verdict, Verdict::RE);
        QCOMPARE(graded.score, 0.25);
        QCOMPARE(systemVerdict(graded.verdict, graded.score, problem::Dialect::OmegaUp), QStringLiteral("RTE"));
    }

    void omegaUpsPrecedenceOrdersTheVerdicts() {
        const QList<Verdict> worstFirst = {Verdict::JE,  Verdict::CE,  Verdict::RF, Verdict::MLE, Verdict::RE,
                                           Verdict::TLE, Verdict::OLE, Verdict::WA, Verdict::AC};
        for (qsizetype i = 1; i < worstFirst.size(); ++i)
            QVERIFY2(omegaupSeverity(worstFirst[i - 1]) > omegaupSeverity(worstFirst[i]),
                     qPrintable(verdictCode(worstFirst[i - 1])));
        const GroupOutcome graded =
            grade({outcome("0", Verdict::TLE), outcome("1.0", Verdict::MLE), outcome("1.1", Verdict::OLE)});
        QCOMPARE(graded.verdict, Verdict::MLE);
    }

    void nothingEarnedIsWrongAnswerNotPartial() {
        const GroupOutcome graded =
            grade({outcome("0", Verdict::WA, 0), outcome("1.0", Verdict::WA, 0), outcome("1.1", Verdict::WA, 0)});
        QCOMPARE(graded.score, 0.0);
        QCOMPARE(systemVerdict(graded.verdict, graded.score, problem::Dialect::OmegaUp), QStringLiteral("WA"));
    }

    void casesAfterTheOverallWallTimeIsSpentAreTleWithoutRunning() {
        QList<TestOutcome> outcomes = {outcome("0", Verdict::AC, 1), outcome("1.0", Verdict::AC, 1),
                                       outcome("1.1", Verdict::AC, 1)};
        outcomes[0].wallTime = 700ms;
        outcomes[1].wallTime = 700ms; // crosses the budget: still graded
        applyOverallBudgets(outcomes, {.wallSeconds = 1.0});
        QCOMPARE(outcomes[1].verdict, Verdict::AC);
        QCOMPARE(outcomes[2].verdict, Verdict::TLE);
        QVERIFY(outcomes[2].message.contains("OverallWallTimeLimit"));
    }

    void casesAfterTheRunnersOutputBudgetIsSpentAreOleWithoutRunning() {
        QList<TestOutcome> outcomes = {outcome("0", Verdict::AC, 1), outcome("1.0", Verdict::AC, 1),
                                       outcome("1.1", Verdict::AC, 1)};
        outcomes[0].outputBytes = 60ull << 20;
        outcomes[1].outputBytes = 60ull << 20; // crosses omegaUp's 100 MiB: still graded
        applyOverallBudgets(outcomes, {});
        QCOMPARE(outcomes[1].verdict, Verdict::AC);
        QCOMPARE(outcomes[2].verdict, Verdict::OLE);
        QVERIFY(outcomes[2].message.contains("OverallOutputLimit"));
    }

    void theWallClockBudgetComesBeforeTheOutputBudget() {
        QList<TestOutcome> outcomes = {outcome("0", Verdict::AC, 1), outcome("1", Verdict::AC, 1)};
        outcomes[0].wallTime = 2s;
        outcomes[0].outputBytes = 200ull << 20;
        applyOverallBudgets(outcomes, {.wallSeconds = 1.0});
        QCOMPARE(outcomes[1].verdict, Verdict::TLE);
    }
};

QTEST_GUILESS_MAIN(WeightedScoring)
#include "test_weighted_scoring.moc"
