#include "pooled_executor.h"

namespace jd::protocol {
namespace {

// What a run that never started reports: the judge shows it as a forced exit when cancelled, else as
// its internal error.
sandbox::RunResult notRun(const std::string& why, bool cancelled) {
    sandbox::RunResult result;
    result.status = cancelled ? sandbox::RunStatus::ForcedExit : sandbox::RunStatus::InternalError;
    result.internalError = why;
    return result;
}

} // namespace

PooledExecutor::PooledExecutor(std::shared_ptr<SandboxPools> pools, std::string profile)
    : pools_(std::move(pools))
    , profile_(std::move(profile)) {}

Result<SandboxPools::Lease> PooledExecutor::lease() {
    std::stop_token stop;
    {
        std::lock_guard lock(mutex_);
        if (cancelled_) return fail("cancelled");
        stop = waits_.get_token();
    }
    auto lease = pools_->acquireWhenFree(profile_, stop);
    if (!lease) return lease;
    std::lock_guard lock(mutex_);
    if (cancelled_) return fail("cancelled"); // the lease goes back as it goes
    leased_.insert(&**lease);
    return lease;
}

bool PooledExecutor::cancelled() {
    std::lock_guard lock(mutex_);
    return cancelled_;
}

void PooledExecutor::release(PooledSandbox* sandbox) {
    std::lock_guard lock(mutex_);
    leased_.erase(sandbox);
}

sandbox::RunResult PooledExecutor::execute(const judge::Execution& execution) {
    auto leased = lease();
    if (!leased) return notRun(leased.error(), cancelled());
    sandbox::RunResult result = leased.value()->execute(execution);
    release(&*leased.value());
    return result;
}

judge::InteractiveResult PooledExecutor::executeInteractive(const judge::Execution& program,
                                                            const judge::Execution& interactor,
                                                            const judge::InteractiveOptions& options) {
    auto leased = lease();
    if (!leased) {
        judge::InteractiveResult result;
        result.program = result.interactor = notRun(leased.error(), cancelled());
        return result;
    }
    judge::InteractiveResult result = leased.value()->executeInteractive(program, interactor, options);
    release(&*leased.value());
    return result;
}

void PooledExecutor::cancel() {
    std::lock_guard lock(mutex_);
    cancelled_ = true;
    waits_.request_stop();
    for (PooledSandbox* sandbox : leased_)
        sandbox->killRunning(); // a forced exit, as the local sandbox's cancel gives
}

void PooledExecutor::resume() {
    std::lock_guard lock(mutex_);
    cancelled_ = false;
    if (waits_.stop_requested()) waits_ = std::stop_source();
}

} // namespace jd::protocol
