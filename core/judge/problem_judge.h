#pragma once
// Judges submissions of one problem: compiles the submission (and once, the problem's checker), runs
// every test through an Executor on N workers, checks the outputs and aggregates the groups into a
// verdict and a score. Progress comes as a signal per finished test.
#include "../common/result.h"
#include "checker.h"
#include "compiler.h"
#include "executor.h"
#include "languages.h"
#include "problem/problem.h"
#include "submission_files.h"
#include "verdict.h"
#include "verdict_explanation.h"

#include <QHash>
#include <QObject>
#include <QTemporaryDir>

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <stop_token>

namespace jd::judge {

struct TimeLimitChoice {
    enum class Origin { Given, Package, MachineDefault, Calibrated };
    double seconds = 0;
    Origin origin = Origin::MachineDefault;
    QString source; // where it came from, in words
};
struct JudgeOptions {
    int jobs = 1;
    std::optional<double> timeLimit; // seconds; overrides the package's
    // How `timeLimit` was chosen when not by hand (judgeAt in package_calibration.h): said in reports.
    TimeLimitChoice::Origin timeLimitOrigin = TimeLimitChoice::Origin::Given;
    QString timeLimitSource;
    double defaultTimeLimit = 1.0; // seconds, for a package that names none
    std::optional<int> memoryMiB;  // overrides the package's
    int defaultMemoryMiB = 0;      // for a package that names none; 0 keeps its system's default
    // False: programs run under the problem's limits and their outputs are kept, but nothing checks them
    // (a run on input the person typed, with no answer to compare with): a clean run is AC.
    bool checkOutputs = true;
    QString workDirectory; // program outputs are kept here
    std::vector<int> cpus; // one per job to pin each to its own CPU; empty: not pinned
    // Outputs of accepted tests are dropped unless asked for: the checker found them equal to the
    // answer, and keeping a file per test costs more than running the test.
    bool keepAcceptedOutputs = false;
    // Whose rules judge (output limit, memory limit, group scores); empty: those of the package's dialect.
    std::optional<problem::JudgingRules> rules;
    // Cancel and Ctrl-C: no new test starts, the compiler, programs and checkers running are killed, and
    // judge() returns (within a second) with the tests that did not finish marked as not run.
    std::stop_token stop;
};

// Sandbox slots a judge with `jobs` workers keeps: one in use per worker, and ready ones so that no run
// waits for a slot to clear its last run or, when slots cannot be reused, to be made (joining cgroup v1
// hierarchies waits for an RCU grace period, about a millisecond).
constexpr size_t warmSlotsForJobs(int jobs) { return static_cast<size_t>(std::max(1, jobs)) + 3; }

// Judging on this machine: `jobs` workers (0: cores - 1, at least 1), each pinned to a CPU of its own
// when there are CPUs to spare; CPU 0 stays with the desktop and the judge itself.
JudgeOptions judgeOptionsForThisMachine(int jobs = 0);

// The time limit a judging goes by: the one given, else the package's, else the machine's default.
TimeLimitChoice timeLimitFor(const problem::Problem& problem, const JudgeOptions& options);

// The output validator's arguments for a test: the problem's flags, then its group's.
QStringList outputValidatorArguments(const problem::Problem& problem, const QString& test);

struct JudgeReport {
    QString language;
    CompileOutcome compile;
    Verdict verdict = Verdict::NotRun;
    double score = 0;
    double timeLimit = 0;
    QString timeLimitSource; // where the limit came from, in words
    int memoryMiB = 0;
    QString memoryLimitSource;
    problem::DialectChoice dialect;
    problem::JudgingRules rules; // what the judging went by
    QList<TestOutcome> tests;    // in the problem's test order
    GroupOutcome root;
    std::chrono::nanoseconds maxTime{0};
    uint64_t maxMemory = 0;
};

// A submission's judging between its compile and its report: what each of its test runs needs. Made by
// ProblemJudge::begin; its tests may then run in any order on any worker (runTestOf) before finish.
struct SubmissionJudging {
    JudgeReport report;    // limits and compile decided; the tests come with finish()
    JudgeOptions options;  // as every run of it goes: work directory, rules and memory limit settled
    bool runnable = false; // it compiled; otherwise `report` is already the whole report (CE, or stopped)
    ExplanationContext explaining;
    std::shared_ptr<QTemporaryDir> scratch; // the work directory when none was given
};

class ProblemJudge : public QObject {
    Q_OBJECT
public:
    ProblemJudge(problem::Problem problem, std::shared_ptr<Executor> executor, std::shared_ptr<Compiler> compiler,
                 const LanguageRegistry& languages);
    ~ProblemJudge() override;

    const problem::Problem& problem() const { return problem_; }
    // Where the submission's runs go (a fleet of servers), when not where the checker and the
    // interactor run (the executor given at construction).
    void setSubmissionExecutor(std::shared_ptr<Executor> executor) { submissionExecutor_ = std::move(executor); }
    // Compiles the checker, once; judge() calls it when it has not been called.
    Result<void> prepare(std::stop_token stop = {});
    // begin, every test on options.jobs workers, finish.
    Result<JudgeReport> judge(const SubmissionFiles& submission, const JudgeOptions& options);

    // The parts of judge(), for a caller that runs the tests of several submissions on workers of its own
    // (verification). runTestOf may be called from several threads at once; `test` indexes
    // problem().allTests(), `worker` picks the CPU a run is pinned to (options.cpus). A test left without
    // an outcome (empty test name) is not run.
    Result<SubmissionJudging> begin(const SubmissionFiles& submission, const JudgeOptions& options);
    TestOutcome runTestOf(const SubmissionJudging& judging, int test, int worker);
    JudgeReport finish(SubmissionJudging judging, QVector<TestOutcome> outcomes, int workers);
    // The submission compiled with the problem's files for its language, as begin compiles it (cached).
    Result<CompileOutcome> compile(const SubmissionFiles& submission, std::stop_token stop = {});
    // Runs may start (again) / every run is stopped now; judge() does both around itself.
    void resumeRuns();
    void cancelRuns();

signals:
    // The limits every run of this judging has, once decided (before the first test runs).
    void limitsDecided(double timeLimitSeconds, quint64 memoryBytes);
    void testFinished(const jd::judge::TestOutcome& outcome, int done, int total);
    // Live, from the sandbox's monitor threads: a running test's CPU time and memory (50 Hz).
    void sampleTaken(const QString& test, const jd::judge::ResourcePoint& point);

private:
    TestOutcome runInteractiveTest(const problem::TestCase& test, const BuiltProgram& program,
                                   const JudgeOptions& options, double timeLimit, int worker);
    Execution programExecution(const BuiltProgram& program, double timeLimit, const JudgeOptions& options,
                               int worker) const;
    // The program's samples go to `series` and, live, out as sampleTaken.
    void recordSamples(Execution& execution, const QString& test, std::shared_ptr<struct SampleSink> sink);
    TestOutcome runTest(const problem::TestCase& test, const BuiltProgram& program, const JudgeOptions& options,
                        double timeLimit, int worker);
    // One run of the program and its check; `nextPassInput` receives a multi-pass validator's next input.
    // What is worth keeping of the worker's scratch output and error files is moved to `base`.out/.err.
    TestOutcome runPass(const problem::TestCase& test, const QString& base, const BuiltProgram& program,
                        const JudgeOptions& options, double timeLimit, int worker, const QString& nextPassInput);
    TestOutcome runAndCheck(const problem::TestCase& test, const QString& base, const QString& scratch,
                            const BuiltProgram& program, const JudgeOptions& options, double timeLimit, int worker,
                            const QString& nextPassInput, int outputFd);

    problem::Problem problem_;
    Executor& submissionExecutor() const { return submissionExecutor_ ? *submissionExecutor_ : *executor_; }

    std::shared_ptr<Executor> executor_;
    std::shared_ptr<Executor> submissionExecutor_;
    std::shared_ptr<Compiler> compiler_;
    const LanguageRegistry& languages_;
    std::unique_ptr<OutputChecker> checker_;
    std::optional<BuiltProgram> interactor_;
    std::unique_ptr<QTemporaryDir> scratch_;
    QHash<QString, QStringList> validatorArguments_; // per test: problem flags + its group's arguments
    QList<problem::TestCase> tests_;                 // problem_.allTests()
    std::mutex preparing_;
};

// The checker program's sources in a validator directory: the files of its language, and the rest
// (headers) to copy beside them.
struct CheckerSources {
    const Language* language = nullptr;
    QStringList sources, extras;
};
Result<CheckerSources> findCheckerSources(const QString& path, const LanguageRegistry& languages);

} // namespace jd::judge
