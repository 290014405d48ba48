#include "kept_runs.h"

#include "judge/executor.h"
#include "plugins/fleet_plugin_loader.h"
#include "protocol/gojudge/fleet_plugin.h"
#include "protocol/pools/sandbox_pools.h"
#include "sandbox/sandbox.h"

namespace jd::ui {

KeptRuns::Started KeptRuns::start(int jobs, const std::function<void(const DoctorReport&)>& sandboxStarted) {
    std::lock_guard lock(mutex_);
    if (!sandbox_) {
        auto created = session::startSandbox(jobs);
        // What the runs get here, for the banner that says when isolation is degraded and what to do.
        DoctorReport report;
        report.host = sandbox::probeHost();
        if (created)
            report.sandbox = created.value()->report();
        else
            report.sandboxError = QString::fromStdString(created.error());
        if (sandboxStarted) sandboxStarted(report);
        if (!created) return {{}, tr("The sandbox cannot start: %1").arg(created.error().c_str())};
        sandbox_ = created.value();
    }
    // Another number of workers than the pool was made for: a new pool.
    if (!local_ || local_->jobs() != jobs) {
        auto started = session::LocalRuns::start(session::RunPlace::ofJobs(jobs), sandbox_);
        if (!started) return {{}, tr("The sandbox pool cannot start: %1").arg(started.error().c_str())};
        local_ = std::move(started.value());
    }
    return {local_, {}};
}

Result<std::unique_ptr<session::JudgingSession>>
KeptRuns::openSession(problem::Problem problem, const judge::LanguageRegistry& languages, judge::JudgeOptions options,
                      const std::shared_ptr<session::LocalRuns>& local) {
    auto opened = session::JudgingSession::open(
        std::move(problem), languages, std::move(options), session::RunPlace::ofJobs(local->jobs()),
        [this](std::shared_ptr<judge::Executor> here) { return startFleet(std::move(here)); }, local);
    if (!opened) return fail(tr("The go-judge servers: %1").arg(QString::fromStdString(opened.error())).toStdString());
    return opened;
}

Result<session::RemoteRuns> KeptRuns::startFleet(std::shared_ptr<judge::Executor> here) const {
    gojudge::FleetOptions options;
    {
        std::lock_guard lock(mutex_);
        for (const QString& address : std::as_const(executors_))
            options.servers << gojudge::serverUrl(address);
        options.token = executorToken_;
    }
    if (options.servers.isEmpty()) return session::RemoteRuns{};
    auto factory = fleetFactory();
    if (!factory) return factory.failure();
    auto fleet = (*factory)->connect(options, std::move(here));
    if (!fleet) return fleet.failure();
    return session::RemoteRuns{fleet->executor, fleet->capacity};
}

void KeptRuns::setExecutors(const QStringList& addresses, const QString& token) {
    std::lock_guard lock(mutex_);
    executors_ = addresses;
    executors_.removeAll(QString());
    executorToken_ = token;
}

QStringList KeptRuns::executors() const {
    std::lock_guard lock(mutex_);
    return executors_;
}

std::vector<protocol::PoolStats> KeptRuns::poolStats() const {
    std::lock_guard lock(mutex_);
    return local_ ? local_->pools()->stats() : std::vector<protocol::PoolStats>();
}

} // namespace jd::ui
