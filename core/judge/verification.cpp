#include "verification.h"

#include "calibration.h"
#include "judgehost_dependence.h"
#include "early_stop.h"
#include "judging_queue.h"
#include "limit_sensitivity.h"

#include <QDir>
#include <QSet>
#include <QFileInfo>

#include <algorithm>

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

// What a report that disagrees owes to running beside other tests: a test out of CPU or wall time (the
// machine's memory bandwidth, its caches and a virtual machine's page faults are shared), said as it was.
std::optional<QString> ranOutOfTimeBesideOthers(const JudgeReport& report, int jobs) {
    for (const TestOutcome& test : report.tests)
        if (test.verdict == Verdict::TLE || test.verdict == Verdict::ILE)
            return QStringLiteral("with %1 tests at once it was %2 on %3 (%4 s of CPU)")
                .arg(jobs)
                .arg(verdictCode(test.verdict), test.test)
                .arg(std::chrono::duration<double>(test.time).count(), 0, 'f', 2);
    return std::nullopt;
}

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
        else if (auto machine = problem.dialect.dialect == problem::Dialect::DOMjudge
                                    ? dependsOnDomjudgeMachine(*files)
                                    : std::nullopt)
            candidate.verified.skipped = *machine;
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
    auto queued = [&](const Candidate& candidate, double seconds, bool earlyStop) {
        QueuedSubmission submission{*candidate.files, options, {}};
        if (!options.workDirectory.isEmpty()) {
            submission.options.workDirectory = options.workDirectory + "/" + QString::number(candidate.index);
            QDir().mkpath(submission.options.workDirectory);
        }
        setTimeLimit(submission.options, seconds);
        if (earlyStop) submission.earlyStop = earlyStopPlan(problem, problem.submissions[candidate.index]);
        return submission;
    };
    // Judges `chosen` (indices into candidates) together; `judged` gets each report in their order.
    std::optional<std::string> failure;
    auto judgeTogether = [&](const QList<int>& chosen, double seconds, bool earlyStop,
                             const std::function<void(int candidate, JudgeReport report)>& judged, int jobs = 0) {
        QList<QueuedSubmission> queue;
        for (int index : chosen) {
            queue << queued(candidates[index], seconds, earlyStop);
            // Alone, a run has the machine to itself: no CPU is kept apart from another worker.
            if (jobs == 1) queue.back().options.cpus.clear();
        }
        JudgingQueueProgress queueProgress;
        queueProgress.started = [&](int lane) {
            const Candidate& candidate = candidates[chosen[lane]];
            if (progress.started) progress.started(candidate.index, candidate.verified.name);
        };
        if (progress.testFinished)
            queueProgress.testFinished = [&](int lane, const TestOutcome& outcome) {
                progress.testFinished(candidates[chosen[lane]].index, outcome);
            };
        queueProgress.finished = [&](int lane, Result<JudgeReport> report) {
            if (failure) return;
            if (!report) {
                failure = candidates[chosen[lane]].verified.name.toStdString() + ": " + report.error();
                return;
            }
            judged(chosen[lane], std::move(report.value()));
        };
        judgeQueue(judge, queue, jobs > 0 ? jobs : options.jobs, options.stop, queueProgress);
    };

    Verification verification;
    verification.timeLimit = timeLimitFor(problem, options);
    // problemtools judges the accepted submissions first, under a ceiling, and derives the limit from them.
    QHash<int, JudgeReport> ran;
    if (calibratesTimeLimit(problem, options)) {
        QList<int> accepted;
        for (int i = 0; i < candidates.size(); ++i)
            if (candidates[i].files && problem.submissions[candidates[i].index].directory == "accepted") accepted << i;
        QList<AcceptedRun> acceptedRuns;
        judgeTogether(accepted, verificationOptions.calibrationCeiling, false, [&](int candidate, JudgeReport report) {
            acceptedRuns << AcceptedRun{candidates[candidate].verified.name, report};
            ran.insert(candidate, std::move(report));
        });
        if (options.stop.stop_requested()) {
            verification.interrupted = true;
            return verification;
        }
        if (failure) return fail(*failure);
        verification.timeLimit = limitFromAcceptedRuns(problem, acceptedRuns, verification.timeLimit,
                                                       verificationOptions.calibrationCeiling);
        rememberCalibration(problem, verificationOptions.calibrationCache, verification.timeLimit);
    }
    const TimeLimitChoice& limit = verification.timeLimit;
    if (verificationOptions.timeMargins.value_or(hasTimeMargins(problem.dialect.dialect))) {
        verification.margins = timeMarginsAround(problem.limits, limit);
        verification.margins->legacyNames = problem.formatVersion == "legacy";
    }
    if (progress.limitChosen) progress.limitChosen(limit, verification.margins);

    // Each submission is told as soon as it and those before it are judged. One that disagrees because a
    // test ran out of time while other tests ran beside it waits to be judged again alone (`waitingAlone`):
    // its CPU time beside another run is not its own to answer for, and a verdict never rests on that.
    int told = 0;
    QSet<int> waitingAlone;
    QHash<int, QString> judgedAlone; // candidate -> what it got beside the others
    auto tellUpTo = [&](int end) {
        for (; told < end; ++told) {
            Candidate& candidate = candidates[told];
            SubmissionVerification& verified = candidate.verified;
            const problem::Submission& submission = problem.submissions[candidate.index];
            if (candidate.files) {
                if (waitingAlone.contains(told)) break;
                JudgeReport report = ran.take(told);
                if (report.timeLimit != limit.seconds) {
                    verified.asRun = std::move(report);
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
                verified.agreement = checkExpectation(submission, report, problem.validation.scoring,
                                                      packageMaximumScore(problem));
                if (!verified.agreement.agreed && options.jobs > 1 && !judgedAlone.contains(told)) {
                    if (const auto outOfTime = ranOutOfTimeBesideOthers(report, options.jobs)) {
                        judgedAlone.insert(told, *outOfTime);
                        waitingAlone.insert(told);
                        SubmissionVerification untold;
                        untold.name = verified.name;
                        verified = std::move(untold);
                        break;
                    }
                }
                if (judgedAlone.contains(told)) verified.judgedAlone = judgedAlone.value(told);
                verified.warnings += verified.agreement.warnings;
                verified.report = std::move(report);
            }
            if (progress.finished) progress.finished(candidate.index, verified);
            verification.submissions << std::move(verified);
        }
    };
    QList<int> rest;
    for (int i = 0; i < candidates.size(); ++i)
        if (candidates[i].files && !ran.contains(i)) rest << i;
    // The ones judged already (the accepted, when they set the limit) and the skipped ones are told in their place.
    auto tellReady = [&] {
        int end = told;
        while (end < candidates.size() && (!candidates[end].files || ran.contains(end)))
            ++end;
        tellUpTo(end);
    };
    tellReady();
    judgeTogether(rest, verification.margins ? verification.margins->runTo : limit.seconds,
                  verificationOptions.earlyStop, [&](int candidate, JudgeReport report) {
                      ran.insert(candidate, std::move(report));
                      tellReady();
                  });
    if (options.stop.stop_requested()) {
        verification.interrupted = true;
        return verification;
    }
    if (failure) return fail(*failure);
    if (!waitingAlone.isEmpty()) {
        QList<int> alone(waitingAlone.begin(), waitingAlone.end());
        std::sort(alone.begin(), alone.end());
        judgeTogether(
            alone, verification.margins ? verification.margins->runTo : limit.seconds, verificationOptions.earlyStop,
            [&](int candidate, JudgeReport report) { ran.insert(candidate, std::move(report)); }, 1);
        if (options.stop.stop_requested()) {
            verification.interrupted = true;
            return verification;
        }
        if (failure) return fail(*failure);
        waitingAlone.clear();
    }
    tellReady();
    return verification;
}

} // namespace jd::judge
