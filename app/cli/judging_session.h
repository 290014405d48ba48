#pragma once
// What `judge` and `verify` share: the problem, the languages, the sandbox, and a judge wired to them,
// with the --jobs option read the same way for both.
#include "judge/problem_judge.h"
#include "protocol/gojudge/fleet_executor.h"
#include "protocol/pools/sandbox_pools.h"
#include "sandbox/sandbox.h"
#include "store/results_store.h"

#include <QCommandLineParser>

#include <memory>

struct JudgingSession {
    jd::problem::Problem problem;
    jd::judge::LanguageRegistry languages;
    jd::judge::JudgeOptions options;
    std::shared_ptr<jd::sandbox::Sandbox> sandbox;
    std::shared_ptr<jd::protocol::SandboxPools> pools; // the runs' sandboxes
    std::shared_ptr<jd::gojudge::FleetExecutor> fleet; // where the submission runs with --executor, else null
    std::unique_ptr<jd::judge::ProblemJudge> judge;    // refers to `languages`: the session stays where it is made
};

// The --jobs option both commands offer.
QCommandLineOption jobsOption();
// --dialect and the rules it sets, each overridable: --output-limit, --memory-limit-kind, --group-scores.
QList<QCommandLineOption> dialectOptions();

// --jobs (cores - 1 by default), each job pinned to its own CPU when there are CPUs to spare.
jd::Result<jd::judge::JudgeOptions> judgeOptionsFrom(const QCommandLineParser& parser);
// The sandbox with a warm slot per job.
jd::Result<std::shared_ptr<jd::sandbox::Sandbox>> startSandbox(const jd::judge::JudgeOptions& options);

// --pools FILE and --pool NAME: the warm sandbox pools the runs lease their sandboxes from.
QList<QCommandLineOption> poolOptions();
// The judge's executor on the pools of --pools (or one pool of a sandbox per job), with the pools it
// leases from; a note on stderr says which pool when a settings file was given.
struct PooledRuns {
    std::shared_ptr<jd::protocol::SandboxPools> pools;
    std::shared_ptr<jd::judge::Executor> executor;
};
jd::Result<PooledRuns> startPooledRuns(const QCommandLineParser& parser, std::shared_ptr<jd::sandbox::Sandbox> sandbox,
                                       int jobs);

// --store FILE / --no-store: the results database judgements go to (null with --no-store).
QList<QCommandLineOption> storeOptions();
jd::Result<std::unique_ptr<jd::store::ResultsStore>> openResultsStoreFrom(const QCommandLineParser& parser);

// What the commands that run a problem's own programs share (validate, generate, stress): the problem,
// the languages, --jobs, and a sandbox with its executor and compiler.
struct ProblemRuns {
    jd::problem::Problem problem;
    jd::judge::LanguageRegistry languages;
    jd::judge::JudgeOptions options;
    std::shared_ptr<jd::sandbox::Sandbox> sandbox;
    std::shared_ptr<jd::judge::SandboxExecutor> executor;
    std::shared_ptr<jd::judge::Compiler> compiler;
};
jd::Result<ProblemRuns> openProblemRuns(const QString& problemPath, const QCommandLineParser& parser);

// Reads the problem (judged by the rules of --dialect and its overrides when given), the languages and --jobs (cores -
// 1 by default, each job pinned to its own CPU when there are CPUs to spare), then starts the sandbox with the warm
// slots the jobs want.
jd::Result<std::unique_ptr<JudgingSession>> openJudgingSession(const QString& problemPath,
                                                               const QCommandLineParser& parser);
