#pragma once
// Judging for the GUI: the desk every page's jobs share (the open problem, the languages, the settings, the runs
// kept from one job to the next, Cancel) and the Judge page's own jobs: a problem read, a submission compiled and
// judged, some tests run again, a custom input run. Each other page has a job runner of its own
// (solutionsJobs(), testsJobs(), contestJobs()). Every job runs off the UI thread and takes what it needs with
// it (DeskJob), so nothing here ever waits for one, not even when the window closes; progress, live samples and
// reports come back as signals on the UI thread. The outputs of the last judging stay on disk (a temporary
// directory) for the GUI to show and diff.
#include "contest_jobs.h"
#include "desk_job.h"
#include "diagnostics/doctor.h"
#include "judge/languages.h"
#include "judge/problem_judge.h"
#include "kept_runs.h"
#include "problem/problem.h"
#include "protocol/pools/pool_figures.h"
#include "session/judging_session.h"
#include "session/sample_coalescer.h"
#include "solutions_jobs.h"
#include "tests_jobs.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTemporaryDir>

#include <memory>
#include <optional>
#include <stop_token>

namespace jd::ui {

class JudgingController : public QObject {
    Q_OBJECT
public:
    explicit JudgingController(QObject* parent = nullptr);
    // Cancels what runs and returns at once: the jobs end on their own, touching nothing of the controller.
    ~JudgingController() override;

    // The languages submissions may be in, as (id, name); empty with languagesError() when the
    // languages file cannot be read.
    QList<QPair<QString, QString>> languages() const;
    QString languagesError() const { return languagesError_; }
    // The language a source file is in, by its extension or shebang: its id, or empty.
    // As the open problem's system reads the extension (Kattis's .pl is Prolog, omegaUp's .zip its answers).
    QString languageOf(const QString& source) const;
    // The languages, read when first needed (on the UI thread); null when they cannot be read.
    const judge::LanguageRegistry* registry() const;

    void openProblem(const QString& path);
    const problem::Problem& problem() const { return problem_; }
    bool hasProblem() const { return !problem_.directory.isEmpty(); }
    // Judges the open problem; an empty language is taken from the first source's name. `recordedAs`: the paths
    // the judgement is kept under when the sources are a copy of them (a kept copy judged again).
    void judge(const QStringList& sources, const QString& languageId = {}, const QStringList& recordedAs = {});
    // Runs these tests of the open problem again for the solution (its other results stand; nothing is
    // kept in the results database): rerunStarted, then testsRerun with a report of those tests only.
    void rerunTests(const QStringList& sources, const QString& languageId, const QStringList& tests);
    // Runs the solution on `input` under the open problem's limits (and with its interactor, if any):
    // checked against `answer` by the problem's checker when one is given, else only run. An interactive
    // problem's conversation is recorded whatever the rule of the judgings. customRunFinished brings the
    // outcome; the files stay until the next custom run.
    void runCustomInput(const QStringList& sources, const QString& languageId, const QByteArray& input,
                        const QByteArray& answer = {});
    // Makes `problem` the open one without reading it again (a contest's, to show one of its judgements).
    void setProblem(const problem::Problem& problem);
    // Judges the open problem by `dialect`'s rules from now on, as the CLI's --dialect does, and the package
    // again when it is read again (after an edit); another problem opened gets its own. Choosing the
    // package's own system goes back to what the package says. problemOpened tells the pages.
    void setDialect(problem::Dialect dialect);
    // What the open package says it is judged by, whatever setDialect chose.
    const problem::DialectChoice& packageDialect() const { return packageDialect_; }
    // Stops the job running, whichever page started it.
    void cancel();

    // The other pages' job runners.
    SolutionsJobs& solutionsJobs() { return *solutions_; }
    TestsJobs& testsJobs() { return *tests_; }
    ContestJobs& contestJobs() { return *contest_; }

    // Where judgements are kept (the results database); empty keeps none. Default: the user's database.
    void setStorePath(const QString& path) { storePath_ = path; }
    // How the programs of an interactive problem talk in the next judgings (the rules of the problem's
    // dialect until set): plain pipes, or a relay that records the conversation for the Interaction tab.
    void setInteractionRule(problem::InteractionRule rule) { interaction_ = rule; }
    problem::InteractionRule interactionRule() const { return interaction_; }
    QString storePath() const { return storePath_; }
    // How many tests run at once; 0 is the machine's default (one per core). Takes effect at the next
    // judging: the warm pool is remade for it when nothing runs.
    void setWorkers(int workers);
    int workers() const { return workers_; }
    int defaultMemoryLimit() const { return defaultMemoryMiB_; }
    // Whether each worker runs on a CPU of its own (when there are CPUs to spare); on by default.
    void setPinning(bool pinned) { pinned_ = pinned; }
    // Seconds for packages that name no time limit (1 s, Kattis's default, until set).
    void setDefaultTimeLimit(double seconds) { defaultTimeLimit_ = seconds; }
    // For packages that name no memory limit; 0 keeps their system's own default.
    void setDefaultMemoryLimit(int mebibytes) { defaultMemoryMiB_ = std::max(0, mebibytes); }
    // The compiler's memory limit over the package's system's; 0 keeps the system's.
    void setCompileMemoryLimit(int mebibytes) { compileMemoryMiB_ = std::max(0, mebibytes); }
    int compileMemoryLimit() const { return compileMemoryMiB_; }
    // The go-judge servers the submissions' runs go to from the next judging on (empty: this machine);
    // the checker still runs here.
    void setExecutors(const QStringList& addresses, const QString& token) { runs_->setExecutors(addresses, token); }
    QStringList executors() const { return runs_->executors(); }
    // `what` a job does, and where its submissions' runs go when that is not here ("..., the runs on 2 go-judge
    // servers").
    QString withWhereRunsGo(const QString& what) const;
    // Reads the languages again (after the user's languages file changed).
    void reloadLanguages();
    // Whether a job of any page runs.
    bool isBusy() const {
        return opening_.isRunning() || judging_.isRunning() || solutions_->isBusy() || tests_->isBusy() ||
               contest_->isBusy();
    }
    // The figures of the warm sandbox pool the runs lease from (a sandbox per worker, started with the
    // first judging); empty before it.
    std::vector<protocol::PoolStats> poolStats() const { return runs_->poolStats(); }

    // For the pages' job runners: a new job (the settings now, a new stop for Cancel to reach every stage, even
    // before the sandbox is up); and a job's end, after its own signal (idle when it was the last).
    DeskJob newJob();
    void jobEnded();

signals:
    void problemOpened(const jd::problem::Problem& problem);
    void languagesChanged();
    // The sandbox started (with the first judging): what it got here, for the isolation banner.
    void sandboxStarted(const jd::DoctorReport& report);
    void judgingStarted(const QString& description);
    void rerunStarted(const QString& description);
    void testsRerun(const jd::judge::JudgeReport& report);
    void customRunFinished(const jd::judge::TestOutcome& outcome, const jd::judge::JudgeReport& report);
    // Another page's job began (validating the inputs, judging every solution, ...).
    void workStarted(const QString& description);
    // The time limit (seconds) and memory limit (bytes) of the runs of the judging begun.
    void limitsDecided(double timeLimitSeconds, quint64 memoryBytes);
    void testFinished(const jd::judge::TestOutcome& outcome, int done, int total);
    // Live samples of the running tests, in batches at most ~30 times a second; a test's samples all
    // arrive before its testFinished.
    void samplesArrived(const QList<jd::session::TestSamples>& batch);
    void judgingFinished(const jd::judge::JudgeReport& report);
    void judgementStored(qint64 id);
    // The judging itself succeeded; only keeping it in the results database did not.
    void storeFailed(const QString& message);
    // A job of any page could not start or failed.
    void failed(const QString& message);
    // The last job running has ended (after its own signal): nothing runs now.
    void idle();

private:
    // The open problem's dialect name, for reading extensions as its system does; empty with none open.
    QString openDialect() const;
    // `problem` becomes the open one, judged by the dialect chosen for its package, if one was.
    void open(problem::Problem problem);
    problem::DialectChoice packageDialect_;
    // The system chosen over what the package says, and for which package (its directory; empty when the
    // package's own judges).
    problem::Dialect chosenDialect_ = problem::Dialect::JudgeDesk;
    QString chosenFor_;
    struct Opened {
        std::optional<problem::Problem> problem;
        QString error;
    };
    struct Judged {
        std::optional<judge::JudgeReport> report;
        QString error;
        std::optional<qint64> storedId;
        QString storeError;
        bool rerun = false;  // of some tests only
        bool custom = false; // on input the person gave
    };
    // `whole`: the package `problem` takes some tests of (a run of some tests, a custom input), whose limits
    // hold for them.
    static Judged judgeInBackground(const DeskJob& job, problem::Problem problem, judge::SubmissionFiles submission,
                                    QString workDirectory, QString storePath, QStringList recordedAs,
                                    problem::InteractionRule interaction,
                                    std::shared_ptr<session::SampleCoalescer> samples, bool checkOutputs = true,
                                    const std::optional<problem::Problem>& whole = std::nullopt);
    // The checks judge() and rerunTests() share: the language, or the reason there is none.
    const judge::Language* languageFor(const QStringList& sources, const QString& languageId);

    mutable std::optional<judge::LanguageRegistry> languages_;
    mutable QString languagesError_;
    mutable bool languagesRead_ = false;
    QString storePath_;
    problem::Problem problem_;
    problem::InteractionRule interaction_ = problem::InteractionRule::DirectPipes;
    int workers_ = 0;
    bool pinned_ = true;
    double defaultTimeLimit_ = 1.0;
    int defaultMemoryMiB_ = 0;
    int compileMemoryMiB_ = 0;
    QFutureWatcher<Opened> opening_;
    QFutureWatcher<Judged> judging_;
    std::unique_ptr<QTemporaryDir> outputs_;   // of the last judging
    std::unique_ptr<QTemporaryDir> customRun_; // the last custom run's input, answer and output
    // Shared with the jobs that feed it, deleted on the UI thread once the last of those lets go.
    std::shared_ptr<session::SampleCoalescer> samples_;

    const std::shared_ptr<KeptRuns> runs_ = std::make_shared<KeptRuns>();
    std::stop_source stop_; // the last job's: Cancel stops it
    // Children: gone with the controller, and their jobs as untouched by that as its own.
    SolutionsJobs* solutions_;
    TestsJobs* tests_;
    ContestJobs* contest_;
};

} // namespace jd::ui
