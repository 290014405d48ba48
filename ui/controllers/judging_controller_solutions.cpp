// The Solutions page's job: every submission of the package judged (verify's rule), test by test into the matrix.
#include "contest/contest_record.h"
#include "judge/compiler.h"
#include "judge/executor.h"
#include "judge/limit_sensitivity.h"
#include "judge/package_calibration.h"
#include "judging_controller.h"
#include "plugins/fleet_plugin_loader.h"
#include "problem/package.h"
#include "protocol/gojudge/fleet_plugin.h"
#include "protocol/pools/sandbox_pools.h"
#include "sandbox/sandbox.h"
#include "store/results_store.h"

#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

void JudgingController::verifyAll(const judge::VerificationOptions& verification) {
    if (isBusy()) return emit failed(tr("Judging or validating is still running."));
    if (!registry()) return emit failed(languagesError_);
    if (!hasProblem()) return emit failed(tr("Open a problem first."));
    verificationOutputs_ = std::make_unique<QTemporaryDir>();
    stop_ = std::stop_source();
    const QString what = tr("Judging every solution of %1").arg(problem_.shortName);
    const qsizetype servers = executors().size();
    emit workStarted(servers ? what + tr(", the runs on %n go-judge server(s)", nullptr, int(servers)) : what);
    verifying_.setFuture(
        QtConcurrent::run([this, problem = problem_, verification, directory = verificationOutputs_->path(),
                           interaction = interaction_, stop = stop_.get_token()] {
            return verifyInBackground(problem, verification, directory, interaction, stop);
        }));
}

JudgingController::Verified JudgingController::verifyInBackground(problem::Problem problem,
                                                                  judge::VerificationOptions verification,
                                                                  QString workDirectory,
                                                                  problem::InteractionRule interaction,
                                                                  std::stop_token stop) {
    judge::JudgeOptions options = judgeOptions();
    options.rules = problem::rulesOf(problem.dialect.dialect);
    options.rules->interaction = interaction;
    options.workDirectory = workDirectory;
    options.stop = stop;
    options.keepAcceptedOutputs = true; // any cell of the matrix may be opened
    const Runs runs = startRuns(options.jobs);
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    if (verification.calibrationCache.isEmpty()) verification.calibrationCache = judge::defaultCalibrationCache();
    auto opened = openSession(problem, options, runs);
    if (!opened) return {std::nullopt, QString::fromStdString(opened.error())};
    session::JudgingSession& session = *opened.value();
    // Runs past the limit (to the time margin) show live as they will be judged: at the limit, once it is known.
    struct ChosenLimit {
        std::mutex mutex;
        std::optional<judge::TimeMargins> margins;
    };
    auto chosen = std::make_shared<ChosenLimit>();
    judge::VerificationProgress progress{
        [this](int index, const QString&) {
            QMetaObject::invokeMethod(
                this, [this, index] { emit submissionStarted(index); }, Qt::QueuedConnection);
        },
        [this](int index, const judge::SubmissionVerification& verified) {
            QMetaObject::invokeMethod(
                this, [this, index, verified] { emit submissionVerified(index, verified); }, Qt::QueuedConnection);
        },
        [chosen](const judge::TimeLimitChoice&, const std::optional<judge::TimeMargins>& margins) {
            std::lock_guard lock(chosen->mutex);
            chosen->margins = margins;
        },
        // On the judging threads; queued to the UI thread.
        [this, chosen](int index, const judge::TestOutcome& ran) {
            std::optional<judge::TimeMargins> margins;
            {
                std::lock_guard lock(chosen->mutex);
                margins = chosen->margins;
            }
            const judge::TestOutcome outcome =
                margins ? judge::outcomeAtTimeLimit(ran, margins->runTo, margins->timeLimit).value_or(ran) : ran;
            QMetaObject::invokeMethod(
                this, [this, index, outcome] { emit submissionTestFinished(index, outcome); }, Qt::QueuedConnection);
        }};
    auto verified = judge::verifySubmissions(session.judge(), *languages_, session.options(), progress, verification);
    if (!verified) return {std::nullopt, QString::fromStdString(verified.error())};
    return {std::move(verified.value()), {}};
}

} // namespace jd::ui
