#include "judging_controller.h"

#include "contest/contest_record.h"
#include "judge/compiler.h"
#include "judge/executor.h"
#include "judge/limit_sensitivity.h"
#include "judge/package_calibration.h"
#include "plugins/fleet_plugin_loader.h"
#include "problem/package.h"
#include "protocol/gojudge/fleet_plugin.h"
#include "protocol/pools/pooled_executor.h"
#include "protocol/pools/sandbox_pools.h"
#include "sandbox/sandbox.h"
#include "store/results_store.h"

#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

JudgingController::JudgingController(QObject* parent)
    : QObject(parent)
    , storePath_(store::ResultsStore::defaultPath()) {
    connect(&samples_, &SampleCoalescer::samplesArrived, this, &JudgingController::samplesArrived);
    connect(&contestSamples_, &SampleCoalescer::samplesArrived, this, &JudgingController::contestSamplesArrived);
    connect(&contestOpening_, &QFutureWatcher<ContestRead>::finished, this, [this] {
        ContestRead read = contestOpening_.result();
        if (!read.report) return emit failed(read.error);
        contest_ = std::move(read.report);
        contestOutputs_ = std::make_unique<QTemporaryDir>();
        emit contestOpened(*contest_);
        if (!read.recalled.isEmpty()) emit contestEntriesRecalled(read.recalled);
        if (!read.storeError.isEmpty()) emit storeFailed(read.storeError);
    });
    connect(&contestJudging_, &QFutureWatcher<ContestJudged>::finished, this, [this] {
        contestSamples_.flush();
        ContestJudged judged = contestJudging_.result();
        if (!judged.report) return emit failed(judged.error);
        emit contestJudged(*judged.report);
    });
    connect(&opening_, &QFutureWatcher<Opened>::finished, this, [this] {
        Opened opened = opening_.result();
        if (!opened.problem) {
            emit failed(opened.error);
            return;
        }
        problem_ = std::move(*opened.problem);
        interaction_ = problem::rulesOf(problem_.dialect.dialect).interaction;
        emit problemOpened(problem_);
    });
    connect(&judging_, &QFutureWatcher<Judged>::finished, this, [this] {
        samples_.flush();
        Judged judged = judging_.result();
        if (!judged.report) return emit failed(judged.error);
        if (judged.custom && !judged.report->tests.isEmpty())
            return emit customRunFinished(judged.report->tests.first(), *judged.report);
        if (judged.rerun) return emit testsRerun(*judged.report);
        emit judgingFinished(*judged.report);
        if (judged.storedId) emit judgementStored(*judged.storedId);
        if (!judged.storeError.isEmpty()) emit storeFailed(judged.storeError);
    });
    connect(&verifying_, &QFutureWatcher<Verified>::finished, this, [this] {
        Verified verified = verifying_.result();
        if (!verified.verification) return emit failed(verified.error);
        emit verificationFinished(*verified.verification);
    });
    connect(&validating_, &QFutureWatcher<Validated>::finished, this, [this] {
        Validated validated = validating_.result();
        if (!validated.report) return emit failed(validated.error);
        emit inputsValidated(*validated.report);
    });
    connect(&generating_, &QFutureWatcher<Generated>::finished, this, [this] {
        Generated generated = generating_.result();
        if (!generated.report) return emit failed(generated.error);
        emit testsRegenerated(*generated.report);
    });
    connect(&stressing_, &QFutureWatcher<Stressed>::finished, this, [this] {
        Stressed stressed = stressing_.result();
        if (!stressed.report) return emit failed(stressed.error);
        emit stressFinished(*stressed.report);
    });
}

JudgingController::~JudgingController() {
    cancel();
    opening_.waitForFinished();
    judging_.waitForFinished();
    validating_.waitForFinished();
    verifying_.waitForFinished();
    generating_.waitForFinished();
    stressing_.waitForFinished();
    contestOpening_.waitForFinished();
    contestJudging_.waitForFinished();
}

// Read when first needed, always on the controller's thread (every background task checks it first, and
// nothing else calls it elsewhere): the window opens without parsing them.
const judge::LanguageRegistry* JudgingController::registry() const {
    Q_ASSERT(QThread::currentThread() == thread());
    if (!std::exchange(languagesRead_, true)) {
        auto languages = judge::LanguageRegistry::load();
        if (languages)
            languages_ = std::move(languages.value());
        else
            languagesError_ = QString::fromStdString(languages.error());
    }
    return languages_ ? &*languages_ : nullptr;
}

QList<QPair<QString, QString>> JudgingController::languages() const {
    QList<QPair<QString, QString>> list;
    if (registry())
        for (const auto& language : languages_->languages())
            list.append({language.id, language.name});
    return list;
}

QString JudgingController::languageOf(const QString& source) const {
    const judge::Language* language = registry() ? languages_->forSourceFile(source) : nullptr;
    return language ? language->id : QString();
}

void JudgingController::openProblem(const QString& path) {
    if (isBusy()) return emit failed(tr("JudgeDesk is busy: wait for the judging to end or cancel it"));
    // Reading a package may unpack an archive: never on the UI thread.
    opening_.setFuture(QtConcurrent::run([path]() -> Opened {
        auto problem = problem::readProblem(path);
        if (!problem) return {std::nullopt, QString::fromStdString(problem.error())};
        return {std::move(problem.value()), {}};
    }));
}

const judge::Language* JudgingController::languageFor(const QStringList& sources, const QString& languageId) {
    if (isBusy()) return emit failed(tr("JudgeDesk is busy: wait for the judging to end or cancel it")), nullptr;
    if (!hasProblem()) return emit failed(tr("Open a problem first")), nullptr;
    if (sources.isEmpty()) return emit failed(tr("Choose the source file(s) to judge")), nullptr;
    if (!registry()) return emit failed(tr("No languages: %1").arg(languagesError_)), nullptr;
    for (const QString& source : sources)
        if (!QFileInfo(source).isFile()) return emit failed(tr("%1 is not a readable file").arg(source)), nullptr;
    const judge::Language* language =
        languageId.isEmpty() ? languages_->forSourceFile(sources.first()) : languages_->byId(languageId);
    if (!language) emit failed(tr("Cannot tell the language of %1: choose one").arg(sources.first()));
    return language;
}

void JudgingController::rerunTests(const QStringList& sources, const QString& languageId, const QStringList& tests) {
    const judge::Language* language = languageFor(sources, languageId);
    if (!language) return;
    const problem::Problem only = problem_.withOnlyTests(tests);
    if (only.allTests().isEmpty()) return emit failed(tr("The problem has no test %1").arg(tests.join(", ")));
    if (!outputs_ || !outputs_->isValid()) outputs_ = std::make_unique<QTemporaryDir>();
    emit rerunStarted(tr("Running %1 again with %2").arg(tests.join(", "), QFileInfo(sources.first()).fileName()));
    stop_ = std::stop_source();
    judging_.setFuture(
        QtConcurrent::run([this, only, whole = problem_, submission = judge::SubmissionFiles{sources, language, {}},
                           directory = outputs_->path(), interaction = interaction_, stop = stop_.get_token()] {
            // A run of some tests is not a judgement: nothing goes to the results database.
            Judged judged = judgeInBackground(only, submission, directory, {}, interaction, stop, true, &whole);
            judged.rerun = true;
            return judged;
        }));
}

void JudgingController::runCustomInput(const QStringList& sources, const QString& languageId, const QByteArray& input,
                                       const QByteArray& answer) {
    const judge::Language* language = languageFor(sources, languageId);
    if (!language) return;
    customRun_ = std::make_unique<QTemporaryDir>();
    QFile inputFile(customRun_->filePath("custom.in")), answerFile(customRun_->filePath("custom.ans"));
    if (!customRun_->isValid() || !inputFile.open(QIODevice::WriteOnly) || inputFile.write(input) != input.size() ||
        (!answer.isEmpty() && (!answerFile.open(QIODevice::WriteOnly) || answerFile.write(answer) != answer.size())))
        return emit failed(tr("Cannot write the custom input: %1").arg(inputFile.errorString()));
    inputFile.close();
    answerFile.close();
    // The problem's limits, checker and interactor, with this one test.
    problem::Problem custom = problem_.withOnlyTests({});
    problem::TestCase test;
    test.name = QStringLiteral("custom");
    test.input = inputFile.fileName();
    if (!answer.isEmpty()) test.answer = answerFile.fileName();
    custom.data.groups.clear();
    custom.data.tests = {test};
    emit rerunStarted(tr("Running %1 on the custom input").arg(QFileInfo(sources.first()).fileName()));
    stop_ = std::stop_source();
    judging_.setFuture(
        QtConcurrent::run([this, custom, whole = problem_, submission = judge::SubmissionFiles{sources, language, {}},
                           directory = customRun_->path(), interaction = interaction_,
                           check = !answer.isEmpty() || problem_.validation.interactive, stop = stop_.get_token()] {
            Judged judged = judgeInBackground(custom, submission, directory, {}, interaction, stop, check, &whole);
            judged.custom = true;
            return judged;
        }));
}

void JudgingController::judge(const QStringList& sources, const QString& languageId) {
    const judge::Language* language = languageFor(sources, languageId);
    if (!language) return;

    outputs_ = std::make_unique<QTemporaryDir>();
    if (!outputs_->isValid()) return emit failed(tr("Cannot create a directory for the outputs"));
    const QString what =
        tr("Judging %1 (%2) on %3").arg(QFileInfo(sources.first()).fileName(), language->name, problem_.name);
    const qsizetype servers = executors().size();
    emit judgingStarted(servers ? what + tr(", the runs on %n go-judge server(s)", nullptr, int(servers)) : what);
    std::stop_token stop;
    {
        std::lock_guard lock(mutex_);
        stop_ = std::stop_source();
        stop = stop_.get_token();
    }
    judging_.setFuture(
        QtConcurrent::run([this, problem = problem_, submission = judge::SubmissionFiles{sources, language, {}},
                           directory = outputs_->path(), storePath = storePath_, interaction = interaction_, stop] {
            return judgeInBackground(problem, submission, directory, storePath, interaction, stop);
        }));
}

JudgingController::Judged JudgingController::judgeInBackground(problem::Problem problem,
                                                               judge::SubmissionFiles submission, QString workDirectory,
                                                               QString storePath, problem::InteractionRule interaction,
                                                               std::stop_token stop, bool checkOutputs,
                                                               const problem::Problem* whole) {
    judge::JudgeOptions options = judgeOptions();
    options.rules = problem::rulesOf(problem.dialect.dialect);
    options.rules->interaction = interaction;
    options.workDirectory = workDirectory;
    options.stop = stop;
    options.keepAcceptedOutputs = true; // a person may want to look at any test's output
    options.checkOutputs = checkOutputs;
    const Runs runs = startRuns(options.jobs);
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error, {}, {}, false, false};
    const auto& [sandbox, pools, error] = runs;
    auto here = std::make_shared<protocol::PooledExecutor>(pools, protocol::kJudgingPool);
    auto judge =
        std::make_shared<judge::ProblemJudge>(problem, here, std::make_shared<judge::Compiler>(sandbox), *languages_);
    // Before the judge's signals reach the page: the accepted solutions' runs are not this judging's tests. The
    // limit is the whole package's, whichever of its tests this run takes.
    std::optional<judge::ProblemJudge> wholeJudge;
    if (whole) wholeJudge.emplace(*whole, here, std::make_shared<judge::Compiler>(sandbox), *languages_);
    judge::ProblemJudge& calibrator = wholeJudge ? *wholeJudge : *judge;
    auto calibrated = judge::packageTimeLimit(calibrator, *languages_, options, judge::defaultCalibrationCache(), [&] {
        const QString calibrating = tr("%1 names no time limit: calibrating it from its accepted solutions, as "
                                       "Kattis does (once)")
                                        .arg(problem.shortName);
        QMetaObject::invokeMethod(
            this, [this, calibrating] { emit workStarted(calibrating); }, Qt::QueuedConnection);
    });
    if (!calibrated) return {std::nullopt, QString::fromStdString(calibrated.error()), {}, {}, false, false};
    if (*calibrated) judge::judgeAt(options, **calibrated);
    if (QString error = sendSubmissionRunsToFleet(*judge, here, options); !error.isEmpty())
        return {std::nullopt, error, {}, {}, false, false};
    // Emitted on the judging threads; `this` as the context queues them to the UI thread.
    connect(judge.get(), &judge::ProblemJudge::limitsDecided, this, &JudgingController::limitsDecided);
    connect(judge.get(), &judge::ProblemJudge::testFinished, this,
            [this](const judge::TestOutcome& outcome, int done, int total) {
                samples_.flush();
                emit testFinished(outcome, done, total);
            });
    connect(
        judge.get(), &judge::ProblemJudge::sampleTaken, judge.get(),
        [this](const QString& test, const judge::ResourcePoint& point) { samples_.push(test, point); },
        Qt::DirectConnection);
    // The judgement is recorded as it begins, so that JudgeDesk killed meanwhile leaves it marked as
    // interrupted. A database connection belongs to the thread that opens it: this one, for this judgement.
    auto results = storePath.isEmpty() ? Result<std::unique_ptr<store::ResultsStore>>(fail("no results database"))
                                       : store::ResultsStore::open(storePath);
    std::optional<qint64> begun;
    if (results)
        if (auto started = results.value()->begin(problem, submission.sources.first(), submission.language->name))
            begun = started.value();
    auto report = judge->judge(submission, options);
    // A cancelled or failed judging is not a judgement worth keeping.
    if ((!report || stop.stop_requested()) && begun) (void)results.value()->discard(*begun);
    if (!report) return {std::nullopt, QString::fromStdString(report.error()), {}, {}, false, false};
    Judged judged{std::move(report.value()), {}, {}, {}, false, false};
    if (!storePath.isEmpty() && !stop.stop_requested()) {
        auto saved = results ? results.value()->save(problem, submission.sources.first(), *judged.report, begun)
                             : Result<qint64>(Error{results.error()});
        if (saved)
            judged.storedId = saved.value();
        else
            judged.storeError = tr("The judgement was not kept: %1").arg(QString::fromStdString(saved.error()));
    }
    return judged;
}

void JudgingController::setExecutors(const QStringList& addresses, const QString& token) {
    std::lock_guard lock(mutex_);
    executors_ = addresses;
    executors_.removeAll(QString());
    executorToken_ = token;
}

QStringList JudgingController::executors() const {
    std::lock_guard lock(mutex_);
    return executors_;
}

QString JudgingController::sendSubmissionRunsToFleet(judge::ProblemJudge& judge, std::shared_ptr<judge::Executor> here,
                                                     judge::JudgeOptions& options) {
    auto fleet = startFleet(std::move(here));
    if (!fleet) return tr("The go-judge servers: %1").arg(QString::fromStdString(fleet.error()));
    if (fleet->executor) {
        judge.setSubmissionExecutor(fleet->executor);
        // As many workers as the servers have room for; they pin their own runs.
        options.jobs = fleet->capacity;
        options.cpus.clear();
    }
    return {};
}

Result<gojudge::ConnectedFleet> JudgingController::startFleet(std::shared_ptr<judge::Executor> here) {
    gojudge::FleetOptions options;
    {
        std::lock_guard lock(mutex_);
        for (const QString& address : std::as_const(executors_))
            options.servers << gojudge::serverUrl(address);
        options.token = executorToken_;
    }
    if (options.servers.isEmpty()) return gojudge::ConnectedFleet{};
    auto factory = fleetFactory();
    if (!factory) return Error{factory.error()};
    return (*factory)->connect(options, std::move(here));
}

JudgingController::Runs JudgingController::startRuns(int jobs) {
    std::lock_guard lock(mutex_);
    if (!sandbox_) {
        sandbox::SandboxOptions sandboxOptions;
        sandboxOptions.warmSlots = judge::warmSlotsForJobs(jobs);
        auto created = sandbox::Sandbox::create(sandboxOptions);
        if (!created) {
            DoctorReport report;
            report.host = sandbox::probeHost();
            report.sandboxError = QString::fromStdString(created.error());
            QMetaObject::invokeMethod(
                this, [this, report] { emit sandboxStarted(report); }, Qt::QueuedConnection);
            return {{}, {}, tr("The sandbox cannot start: %1").arg(created.error().c_str())};
        }
        sandbox_ = created.value();
        // What the runs get here, for the banner that says when isolation is degraded and what to do.
        DoctorReport report;
        report.host = sandbox::probeHost();
        report.sandbox = sandbox_->report();
        QMetaObject::invokeMethod(
            this, [this, report] { emit sandboxStarted(report); }, Qt::QueuedConnection);
    }
    // Another number of workers than the pool was made for: a new pool (one still in use lives on with
    // the work holding it).
    if (!pools_ || poolJobs_ != jobs) {
        auto started = protocol::SandboxPools::start(protocol::judgingPoolsConfig(jobs), sandbox_);
        if (!started) return {{}, {}, tr("The sandbox pool cannot start: %1").arg(started.error().c_str())};
        pools_ = std::move(started.value());
        poolJobs_ = jobs;
    }
    return {sandbox_, pools_, {}};
}

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
    auto here = std::make_shared<protocol::PooledExecutor>(runs.pools, protocol::kJudgingPool);
    judge::ProblemJudge judge(problem, here, std::make_shared<judge::Compiler>(runs.sandbox), *languages_);
    if (QString error = sendSubmissionRunsToFleet(judge, here, options); !error.isEmpty()) return {std::nullopt, error};
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
    auto verified = judge::verifySubmissions(judge, *languages_, options, progress, verification);
    if (!verified) return {std::nullopt, QString::fromStdString(verified.error())};
    return {std::move(verified.value()), {}};
}

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
    protocol::PooledExecutor executor(runs.pools, protocol::kJudgingPool);
    judge::Compiler compiler(runs.sandbox);
    // Stop ends the validators running now too, not only those still to come.
    std::stop_callback cancelRuns(stop, [&executor] { executor.cancel(); });
    QTemporaryDir scratch;
    auto report =
        judge::validateInputs(problem, executor, compiler, *languages_, {options.jobs, scratch.path()}, stop,
                              [this](const judge::InputCheck& check) {
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
    protocol::PooledExecutor executor(runs.pools, protocol::kJudgingPool);
    judge::Compiler compiler(runs.sandbox);
    std::stop_callback cancelRuns(stop, [&executor] { executor.cancel(); });
    QTemporaryDir scratch;
    judge::GenerationOptions generation;
    generation.jobs = options.jobs;
    generation.scratchDirectory = scratch.path();
    generation.only = only;
    auto report =
        judge::regenerateTests(problem, executor, compiler, *languages_, generation, stop,
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
    auto executor = std::make_shared<protocol::PooledExecutor>(runs.pools, protocol::kJudgingPool);
    std::stop_callback cancelRuns(stop, [&executor] { executor->cancel(); });
    auto report = judge::stressTest(problem, executor, std::make_shared<judge::Compiler>(runs.sandbox), *languages_,
                                    options, stop, [this](int rounds) {
                                        QMetaObject::invokeMethod(
                                            this, [this, rounds] { emit stressRounds(rounds); }, Qt::QueuedConnection);
                                    });
    if (!report) return {std::nullopt, QString::fromStdString(report.error())};
    return {std::move(report.value()), {}};
}

judge::JudgeOptions JudgingController::judgeOptions() const {
    judge::JudgeOptions options = judge::judgeOptionsForThisMachine(workers_);
    if (!pinned_) options.cpus.clear();
    options.defaultTimeLimit = defaultTimeLimit_;
    options.defaultMemoryMiB = defaultMemoryMiB_;
    return options;
}

void JudgingController::reloadLanguages() {
    if (isBusy()) return emit failed(tr("JudgeDesk is busy: the languages are read again when it is done"));
    auto languages = judge::LanguageRegistry::load();
    if (!languages) {
        languagesError_ = QString::fromStdString(languages.error());
        return emit failed(tr("The languages cannot be read: %1").arg(languagesError_));
    }
    languages_ = std::move(languages.value());
    languagesRead_ = true;
    languagesError_.clear();
    emit languagesChanged();
}

void JudgingController::setWorkers(int workers) { workers_ = std::max(0, workers); }

void JudgingController::openContest(const QString& directory) {
    if (isBusy()) return emit failed(tr("JudgeDesk is busy: wait for the judging to end or cancel it"));
    if (!registry()) return emit failed(tr("No languages: %1").arg(languagesError_));
    contestOpening_.setFuture(QtConcurrent::run([directory, languages = *languages_,
                                                 storePath = storePath_]() -> ContestRead {
        auto contest = contest::readContestFolder(directory, languages);
        if (!contest) return {std::nullopt, QString::fromStdString(contest.error()), {}, {}};
        ContestRead read{std::move(contest.value()), {}, {}, {}};
        if (storePath.isEmpty()) return read;
        auto results = store::ResultsStore::open(storePath);
        auto recalled = results ? contest::recallContestEntries(*results.value(), *read.report)
                                : Result<QList<contest::RecalledEntry>>(Error{results.error()});
        if (recalled)
            read.recalled = std::move(recalled.value());
        else
            read.storeError =
                tr("The contest's earlier judgements cannot be read: %1").arg(QString::fromStdString(recalled.error()));
        return read;
    }));
}

void JudgingController::judgeContest(contest::EntryFilter include) {
    if (isBusy()) return emit failed(tr("JudgeDesk is busy: wait for the judging to end or cancel it"));
    if (!contest_) return emit failed(tr("Open a contest folder first"));
    if (!contestOutputs_ || !contestOutputs_->isValid())
        return emit failed(tr("Cannot create a directory for the outputs"));
    stop_ = std::stop_source();
    emit workStarted(tr("Judging the contest %1").arg(contest_->title));
    contestJudging_.setFuture(
        QtConcurrent::run([this, contest = *contest_, include = std::move(include), directory = contestOutputs_->path(),
                           storePath = storePath_, stop = stop_.get_token()] {
            return judgeContestInBackground(contest, include, directory, storePath, stop);
        }));
}

JudgingController::ContestJudged JudgingController::judgeContestInBackground(contest::Contest contest,
                                                                             contest::EntryFilter include,
                                                                             QString workDirectory, QString storePath,
                                                                             std::stop_token stop) {
    judge::JudgeOptions options = judgeOptions();
    options.workDirectory = workDirectory;
    options.stop = stop;
    options.keepAcceptedOutputs = true; // any cell of the board may be opened, and its outputs compared
    const Runs runs = startRuns(options.jobs);
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    contest::ContestJudge judge(std::move(contest),
                                std::make_shared<protocol::PooledExecutor>(runs.pools, protocol::kJudgingPool),
                                std::make_shared<judge::Compiler>(runs.sandbox), *languages_);
    connect(&judge, &contest::ContestJudge::submissionStarted, this, &JudgingController::contestEntryStarted);
    connect(&judge, &contest::ContestJudge::testFinished, this, [this](const judge::TestOutcome& outcome) {
        contestSamples_.flush(); // a test's samples before its end
        emit contestTestFinished(outcome);
    });
    connect(&judge, &contest::ContestJudge::submissionJudged, this, &JudgingController::contestEntryJudged);
    // Each judged submission is kept as it ends (a database connection belongs to the thread that opens it:
    // this one), so the board comes back as it was left; a cancelled or failed one is not a judgement.
    auto results = storePath.isEmpty() ? Result<std::unique_ptr<store::ResultsStore>>(fail("no results database"))
                                       : store::ResultsStore::open(storePath);
    if (!storePath.isEmpty() && !results)
        emit storeFailed(tr("The contest's judgements are not kept: %1").arg(QString::fromStdString(results.error())));
    if (results)
        connect(
            &judge, &contest::ContestJudge::submissionJudged, &judge,
            [this, &judge, &results, stop](const contest::ContestEntry& entry) {
                if (stop.stop_requested() || !entry.error.isEmpty()) return;
                if (auto kept = contest::recordContestEntry(*results.value(), judge.contest(), entry); !kept)
                    emit storeFailed(tr("The judgement of %1 for %2 was not kept: %3")
                                         .arg(entry.contestant, entry.problemId, QString::fromStdString(kept.error())));
            },
            Qt::DirectConnection);
    connect(
        &judge, &contest::ContestJudge::sampleTaken, &judge,
        [this](const QString& test, const judge::ResourcePoint& point) { contestSamples_.push(test, point); },
        Qt::DirectConnection);
    return {judge.judge(options, include), {}};
}

void JudgingController::setProblem(const problem::Problem& problem) {
    // A contest judging goes on with its own copy of its problems: a finished cell may be looked at meanwhile.
    if (opening_.isRunning() || judging_.isRunning() || validating_.isRunning() || verifying_.isRunning() ||
        generating_.isRunning() || stressing_.isRunning())
        return emit failed(tr("JudgeDesk is busy: wait for the judging to end or cancel it"));
    problem_ = problem;
    interaction_ = problem::rulesOf(problem_.dialect.dialect).interaction;
    emit problemOpened(problem_);
}

std::vector<protocol::PoolStats> JudgingController::poolStats() const {
    std::lock_guard lock(mutex_);
    return pools_ ? pools_->stats() : std::vector<protocol::PoolStats>();
}

void JudgingController::cancel() {
    std::lock_guard lock(mutex_);
    stop_.request_stop();
}

} // namespace jd::ui
