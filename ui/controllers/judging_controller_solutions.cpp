// The Solutions page's job: every submission of the package judged (verify's rule), test by test into the matrix.
#include "judge/executor.h"
#include "judge/limit_sensitivity.h"
#include "judge/package_calibration.h"
#include "judging_controller.h"

#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

void JudgingController::verifyAll(const judge::VerificationOptions& verification) {
    if (isBusy()) return emit failed(tr("Judging or validating is still running."));
    if (!registry()) return emit failed(languagesError_);
    if (!hasProblem()) return emit failed(tr("Open a problem first."));
    verificationOutputs_ = std::make_unique<QTemporaryDir>();
    const QString what = tr("Judging every solution of %1").arg(problem_.shortName);
    const qsizetype servers = executors().size();
    emit workStarted(servers ? what + tr(", the runs on %n go-judge server(s)", nullptr, int(servers)) : what);
    verifying_.setFuture(QtConcurrent::run([job = newJob(), problem = problem_, verification,
                                            directory = verificationOutputs_->path(), interaction = interaction_] {
        return verifyInBackground(job, problem, verification, directory, interaction);
    }));
}

JudgingController::Verified JudgingController::verifyInBackground(const Job& job, problem::Problem problem,
                                                                  judge::VerificationOptions verification,
                                                                  QString workDirectory,
                                                                  problem::InteractionRule interaction) {
    judge::JudgeOptions options = job.options;
    options.rules = problem::rulesOf(problem.dialect.dialect);
    options.rules->interaction = interaction;
    options.workDirectory = workDirectory;
    options.stop = job.stop;
    options.keepAcceptedOutputs = true; // any cell of the matrix may be opened
    const KeptRuns::Started runs = startRuns(job);
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
    const std::shared_ptr<JobRelay>& relay = job.relay;
    judge::VerificationProgress progress{
        [relay](int index, const QString&) {
            relay->post([index](JudgingController& controller) { emit controller.submissionStarted(index); });
        },
        [relay](int index, const judge::SubmissionVerification& verified) {
            relay->post([index, verified](JudgingController& controller) {
                emit controller.submissionVerified(index, verified);
            });
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
            relay->post([index, outcome](JudgingController& controller) {
                emit controller.submissionTestFinished(index, outcome);
            });
        }};
    auto verified = judge::verifySubmissions(session.judge(), job.languages, session.options(), progress, verification);
    if (!verified) return {std::nullopt, QString::fromStdString(verified.error())};
    return {std::move(verified.value()), {}};
}

} // namespace jd::ui
