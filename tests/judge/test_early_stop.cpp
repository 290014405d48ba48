// Which tests' rejection ends a submission's judging: every test of a pass-fail problem whose groups stop at a
// rejection (on_reject: break, the default), none in a scoring problem, a group that goes on after a
// rejection, a group accepted when any test is, or for a submission held to every test's verdict.
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

} // namespace

class EarlyStop : public QObject {
    Q_OBJECT
private slots:
    void everyTestOfAPassFailProblemDecides() {
        QCOMPARE(testsThatDecideOnRejection(passFail(), {}), (QVector<bool>{true, true, true}));
    }

    void noTestOfAScoringProblemDecides() {
        problem::Problem problem = passFail();
        problem.validation.scoring = true;
        QCOMPARE(testsThatDecideOnRejection(problem, {}), (QVector<bool>{false, false, false}));
    }

    void aGroupThatContinuesAfterARejectionRunsOn() {
        problem::Problem problem = passFail();
        problem.data.groups[1].settings.onReject = problem::OnReject::Continue;
        QCOMPARE(testsThatDecideOnRejection(problem, {}), (QVector<bool>{true, false, false}));
    }

    void aContinuingParentKeepsItsBreakingChildrenFromDeciding() {
        problem::Problem problem = passFail();
        problem.data.settings.onReject = problem::OnReject::Continue;
        QCOMPARE(testsThatDecideOnRejection(problem, {}), (QVector<bool>{false, false, false}));
    }

    void aGroupAcceptedWhenAnyTestIsRunsOn() {
        problem::Problem problem = passFail();
        problem.data.groups[1].settings.acceptIfAnyAccepted = true;
        QCOMPARE(testsThatDecideOnRejection(problem, {}), (QVector<bool>{true, false, false}));
    }

    void aSubmissionHeldToEveryTestsVerdictRunsEveryTest() {
        problem::Submission submission;
        submission.permittedTestVerdicts = QStringList{"AC", "TLE"};
        QCOMPARE(testsThatDecideOnRejection(passFail(), submission), (QVector<bool>{false, false, false}));
    }
};

QTEST_GUILESS_MAIN(EarlyStop)
#include "test_early_stop.moc"
