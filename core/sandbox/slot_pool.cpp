#include "slot_pool.h"

#include "syscalls.h"
#include "zygote_client.h"

#include <poll.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <unistd.h>

namespace jd::sandbox {
namespace {
using namespace std::chrono_literals;
constexpr auto kLingerBeforeKill = 2s;
} // namespace

SlotPool::SlotPool(std::shared_ptr<ZygoteClient> zygote, std::shared_ptr<AccountingBackend> accounting,
                   size_t warmSlots, uint64_t tmpSize)
    : zygote_(std::move(zygote))
    , accounting_(std::move(accounting))
    , warmSlots_(warmSlots)
    , tmpSize_(tmpSize)
    , wake_(::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC)) {
    thread_ = std::thread([this] { loop(); });
}

SlotPool::~SlotPool() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake();
    thread_.join();
    // Unused warm slots: their inits end when killed; then their cgroups can go.
    for (auto& slot : ready_) {
        sys::pidfdSendSignal(slot.initPidfd.get(), SIGKILL);
        pollfd gone{slot.initPidfd.get(), POLLIN, 0};
        ::poll(&gone, 1, 1000);
    }
    ready_.clear();
    for (auto& entry : retired_) {
        pollfd gone{entry.pidfd.get(), POLLIN, 0};
        if (::poll(&gone, 1, 1000) == 0) {
            sys::pidfdSendSignal(entry.pidfd.get(), SIGKILL);
            ::poll(&gone, 1, 1000);
        }
    }
    retired_.clear();
}

void SlotPool::wake() {
    uint64_t one = 1;
    (void)!::write(wake_.get(), &one, sizeof one);
}

Result<Slot> SlotPool::make() {
    auto accounting = accounting_->create();
    if (!accounting) return Error{accounting.error()};
    auto slot = zygote_->prefork(accounting.value()->attachMode(), accounting.value()->attachFds(), tmpSize_);
    if (!slot) return Error{slot.error()};
    accounting.value()->setInitPid(slot->initPid);
    return Slot{slot->initPid, std::move(slot->initPidfd), std::move(slot->control), std::move(accounting.value())};
}

Result<Slot> SlotPool::take() {
    {
        std::lock_guard lock(mutex_);
        makeFailed_ = false;
        if (!ready_.empty()) {
            // Refilled at once, while this run runs: preparing a slot (a fork, namespaces, cgroups)
            // takes as long as a short run, so waiting for the run to end would starve the next one.
            // The judge pins runs to their own CPUs and leaves one to this kind of work.
            Slot slot = std::move(ready_.front());
            ready_.pop_front();
            wake();
            return slot;
        }
    }
    wake();
    return make();
}

void SlotPool::retire(UniqueFd initPidfd, std::unique_ptr<RunAccounting> accounting) {
    {
        std::lock_guard lock(mutex_);
        retired_.push_back({std::move(initPidfd), std::move(accounting), std::chrono::steady_clock::now()});
    }
    wake();
}

void SlotPool::waitUntilRetired() {
    std::unique_lock lock(mutex_);
    retiredGone_.wait(lock, [this] { return retired_.empty() && !cleaning_; });
}

void SlotPool::loop() {
    for (;;) {
        bool refill;
        std::vector<pollfd> watched{{wake_.get(), POLLIN, 0}};
        {
            std::lock_guard lock(mutex_);
            if (stopping_) return;
            refill = ready_.size() < warmSlots_ && !makeFailed_;
            for (const auto& entry : retired_)
                watched.push_back({entry.pidfd.get(), POLLIN, 0});
        }
        if (refill) {
            auto slot = make();
            std::lock_guard lock(mutex_);
            if (slot)
                ready_.push_back(std::move(slot.value()));
            else
                makeFailed_ = true; // take() will make one itself and report why
            continue;
        }
        ::poll(watched.data(), watched.size(), watched.size() > 1 ? 500 : -1);
        uint64_t drained;
        while (::read(wake_.get(), &drained, sizeof drained) > 0) {}

        // Finished inits free their cgroups; one that lingers past its grace is killed.
        std::vector<std::unique_ptr<RunAccounting>> done;
        {
            std::lock_guard lock(mutex_);
            cleaning_ = true;
            auto now = std::chrono::steady_clock::now();
            for (auto it = retired_.begin(); it != retired_.end();) {
                pollfd gone{it->pidfd.get(), POLLIN, 0};
                if (::poll(&gone, 1, 0) > 0) {
                    done.push_back(std::move(it->accounting));
                    it = retired_.erase(it);
                    continue;
                }
                if (now - it->since > kLingerBeforeKill) sys::pidfdSendSignal(it->pidfd.get(), SIGKILL);
                ++it;
            }
        }
        for (auto& accounting : done) // outside the lock: it touches cgroups
            accounting_->recycle(std::move(accounting));
        done.clear();
        {
            std::lock_guard lock(mutex_);
            cleaning_ = false;
        }
        retiredGone_.notify_all();
    }
}

} // namespace jd::sandbox
