#include "expectation.h"

#include <cmath>

namespace jd::judge {

bool hasExpectation(const problem::Submission& submission) {
    return !submission.expectedVerdicts.isEmpty() || submission.permittedTestVerdicts ||
           submission.requiredTestVerdicts || submission.expectedScore;
}

Agreement checkExpectation(const problem::Submission& submission, const JudgeReport& report, bool scoring) {
    Agreement agreement{true, {}};
    QStringList expected;
    const QString got = verdictCode(report.verdict);
    if (!submission.expectedVerdicts.isEmpty()) {
        expected << submission.expectedVerdicts.join(" or ");
        agreement.agreed = submission.expectedVerdicts.contains(got);
    }
    if (submission.expectedScore && scoring) {
        expected << QStringLiteral("score %1").arg(*submission.expectedScore);
        agreement.agreed = agreement.agreed && std::abs(report.score - *submission.expectedScore) < 1e-6;
    }
    // A submission that does not compile has no test verdicts to hold to the per-test rules.
    if (report.verdict == Verdict::CE) {
        if (submission.expectedVerdicts.isEmpty()) agreement.agreed = false;
        agreement.expected = expected.join(", ");
        return agreement;
    }
    if (submission.permittedTestVerdicts) {
        expected << "every test " + submission.permittedTestVerdicts->join("/");
        for (const TestOutcome& test : report.tests)
            if (test.verdict != Verdict::NotRun &&
                !submission.permittedTestVerdicts->contains(verdictCode(test.verdict)))
                agreement.agreed = false;
    }
    if (submission.requiredTestVerdicts) {
        expected << "some test " + submission.requiredTestVerdicts->join("/");
        bool found = false;
        for (const TestOutcome& test : report.tests)
            found = found || submission.requiredTestVerdicts->contains(verdictCode(test.verdict));
        agreement.agreed = agreement.agreed && found;
    }
    agreement.expected = expected.join(", ");
    return agreement;
}

} // namespace jd::judge
