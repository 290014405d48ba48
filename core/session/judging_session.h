#pragma once
// One judging session: the chain a judging runs on, built in one place for the command line and the desktop
// application alike. Locally, a sandbox with a warm slot per job, the pool its runs lease sandboxes from, an
// executor and a compiler on them (LocalRuns, which the desktop keeps from one judging to the next); elsewhere,
// when servers are named, the executor the submissions' runs go to (RemoteRuns); and a judge of the problem on
// both. core/judge knows nothing of pools or servers; this room above it puts them together.
#include "common/result.h"
#include "judge/languages.h"
#include "judge/problem_judge.h"
#include "protocol/pools/pool_config.h"

#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>

namespace jd::sandbox {
class Sandbox;
}
namespace jd::protocol {
class SandboxPools;
}

namespace jd::session {

// Where the local runs go: how many at once, and the warm pools they lease their sandboxes from (a
// sandbox_config.yml's, and which of its pools; none: one pool, "judge", of a sandbox per job).
struct RunPlace {
    int jobs = 1;
    std::optional<protocol::PoolsConfig> pools;
    std::string pool = protocol::kJudgingPool;

    static RunPlace ofJobs(int jobs) {
        RunPlace place;
        place.jobs = jobs;
        return place;
    }
};

// The sandbox with the warm slots `jobs` workers keep busy.
Result<std::shared_ptr<sandbox::Sandbox>> startSandbox(int jobs);

class LocalRuns {
public:
    // On `sandbox` when given (the desktop keeps one for its whole life), else on a sandbox of its own.
    static Result<std::shared_ptr<LocalRuns>> start(const RunPlace& place,
                                                    std::shared_ptr<sandbox::Sandbox> sandbox = {});

    const std::shared_ptr<sandbox::Sandbox>& sandbox() const { return sandbox_; }
    const std::shared_ptr<protocol::SandboxPools>& pools() const { return pools_; }
    // An executor of its own that leases a sandbox of the pool per run (checkers, interactors, validators and
    // generators run on one): cancelling it stops its runs only, not those of another judging on the pool. With a
    // stop token it cancels itself when a stop is requested, the runs going on at that moment included.
    std::shared_ptr<judge::Executor> newExecutor(std::stop_token stop = {}) const;
    const std::shared_ptr<judge::Compiler>& compiler() const { return compiler_; }
    int jobs() const { return jobs_; }

private:
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    std::shared_ptr<protocol::SandboxPools> pools_;
    std::string pool_;
    std::shared_ptr<judge::Compiler> compiler_;
    int jobs_ = 1;
};

// Runs elsewhere (go-judge servers): the executor the submissions' runs go to, and how many it takes at once.
struct RemoteRuns {
    std::shared_ptr<judge::Executor> executor;
    int capacity = 0;
};
// Connects to the servers named, given the local executor their clients fall back on; no executor when none are
// named.
using RemoteConnector = std::function<Result<RemoteRuns>(std::shared_ptr<judge::Executor> here)>;

class JudgingSession {
public:
    // Reads nothing and judges nothing yet: builds the chain for `problem` (on `local` when given, else on runs of
    // its own), connects the remote runs when `connect` names some, and makes the judge.
    static Result<std::unique_ptr<JudgingSession>> open(problem::Problem problem, judge::LanguageRegistry languages,
                                                        judge::JudgeOptions options, const RunPlace& place,
                                                        const RemoteConnector& connect = {},
                                                        std::shared_ptr<LocalRuns> local = {});

    const problem::Problem& problem() const { return problem_; }
    const judge::LanguageRegistry& languages() const { return languages_; }
    // As given, with the workers the remote runs have room for (and no pinning: servers pin their own runs).
    judge::JudgeOptions& options() { return options_; }
    const judge::JudgeOptions& options() const { return options_; }
    judge::ProblemJudge& judge() { return *judge_; }
    const LocalRuns& local() const { return *local_; }
    const std::optional<RemoteRuns>& remote() const { return remote_; }
    enum class Where { AsTheSession, HereOnly };
    // Another judge on the same runs, of another problem (the whole package a run of some tests comes from);
    // HereOnly keeps every run on this machine (calibrating a time limit on this machine's speed).
    std::unique_ptr<judge::ProblemJudge> judgeOf(problem::Problem problem, Where where = Where::AsTheSession) const;

private:
    JudgingSession() = default;

    problem::Problem problem_;
    judge::LanguageRegistry languages_; // the judges refer to it: the session stays where it is made
    judge::JudgeOptions options_;
    std::shared_ptr<LocalRuns> local_;
    std::shared_ptr<judge::Executor> here_; // the session's own runs on local_
    std::optional<RemoteRuns> remote_;
    std::unique_ptr<judge::ProblemJudge> judge_;
};

} // namespace jd::session
