#include "sandbox_pools.h"

#include "image_commands.h"

#include <QDir>

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>

namespace jd::protocol {
namespace {

using namespace std::chrono_literals;

std::string hex(uint32_t value) {
    char text[9];
    std::snprintf(text, sizeof text, "%08x", value);
    return text;
}

} // namespace

std::vector<std::string> removeOrphanedWorkspaces(const std::string& runtimeDirectory) {
    std::vector<std::string> removed;
    QDir base(QString::fromStdString(poolsBaseDirectory(runtimeDirectory)));
    for (const QString& entry : base.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        // "PID-ID": the manager that made it
        bool ok = false;
        const pid_t owner = pid_t(entry.section('-', 0, 0).toInt(&ok));
        if (!ok || owner <= 0 || ::kill(owner, 0) == 0 || errno == EPERM) continue;
        if (QDir(base.filePath(entry)).removeRecursively()) removed.push_back(entry.toStdString());
    }
    return removed;
}

SandboxPools::Lease::Lease(Lease&& other) noexcept
    : pools_(other.pools_)
    , sandbox_(std::move(other.sandbox_)) {}

SandboxPools::Lease::~Lease() {
    if (sandbox_) pools_->giveBack(std::move(sandbox_), true);
}

void SandboxPools::Lease::destroy() {
    if (sandbox_) pools_->giveBack(std::move(sandbox_), false);
}

SandboxPools::SandboxPools(PoolsConfig config, std::shared_ptr<sandbox::Sandbox> sandbox, std::string directory)
    : sandbox_(std::move(sandbox))
    , directory_(std::move(directory)) {
    std::random_device random;
    for (const auto& [profile, settings] : config.pools) {
        pools_[profile].settings = settings;
        pools_[profile].id = hex(random()); // the seed's pool UUID, its first 8 characters
    }
}

Result<std::unique_ptr<SandboxPools>> SandboxPools::start(const PoolsConfig& config,
                                                          std::shared_ptr<sandbox::Sandbox> sandbox,
                                                          std::string runtimeDirectory) {
    // A directory of /tmp made for this user (no $XDG_RUNTIME_DIR) is made traversable like those below.
    const bool madeHere = runtimeDirectory.empty() && !std::getenv("XDG_RUNTIME_DIR");
    if (runtimeDirectory.empty()) runtimeDirectory = defaultRuntimeDirectory();
    removeOrphanedWorkspaces(runtimeDirectory);
    const std::string id = hex(std::random_device{}());
    const std::string base = poolsBaseDirectory(runtimeDirectory);
    const std::string directory = base + "/" + std::to_string(::getpid()) + "-" + id;
    if (!QDir().mkpath(QString::fromStdString(directory))) return fail("cannot create " + directory);
    // The box user (when root runs the programs as another uid) must reach the workspaces below; a
    // directory someone else made in their place (in /tmp, say) is not used.
    for (const std::string& path : {runtimeDirectory, base, directory}) {
        struct stat status {};
        if (::lstat(path.c_str(), &status) != 0 || !S_ISDIR(status.st_mode) || status.st_uid != ::geteuid())
            return fail(path + " is not a directory of this user's; the sandbox pools cannot work in it");
        if (path != runtimeDirectory || madeHere) ::chmod(path.c_str(), S_IRWXU | S_IXGRP | S_IXOTH);
    }
    std::unique_ptr<SandboxPools> pools(new SandboxPools(config, std::move(sandbox), directory));
    pools->id_ = id;
    for (auto& [profile, pool] : pools->pools_) {
        const std::string links = directory + "/commands/" + profile;
        auto linked = linkImageCommands(profile, links);
        if (!linked) return linked.failure();
        if (!linked->linked.empty()) pool.imageCommands = links;
        for (const std::string& link : linked->linked)
            pools->commandNotes_.push_back(profile + ": " + link);
        for (const std::string& missing : linked->missing)
            pools->commandNotes_.push_back(profile + ": " + missing +
                                           " is not on this machine (the seed's image has it)");
    }
    pools->tick(); // warm before the first acquire
    pools->monitor_ = std::jthread([raw = pools.get()](std::stop_token stop) { raw->monitor(stop); });
    return pools;
}

Result<std::unique_ptr<SandboxPools>> SandboxPools::startWithOwnSandbox(const PoolsConfig& config) {
    int warm = 0;
    for (const auto& [profile, settings] : config.pools)
        warm += settings.poolSize;
    sandbox::SandboxOptions options;
    options.warmSlots = size_t(std::clamp(warm, 2, 64));
    auto sandbox = sandbox::Sandbox::create(options);
    if (!sandbox) return sandbox.failure();
    return start(config, std::move(sandbox.value()));
}

SandboxPools::~SandboxPools() {
    monitor_.request_stop();
    if (monitor_.joinable()) monitor_.join();
    std::lock_guard lock(mutex_);
    for (auto& [profile, pool] : pools_)
        for (PooledSandbox* leased : pool.active)
            leased->killRunning(); // the leases still hold them; their commands end now
    pools_.clear();
    QDir(QString::fromStdString(directory_)).removeRecursively();
}

std::string SandboxPools::nextName(const std::string& profile, Pool& pool) {
    char sequence[16];
    std::snprintf(sequence, sizeof sequence, "%04d", ++pool.sequence);
    // The seed's deterministic names: ag-sbx-{lang}-{pool8}-{seq4}.
    return "ag-sbx-" + profile + "-" + pool.id + "-" + sequence;
}

Result<std::unique_ptr<PooledSandbox>> SandboxPools::make(const std::string& profile, const std::string& name) {
    std::string imageCommands;
    {
        std::lock_guard lock(mutex_);
        if (auto found = pools_.find(profile); found != pools_.end()) imageCommands = found->second.imageCommands;
    }
    return PooledSandbox::create(sandbox_, name, profile, directory_ + "/" + name, imageCommands);
}

bool SandboxPools::hasPool(const std::string& profile) const {
    std::lock_guard lock(mutex_);
    return pools_.contains(profile);
}

Result<SandboxPools::Lease> SandboxPools::acquire(const std::string& profile) { return take(profile, nullptr); }

Result<SandboxPools::Lease> SandboxPools::acquireWhenFree(const std::string& profile, std::stop_token stop) {
    return take(profile, &stop);
}

Result<SandboxPools::Lease> SandboxPools::take(const std::string& profile, std::stop_token* waitUntil) {
    std::unique_lock lock(mutex_);
    auto found = pools_.find(profile);
    if (found == pools_.end()) return fail("no pool for '" + profile + "'");
    Pool& pool = found->second;
    auto atLimit = [&] {
        return pool.idle.empty() && int(pool.active.size()) + pool.making >= pool.settings.scaleLimit;
    };
    if (waitUntil && atLimit()) {
        ++pool.waiting;
        const bool freed = released_.wait(lock, *waitUntil, [&] { return !atLimit(); });
        --pool.waiting;
        if (!freed) return fail("stopped while waiting for a sandbox of '" + profile + "'");
    }
    std::unique_ptr<PooledSandbox> sandbox;
    if (!pool.idle.empty()) {
        sandbox = std::move(pool.idle.front().first);
        pool.idle.pop_front();
    } else {
        const int total = int(pool.active.size()) + pool.making;
        if (total >= pool.settings.scaleLimit)
            return fail("pool exhausted: all " + std::to_string(total) + " sandboxes of '" + profile +
                        "' are in use (scale_limit " + std::to_string(pool.settings.scaleLimit) + ")");
        // Made outside the lock (directories, ownership): other acquires and releases go on meanwhile.
        const std::string name = nextName(profile, pool);
        ++pool.making;
        lock.unlock();
        auto made = make(profile, name);
        lock.lock();
        --pool.making;
        if (!made) {
            released_.notify_all(); // the place it held is free again
            return made.failure();
        }
        sandbox = std::move(made.value());
    }
    pool.active.insert(sandbox.get());
    // The monitor replenishes what was taken at its next second, as the seed's does: waking it here would
    // cost every acquire a thread switch, and the pool grows on demand meanwhile.
    return Lease(this, std::move(sandbox));
}

void SandboxPools::giveBack(std::unique_ptr<PooledSandbox> sandbox, bool reuse) {
    // Emptied before it is shown as idle again, outside the lock.
    const bool clean = reuse && sandbox->wipe();
    {
        std::lock_guard lock(mutex_);
        auto found = pools_.find(sandbox->profile());
        if (found == pools_.end()) return; // shut down meanwhile: it goes with its unique_ptr
        found->second.active.erase(sandbox.get());
        if (clean) found->second.idle.emplace_back(std::move(sandbox), PooledSandbox::Clock::now());
    }
    released_.notify_all();
}

std::vector<PoolStats> SandboxPools::stats() const {
    std::lock_guard lock(mutex_);
    std::vector<PoolStats> all;
    for (const auto& [profile, pool] : pools_) {
        PoolStats stats;
        stats.profile = profile;
        stats.idle = int(pool.idle.size());
        stats.active = int(pool.active.size());
        stats.total = stats.idle + stats.active;
        stats.poolSize = pool.settings.poolSize;
        stats.scaleLimit = pool.settings.scaleLimit;
        stats.waiting = pool.waiting;
        stats.utilisation = stats.total ? 100.0 * stats.active / stats.total : 0;
        all.push_back(stats);
    }
    return all;
}

void SandboxPools::setReportSink(std::function<void(const std::string&)> sink) {
    std::lock_guard lock(mutex_);
    report_ = std::move(sink);
}

void SandboxPools::tick() {
    const auto now = PooledSandbox::Clock::now();
    std::vector<std::unique_ptr<PooledSandbox>> expired;     // destroyed outside the lock
    std::vector<std::pair<std::string, std::string>> wanted; // (profile, name) to make, outside the lock
    std::function<void(const std::string&)> report;
    {
        std::lock_guard lock(mutex_);
        report = report_;
        for (auto& [profile, pool] : pools_) {
            // Idle ones above pool_size live idle_timeout; the oldest go first.
            while (int(pool.idle.size()) > pool.settings.poolSize &&
                   now - pool.idle.front().second >= pool.settings.idleTimeout) {
                expired.push_back(std::move(pool.idle.front().first));
                pool.idle.pop_front();
            }
            // Warm again up to pool_size, within scale_limit.
            while (int(pool.idle.size()) + pool.making < pool.settings.poolSize &&
                   int(pool.idle.size() + pool.active.size()) + pool.making < pool.settings.scaleLimit) {
                wanted.emplace_back(profile, nextName(profile, pool));
                ++pool.making;
            }
            for (PooledSandbox* leased : pool.active)
                if (auto since = leased->runningSince(); since && now - *since > pool.settings.runningTimeout)
                    leased->killRunning("stopped by the pool's running_timeout of " +
                                        QString::number(pool.settings.runningTimeout.count() / 1000.0).toStdString() +
                                        " s");
        }
    }
    for (const auto& [profile, name] : wanted) {
        auto made = make(profile, name);
        {
            std::lock_guard lock(mutex_);
            Pool& pool = pools_.at(profile);
            --pool.making;
            if (made) pool.idle.emplace_back(std::move(made.value()), now);
        }
        released_.notify_all(); // a waiting acquire takes the new one, or its place below scale_limit
        if (!made && report) report("pool " + profile + ": cannot make a sandbox: " + made.error());
    }
    expired.clear();
    const std::vector<PoolStats> figures = stats();
    auto published = publishFigures(directory_, figures);
    if (!report) return;
    if (!published) report(published.error());
    for (const PoolStats& pool : figures) {
        const std::string line = pool.profile + ": " + describeFigures(pool);
        const std::string level = loadLevel(pool);
        report(level.empty() ? line : level + " " + line);
    }
}

void SandboxPools::monitor(std::stop_token stop) {
    std::mutex sleeping;
    std::unique_lock lock(sleeping);
    while (!stop.stop_requested()) {
        wake_.wait_for(lock, stop, 1s, [] { return false; }); // every second, or at the stop

        if (stop.stop_requested()) break;
        tick();
    }
}

} // namespace jd::protocol
