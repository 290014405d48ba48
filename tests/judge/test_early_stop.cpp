// What a rejection makes unneeded: in a pass-fail problem every later test, unless a group above goes on after a
// rejection or is accepted when any test is; in a scoring problem nothing, but the rest of a group scored only
// when complete and the groups that depend on it; for a submission held to per-test rules, only once the tests
// before settle them.
#include "judge/early_stop.h"

#include <QTest>

using namespace jd;
using namespace jd::judge;

namespace {

problem::TestCase test(const QString& name) { return {name, {}, {}, {}, false, {}, {}}; }

// data/sample/1, then data/secret/1 and data/secret/2.
problem::Problem passFail() {
    problem::Problem problem;
    problem::TestGroup sample, secret;
    sample.name = "sample";
    sample.tests << test("sample/1");
    secret.name = "secret";
    secret.tests << test("secret/1") << test("secret/2");
    problem.data.groups << sample << secret;
    return problem;
}

// Polygon's shape: secret/a (complete, 2 tests), secret/b (complete, depends on a), secret/c (each test scores,
// depends on a), secret/d (depends on c).
problem::Problem completeGroups() {
    problem::Problem problem;
    problem.validation.scoring = true;
    problem::TestGroup secret;
    secret.name = "secret";
    secret.settings.onReject = problem::OnReject::Continue;
    secret.settings.aggregation = problem::Aggregation::Sum;
    for (const char* name : {"a", "b", "c", "d"}) {
        problem::TestGroup group;
        group.name = QStringLiteral("secret/%1").arg(name);
        group.settings.aggregation = problem::Aggregation::Sum;
        group.settings.onReject = problem::OnReject::Continue;
        group.tests << test(group.name + "/1") << test(group.name + "/2");
        secret.groups << group;
    }
    for (int complete : {0, 1}) {
        secret.groups[complete].settings.aggregation = problem::Aggregation::Min;
        secret.groups[complete].settings.onReject = problem::OnReject::Break;
    }
    secret.groups[1].dependencies = {"a"};
    secret.groups[2].dependencies = {"a"};
    secret.groups[3].dependencies = {"c"};
    problem.data.groups << secret;
    return problem;
}

QVector<TestRanges> noneOf(int tests) { return QVector<TestRanges>(tests); }

TestOutcome rejected(std::optional<double> score = std::nullopt) {
    TestOutcome outcome;
    outcome.verdict = Verdict::WA;
    outcome.score = score;
    return outcome;
}

TestOutcome judged(Verdict verdict) {
    TestOutcome outcome;
    outcome.verdict = verdict;
    return outcome;
}

using Known = QVector<std::optional<TestOutcome>>;

} // namespace

class EarlyStop : public QObject {
    Q_OBJECT
private slots:
    void everyRejectionInAPassFailProblemMakesTheLaterTestsUnneeded() {
        QCOMPARE(earlyStopPlan(passFail(), {}).skippedOnRejection, (QVector<TestRanges>{{{1, 3}}, {{2, 3}}, {}}));
    }

    void anAcceptedTestDecidesNothing() {
        TestOutcome accepted;
        accepted.verdict = Verdict::AC;
        QVERIFY(!earlyStopPlan(passFail(), {}).decides(0, accepted));
        QVERIFY(earlyStopPlan(passFail(), {}).decides(0, rejected()));
    }

    void aScoringProblemRunsEveryTestOfGroupsScoredPerTest() {
        problem::Problem problem = passFail();
        problem.validation.scoring = true;
        QCOMPARE(earlyStopPlan(problem, {}).skippedOnRejection, noneOf(3));
    }

    void aGroupThatContinuesAfterARejectionRunsOn() {
        problem::Problem problem = passFail();
        problem.data.groups[1].settings.onReject = problem::OnReject::Continue;
        QCOMPARE(earlyStopPlan(problem, {}).skippedOnRejection, (QVector<TestRanges>{{{1, 3}}, {}, {}}));
    }

    void aContinuingParentKeepsItsBreakingChildrenFromDeciding() {
        problem::Problem problem = passFail();
        problem.data.settings.onReject = problem::OnReject::Continue;
        QCOMPARE(earlyStopPlan(problem, {}).skippedOnRejection, noneOf(3));
    }

    void aGroupAcceptedWhenAnyTestIsRunsOn() {
        problem::Problem problem = passFail();
        problem.data.groups[1].settings.acceptIfAnyAccepted = true;
        QCOMPARE(earlyStopPlan(problem, {}).skippedOnRejection, (QVector<TestRanges>{{{1, 3}}, {}, {}}));
    }

    void testsAfterADecidingRejectionAreUnneeded() {
        const EarlyStopPlan plan = earlyStopPlan(passFail(), {});
        QCOMPARE(plan.unneeded(Known{rejected(), std::nullopt, std::nullopt}), (QVector<int>{-1, 0, 0}));
    }

    // secret/1 ran beside sample/1 and was rejected too; sample/1's rejection came first in test order.
    void aRejectionOfAnUnneededTestDecidesNothing() {
        const EarlyStopPlan plan = earlyStopPlan(passFail(), {});
        QCOMPARE(plan.unneeded(Known{rejected(), rejected(), std::nullopt}), (QVector<int>{-1, 0, 0}));
    }

    void aTestStillRunningBeforeTheRejectionIsNeeded() {
        const EarlyStopPlan plan = earlyStopPlan(passFail(), {});
        QCOMPARE(plan.unneeded(Known{std::nullopt, rejected(), std::nullopt}), (QVector<int>{-1, -1, 1}));
    }

    // Every test counts for `permitted` until one breaks it: a TLE it permits does not end the run.
    void permittedVerdictsKeepTheTestsAfterARejectionNeeded() {
        problem::Submission submission;
        submission.permittedTestVerdicts = QStringList{"AC", "TLE"};
        const EarlyStopPlan plan = earlyStopPlan(passFail(), submission);
        QCOMPARE(plan.unneeded(Known{judged(Verdict::TLE), std::nullopt, std::nullopt}), (QVector<int>{-1, -1, -1}));
    }

    void aVerdictNotPermittedSettlesTheRules() {
        problem::Submission submission;
        submission.permittedTestVerdicts = QStringList{"AC", "TLE"};
        const EarlyStopPlan plan = earlyStopPlan(passFail(), submission);
        QCOMPARE(plan.unneeded(Known{judged(Verdict::TLE), rejected(), std::nullopt}), (QVector<int>{-1, -1, 0}));
    }

    void requiredVerdictsKeepTestsNeededUntilOneIsSeen() {
        problem::Submission submission;
        submission.requiredTestVerdicts = QStringList{"TLE"};
        const EarlyStopPlan plan = earlyStopPlan(passFail(), submission);
        QCOMPARE(plan.unneeded(Known{rejected(), std::nullopt, std::nullopt}), (QVector<int>{-1, -1, -1}));
        QCOMPARE(plan.unneeded(Known{rejected(), judged(Verdict::TLE), std::nullopt}), (QVector<int>{-1, -1, 0}));
    }

    // In Kattis's words running out of memory is a run-time error, so permitting RTE permits it.
    void theRulesReadVerdictsInThePackagesWords() {
        problem::Problem problem = passFail();
        problem.dialect.dialect = problem::Dialect::Kattis;
        problem::Submission submission;
        submission.permittedTestVerdicts = QStringList{"AC", "RE"};
        const EarlyStopPlan plan = earlyStopPlan(problem, submission);
        QCOMPARE(plan.unneeded(Known{judged(Verdict::MLE), std::nullopt, std::nullopt}), (QVector<int>{-1, -1, -1}));
    }

    // a's first rejection loses a: the rest of a, and b (which depends on a and on which nothing depends); c
    // depends on a too but d depends on c, so c runs: its own verdict decides whether d scores.
    void aCompleteGroupsRejectionMakesItsRestAndItsLoneDependentsUnneeded() {
        const EarlyStopPlan plan = earlyStopPlan(completeGroups(), {});
        QCOMPARE(plan.skippedOnRejection[0], (TestRanges{{1, 2}, {2, 4}}));
        QCOMPARE(plan.skippedOnRejection[1], (TestRanges{{2, 4}}));
        QCOMPARE(plan.skippedOnRejection[2], (TestRanges{{3, 4}}));
        for (int test = 4; test < 8; ++test)
            QVERIFY(plan.skippedOnRejection[test].isEmpty());
    }

    void aRejectionWithPartialPointsDecidesNothingInAScoringProblem() {
        const EarlyStopPlan plan = earlyStopPlan(completeGroups(), {});
        QVERIFY(plan.decides(0, rejected()));
        QVERIFY(plan.decides(0, rejected(0.0)));
        QVERIFY(!plan.decides(0, rejected(0.5)));
    }
};

QTEST_GUILESS_MAIN(EarlyStop)
#include "test_early_stop.moc"
