// The Tests page's jobs and the stress test: the input validators on every test, the generated tests made again,
// a solution stress-tested against the main correct one.
#include "judge/compiler.h"
#include "judge/executor.h"
#include "judging_controller.h"

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

void JudgingController::validateInputs() {
    if (isBusy()) return emit failed(tr("Judging or validating is still running."));
    if (!registry()) return emit failed(languagesError_);
    if (!hasProblem()) return emit failed(tr("Open a problem first."));
    emit workStarted(tr("Validating the inputs of %1").arg(problem_.shortName));
    validating_.setFuture(
        QtConcurrent::run([job = newJob(), problem = problem_] { return validateInBackground(job, problem); }));
}

JudgingController::Validated JudgingController::validateInBackground(const Job& job, problem::Problem problem) {
    const KeptRuns::Started runs = startRuns(job);
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    // Stop ends the validators running now too, not only those still to come.
    const std::shared_ptr<judge::Executor> executor = runs.local->newExecutor(job.stop);
    QTemporaryDir scratch;
    auto report = judge::validateInputs(
        problem, *executor, *runs.local->compiler(), job.languages, {job.options.jobs, scratch.path()}, job.stop,
        [relay = job.relay](const judge::InputCheck& check) {
            relay->post([check](JudgingController& controller) { emit controller.inputChecked(check); });
        });
    if (!report) return {std::nullopt, QString::fromStdString(report.error())};
    return {std::move(report.value()), {}};
}

void JudgingController::regenerateTests(const QStringList& only) {
    if (isBusy()) return emit failed(tr("Judging or validating is still running."));
    if (!registry()) return emit failed(languagesError_);
    if (!hasProblem()) return emit failed(tr("Open a problem first."));
    emit workStarted(tr("Generating the tests of %1").arg(problem_.shortName));
    generating_.setFuture(QtConcurrent::run(
        [job = newJob(), problem = problem_, only] { return generateInBackground(job, problem, only); }));
}

JudgingController::Generated JudgingController::generateInBackground(const Job& job, problem::Problem problem,
                                                                     QStringList only) {
    const KeptRuns::Started runs = startRuns(job);
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    const std::shared_ptr<judge::Executor> executor = runs.local->newExecutor(job.stop);
    QTemporaryDir scratch;
    judge::GenerationOptions generation;
    generation.jobs = job.options.jobs;
    generation.scratchDirectory = scratch.path();
    generation.only = only;
    auto report = judge::regenerateTests(
        problem, *executor, *runs.local->compiler(), job.languages, generation, job.stop,
        [relay = job.relay](judge::GenerationStage, const judge::GeneratedTest& test) {
            if (test.test.isEmpty()) return;
            relay->post([test](JudgingController& controller) { emit controller.testGenerated(test); });
        });
    if (!report) return {std::nullopt, QString::fromStdString(report.error())};
    return {std::move(report.value()), {}};
}

void JudgingController::stressTest(judge::StressOptions options) {
    if (isBusy()) return emit failed(tr("Judging or validating is still running."));
    if (!registry()) return emit failed(languagesError_);
    if (!hasProblem()) return emit failed(tr("Open a problem first."));
    stressOutputs_ = std::make_unique<QTemporaryDir>();
    options.workDirectory = stressOutputs_->path();
    emit workStarted(tr("Stress-testing %1").arg(QFileInfo(options.candidate).fileName()));
    stressing_.setFuture(QtConcurrent::run(
        [job = newJob(), problem = problem_, options] { return stressInBackground(job, problem, options); }));
}

JudgingController::Stressed JudgingController::stressInBackground(const Job& job, problem::Problem problem,
                                                                  judge::StressOptions options) {
    options.jobs = job.options.jobs;
    const KeptRuns::Started runs = startRuns(job);
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    auto executor = runs.local->newExecutor(job.stop);
    auto report = judge::stressTest(
        problem, executor, runs.local->compiler(), job.languages, options, job.stop, [relay = job.relay](int rounds) {
            relay->post([rounds](JudgingController& controller) { emit controller.stressRounds(rounds); });
        });
    if (!report) return {std::nullopt, QString::fromStdString(report.error())};
    return {std::move(report.value()), {}};
}

} // namespace jd::ui
