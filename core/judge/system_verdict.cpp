#include "system_verdict.h"

namespace jd::judge {
namespace {

bool isNoOutput(const TestOutcome& test, problem::Dialect dialect) {
    return dialect == problem::Dialect::DOMjudge && test.printedNothing &&
           (test.verdict == Verdict::WA || test.verdict == Verdict::PE);
}

} // namespace

QString systemVerdict(const TestOutcome& test, problem::Dialect dialect) {
    if (isNoOutput(test, dialect)) return QStringLiteral("NO-OUTPUT");
    return systemVerdict(test.verdict, test.score, dialect);
}

QString systemVerdict(const JudgeReport& report) {
    const problem::Dialect dialect = report.dialect.dialect;
    // DOMjudge's result is its first rejected test's, in the order the tests ran.
    if (report.verdict == Verdict::WA || report.verdict == Verdict::PE)
        for (const TestOutcome& test : report.tests)
            if (test.verdict != Verdict::AC && test.verdict != Verdict::NotRun) {
                if (isNoOutput(test, dialect)) return QStringLiteral("NO-OUTPUT");
                break;
            }
    return systemVerdict(report.verdict, report.score, dialect);
}

} // namespace jd::judge
