#pragma once
// Watches one run from its launch to its end on a thread of its own: a wall-clock deadline, a CPU
// budget re-armed from what remains of it, 50 Hz samples, and the kill when a limit is crossed.
// Everything is event driven (pidfd, timerfd, eventfd); nothing polls on a fixed 100 ms tick.
#include "accounting.h"
#include "run_result.h"
#include "runtime/zygote_protocol.h"
#include "slot.h"
#include "unique_fd.h"

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace jd::sandbox {

struct Sample {
    Nanoseconds wall{0};
    Nanoseconds cpu{0};
    uint64_t memory = 0;
};

using SampleCallback = std::function<void(const Sample&)>;

struct MonitorSetup {
    Slot slot;       // where the run runs
    UniqueFd report; // read end of the init's report pipe
    Limits limits;
    int usableCpus = 1;
    std::function<uint64_t()> outputBytes; // measured when the run has ended
    // Receives the slot once the run's result is known, reusable when its init reported and lives on:
    // clearing the slot for the next run (or retiring it) happens after that, off the caller's path.
    std::function<void(Slot, bool reusable)> release;
};

class RunMonitor;

// A monitoring thread with its own epoll, timers and wake-up eventfd, kept between runs: creating a
// thread and seven fds per run would cost as much as a quarter of a short run.
class MonitorWorker {
public:
    MonitorWorker();
    ~MonitorWorker();
    UniqueFd poller, wake, sampleTimer, wallTimer, cpuTimer, graceTimer, forceTimer;

private:
    friend class MonitorWorkers;
    void main();
    class MonitorWorkers* pool_ = nullptr;
    std::mutex mutex_;
    std::condition_variable posted_;
    RunMonitor* job_ = nullptr;
    bool stopping_ = false;
    std::thread thread_;
};

// The idle workers of one Sandbox. RunMonitors hold it, so it outlives every run that uses it.
class MonitorWorkers {
public:
    ~MonitorWorkers();
    void run(RunMonitor& monitor); // on an idle worker, or a new one

private:
    friend class MonitorWorker;
    void idle(MonitorWorker* worker);
    std::mutex mutex_;
    std::vector<std::unique_ptr<MonitorWorker>> all_;
    std::vector<MonitorWorker*> idle_;
};

class RunMonitor {
public:
    RunMonitor(MonitorSetup setup, std::shared_ptr<MonitorWorkers> workers);
    ~RunMonitor();
    RunMonitor(const RunMonitor&) = delete;
    RunMonitor& operator=(const RunMonitor&) = delete;

    void kill(RunStatus reason);
    // Gives the run `grace` to end on its own, then kills it as a forced exit.
    void forceExit(std::chrono::milliseconds grace);
    // CommonBox semantics: the new limit counts from now (what is used from here on).
    void extendCpuLimit(Nanoseconds fromNow);
    void extendWallLimit(Nanoseconds fromNow);
    Result<void> setMemoryLimit(uint64_t bytes);
    Result<void> resetPeakMemory();
    Usage usage();
    void setSampleCallback(SampleCallback callback);

    const RunResult& wait();
    bool finished();
    // An eventfd that becomes readable once the run's result is known, for waiting on several runs (and
    // other fds) in one poll. Made on first use; owned by the monitor.
    int finishedFd();

private:
    friend class MonitorWorker;
    friend class MonitorWorkers;
    void loop();
    void detach(); // the worker has let go of this run
    void arm();    // on the worker just assigned
    void armCpuTimer(Nanoseconds used);
    void sample();
    Usage readUsage();
    void requestKill(RunStatus reason);
    void finish();

    MonitorSetup setup_;
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
    std::chrono::steady_clock::time_point end_;
    std::shared_ptr<MonitorWorkers> workers_;
    MonitorWorker* worker_ = nullptr;
    bool detached_ = false;
    std::optional<InitReport> report_;
    bool initKilled_ = false; // it did not report in time: its slot is not reused

    std::mutex mutex_;
    std::condition_variable done_;
    bool finished_ = false;
    std::optional<RunStatus> killReason_;
    std::optional<RunStatus> pendingKill_;
    std::optional<std::chrono::milliseconds> pendingForce_;
    std::optional<Nanoseconds> pendingCpuExtension_, pendingWallExtension_;
    Nanoseconds cpuLimit_{0};              // as extended while running
    std::optional<Nanoseconds> wallLimit_; // likewise
    uint64_t memoryPeak_ = 0;
    uint32_t processPeak_ = 0;
    Usage lastUsage_;
    SampleCallback callback_;
    RunResult result_;
    UniqueFd finishedEvent_;
};

} // namespace jd::sandbox
