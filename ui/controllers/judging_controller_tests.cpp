// The Tests page's jobs and the stress test: the input validators on every test, the generated tests made again,
// a solution stress-tested against the main correct one.
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

void JudgingController::validateInputs() {
    if (isBusy()) return emit failed(tr("Judging or validating is still running."));
    if (!registry()) return emit failed(languagesError_);
    if (!hasProblem()) return emit failed(tr("Open a problem first."));
    stop_ = std::stop_source();
    emit workStarted(tr("Validating the inputs of %1").arg(problem_.shortName));
    validating_.setFuture(QtConcurrent::run(
        [this, problem = problem_, stop = stop_.get_token()] { return validateInBackground(problem, stop); }));
}

JudgingController::Validated JudgingController::validateInBackground(problem::Problem problem, std::stop_token stop) {
    const judge::JudgeOptions options = judgeOptions();
    const Runs runs = startRuns(options.jobs);
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    // Stop ends the validators running now too, not only those still to come.
    const std::shared_ptr<judge::Executor> executor = runs.local->newExecutor(stop);
    QTemporaryDir scratch;
    auto report =
        judge::validateInputs(problem, *executor, *runs.local->compiler(), *languages_, {options.jobs, scratch.path()},
                              stop, [this](const judge::InputCheck& check) {
                                  QMetaObject::invokeMethod(
                                      this, [this, check] { emit inputChecked(check); }, Qt::QueuedConnection);
                              });
    if (!report) return {std::nullopt, QString::fromStdString(report.error())};
    return {std::move(report.value()), {}};
}

void JudgingController::regenerateTests(const QStringList& only) {
    if (isBusy()) return emit failed(tr("Judging or validating is still running."));
    if (!registry()) return emit failed(languagesError_);
    if (!hasProblem()) return emit failed(tr("Open a problem first."));
    stop_ = std::stop_source();
    emit workStarted(tr("Generating the tests of %1").arg(problem_.shortName));
    generating_.setFuture(QtConcurrent::run([this, problem = problem_, only, stop = stop_.get_token()] {
        return generateInBackground(problem, only, stop);
    }));
}

JudgingController::Generated JudgingController::generateInBackground(problem::Problem problem, QStringList only,
                                                                     std::stop_token stop) {
    const judge::JudgeOptions options = judgeOptions();
    const Runs runs = startRuns(options.jobs);
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    const std::shared_ptr<judge::Executor> executor = runs.local->newExecutor(stop);
    QTemporaryDir scratch;
    judge::GenerationOptions generation;
    generation.jobs = options.jobs;
    generation.scratchDirectory = scratch.path();
    generation.only = only;
    auto report =
        judge::regenerateTests(problem, *executor, *runs.local->compiler(), *languages_, generation, stop,
                               [this](judge::GenerationStage, const judge::GeneratedTest& test) {
                                   if (test.test.isEmpty()) return;
                                   QMetaObject::invokeMethod(
                                       this, [this, test] { emit testGenerated(test); }, Qt::QueuedConnection);
                               });
    if (!report) return {std::nullopt, QString::fromStdString(report.error())};
    return {std::move(report.value()), {}};
}

void JudgingController::stressTest(judge::StressOptions options) {
    if (isBusy()) return emit failed(tr("Judging or validating is still running."));
    if (!registry()) return emit failed(languagesError_);
    if (!hasProblem()) return emit failed(tr("Open a problem first."));
    stop_ = std::stop_source();
    stressOutputs_ = std::make_unique<QTemporaryDir>();
    options.workDirectory = stressOutputs_->path();
    emit workStarted(tr("Stress-testing %1").arg(QFileInfo(options.candidate).fileName()));
    stressing_.setFuture(QtConcurrent::run([this, problem = problem_, options, stop = stop_.get_token()] {
        return stressInBackground(problem, options, stop);
    }));
}

JudgingController::Stressed JudgingController::stressInBackground(problem::Problem problem,
                                                                  judge::StressOptions options, std::stop_token stop) {
    const judge::JudgeOptions machine = judgeOptions();
    options.jobs = machine.jobs;
    const Runs runs = startRuns(machine.jobs);
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    auto executor = runs.local->newExecutor(stop);
    auto report =
        judge::stressTest(problem, executor, runs.local->compiler(), *languages_, options, stop, [this](int rounds) {
            QMetaObject::invokeMethod(
                this, [this, rounds] { emit stressRounds(rounds); }, Qt::QueuedConnection);
        });
    if (!report) return {std::nullopt, QString::fromStdString(report.error())};
    return {std::move(report.value()), {}};
}

} // namespace jd::ui
