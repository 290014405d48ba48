// The Tests page's jobs and the stress test: the input validators on every test, the generated tests made again,
// a solution stress-tested against the main correct one.
#include "tests_jobs.h"

#include "judge/compiler.h"
#include "judge/executor.h"
#include "judging_controller.h"

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

TestsJobs::TestsJobs(JudgingController& desk)
    : QObject(&desk)
    , desk_(desk) {
    whenDone(validating_, [this](const judge::InputValidationReport& report) { emit inputsValidated(report); });
    whenDone(generating_, [this](const judge::GenerationReport& report) { emit testsRegenerated(report); });
    whenDone(stressing_, [this](const judge::StressReport& report) { emit stressFinished(report); });
}

template <class Report, class Emit> void TestsJobs::whenDone(QFutureWatcher<Outcome<Report>>& job, Emit done) {
    connect(&job, &QFutureWatcherBase::finished, this, [this, &job, done] {
        const Outcome<Report> outcome = job.result();
        if (!outcome.report)
            emit desk_.failed(outcome.error);
        else
            done(*outcome.report);
        desk_.jobEnded();
    });
}

bool TestsJobs::mayStart() {
    if (desk_.isBusy()) return emit desk_.failed(tr("Judging or validating is still running.")), false;
    if (!desk_.registry()) return emit desk_.failed(desk_.languagesError()), false;
    if (!desk_.hasProblem()) return emit desk_.failed(tr("Open a problem first.")), false;
    return true;
}

void TestsJobs::validateInputs() {
    if (!mayStart()) return;
    emit desk_.workStarted(tr("Validating the inputs of %1").arg(desk_.problem().shortName));
    validating_.setFuture(
        QtConcurrent::run([job = desk_.newJob(), relay = JobRelay<TestsJobs>::to(this), problem = desk_.problem()] {
            return validateInBackground(job, relay, problem);
        }));
}

void TestsJobs::regenerateTests(const QStringList& only) {
    if (!mayStart()) return;
    emit desk_.workStarted(tr("Generating the tests of %1").arg(desk_.problem().shortName));
    generating_.setFuture(
        QtConcurrent::run([job = desk_.newJob(), relay = JobRelay<TestsJobs>::to(this), problem = desk_.problem(),
                           only] { return generateInBackground(job, relay, problem, only); }));
}

void TestsJobs::stressTest(judge::StressOptions options) {
    if (!mayStart()) return;
    stressOutputs_ = std::make_unique<QTemporaryDir>();
    options.workDirectory = stressOutputs_->path();
    emit desk_.workStarted(tr("Stress-testing %1").arg(QFileInfo(options.candidate).fileName()));
    stressing_.setFuture(
        QtConcurrent::run([job = desk_.newJob(), relay = JobRelay<TestsJobs>::to(this), problem = desk_.problem(),
                           options] { return stressInBackground(job, relay, problem, options); }));
}

TestsJobs::Validated TestsJobs::validateInBackground(const DeskJob& job, Relay relay, problem::Problem problem) {
    const KeptRuns::Started runs = job.startRuns();
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    // Stop ends the validators running now too, not only those still to come.
    const std::shared_ptr<judge::Executor> executor = runs.local->newExecutor(job.stop);
    QTemporaryDir scratch;
    auto report =
        judge::validateInputs(problem, *executor, *runs.local->compiler(), job.languages,
                              {job.options.jobs, scratch.path()}, job.stop, [relay](const judge::InputCheck& check) {
                                  relay->post([check](TestsJobs& jobs) { emit jobs.inputChecked(check); });
                              });
    if (!report) return {std::nullopt, QString::fromStdString(report.error())};
    return {std::move(report.value()), {}};
}

TestsJobs::Generated TestsJobs::generateInBackground(const DeskJob& job, Relay relay, problem::Problem problem,
                                                     QStringList only) {
    const KeptRuns::Started runs = job.startRuns();
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    const std::shared_ptr<judge::Executor> executor = runs.local->newExecutor(job.stop);
    QTemporaryDir scratch;
    judge::GenerationOptions generation;
    generation.jobs = job.options.jobs;
    generation.scratchDirectory = scratch.path();
    generation.only = only;
    auto report = judge::regenerateTests(problem, *executor, *runs.local->compiler(), job.languages, generation,
                                         job.stop, [relay](judge::GenerationStage, const judge::GeneratedTest& test) {
                                             if (test.test.isEmpty()) return;
                                             relay->post([test](TestsJobs& jobs) { emit jobs.testGenerated(test); });
                                         });
    if (!report) return {std::nullopt, QString::fromStdString(report.error())};
    return {std::move(report.value()), {}};
}

TestsJobs::Stressed TestsJobs::stressInBackground(const DeskJob& job, Relay relay, problem::Problem problem,
                                                  judge::StressOptions options) {
    options.jobs = job.options.jobs;
    const KeptRuns::Started runs = job.startRuns();
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    auto executor = runs.local->newExecutor(job.stop);
    auto report = judge::stressTest(
        problem, executor, runs.local->compiler(), job.languages, options, job.stop,
        [relay](int rounds) { relay->post([rounds](TestsJobs& jobs) { emit jobs.stressRounds(rounds); }); });
    if (!report) return {std::nullopt, QString::fromStdString(report.error())};
    return {std::move(report.value()), {}};
}

} // namespace jd::ui
