#pragma once
// The judge's scheduler on the sandbox pools: every execution of a judging (a test's run, a checker, an
// interactive pair) leases a sandbox of one pool for its duration. The pool's scale_limit is how many
// run at once, across every judging of this process (a worker beyond it waits its turn, it does not fail
// as the seed's acquire does); the pool's figures are the judging's; running_timeout stops a run stuck
// past it, which then reports it as the judging's internal error.
#include "judge/executor.h"
#include "sandbox_pools.h"

#include <memory>
#include <mutex>
#include <set>
#include <stop_token>
#include <string>

namespace jd::protocol {

class PooledExecutor final : public judge::Executor {
public:
    PooledExecutor(std::shared_ptr<SandboxPools> pools, std::string profile);

    sandbox::RunResult execute(const judge::Execution& execution) override;
    judge::InteractiveResult executeInteractive(const judge::Execution& program, const judge::Execution& interactor,
                                                const judge::InteractiveOptions& options) override;
    void cancel() override;
    void resume() override;

    const std::string& profile() const { return profile_; }

private:
    // A lease entered in `leased_`, so that cancel() reaches its runs; an error when cancelled.
    Result<SandboxPools::Lease> lease();
    void release(PooledSandbox* sandbox);
    bool cancelled();

    std::shared_ptr<SandboxPools> pools_;
    std::string profile_;
    std::mutex mutex_;
    std::stop_source waits_; // ends the waits for a sandbox at cancel()
    std::set<PooledSandbox*> leased_;
    bool cancelled_ = false;
};

} // namespace jd::protocol
