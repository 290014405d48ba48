#pragma once
// Judging for the GUI: reads a problem, starts the sandbox, compiles and judges a submission, all off
// the UI thread; progress, live samples and the report come back as signals on the UI thread. The
// outputs of the last judging stay on disk (a temporary directory) for the GUI to show and diff.
#include "contest/contest_judge.h"
#include "contest/contest_record.h"
#include "diagnostics/doctor.h"
#include "job_relay.h"
#include "judge/input_validation.h"
#include "judge/languages.h"
#include "judge/problem_judge.h"
#include "judge/stress_test.h"
#include "judge/test_generation.h"
#include "judge/verification.h"
#include "kept_runs.h"
#include "problem/problem.h"
#include "protocol/pools/pool_figures.h"
#include "session/judging_session.h"
#include "session/sample_coalescer.h"

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
    QString languageOf(const QString& source) const;

    void openProblem(const QString& path);
    const problem::Problem& problem() const { return problem_; }
    bool hasProblem() const { return !problem_.directory.isEmpty(); }
    // Judges the open problem; an empty language is taken from the first source's name.
    void judge(const QStringList& sources, const QString& languageId = {});
    // Runs these tests of the open problem again for the solution (its other results stand; nothing is
    // kept in the results database): rerunStarted, then testsRerun with a report of those tests only.
    void rerunTests(const QStringList& sources, const QString& languageId, const QStringList& tests);
    // Runs the solution on `input` under the open problem's limits (and with its interactor, if any):
    // checked against `answer` by the problem's checker when one is given, else only run. customRunFinished
    // brings the outcome; the files stay until the next custom run.
    void runCustomInput(const QStringList& sources, const QString& languageId, const QByteArray& input,
                        const QByteArray& answer = {});
    // Judges every submission of the open problem (verify's rule), test by test into the matrix; the time
    // margins as `verification` says (empty: as the package's system holds them).
    void verifyAll(const judge::VerificationOptions& verification = {});
    // Runs the open problem's input validators on every test, sandboxed like the judging (same pool).
    void validateInputs();
    // Makes the open problem's generated tests again (all, or `only` these), validates them and writes
    // their answers from the main correct solution (judge/test_generation.h).
    void regenerateTests(const QStringList& only = {});
    // Runs a stress test on the open problem; the counterexample's files stay until the next one.
    void stressTest(judge::StressOptions options);
    // A contest folder (LemonLime / Cena), read off the UI thread.
    void openContest(const QString& directory);
    const std::optional<contest::Contest>& contest() const { return contest_; }
    // Judges the open contest's submissions that `include` takes, on the same pool as the rest; their
    // outputs stay until the next contest is opened.
    void judgeContest(contest::EntryFilter include);
    // Makes `problem` the open one without reading it again (a contest's, to show one of its judgements).
    void setProblem(const problem::Problem& problem);
    void cancel();
    // Where judgements are kept (the results database); empty keeps none. Default: the user's database.
    void setStorePath(const QString& path) { storePath_ = path; }
    // How the programs of an interactive problem talk in the next judgings (the rules of the problem's
    // dialect until set): plain pipes, or a relay that records the conversation for the Interaction tab.
    void setInteractionRule(problem::InteractionRule rule) { interaction_ = rule; }
    problem::InteractionRule interactionRule() const { return interaction_; }
    QString storePath() const { return storePath_; }
    // How many tests run at once; 0 is the machine's default (cores - 1). Takes effect at the next
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
    // The go-judge servers the submissions' runs go to from the next judging on (empty: this machine);
    // the checker still runs here.
    void setExecutors(const QStringList& addresses, const QString& token) { runs_->setExecutors(addresses, token); }
    QStringList executors() const { return runs_->executors(); }
    // Reads the languages again (after the user's languages file changed).
    void reloadLanguages();
    bool isBusy() const {
        return opening_.isRunning() || judging_.isRunning() || validating_.isRunning() || verifying_.isRunning() ||
               generating_.isRunning() || stressing_.isRunning() || contestOpening_.isRunning() ||
               contestJudging_.isRunning();
    }
    // The figures of the warm sandbox pool the runs lease from (a sandbox per worker, started with the
    // first judging); empty before it.
    std::vector<protocol::PoolStats> poolStats() const { return runs_->poolStats(); }

signals:
    void problemOpened(const jd::problem::Problem& problem);
    void languagesChanged();
    // The sandbox started (with the first judging): what it got here, for the isolation banner.
    void sandboxStarted(const jd::DoctorReport& report);
    void judgingStarted(const QString& description);
    void rerunStarted(const QString& description);
    void testsRerun(const jd::judge::JudgeReport& report);
    void customRunFinished(const jd::judge::TestOutcome& outcome, const jd::judge::JudgeReport& report);
    // Validating the inputs or judging every solution began (the Judge page's judging is not involved).
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
    void failed(const QString& message);
    void inputChecked(const jd::judge::InputCheck& check);
    void submissionStarted(int index);
    void submissionTestFinished(int index, const jd::judge::TestOutcome& outcome);
    void submissionVerified(int index, const jd::judge::SubmissionVerification& verified);
    void verificationFinished(const jd::judge::Verification& verification);
    void inputsValidated(const jd::judge::InputValidationReport& report);
    void testGenerated(const jd::judge::GeneratedTest& test);
    void testsRegenerated(const jd::judge::GenerationReport& report);
    void stressRounds(int rounds);
    void stressFinished(const jd::judge::StressReport& report);
    void contestOpened(const jd::contest::Contest& contest);
    // Right after contestOpened: the judgements the results database kept for its submissions.
    void contestEntriesRecalled(const QList<jd::contest::RecalledEntry>& entries);
    void contestEntryStarted(const QString& contestant, const QString& problemId);
    void contestTestFinished(const jd::judge::TestOutcome& outcome);
    // The contest's runs' live samples, apart from samplesArrived (which follow the Judge page's judging).
    void contestSamplesArrived(const QList<jd::session::TestSamples>& batch);
    void contestEntryJudged(const jd::contest::ContestEntry& entry, int done, int total);
    void contestJudged(const jd::contest::ContestResults& results);
    // The last job running has ended (after its own signal): nothing runs now.
    void idle();

private:
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
    struct Validated {
        std::optional<judge::InputValidationReport> report;
        QString error;
    };
    // What a job takes with it: all it needs and nothing of the controller, which may be gone before it ends.
    // Its functions below are static for that reason.
    struct Job {
        std::shared_ptr<KeptRuns> runs;
        judge::LanguageRegistry languages;
        judge::JudgeOptions options; // the workers, pinning and default limits set when it began
        std::shared_ptr<JobRelay> relay;
        std::stop_token stop;
    };
    // Made on the UI thread, with a new stop for Cancel to reach every stage, even before the sandbox is up.
    Job newJob();
    // The local runs for the job's workers, the sandbox started first if no job started it yet.
    static KeptRuns::Started startRuns(const Job& job);
    static Validated validateInBackground(const Job& job, problem::Problem problem);
    struct Verified {
        std::optional<judge::Verification> verification;
        QString error;
    };
    static Verified verifyInBackground(const Job& job, problem::Problem problem,
                                       judge::VerificationOptions verification, QString workDirectory,
                                       problem::InteractionRule interaction);
    template <class Report> struct Outcome {
        std::optional<Report> report;
        QString error;
    };
    using Generated = Outcome<judge::GenerationReport>;
    struct ContestRead {
        std::optional<contest::Contest> report;
        QString error;
        QList<contest::RecalledEntry> recalled; // what the results database kept of its judging
        QString storeError;
    };
    using ContestJudged = Outcome<contest::ContestResults>;
    static ContestJudged judgeContestInBackground(const Job& job, contest::Contest contest,
                                                  contest::EntryFilter include, QString workDirectory,
                                                  QString storePath, std::shared_ptr<session::SampleCoalescer> samples);
    using Stressed = Outcome<judge::StressReport>;
    static Generated generateInBackground(const Job& job, problem::Problem problem, QStringList only);
    static Stressed stressInBackground(const Job& job, problem::Problem problem, judge::StressOptions options);
    // `whole`: the package `problem` takes some tests of (a run of some tests, a custom input), whose limits
    // hold for them.
    static Judged judgeInBackground(const Job& job, problem::Problem problem, judge::SubmissionFiles submission,
                                    QString workDirectory, QString storePath, problem::InteractionRule interaction,
                                    std::shared_ptr<session::SampleCoalescer> samples, bool checkOutputs = true,
                                    const std::optional<problem::Problem>& whole = std::nullopt);
    void reportIdleAfter(QFutureWatcherBase& job);
    // The checks judge() and rerunTests() share: the language, or the reason there is none.
    const judge::Language* languageFor(const QStringList& sources, const QString& languageId);

    const judge::LanguageRegistry* registry() const;

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
    QFutureWatcher<Opened> opening_;
    QFutureWatcher<Judged> judging_;
    QFutureWatcher<Validated> validating_;
    QFutureWatcher<Verified> verifying_;
    QFutureWatcher<Generated> generating_;
    QFutureWatcher<Stressed> stressing_;
    QFutureWatcher<ContestRead> contestOpening_;
    QFutureWatcher<ContestJudged> contestJudging_;
    std::optional<contest::Contest> contest_;
    std::unique_ptr<QTemporaryDir> contestOutputs_; // the outputs of the open contest's judgings
    // Shared with the jobs that feed them, deleted on the UI thread once the last of those lets go.
    std::shared_ptr<session::SampleCoalescer> contestSamples_;
    std::unique_ptr<QTemporaryDir> stressOutputs_;       // the last stress test's rounds and counterexample
    std::unique_ptr<QTemporaryDir> verificationOutputs_; // of the last judging of every submission
    std::unique_ptr<QTemporaryDir> outputs_;             // of the last judging
    std::unique_ptr<QTemporaryDir> customRun_;           // the last custom run's input, answer and output
    std::shared_ptr<session::SampleCoalescer> samples_;

    const std::shared_ptr<KeptRuns> runs_ = std::make_shared<KeptRuns>();
    std::stop_source stop_; // the last job's: Cancel stops it
};

} // namespace jd::ui
