#include "judging_session.h"

#include "judge/compiler.h"
#include "protocol/pools/pooled_executor.h"
#include "protocol/pools/sandbox_pools.h"
#include "sandbox/sandbox.h"

namespace jd::session {

Result<std::shared_ptr<sandbox::Sandbox>> startSandbox(int jobs) {
    sandbox::SandboxOptions options;
    options.warmSlots = judge::warmSlotsForJobs(jobs);
    auto created = sandbox::Sandbox::create(options);
    if (!created) return created.failure();
    return std::shared_ptr<sandbox::Sandbox>(std::move(created.value()));
}

Result<std::shared_ptr<LocalRuns>> LocalRuns::start(const RunPlace& place, std::shared_ptr<sandbox::Sandbox> sandbox) {
    if (!sandbox) {
        auto started = startSandbox(place.jobs);
        if (!started) return started.failure();
        sandbox = std::move(started.value());
    }
    const protocol::PoolsConfig config = place.pools.value_or(protocol::judgingPoolsConfig(place.jobs));
    if (!config.pools.contains(place.pool)) return fail("no pool named '" + place.pool + "'");
    auto pools = protocol::SandboxPools::start(config, sandbox);
    if (!pools) return fail("the sandbox pools: " + pools.error());
    auto runs = std::make_shared<LocalRuns>();
    runs->sandbox_ = std::move(sandbox);
    runs->pools_ = std::move(pools.value());
    runs->pool_ = place.pool;
    runs->compiler_ = std::make_shared<judge::Compiler>(runs->sandbox_);
    runs->jobs_ = place.jobs;
    return runs;
}

std::shared_ptr<judge::Executor> LocalRuns::newExecutor(std::stop_token stop) const {
    // The executor and its stop callback live and go together; the callback is dropped before the executor.
    struct Stoppable {
        std::shared_ptr<protocol::PooledExecutor> executor;
        std::optional<std::stop_callback<std::function<void()>>> cancel;
    };
    auto stoppable = std::make_shared<Stoppable>();
    stoppable->executor = std::make_shared<protocol::PooledExecutor>(pools_, pool_);
    if (stop.stop_possible())
        stoppable->cancel.emplace(std::move(stop), [executor = stoppable->executor.get()] { executor->cancel(); });
    return std::shared_ptr<judge::Executor>(stoppable, stoppable->executor.get());
}

Result<std::unique_ptr<JudgingSession>>
JudgingSession::open(problem::Problem problem, judge::LanguageRegistry languages, judge::JudgeOptions options,
                     const RunPlace& place, const RemoteConnector& connect, std::shared_ptr<LocalRuns> local) {
    std::unique_ptr<JudgingSession> session(new JudgingSession);
    session->problem_ = std::move(problem);
    session->languages_ = std::move(languages);
    session->options_ = std::move(options);
    if (!local) {
        auto started = LocalRuns::start(place);
        if (!started) return started.failure();
        local = std::move(started.value());
    }
    session->local_ = std::move(local);
    session->here_ = session->local_->newExecutor();
    if (connect) {
        auto remote = connect(session->here_);
        if (!remote) return remote.failure();
        if (remote->executor) {
            session->remote_ = std::move(remote.value());
            // As many workers as the servers have room for; they pin their own runs.
            session->options_.jobs = session->remote_->capacity;
            session->options_.cpus.clear();
        }
    }
    session->judge_ = session->judgeOf(session->problem_);
    return session;
}

std::unique_ptr<judge::ProblemJudge> JudgingSession::judgeOf(problem::Problem problem, Where where) const {
    auto judge = std::make_unique<judge::ProblemJudge>(std::move(problem), here_, local_->compiler(), languages_);
    if (remote_ && where == Where::AsTheSession) judge->setSubmissionExecutor(remote_->executor);
    return judge;
}

} // namespace jd::session
