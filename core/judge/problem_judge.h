#pragma once
// Judges submissions of one problem: compiles the submission (and once, the problem's checker), runs
// every test through an Executor on N workers, checks the outputs and aggregates the groups into a
// verdict and a score. Progress comes as a signal per finished test.
#include "../common/result.h"
#include "checker.h"
#include "compiler.h"
#include "executor.h"
#include "languages.h"
#include "libinteractive/idl_tree.h"
#include "problem/problem.h"
#include "submission_files.h"
#include "test_run.h"
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

// The time limit a judging goes by: the one given, else the package's, else the machine's default.
TimeLimitChoice timeLimitFor(const problem::Problem& problem, const JudgeOptions& options);

// The output validator's arguments for a group's tests: the problem's flags, then the group's (problemtools); for
// a DOMjudge package the group's instead of the problem's when it names any, and none for an interactive
// validator (its judgehost's runpipe passes none).
QStringList outputValidatorArguments(const problem::Problem& problem, const problem::TestGroup& group);
// The same for one test, by its name.
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
    JudgeReport report;        // limits and compile decided; the tests come with finish()
    JudgeOptions options;      // as every run of it goes: work directory, rules and memory limit settled
    TimeLimitChoice timeLimit; // chosen once, by begin
    bool runnable = false;     // it compiled; otherwise `report` is already the whole report (CE, or stopped)
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
    // problem().allTests(), `worker` picks the CPU a run is pinned to (options.cpus), `cut` ends the test's
    // runs when its outcome is no longer wanted (what it returns then is to be dropped). A test left without
    // an outcome (empty test name) is not run.
    Result<SubmissionJudging> begin(const SubmissionFiles& submission, const JudgeOptions& options);
    TestOutcome runTestOf(const SubmissionJudging& judging, int test, int worker, std::stop_token cut = {});
    JudgeReport finish(SubmissionJudging judging, QVector<TestOutcome> outcomes, int workers);
    // The submission compiled with the problem's files for its language, as begin compiles it (cached).
    Result<CompileOutcome> compile(const SubmissionFiles& submission, std::stop_token stop = {},
                                   const CompileLimitsOverride& limits = {});
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
    // Each in a file of its own: interactive_test.cpp, multi_pass_test.cpp, batch_test.cpp, program_execution.cpp.
    TestOutcome runInteractiveTest(const TestRun& run);
    TestOutcome runLibinteractiveTest(const TestRun& run); // libinteractive_test.cpp
    TestOutcome runMultiPassTest(const TestRun& run);
    // One run of the program and its check; `nextPassInput` receives a multi-pass validator's next input.
    // What is worth keeping of the worker's scratch output and error files is moved to `base`.out/.err.
    TestOutcome runBatchPass(const TestRun& run, const QString& base, const QString& nextPassInput);
    TestOutcome runAndCheck(const TestRun& run, const QString& base, const QString& nextPassInput, int outputFd);
    // The submission's run under the judging's limits, on the worker's CPU.
    Execution programExecution(const TestRun& run) const;
    // The program's samples go to `series` and, live, out as sampleTaken.
    void recordSamples(Execution& execution, const QString& test, std::shared_ptr<SampleSink> sink);

    problem::Problem problem_;
    Executor& submissionExecutor() const { return submissionExecutor_ ? *submissionExecutor_ : *executor_; }

    std::shared_ptr<Executor> executor_;
    std::shared_ptr<Executor> submissionExecutor_;
    std::shared_ptr<Compiler> compiler_;
    const LanguageRegistry& languages_;
    std::unique_ptr<OutputChecker> checker_;
    std::optional<BuiltProgram> interactor_;
    std::shared_ptr<const libinteractive::Idl> interface_; // a libinteractive problem's, read once by prepare()
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
