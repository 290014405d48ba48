#pragma once
// The sandbox manager seed's pools over JudgeDesk's sandbox: per profile (a language, or any name),
// pool_size idle sandboxes kept warm, more made on demand up to scale_limit (acquiring beyond it fails
// at once: "pool exhausted"), idle ones above pool_size dropped after idle_timeout, a command running
// past running_timeout killed. A monitor thread does this every second and reports the figures, with a
// warning at 70 % and at 90 % of a pool in use, and publishes them for other processes to read.
// Workspaces live under one directory per manager, named after its process: what a crashed earlier
// manager left is removed when the next one starts.
#include "pool_config.h"
#include "pool_figures.h"
#include "pooled_sandbox.h"

#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

namespace jd::protocol {

class SandboxPools {
public:
    // Stands in for a sandbox while it is leased; gives it back when it goes, unless destroy()ed.
    class Lease {
    public:
        Lease(Lease&& other) noexcept;
        Lease& operator=(Lease&&) = delete;
        ~Lease();
        PooledSandbox* operator->() const { return sandbox_.get(); }
        PooledSandbox& operator*() const { return *sandbox_; }
        // After a fatal error (a timeout, a crash of the infrastructure): the sandbox is not reused.
        void destroy();

    private:
        friend class SandboxPools;
        Lease(SandboxPools* pools, std::unique_ptr<PooledSandbox> sandbox)
            : pools_(pools)
            , sandbox_(std::move(sandbox)) {}
        SandboxPools* pools_;
        std::unique_ptr<PooledSandbox> sandbox_;
    };

    // `runtimeDirectory` holds the managers' workspaces (default: $XDG_RUNTIME_DIR or /tmp).
    static Result<std::unique_ptr<SandboxPools>>
    start(const PoolsConfig& config, std::shared_ptr<sandbox::Sandbox> sandbox, std::string runtimeDirectory = {});
    // With a sandbox of their own, as warm as the pools' pool_size together (between 2 and 64 slots).
    static Result<std::unique_ptr<SandboxPools>> startWithOwnSandbox(const PoolsConfig& config);
    ~SandboxPools(); // shuts down: every sandbox destroyed; leases must have ended before

    // The seed's acquire: an idle sandbox, or a new one below scale_limit, or "pool exhausted" at once.
    Result<Lease> acquire(const std::string& profile);
    // A scheduler's acquire (the judge's workers): at scale_limit it waits its turn, until a sandbox is
    // given back or `stop` is requested ("stopped").
    Result<Lease> acquireWhenFree(const std::string& profile, std::stop_token stop);
    bool hasPool(const std::string& profile) const;
    std::vector<PoolStats> stats() const;
    // Where the monitor's reports go (from its thread): load warnings and periodic figures.
    void setReportSink(std::function<void(const std::string&)> sink);
    // The monitor's work at once (tests; the thread does it every second).
    void tick();
    const std::string& directory() const { return directory_; }
    const sandbox::SandboxReport& sandboxReport() const { return sandbox_->report(); }
    // What each language pool's commands are here ("python: python -> /usr/bin/python3", "python: pip is not
    // on this machine"), said once when the pools start.
    const std::vector<std::string>& commandNotes() const { return commandNotes_; }

private:
    struct Pool {
        PoolSettings settings;
        std::deque<std::pair<std::unique_ptr<PooledSandbox>, PooledSandbox::Clock::time_point>> idle; // since
        std::set<PooledSandbox*> active;
        int making = 0;  // being made outside the lock: they count towards scale_limit
        int waiting = 0; // in acquireWhenFree, at scale_limit
        int sequence = 0;
        std::string id; // 8 hexadecimal digits, in its sandboxes' names
        std::string imageCommands; // the directory of its command links, if it needs any
    };
    SandboxPools(PoolsConfig config, std::shared_ptr<sandbox::Sandbox> sandbox, std::string directory);
    std::string nextName(const std::string& profile, Pool& pool); // under the lock
    Result<Lease> take(const std::string& profile, std::stop_token* waitUntil);
    Result<std::unique_ptr<PooledSandbox>> make(const std::string& profile, const std::string& name);
    void giveBack(std::unique_ptr<PooledSandbox> sandbox, bool reuse);
    void monitor(std::stop_token stop);

    std::shared_ptr<sandbox::Sandbox> sandbox_;
    std::string directory_, id_;
    std::vector<std::string> commandNotes_;
    mutable std::mutex mutex_;
    std::map<std::string, Pool> pools_;
    std::function<void(const std::string&)> report_;
    std::condition_variable_any wake_;     // the monitor's sleep, which a stop request ends
    std::condition_variable_any released_; // a sandbox given back, or one fewer: for acquireWhenFree
    std::jthread monitor_;                 // last: stopped and joined first
};

// Removes the workspaces under `runtimeDirectory` whose manager process is gone; their names.
std::vector<std::string> removeOrphanedWorkspaces(const std::string& runtimeDirectory);

} // namespace jd::protocol
