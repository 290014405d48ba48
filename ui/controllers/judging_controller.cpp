#include "judging_controller.h"

#include "contest/contest_folder.h"
#include "contest/contest_record.h"
#include "judge/compiler.h"
#include "judge/executor.h"
#include "judge/limit_sensitivity.h"
#include "judge/package_calibration.h"
#include "judge/verdict_explanation.h"
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

JudgingController::JudgingController(QObject* parent)
    : QObject(parent)
    , storePath_(store::ResultsStore::defaultPath())
    , samples_(sharedCoalescer())
    , solutions_(new SolutionsJobs(*this))
    , tests_(new TestsJobs(*this))
    , contest_(new ContestJobs(*this)) {
    connect(samples_.get(), &session::SampleCoalescer::samplesArrived, this, &JudgingController::samplesArrived);
    connect(&opening_, &QFutureWatcher<Opened>::finished, this, [this] {
        Opened opened = opening_.result();
        if (!opened.problem) {
            emit failed(opened.error);
        } else {
            open(std::move(*opened.problem));
        }
        jobEnded();
    });
    connect(&judging_, &QFutureWatcher<Judged>::finished, this, [this] {
        samples_->flush();
        Judged judged = judging_.result();
        if (!judged.report) {
            emit failed(judged.error);
        } else if (judged.custom && !judged.report->tests.isEmpty()) {
            emit customRunFinished(judged.report->tests.first(), *judged.report);
        } else if (judged.rerun) {
            emit testsRerun(*judged.report);
        } else {
            emit judgingFinished(*judged.report);
            if (judged.storedId) emit judgementStored(*judged.storedId);
            if (!judged.storeError.isEmpty()) emit storeFailed(judged.storeError);
        }
        jobEnded();
    });
}

QString JudgingController::withWhereRunsGo(const QString& what) const {
    const qsizetype servers = executors().size();
    return servers ? what + tr(", the runs on %n go-judge server(s)", nullptr, int(servers)) : what;
}

void JudgingController::jobEnded() {
    if (!isBusy()) emit idle();
}

// Nothing waits: the jobs hold what they use (the kept runs, the coalescers, relays that drop what they report
// once their runner is gone) and end soon after the stop.
JudgingController::~JudgingController() { cancel(); }

DeskJob JudgingController::newJob() {
    Q_ASSERT(registry()); // every job's starter checks it first
    judge::JudgeOptions options = judge::judgeOptionsForThisMachine(workers_);
    if (!pinned_) options.cpus.clear();
    options.defaultTimeLimit = defaultTimeLimit_;
    options.defaultMemoryMiB = defaultMemoryMiB_;
    if (compileMemoryMiB_ > 0) options.compileLimits.memoryMiB = compileMemoryMiB_;
    stop_ = std::stop_source();
    return {runs_, *languages_, std::move(options), JobRelay<JudgingController>::to(this), stop_.get_token()};
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
    const judge::Language* language = registry() ? languages_->forSourceFile(source, openDialect()) : nullptr;
    return language ? language->id : QString();
}

QString JudgingController::openDialect() const {
    return hasProblem() ? problem::dialectName(problem_.dialect.dialect) : QString();
}

void JudgingController::openProblem(const QString& path) {
    if (isBusy()) return emit failed(tr("JudgeDesk is busy: wait for the judging to end or cancel it"));
    // Reading a package may unpack an archive: never on the UI thread.
    opening_.setFuture(QtConcurrent::run([path]() -> Opened {
        auto problem = contest::readProblemAsJudged(path); // a contest's problem with the contest's settings
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
        languageId.isEmpty() ? languages_->forSourceFile(sources.first(), openDialect()) : languages_->byId(languageId);
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
    judging_.setFuture(QtConcurrent::run(
        [job = newJob(), only, whole = problem_, submission = judge::SubmissionFiles{sources, language, {}},
         directory = outputs_->path(), interaction = interaction_, samples = samples_] {
            // A run of some tests is not a judgement: nothing goes to the results database.
            Judged judged =
                judgeInBackground(job, only, submission, directory, {}, {}, interaction, samples, true, whole);
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
    judging_.setFuture(QtConcurrent::run(
        [job = newJob(), custom, whole = problem_, submission = judge::SubmissionFiles{sources, language, {}},
         directory = customRun_->path(),
         // The conversation is what there is to see of an interactive program, so it is always recorded here.
         interaction = problem_.validation.interactive ? problem::InteractionRule::Recorded : interaction_,
         check = !answer.isEmpty() || problem_.validation.interactive, samples = samples_] {
            Judged judged =
                judgeInBackground(job, custom, submission, directory, {}, {}, interaction, samples, check, whole);
            judged.custom = true;
            return judged;
        }));
}

void JudgingController::judge(const QStringList& sources, const QString& languageId, const QStringList& recordedAs) {
    const judge::Language* language = languageFor(sources, languageId);
    if (!language) return;

    outputs_ = std::make_unique<QTemporaryDir>();
    if (!outputs_->isValid()) return emit failed(tr("Cannot create a directory for the outputs"));
    const QString what =
        tr("Judging %1 (%2) on %3")
            .arg(QFileInfo(recordedAs.value(0, sources.first())).fileName(), language->name, problem_.name);
    emit judgingStarted(withWhereRunsGo(what));
    judging_.setFuture(
        QtConcurrent::run([job = newJob(), problem = problem_,
                           submission = judge::SubmissionFiles{sources, language, {}}, directory = outputs_->path(),
                           storePath = storePath_, recordedAs, interaction = interaction_, samples = samples_] {
            return judgeInBackground(job, problem, submission, directory, storePath, recordedAs, interaction, samples);
        }));
}

JudgingController::Judged JudgingController::judgeInBackground(const DeskJob& job, problem::Problem problem,
                                                               judge::SubmissionFiles submission, QString workDirectory,
                                                               QString storePath, QStringList recordedAs,
                                                               problem::InteractionRule interaction,
                                                               std::shared_ptr<session::SampleCoalescer> samples,
                                                               bool checkOutputs,
                                                               const std::optional<problem::Problem>& whole) {
    judge::JudgeOptions options = job.options;
    options.rules = problem::rulesOf(problem.dialect.dialect);
    options.rules->interaction = interaction;
    options.workDirectory = workDirectory;
    options.stop = job.stop;
    options.keepAcceptedOutputs = true; // a person may want to look at any test's output
    options.checkOutputs = checkOutputs;
    const KeptRuns::Started runs = job.startRuns();
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error, {}, {}, false, false};
    auto opened = job.runs->openSession(problem, job.languages, options, runs.local);
    if (!opened) return {std::nullopt, QString::fromStdString(opened.error()), {}, {}, false, false};
    session::JudgingSession& session = *opened.value();
    judge::ProblemJudge& judge = session.judge();
    // Before the judge's signals reach the page: the accepted solutions' runs are not this judging's tests. The
    // limit is the whole package's, whichever of its tests this run takes, and this machine's: its runs stay here.
    std::unique_ptr<judge::ProblemJudge> calibrator =
        session.judgeOf(whole ? *whole : problem, session::JudgingSession::Where::HereOnly);
    auto calibrated =
        judge::packageTimeLimit(*calibrator, job.languages, options, judge::defaultCalibrationCache(), [&] {
            const QString calibrating = tr("%1 names no time limit: calibrating it from its accepted solutions, as "
                                           "Kattis does (once)")
                                            .arg(problem.shortName);
            job.desk->post([calibrating](JudgingController& controller) { emit controller.workStarted(calibrating); });
        });
    if (!calibrated) return {std::nullopt, QString::fromStdString(calibrated.error()), {}, {}, false, false};
    if (*calibrated) judge::judgeAt(session.options(), **calibrated);
    // Emitted on the judging threads; the relay as the context queues them to the UI thread, where they reach the
    // controller if it is still there.
    JobRelay<JudgingController>* to = job.desk.get();
    connect(&judge, &judge::ProblemJudge::limitsDecided, to, [to](double seconds, quint64 bytes) {
        if (JudgingController* controller = to->target()) emit controller->limitsDecided(seconds, bytes);
    });
    connect(&judge, &judge::ProblemJudge::testFinished, to,
            [to, samples](const judge::TestOutcome& outcome, int done, int total) {
                samples->flush(); // a test's samples before its end
                if (JudgingController* controller = to->target()) emit controller->testFinished(outcome, done, total);
            });
    connect(
        &judge, &judge::ProblemJudge::sampleTaken, &judge,
        [samples](const QString& test, const judge::ResourcePoint& point) { samples->push(test, point); },
        Qt::DirectConnection);
    // The judgement is recorded as it begins, so that JudgeDesk killed meanwhile leaves it marked as
    // interrupted. A database connection belongs to the thread that opens it: this one, for this judgement.
    auto results = storePath.isEmpty() ? Result<std::unique_ptr<store::ResultsStore>>(fail("no results database"))
                                       : store::ResultsStore::open(storePath);
    std::optional<qint64> begun;
    if (results)
        if (auto started = results.value()->begin(problem, submission.sources, submission.language->name, recordedAs))
            begun = started.value();
    auto report = judge.judge(submission, session.options());
    // A cancelled or failed judging is not a judgement worth keeping.
    if ((!report || job.stop.stop_requested()) && begun) (void)results.value()->discard(*begun);
    if (!report) return {std::nullopt, QString::fromStdString(report.error()), {}, {}, false, false};
    Judged judged{std::move(report.value()), {}, {}, {}, false, false};
    if (!storePath.isEmpty() && !job.stop.stop_requested()) {
        auto saved = results ? results.value()->save(problem, submission.sources, *judged.report, begun, recordedAs)
                             : Result<qint64>(results.failure());
        if (saved)
            judged.storedId = saved.value();
        else
            judged.storeError = tr("The judgement was not kept: %1").arg(QString::fromStdString(saved.error()));
    }
    return judged;
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

void JudgingController::setProblem(const problem::Problem& problem) {
    // A contest judging goes on with its own copy of its problems: a finished cell may be looked at meanwhile.
    if (opening_.isRunning() || judging_.isRunning() || solutions_->isBusy() || tests_->isBusy())
        return emit failed(tr("JudgeDesk is busy: wait for the judging to end or cancel it"));
    open(problem);
}

void JudgingController::open(problem::Problem problem) {
    packageDialect_ = problem.dialect;
    if (chosenFor_ != problem.directory || chosenDialect_ == packageDialect_.dialect) chosenFor_.clear();
    if (!chosenFor_.isEmpty())
        problem.dialect = {chosenDialect_,
                           tr("chosen on the Problem page; the package is for %1: %2")
                               .arg(judge::systemName(packageDialect_.dialect), packageDialect_.reason)};
    problem_ = std::move(problem);
    interaction_ = problem::rulesOf(problem_.dialect.dialect).interaction;
    emit problemOpened(problem_);
}

void JudgingController::setDialect(problem::Dialect dialect) {
    if (!hasProblem() || dialect == problem_.dialect.dialect) return;
    if (isBusy()) return emit failed(tr("JudgeDesk is busy: wait for the judging to end or cancel it"));
    chosenDialect_ = dialect;
    chosenFor_ = problem_.directory; // cleared by open() when it is the package's own
    problem::Problem problem = problem_;
    problem.dialect = packageDialect_;
    open(std::move(problem));
}

void JudgingController::cancel() { stop_.request_stop(); }

} // namespace jd::ui
