#pragma once
// Keeps warm sandbox slots ready and retires used ones, both on a thread of its own, so that the
// expensive parts of a run (forking its init, entering fresh pid and mount namespaces, mounting /proc
// and /tmp, creating and joining cgroups, and later tearing all of it down) stay off the run's path.
#include "../common/result.h"
#include "accounting.h"
#include "unique_fd.h"

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace jd::sandbox {

class ZygoteClient;

struct Slot {
    pid_t initPid = 0;
    UniqueFd initPidfd;
    UniqueFd control; // the launch request goes here, straight to the slot's init
    std::unique_ptr<RunAccounting> accounting;
};

class SlotPool {
public:
    SlotPool(std::shared_ptr<ZygoteClient> zygote, std::shared_ptr<AccountingBackend> accounting, size_t warmSlots,
             uint64_t tmpSize);
    ~SlotPool(); // discards warm slots, waits for every retired one to be gone
    SlotPool(const SlotPool&) = delete;
    SlotPool& operator=(const SlotPool&) = delete;

    // A warm slot when one is ready, else one made now.
    Result<Slot> take();
    // A slot whose run has ended (or that was never used): its init is waited for (and killed if it
    // lingers), then its cgroups are removed.
    void retire(UniqueFd initPidfd, std::unique_ptr<RunAccounting> accounting);
    // Blocks until every retired slot is gone (its init ended, its cgroups removed).
    void waitUntilRetired();

private:
    Result<Slot> make();
    void loop();
    void wake();

    std::shared_ptr<ZygoteClient> zygote_;
    std::shared_ptr<AccountingBackend> accounting_;
    const size_t warmSlots_;
    const uint64_t tmpSize_;

    struct Retired {
        UniqueFd pidfd;
        std::unique_ptr<RunAccounting> accounting;
        std::chrono::steady_clock::time_point since;
    };
    std::mutex mutex_;
    std::condition_variable retiredGone_;
    std::deque<Slot> ready_;
    std::vector<Retired> retired_;
    bool stopping_ = false;
    bool cleaning_ = false;   // retired slots taken out of retired_ but not yet removed
    bool makeFailed_ = false; // stop refilling after a failure until the next take()
    UniqueFd wake_;
    std::thread thread_;
};

} // namespace jd::sandbox
