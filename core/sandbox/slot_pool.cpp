#include "slot_pool.h"

#include "runtime/syscalls.h"
#include "runtime/zygote_protocol.h"
#include "zygote_client.h"

#include <poll.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace jd::sandbox {
namespace {
using namespace std::chrono_literals;
// An init that has neither ended (retired) nor cleared its slot (released for reuse) by then is killed.
constexpr auto kLingerBeforeKill = 2s;

void killAndWait(const UniqueFd& initPidfd) {
    sys::pidfdSendSignal(initPidfd.get(), SIGKILL);
    pollfd gone{initPidfd.get(), POLLIN, 0};
    ::poll(&gone, 1, 1000);
}
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
    // Warm slots and slots still clearing a run: their inits end when killed; then their cgroups can go.
    for (auto& slot : ready_)
        killAndWait(slot.initPidfd);
    ready_.clear();
    for (auto& entry : recycling_)
        killAndWait(entry.slot.initPidfd);
    recycling_.clear();
    for (auto& entry : retired_) {
        pollfd gone{entry.slot.initPidfd.get(), POLLIN, 0};
        if (::poll(&gone, 1, 1000) == 0) killAndWait(entry.slot.initPidfd);
    }
    retired_.clear();
}

void SlotPool::wake() {
    uint64_t one = 1;
    (void)!::write(wake_.get(), &one, sizeof one);
}

Result<Slot> SlotPool::make() {
    auto accounting = accounting_->create();
    if (!accounting) return accounting.failure();
    auto slot = zygote_->prefork(accounting.value()->attachMode(), accounting.value()->attachFds(), tmpSize_);
    if (!slot) return slot.failure();
    accounting.value()->setInitPid(slot->initPid);
    return Slot{slot->initPid, std::move(slot->initPidfd), std::move(slot->control), std::move(accounting.value())};
}

Result<Slot> SlotPool::take() {
    {
        std::lock_guard lock(mutex_);
        makeFailed_ = false;
        ++inUse_;
        if (!ready_.empty()) {
            // The pool refills while this run runs (when slots are not coming back): preparing a slot
            // (a fork, namespaces, cgroups) takes as long as a short run, so waiting for the run to end
            // would starve the next one. The judge pins runs to their own CPUs and leaves one to this.
            Slot slot = std::move(ready_.front());
            ready_.pop_front();
            wake();
            return slot;
        }
    }
    wake();
    auto made = make();
    if (!made) {
        std::lock_guard lock(mutex_);
        --inUse_;
    }
    return made;
}

void SlotPool::retire(Slot slot) {
    slot.control.reset(); // an init waiting for its next run ends at this
    retired_.push_back({std::move(slot), std::chrono::steady_clock::now()});
}

void SlotPool::release(Slot slot, bool reusable) {
    {
        std::lock_guard lock(mutex_);
        --inUse_;
        ++slot.runs;
        if (!reusable) reuseWorks_ = false;
        if (reusable && slot.runs < kMaxRunsPerSlot)
            recycling_.push_back({std::move(slot), std::chrono::steady_clock::now()});
        else
            retire(std::move(slot));
    }
    wake();
}

bool SlotPool::settled() const { return retired_.empty() && recycling_.empty() && !busy_; }

void SlotPool::waitUntilRetired() {
    std::unique_lock lock(mutex_);
    settled_.wait(lock, [this] { return settled(); });
}

void SlotPool::loop() {
    for (;;) {
        bool refill, waitingForInits;
        std::vector<pollfd> watched{{wake_.get(), POLLIN, 0}};
        {
            std::lock_guard lock(mutex_);
            if (stopping_) return;
            const size_t comingBack = reuseWorks_ ? inUse_ : 0;
            refill = ready_.size() + recycling_.size() + comingBack < warmSlots_ && !makeFailed_;
            waitingForInits = !retired_.empty() || !recycling_.empty(); // to end, to clear, or to be killed
            for (const auto& entry : retired_)
                watched.push_back({entry.slot.initPidfd.get(), POLLIN, 0});
            for (const auto& entry : recycling_) {
                watched.push_back({entry.slot.control.get(), POLLIN, 0});
                watched.push_back({entry.slot.initPidfd.get(), POLLIN, 0});
            }
            for (const auto& slot : ready_)
                watched.push_back({slot.initPidfd.get(), POLLIN, 0});
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
        ::poll(watched.data(), watched.size(), waitingForInits ? 500 : -1);
        uint64_t drained;
        while (::read(wake_.get(), &drained, sizeof drained) > 0) {}

        std::vector<Slot> cleared;                         // their inits said "ready"
        std::vector<std::unique_ptr<RunAccounting>> freed; // of inits that have ended
        {
            std::lock_guard lock(mutex_);
            busy_ = true;
            const auto now = std::chrono::steady_clock::now();
            for (auto it = recycling_.begin(); it != recycling_.end();) {
                Slot& slot = it->slot;
                pollfd state[2] = {{slot.control.get(), POLLIN, 0}, {slot.initPidfd.get(), POLLIN, 0}};
                ::poll(state, 2, 0);
                char answer = 0;
                if ((state[0].revents & POLLIN) && ::recv(slot.control.get(), &answer, 1, MSG_DONTWAIT) == 1 &&
                    answer == kSlotReady) {
                    cleared.push_back(std::move(slot));
                } else if (state[0].revents || state[1].revents || now - it->since > kLingerBeforeKill) {
                    sys::pidfdSendSignal(slot.initPidfd.get(), SIGKILL);
                    reuseWorks_ = false;
                    retire(std::move(slot));
                } else {
                    ++it;
                    continue;
                }
                it = recycling_.erase(it);
            }
            // A ready slot whose init was killed from outside is no use to the next run.
            for (auto it = ready_.begin(); it != ready_.end();) {
                pollfd gone{it->initPidfd.get(), POLLIN, 0};
                if (::poll(&gone, 1, 0) > 0) {
                    retire(std::move(*it));
                    it = ready_.erase(it);
                    continue;
                }
                ++it;
            }
            for (auto it = retired_.begin(); it != retired_.end();) {
                pollfd gone{it->slot.initPidfd.get(), POLLIN, 0};
                if (::poll(&gone, 1, 0) > 0) {
                    freed.push_back(std::move(it->slot.accounting));
                    it = retired_.erase(it);
                    continue;
                }
                if (now - it->since > kLingerBeforeKill) sys::pidfdSendSignal(it->slot.initPidfd.get(), SIGKILL);
                ++it;
            }
        }
        // Outside the lock: both touch cgroup files.
        std::vector<bool> renewed;
        for (auto& slot : cleared)
            renewed.push_back(slot.accounting->renewForNextRun());
        for (auto& accounting : freed)
            accounting_->recycle(std::move(accounting));
        freed.clear();
        {
            std::lock_guard lock(mutex_);
            for (size_t i = 0; i < cleared.size(); ++i) {
                if (renewed[i] && ready_.size() < warmSlots_) {
                    ready_.push_front(std::move(cleared[i])); // warm caches: the next run takes it first
                    reuseWorks_ = true;
                    continue;
                }
                if (!renewed[i]) reuseWorks_ = false;
                retire(std::move(cleared[i]));
            }
            busy_ = false;
        }
        settled_.notify_all();
    }
}

} // namespace jd::sandbox
