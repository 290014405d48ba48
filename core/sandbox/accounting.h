#pragma once
// Measures and limits the resources of one run's process tree. Three back-ends: cgroup v2, cgroup v1,
// and /proc sampling for an ordinary user without delegated cgroups.
#include "../common/result.h"
#include "run_spec.h"
#include "runtime/zygote_protocol.h"

#include <sys/types.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace jd::sandbox {

struct Usage {
    Nanoseconds cpu{0};
    uint64_t memoryCurrent = 0;
    uint64_t memoryPeak = 0;
    uint32_t processes = 0; // the run's tasks now, its init left out
};

// One run's accounting. Destroying it removes whatever it created (cgroups).
class RunAccounting {
public:
    virtual ~RunAccounting() = default;
    virtual CgroupAttach attachMode() const = 0;
    virtual std::vector<int> attachFds() const = 0;
    virtual void setInitPid(pid_t) {}
    // The run starts now: what the slot's init spent preparing ahead of it is not the run's CPU time.
    virtual void startRun() {}
    // True when usage().cpu is the whole tree's CPU time as the kernel counts it (cgroups); otherwise
    // the final figure comes from the init's rusage of everything it reaped.
    virtual bool measuresCpu() const = 0;
    virtual Usage usage() = 0;
    virtual bool oomKilled() = 0;
    // The kernel's own peak of the run's tasks (its init left out), where it counted this run alone.
    virtual std::optional<uint32_t> exactProcessPeak() { return std::nullopt; }
    // The peak implied by the largest single process's ru_maxrss, which catches a spike between two
    // samples; 0 when the back-end measures the peak itself (cgroups).
    virtual uint64_t peakFromMaxRss(uint64_t) { return 0; }
    virtual Result<void> setMemoryLimit(uint64_t bytes) = 0;
    // The run's limits, applied when a warm slot is given its run.
    virtual Result<void> applyLimits(const Limits& limits) = 0;
    virtual Result<void> resetPeak() = 0;
    // Kills every process in the run's cgroup; the /proc back-end relies on the init instead.
    virtual void killAll() {}
    // True when the back-end itself enforces the memory limit (the kernel's memory cgroup).
    virtual bool enforcesMemory() const = 0;
    // True when Limits::cpuRate is applied (a cpu cgroup's quota); otherwise it is not.
    virtual bool throttlesCpu() const { return false; }
    // Makes the accounting fit for the next run of the same slot, whose init stays in it: limits
    // lifted, peaks and counters given new baselines. False when it cannot be (the slot then retires).
    virtual bool renewForNextRun() = 0;
};

class AccountingBackend {
public:
    virtual ~AccountingBackend() = default;
    // Created ahead of the run (warm slots), so it knows no limits yet.
    virtual Result<std::unique_ptr<RunAccounting>> create() = 0;
    // Takes back a run's accounting once every process of the run is gone. A back-end that can make
    // it as good as new keeps it for a later create() (cheaper than removing and creating cgroups:
    // that costs more than a whole run); the default destroys it.
    virtual void recycle(std::unique_ptr<RunAccounting> used) { used.reset(); }
    // How many empty cgroups recycling may keep between runs.
    virtual size_t keptAtMost() const { return 0; }
    // Whether its runs apply Limits::cpuRate (a cpu cgroup).
    virtual bool throttlesCpu() const { return false; }
    virtual std::string description() const = 0;
};

std::unique_ptr<AccountingBackend> makeProcAccounting();

} // namespace jd::sandbox
