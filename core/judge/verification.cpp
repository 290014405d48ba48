#include "verification.h"

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

QString submissionName(const problem::Submission& submission) {
    return submission.directory + "/" + QFileInfo(submission.path).fileName();
}

Result<Verification> verifySubmissions(ProblemJudge& judge, const LanguageRegistry& languages,
                                       const JudgeOptions& options, const VerificationProgress& progress) {
    const problem::Problem& problem = judge.problem();
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
            auto report = judge.judge(files.value(), own);
            if (options.stop.stop_requested()) {
                verification.interrupted = true;
                return verification;
            }
            if (!report) return fail(verified.name.toStdString() + ": " + report.error());
            verified.agreement = checkExpectation(submission, *report, problem.validation.scoring);
            verified.report = std::move(report.value());
        }
        if (progress.finished) progress.finished(index, verified);
        verification.submissions << std::move(verified);
    }
    return verification;
}

} // namespace jd::judge
