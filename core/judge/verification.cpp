#include "verification.h"

#include "calibration.h"
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

QString submissionName(const problem::Submission& submission) {
    return submission.directory + "/" + QFileInfo(submission.path).fileName();
}

namespace {

struct Candidate {
    int index = 0;
    SubmissionVerification verified;
    std::optional<SubmissionFiles> files; // empty when skipped
};

QList<Candidate> candidatesOf(const problem::Problem& problem, const LanguageRegistry& languages) {
    QList<Candidate> candidates;
    for (int index = 0; index < problem.submissions.size(); ++index) {
        const problem::Submission& submission = problem.submissions[index];
        Candidate candidate{index, {}, {}};
        candidate.verified.name = submissionName(submission);
        auto files = collectPackageSubmission(submission, problem, languages);
        if (!files)
            candidate.verified.skipped = QString::fromStdString(files.error());
        else if (files->language->toolPath().isEmpty())
            candidate.verified.skipped = files->language->name + " is not installed";
        else if (!hasExpectation(submission))
            candidate.verified.skipped = "the directory " + submission.directory + " names no verdict";
        else
            candidate.files = std::move(files.value());
        candidates << std::move(candidate);
    }
    return candidates;
}

} // namespace

Result<Verification> verifySubmissions(ProblemJudge& judge, const LanguageRegistry& languages,
                                       const JudgeOptions& options, const VerificationProgress& progress,
                                       const VerificationOptions& verificationOptions) {
    const problem::Problem& problem = judge.problem();
    QList<Candidate> candidates = candidatesOf(problem, languages);
    auto run = [&](Candidate& candidate, double seconds) {
        if (progress.started) progress.started(candidate.index, candidate.verified.name);
        JudgeOptions own = options;
        if (!options.workDirectory.isEmpty()) {
            own.workDirectory = options.workDirectory + "/" + QString::number(candidate.index);
            QDir().mkpath(own.workDirectory);
        }
        own.timeLimit = seconds;
        return judge.judge(*candidate.files, own);
    };

    Verification verification;
    verification.timeLimit = timeLimitFor(problem, options);
    // problemtools judges the accepted submissions first, under a ceiling, and derives the limit from them.
    QHash<int, JudgeReport> ran;
    if (calibratesTimeLimit(problem, options)) {
        QList<JudgeReport> accepted;
        for (Candidate& candidate : candidates) {
            if (!candidate.files || problem.submissions[candidate.index].directory != "accepted") continue;
            auto report = run(candidate, verificationOptions.calibrationCeiling);
            if (options.stop.stop_requested()) {
                verification.interrupted = true;
                return verification;
            }
            if (!report) return fail(candidate.verified.name.toStdString() + ": " + report.error());
            accepted << report.value();
            ran.insert(candidate.index, std::move(report.value()));
        }
        verification.timeLimit =
            limitFromAcceptedRuns(problem, accepted, verification.timeLimit, verificationOptions.calibrationCeiling);
        rememberCalibration(problem, verificationOptions.calibrationCache, verification.timeLimit);
    }
    const TimeLimitChoice& limit = verification.timeLimit;
    if (verificationOptions.timeMargins.value_or(hasTimeMargins(problem.dialect.dialect))) {
        verification.margins = timeMarginsAround(problem.limits, limit);
        verification.margins->legacyNames = problem.formatVersion == "legacy";
    }
    if (progress.limitChosen) progress.limitChosen(limit, verification.margins);

    for (Candidate& candidate : candidates) {
        SubmissionVerification& verified = candidate.verified;
        const problem::Submission& submission = problem.submissions[candidate.index];
        if (candidate.files) {
            Result<JudgeReport> report =
                ran.contains(candidate.index)
                    ? Result<JudgeReport>(ran.take(candidate.index))
                    : run(candidate, verification.margins ? verification.margins->runTo : limit.seconds);
            if (options.stop.stop_requested()) {
                verification.interrupted = true;
                return verification;
            }
            if (!report) return fail(verified.name.toStdString() + ": " + report.error());
            if (report->timeLimit != limit.seconds) {
                verified.asRun = std::move(report.value());
                JudgeReport atLimit = reportAtTimeLimit(problem, *verified.asRun, limit.seconds).report;
                atLimit.timeLimit = limit.seconds; // a submission that did not compile keeps the limit it had
                atLimit.timeLimitSource = limit.source;
                if (const auto& margins = verification.margins) {
                    const JudgeReport atMargin =
                        verified.asRun->timeLimit == margins->runTo
                            ? *verified.asRun
                            : reportAtTimeLimit(problem, *verified.asRun, margins->runTo).report;
                    verified.warnings =
                        timeMarginWarnings(submission, problem.validation.scoring, atLimit, atMargin, *margins);
                }
                report = std::move(atLimit);
            }
            verified.agreement = checkExpectation(submission, *report, problem.validation.scoring);
            verified.report = std::move(report.value());
        }
        if (progress.finished) progress.finished(candidate.index, verified);
        verification.submissions << std::move(verified);
    }
    return verification;
}

} // namespace jd::judge
