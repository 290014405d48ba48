#include "test_strength.h"

#include <QSet>

namespace jd::judge {

TestStrength testStrength(const problem::Problem& problem, const Verification& verification) {
    TestStrength strength;
    QSet<QString> unknown; // tests some wrong submission stopped before
    for (int index = 0; index < verification.submissions.size() && index < problem.submissions.size(); ++index) {
        const SubmissionVerification& verified = verification.submissions[index];
        const QStringList& expected = problem.submissions[index].expectedVerdicts;
        // A submission that does not compile is rejected by no test: the compiler rejects it.
        if (!verified.report || verified.report->verdict == Verdict::CE || expected.isEmpty() ||
            expected.contains("AC"))
            continue;
        strength.wrongSubmissions << verified.name;
        QStringList tests;
        bool stoppedEarly = false;
        for (const TestOutcome& test : verified.report->tests) {
            if (test.notNeeded) {
                stoppedEarly = true;
                unknown.insert(test.test);
            }
            if (test.verdict != Verdict::AC && test.verdict != Verdict::NotRun) {
                tests << test.test;
                strength.rejects[test.test] << verified.name;
            }
        }
        strength.rejectedBy.insert(verified.name, tests);
        if (stoppedEarly)
            strength.stoppedEarly << verified.name;
        else if (tests.size() == 1)
            strength.onlyRejectedBy.insert(verified.name, tests.first());
        if (tests.isEmpty()) strength.neverRejected << verified.name;
    }
    for (const problem::TestCase& test : problem.allTests())
        if (!strength.rejects.contains(test.name) && !unknown.contains(test.name))
            strength.rejectingNothing << test.name;
    return strength;
}

} // namespace jd::judge
