// The Solutions page's job: every submission of the package judged (verify's rule), test by test into the matrix.
#include "solutions_jobs.h"

#include "judge/executor.h"
#include "judge/limit_sensitivity.h"
#include "judge/package_calibration.h"
#include "judging_controller.h"

#include <QtConcurrent/QtConcurrentRun>

#include <mutex>

namespace jd::ui {

SolutionsJobs::SolutionsJobs(JudgingController& desk)
    : QObject(&desk)
    , desk_(desk) {
    connect(&verifying_, &QFutureWatcher<Verified>::finished, this, [this] {
        Verified verified = verifying_.result();
        if (!verified.verification)
            emit desk_.failed(verified.error);
        else
            emit verificationFinished(*verified.verification);
        desk_.jobEnded();
    });
}

void SolutionsJobs::verifyAll(const judge::VerificationOptions& verification) {
    if (desk_.isBusy()) return emit desk_.failed(tr("Judging or validating is still running."));
    if (!desk_.registry()) return emit desk_.failed(desk_.languagesError());
    if (!desk_.hasProblem()) return emit desk_.failed(tr("Open a problem first."));
    outputs_ = std::make_unique<QTemporaryDir>();
    const problem::Problem& problem = desk_.problem();
    const QString what = tr("Judging every solution of %1").arg(problem.shortName);
    emit desk_.workStarted(desk_.withWhereRunsGo(what));
    verifying_.setFuture(
        QtConcurrent::run([job = desk_.newJob(), relay = JobRelay<SolutionsJobs>::to(this), problem, verification,
                           directory = outputs_->path(), interaction = desk_.interactionRule()] {
            return verifyInBackground(job, relay, problem, verification, directory, interaction);
        }));
}

SolutionsJobs::Verified SolutionsJobs::verifyInBackground(const DeskJob& job,
                                                          std::shared_ptr<JobRelay<SolutionsJobs>> relay,
                                                          problem::Problem problem,
                                                          judge::VerificationOptions verification,
                                                          QString workDirectory, problem::InteractionRule interaction) {
    judge::JudgeOptions options = job.options;
    options.rules = problem::rulesOf(problem.dialect.dialect);
    options.rules->interaction = interaction;
    options.workDirectory = workDirectory;
    options.stop = job.stop;
    options.keepAcceptedOutputs = true; // any cell of the matrix may be opened
    const KeptRuns::Started runs = job.startRuns();
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    if (verification.calibrationCache.isEmpty()) verification.calibrationCache = judge::defaultCalibrationCache();
    auto opened = job.runs->openSession(problem, job.languages, options, runs.local);
    if (!opened) return {std::nullopt, QString::fromStdString(opened.error())};
    session::JudgingSession& session = *opened.value();
    // Runs past the limit (to the time margin) show live as they will be judged: at the limit, once it is known.
    struct ChosenLimit {
        std::mutex mutex;
        std::optional<judge::TimeMargins> margins;
    };
    auto chosen = std::make_shared<ChosenLimit>();
    judge::VerificationProgress progress{
        [relay](int index, const QString&) {
            relay->post([index](SolutionsJobs& jobs) { emit jobs.submissionStarted(index); });
        },
        [relay](int index, const judge::SubmissionVerification& verified) {
            relay->post([index, verified](SolutionsJobs& jobs) { emit jobs.submissionVerified(index, verified); });
        },
        [chosen](const judge::TimeLimitChoice&, const std::optional<judge::TimeMargins>& margins) {
            std::lock_guard lock(chosen->mutex);
            chosen->margins = margins;
        },
        // On the judging threads; queued to the UI thread.
        [relay, chosen](int index, const judge::TestOutcome& ran) {
            std::optional<judge::TimeMargins> margins;
            {
                std::lock_guard lock(chosen->mutex);
                margins = chosen->margins;
            }
            const judge::TestOutcome outcome =
                margins ? judge::outcomeAtTimeLimit(ran, margins->runTo, margins->timeLimit).value_or(ran) : ran;
            relay->post([index, outcome](SolutionsJobs& jobs) { emit jobs.submissionTestFinished(index, outcome); });
        }};
    auto verified = judge::verifySubmissions(session.judge(), job.languages, session.options(), progress, verification);
    if (!verified) return {std::nullopt, QString::fromStdString(verified.error())};
    return {std::move(verified.value()), {}};
}

} // namespace jd::ui
