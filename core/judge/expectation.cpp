#include "expectation.h"

#include "problem/kattis_reader.h"
#include "system_verdict.h"

#include <cmath>

namespace jd::judge {
namespace {

// JudgeDesk verdict codes (as the package's expectations were read) in the dialect's vocabulary, where
// several may become one. DOMjudge's wrong answer is NO-OUTPUT or WRONG-ANSWER as `noOutput` says (either
// when unset).
QStringList inDialect(const QStringList& codes, problem::Dialect dialect, std::optional<bool> noOutput = {}) {
    QStringList named;
    for (const QString& code : codes)
        if (auto verdict = verdictFromCode(code)) {
            const QString word = verdictInDialect(*verdict, dialect);
            if (dialect != problem::Dialect::DOMjudge || word != QLatin1String("WRONG-ANSWER")) {
                named << word;
                continue;
            }
            if (!noOutput.value_or(false)) named << word;
            if (noOutput.value_or(true)) named << QStringLiteral("NO-OUTPUT");
        }
    named.removeDuplicates();
    return named;
}

} // namespace

// DOMjudge keeps of an @EXPECTED_RESULTS@ line naming its directory's verdict only that one (a
// time_limit_exceeded/ submission annotated TIMELIMIT,RUN-ERROR must run out of time); a line not naming it
// stands as written.
QStringList expectedSystemVerdicts(const problem::Submission& submission, problem::Dialect dialect) {
    const QStringList annotated = inDialect(submission.expectedVerdicts, dialect, submission.expectsNoOutput);
    if (dialect != problem::Dialect::DOMjudge || !submission.expectedVerdictsAnnotated) return annotated;
    QStringList narrowed = inDialect(problem::verdictsForSubmissionDirectory(submission.directory), dialect,
                                     problem::noOutputOfSubmissionDirectory(submission.directory));
    narrowed.removeIf([&](const QString& verdict) { return !annotated.contains(verdict); });
    return narrowed.isEmpty() ? annotated : narrowed;
}

bool hasExpectation(const problem::Submission& submission) {
    return !submission.expectedVerdicts.isEmpty() || submission.permittedTestVerdicts ||
           submission.requiredTestVerdicts || submission.expectedScore || !submission.expectedSystemVerdict.isEmpty() ||
           submission.expectedScoreShare;
}

std::optional<double> packageMaximumScore(const problem::Problem& problem) {
    if (!problem.validation.scoring || problem.dialect.dialect != problem::Dialect::Kattis ||
        problem.declaredFormatVersion.startsWith("2025"))
        return std::nullopt;
    if (auto maximum = problem.data.maximumScore()) return maximum;
    if (const auto& range = problem.data.settings.range; range && std::isfinite(range->second)) return range->second;
    return std::nullopt;
}

Agreement checkExpectation(const problem::Submission& submission, const JudgeReport& report, bool scoring,
                           std::optional<double> maximumScore) {
    const problem::Dialect dialect = report.dialect.dialect;
    Agreement agreement{true, {}, {}};
    QStringList expected;
    // DOMjudge's NO-OUTPUT is a result of its own there; omegaUp's PA is a matter of the score, checked below.
    const QString got =
        dialect == problem::Dialect::DOMjudge ? systemVerdict(report) : verdictInDialect(report.verdict, dialect);
    if (!submission.expectedVerdicts.isEmpty()) {
        const QStringList verdicts = expectedSystemVerdicts(submission, dialect);
        expected << verdicts.join(" or ");
        agreement.agreed = verdicts.contains(got);
    }
    if (!submission.expectedSystemVerdict.isEmpty()) {
        expected << submission.expectedSystemVerdict;
        agreement.agreed = agreement.agreed && systemVerdict(report) == submission.expectedSystemVerdict;
    }
    if (submission.expectedScoreShare) {
        // quark grades each solution out of 1; the bounds hold exactly, up to the rounding of the shares.
        const auto [low, high] = *submission.expectedScoreShare;
        const double share = maximumScore && *maximumScore > 0 ? report.score / *maximumScore : report.score;
        constexpr double kRounding = 1e-9;
        expected << (low == high ? QStringLiteral("score %1").arg(low) : QStringLiteral("score %1 to %2").arg(low).arg(high));
        agreement.agreed = agreement.agreed && share >= low - kRounding && share <= high + kRounding;
    }
    if (submission.wholePercentages && report.verdict != Verdict::CE) {
        const double share = maximumScore && *maximumScore > 0 ? report.score / *maximumScore : report.score;
        if (std::abs(share * 100 - std::round(share * 100)) > 1e-6) {
            expected << "a score of whole percents (tests.json has no allow_fractional_percentages)";
            agreement.agreed = false;
        }
    }
    if (submission.expectedScore && scoring) {
        expected << QStringLiteral("score %1").arg(*submission.expectedScore);
        agreement.agreed = agreement.agreed && std::abs(report.score - *submission.expectedScore) < 1e-6;
    }
    if (scoring && maximumScore && !submission.expectedScore && report.verdict != Verdict::CE) {
        // problemtools' check_submission: a partially accepted submission must be accepted (by the grader's
        // flags, accept_if_any_accepted among them); all of the score, or less for an accepted one, is a warning.
        constexpr double kSlack = 1e-6;
        const bool full = report.score >= *maximumScore - kSlack;
        if (submission.directory == "accepted" && !full && report.verdict == Verdict::AC)
            agreement.warnings << QStringLiteral("accepted with %1 of %2 points (problemtools: consider moving it to "
                                                 "partially_accepted)")
                                      .arg(report.score)
                                      .arg(*maximumScore);
        if (submission.directory == "partially_accepted") {
            expected = {"AC, with less than the full score"};
            agreement.agreed = agreement.agreed && report.verdict == Verdict::AC;
            if (full && report.verdict == Verdict::AC)
                agreement.warnings << QStringLiteral("partially accepted, yet it scored all %1 points").arg(*maximumScore);
        }
    }
    if (!submission.expectedGroupVerdicts.isEmpty() && report.verdict != Verdict::CE) {
        QStringList got;
        for (const GroupOutcome& group : report.root.groups)
            if (group.group == "secret")
                for (const GroupOutcome& child : group.groups)
                    got << verdictInDialect(child.verdict, problem::Dialect::Kattis);
        if (got != submission.expectedGroupVerdicts)
            agreement.warnings << QStringLiteral("its groups got %1 where @EXPECTED_GRADES@ says %2 (testdata_tools' "
                                                 "grades, from its organisers' machine at their limit)")
                                      .arg(got.join(' '), submission.expectedGroupVerdicts.join(' '));
    }
    // A submission that does not compile has no test verdicts to hold to the per-test rules.
    if (report.verdict == Verdict::CE) {
        if (submission.expectedVerdicts.isEmpty()) agreement.agreed = false;
        agreement.expected = expected.join(", ");
        return agreement;
    }
    if (submission.permittedTestVerdicts) {
        const QStringList permitted = inDialect(*submission.permittedTestVerdicts, dialect);
        expected << "every test " + permitted.join("/");
        for (const TestOutcome& test : report.tests)
            if (test.verdict != Verdict::NotRun && !permitted.contains(verdictInDialect(test.verdict, dialect)))
                agreement.agreed = false;
    }
    if (submission.requiredTestVerdicts) {
        const QStringList required = inDialect(*submission.requiredTestVerdicts, dialect);
        expected << "some test " + required.join("/");
        bool found = false;
        for (const TestOutcome& test : report.tests)
            found = found ||
                    (test.verdict != Verdict::NotRun && required.contains(verdictInDialect(test.verdict, dialect)));
        agreement.agreed = agreement.agreed && found;
    }
    agreement.expected = expected.join(", ");
    return agreement;
}

} // namespace jd::judge
