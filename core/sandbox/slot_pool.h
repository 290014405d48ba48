#pragma once
// Keeps warm sandbox slots ready, takes back the slots of ended runs for the next ones, and retires
// the rest, all on a thread of its own, so that the expensive parts of a run (forking its init,
// entering fresh pid and mount namespaces, mounting /proc and /tmp, joining cgroups, and tearing all
// of it down) stay off the run's path, and mostly happen once per slot rather than once per run.
#include "../common/result.h"
#include "accounting.h"
#include "slot.h"
#include "unique_fd.h"

#include <chrono>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace jd::sandbox {

class ZygoteClient;

class SlotPool {
public:
    // Keeps `warmSlots` slots in all: ready ones plus those whose runs will give them back.
    SlotPool(std::shared_ptr<ZygoteClient> zygote, std::shared_ptr<AccountingBackend> accounting, size_t warmSlots,
             uint64_t tmpSize);
    ~SlotPool(); // discards warm slots, waits for every retired one to be gone
    SlotPool(const SlotPool&) = delete;
    SlotPool& operator=(const SlotPool&) = delete;

    // A warm slot when one is ready, else one made now.
    Result<Slot> take();
    // The slot of a taken run, which has ended (or never started). A reusable one is kept once its
    // init says it is clear of the run and its accounting is renewed; any other retires: its init is
    // waited for (and killed if it lingers), then its accounting is released.
    void release(Slot slot, bool reusable);
    // Blocks until every released slot is ready again or completely gone (init ended, cgroups released).
    void waitUntilRetired();

    // A slot serves at most this many runs, which bounds whatever a kernel keeps charging to it.
    static constexpr unsigned kMaxRunsPerSlot = 1000;

private:
    Result<Slot> make();
    void loop();
    void wake();
    void retire(Slot slot); // with the lock held
    bool settled() const;   // likewise

    std::shared_ptr<ZygoteClient> zygote_;
    std::shared_ptr<AccountingBackend> accounting_;
    const size_t warmSlots_;
    const uint64_t tmpSize_;

    struct Released {
        Slot slot;
        std::chrono::steady_clock::time_point since;
    };
    std::mutex mutex_;
    std::condition_variable settled_;
    std::deque<Slot> ready_;
    std::vector<Released> recycling_; // waiting for their inits' "ready"
    std::vector<Released> retired_;   // waiting for their inits to end
    size_t inUse_ = 0;
    bool reuseWorks_ = true; // the last released slot could be reused: count taken slots as coming back
    bool stopping_ = false;
    bool busy_ = false;       // the loop holds slots taken out of the lists above
    bool makeFailed_ = false; // stop refilling after a failure until the next take()
    UniqueFd wake_;
    std::thread thread_;
};

} // namespace jd::sandbox
