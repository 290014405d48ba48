#include "verification.h"

#include "limit_sensitivity.h"

#include <QDir>
#include <QFileInfo>

namespace jd::judge {

int Verification::agreed() const {
    return int(std::count_if(submissions.begin(), submissions.end(),
                             [](const auto& s) { return s.report && s.agreement.agreed; }));
}
int Verification::disagreed() const {
    return int(std::count_if(submissions.begin(), submissions.end(),
                             [](const auto& s) { return s.report && !s.agreement.agreed; }));
}
int Verification::skipped() const {
    return int(
        std::count_if(submissions.begin(), submissions.end(), [](const auto& s) { return !s.skipped.isEmpty(); }));
}

int Verification::warned() const {
    return int(
        std::count_if(submissions.begin(), submissions.end(), [](const auto& s) { return !s.warnings.isEmpty(); }));
}

std::optional<TimeMargins> verificationMargins(const problem::Problem& problem, const JudgeOptions& options,
                                               const VerificationOptions& verification) {
    if (!verification.timeMargins.value_or(hasTimeMargins(problem.dialect.dialect))) return std::nullopt;
    return timeMarginsAround(problem.limits, timeLimitFor(problem, options));
}

QString submissionName(const problem::Submission& submission) {
    return submission.directory + "/" + QFileInfo(submission.path).fileName();
}

Result<Verification> verifySubmissions(ProblemJudge& judge, const LanguageRegistry& languages,
                                       const JudgeOptions& options, const VerificationProgress& progress,
                                       const VerificationOptions& verificationOptions) {
    const problem::Problem& problem = judge.problem();
    const std::optional<TimeMargins> margins = verificationMargins(problem, options, verificationOptions);
    Verification verification;
    for (int index = 0; index < problem.submissions.size(); ++index) {
        const problem::Submission& submission = problem.submissions[index];
        SubmissionVerification verified;
        verified.name = submissionName(submission);
        auto files = collectPackageSubmission(submission, problem, languages);
        if (!files)
            verified.skipped = QString::fromStdString(files.error());
        else if (files->language->toolPath().isEmpty())
            verified.skipped = files->language->name + " is not installed";
        else if (!hasExpectation(submission))
            verified.skipped = "the directory " + submission.directory + " names no verdict";
        if (verified.skipped.isEmpty()) {
            if (progress.started) progress.started(index, verified.name);
            JudgeOptions own = options;
            if (!options.workDirectory.isEmpty()) {
                own.workDirectory = options.workDirectory + "/" + QString::number(index);
                QDir().mkpath(own.workDirectory);
            }
            if (margins) own.timeLimit = margins->runTo;
            auto report = judge.judge(files.value(), own);
            if (options.stop.stop_requested()) {
                verification.interrupted = true;
                return verification;
            }
            if (!report) return fail(verified.name.toStdString() + ": " + report.error());
            if (margins) {
                verified.runToMargin = std::move(report.value());
                JudgeReport atLimit = reportAtTimeLimit(problem, *verified.runToMargin, margins->timeLimit).report;
                const TimeLimitChoice limit = timeLimitFor(problem, options);
                atLimit.timeLimitSource = limit.source;
                verified.warnings = timeMarginWarnings(submission, problem.validation.scoring, atLimit,
                                                       *verified.runToMargin, *margins);
                report = std::move(atLimit);
            }
            verified.agreement = checkExpectation(submission, *report, problem.validation.scoring);
            verified.report = std::move(report.value());
        }
        if (progress.finished) progress.finished(index, verified);
        verification.submissions << std::move(verified);
    }
    return verification;
}

} // namespace jd::judge
