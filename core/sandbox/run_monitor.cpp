#include "run_monitor.h"

#include "runtime/seccomp_policy.h"
#include "runtime/syscalls.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/timerfd.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace jd::sandbox {
namespace {

using namespace std::chrono_literals;
constexpr auto kSamplePeriod = 20ms; // 50 Hz for the live graphs
constexpr auto kKillGrace = 200ms;   // for the init to report before it is killed outright
constexpr Nanoseconds kMinimumCpuTimer = 1ms;

UniqueFd makeTimer() { return UniqueFd(::timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC)); }

void armTimer(const UniqueFd& timer, Nanoseconds after, Nanoseconds interval = Nanoseconds(0)) {
    itimerspec spec{};
    after = std::max(after, Nanoseconds(1));
    spec.it_value = {static_cast<time_t>(after.count() / 1'000'000'000),
                     static_cast<long>(after.count() % 1'000'000'000)};
    spec.it_interval = {static_cast<time_t>(interval.count() / 1'000'000'000),
                        static_cast<long>(interval.count() % 1'000'000'000)};
    ::timerfd_settime(timer.get(), 0, &spec, nullptr);
}

void drain(int fd) {
    uint64_t value;
    while (::read(fd, &value, sizeof value) > 0) {}
}

void signalFinished(int eventFd) {
    if (eventFd < 0) return;
    uint64_t one = 1;
    (void)!::write(eventFd, &one, sizeof one);
}

} // namespace

MonitorWorker::MonitorWorker()
    : poller(::epoll_create1(EPOLL_CLOEXEC))
    , wake(::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC))
    , sampleTimer(makeTimer())
    , wallTimer(makeTimer())
    , cpuTimer(makeTimer())
    , graceTimer(makeTimer())
    , forceTimer(makeTimer()) {
    for (const UniqueFd* fd : {&wake, &sampleTimer, &wallTimer, &cpuTimer, &graceTimer, &forceTimer}) {
        epoll_event event{};
        event.events = EPOLLIN;
        event.data.fd = fd->get();
        ::epoll_ctl(poller.get(), EPOLL_CTL_ADD, fd->get(), &event);
    }
    thread_ = std::thread([this] { main(); });
}

MonitorWorker::~MonitorWorker() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    posted_.notify_all();
    thread_.join();
}

void MonitorWorker::main() {
    for (;;) {
        RunMonitor* job;
        {
            std::unique_lock lock(mutex_);
            posted_.wait(lock, [this] { return job_ || stopping_; });
            if (!job_) return;
            job = job_;
        }
        job->loop();
        // Back to a clean state before anyone can post the next run here.
        itimerspec off{};
        for (const UniqueFd* timer : {&sampleTimer, &wallTimer, &cpuTimer, &graceTimer, &forceTimer}) {
            ::timerfd_settime(timer->get(), 0, &off, nullptr);
            drain(timer->get());
        }
        drain(wake.get());
        {
            std::lock_guard lock(mutex_);
            job_ = nullptr;
        }
        pool_->idle(this);
        job->detach(); // the last touch of the run: its owner may destroy it from here on
    }
}

MonitorWorkers::~MonitorWorkers() { all_.clear(); }

void MonitorWorkers::idle(MonitorWorker* worker) {
    std::lock_guard lock(mutex_);
    idle_.push_back(worker);
}

void MonitorWorkers::run(RunMonitor& monitor) {
    MonitorWorker* worker;
    {
        std::lock_guard lock(mutex_);
        if (idle_.empty()) {
            all_.push_back(std::make_unique<MonitorWorker>());
            all_.back()->pool_ = this;
            idle_.push_back(all_.back().get());
        }
        worker = idle_.back();
        idle_.pop_back();
    }
    monitor.worker_ = worker;
    monitor.arm();
    {
        std::lock_guard lock(worker->mutex_);
        worker->job_ = &monitor;
    }
    worker->posted_.notify_all();
}

RunMonitor::RunMonitor(MonitorSetup setup, std::shared_ptr<MonitorWorkers> workers)
    : setup_(std::move(setup))
    , workers_(std::move(workers)) {
    ::fcntl(setup_.report.get(), F_SETFL, O_NONBLOCK);
    workers_->run(*this);
}

// The run's own fds join the worker's epoll and its timers are armed for this run's limits.
void RunMonitor::arm() {
    for (const UniqueFd* fd : {&setup_.slot.initPidfd, &setup_.report}) {
        epoll_event event{};
        event.events = EPOLLIN;
        event.data.fd = fd->get();
        ::epoll_ctl(worker_->poller.get(), EPOLL_CTL_ADD, fd->get(), &event);
    }
    armTimer(worker_->sampleTimer, kSamplePeriod, kSamplePeriod);
    if (setup_.limits.wallTime) {
        wallLimit_ = *setup_.limits.wallTime;
        armTimer(worker_->wallTimer, *setup_.limits.wallTime);
    }
    if (setup_.limits.cpuTime) {
        cpuLimit_ = *setup_.limits.cpuTime;
        armCpuTimer(Nanoseconds(0));
    }
}

void RunMonitor::detach() {
    // Notified under the lock: the destructor, which may run as soon as it sees detached_, cannot destroy the
    // condition while this thread is still inside notify_all (ThreadSanitizer caught that).
    std::lock_guard lock(mutex_);
    detached_ = true;
    done_.notify_all();
}

RunMonitor::~RunMonitor() {
    if (!finished()) kill(RunStatus::ForcedExit);
    std::unique_lock lock(mutex_);
    done_.wait(lock, [this] { return detached_; });
}

// CPU time cannot grow faster than the run's CPUs can spend it, so the earliest moment the budget can
// run out is (limit - used) / cpus away: sleep until then, look again, and converge on the limit.
void RunMonitor::armCpuTimer(Nanoseconds used) {
    Nanoseconds remaining = cpuLimit_ - used;
    armTimer(worker_->cpuTimer, std::max(kMinimumCpuTimer, remaining / std::max(1, setup_.usableCpus)));
}

void RunMonitor::requestKill(RunStatus reason) {
    if (killReason_) return;
    {
        std::lock_guard lock(mutex_);
        killReason_ = reason;
    }
    // The init ends every process of the run and still reports their rusage; should it not answer,
    // the grace timer kills it (and with it the pid namespace) outright.
    // (Without a pid namespace the program may have stopped its init: it is woken to do so.)
    sys::pidfdSendSignal(setup_.slot.initPidfd.get(), SIGCONT);
    sys::pidfdSendSignal(setup_.slot.initPidfd.get(), SIGUSR1);
    armTimer(worker_->graceTimer, kKillGrace);
}

Usage RunMonitor::readUsage() {
    std::lock_guard lock(mutex_);
    if (setup_.slot.accounting) lastUsage_ = setup_.slot.accounting->usage();
    return lastUsage_;
}

void RunMonitor::sample() {
    Usage usage = readUsage();
    Sample point{std::chrono::steady_clock::now() - start_, usage.cpu, usage.memoryCurrent};
    SampleCallback callback;
    {
        std::lock_guard lock(mutex_);
        memoryPeak_ = std::max({memoryPeak_, usage.memoryPeak, usage.memoryCurrent});
        processPeak_ = std::max(processPeak_, usage.processes);
        callback = callback_;
    }
    if (!setup_.slot.accounting->enforcesMemory() && setup_.limits.memory &&
        usage.memoryCurrent > *setup_.limits.memory)
        requestKill(RunStatus::MemoryLimit);
    if (callback) callback(point);
}

void RunMonitor::loop() {
    // The run is over when the init reports (every process of it reaped) or when the init is gone.
    bool initEnded = false;
    while (!initEnded && !report_) {
        epoll_event events[8];
        int count = ::epoll_wait(worker_->poller.get(), events, 8, -1);
        if (count < 0) {
            if (errno == EINTR) continue;
            break;
        }
        for (int i = 0; i < count; ++i) {
            int fd = events[i].data.fd;
            if (fd == setup_.slot.initPidfd.get()) {
                initEnded = true;
            } else if (fd == setup_.report.get()) {
                InitReport report;
                if (::read(fd, &report, sizeof report) == static_cast<ssize_t>(sizeof report)) report_ = report;
                ::epoll_ctl(worker_->poller.get(), EPOLL_CTL_DEL, fd, nullptr);
            } else if (fd == worker_->sampleTimer.get()) {
                drain(fd);
                sample();
            } else if (fd == worker_->wallTimer.get()) {
                drain(fd);
                requestKill(RunStatus::WallTimeLimit);
            } else if (fd == worker_->cpuTimer.get()) {
                drain(fd);
                Nanoseconds used = readUsage().cpu;
                if (used >= cpuLimit_)
                    requestKill(RunStatus::TimeLimit);
                else
                    armCpuTimer(used);
            } else if (fd == worker_->graceTimer.get()) {
                drain(fd);
                {
                    std::lock_guard lock(mutex_);
                    setup_.slot.accounting->killAll();
                }
                sys::pidfdSendSignal(setup_.slot.initPidfd.get(), SIGKILL);
                initKilled_ = true;
            } else if (fd == worker_->forceTimer.get()) {
                drain(fd);
                requestKill(RunStatus::ForcedExit);
            } else if (fd == worker_->wake.get()) {
                drain(fd);
                std::optional<RunStatus> kill;
                std::optional<std::chrono::milliseconds> force;
                std::optional<Nanoseconds> cpu, wall;
                {
                    std::lock_guard lock(mutex_);
                    kill = std::exchange(pendingKill_, std::nullopt);
                    force = std::exchange(pendingForce_, std::nullopt);
                    cpu = std::exchange(pendingCpuExtension_, std::nullopt);
                    wall = std::exchange(pendingWallExtension_, std::nullopt);
                }
                if (kill) requestKill(*kill);
                if (force) armTimer(worker_->forceTimer, *force);
                if (wall) {
                    armTimer(worker_->wallTimer, *wall);
                    std::lock_guard lock(mutex_);
                    wallLimit_ = Nanoseconds(std::chrono::steady_clock::now() - start_) + *wall;
                }
                if (cpu) {
                    Nanoseconds used = readUsage().cpu;
                    cpuLimit_ = used + *cpu;
                    armCpuTimer(used);
                }
            }
        }
    }
    end_ = std::chrono::steady_clock::now();
    ::epoll_ctl(worker_->poller.get(), EPOLL_CTL_DEL, setup_.slot.initPidfd.get(), nullptr);
    ::epoll_ctl(worker_->poller.get(), EPOLL_CTL_DEL, setup_.report.get(), nullptr);
    if (!report_) {
        InitReport report;
        if (::read(setup_.report.get(), &report, sizeof report) == static_cast<ssize_t>(sizeof report))
            report_ = report;
    }
    finish();
}

void RunMonitor::finish() {
    RunResult result;
    Usage usage = readUsage();
    const Limits& limits = setup_.limits;
    result.wallTime = end_ - start_;
    // Report the CPU time the limit was enforced on: the cgroup's when there is one (so a run stopped at
    // its limit never shows less than it), else the rusage of everything the init reaped.
    bool kernelCounted;
    {
        std::lock_guard lock(mutex_);
        kernelCounted = setup_.slot.accounting->measuresCpu();
    }
    result.cpuTime =
        kernelCounted || !report_ ? usage.cpu : Nanoseconds(report_->userNanoseconds + report_->systemNanoseconds);
    {
        std::lock_guard lock(mutex_);
        result.memoryPeak = std::max(memoryPeak_, usage.memoryPeak);
        result.processPeak =
            std::max({processPeak_, usage.processes, setup_.slot.accounting->exactProcessPeak().value_or(0)});
        if (report_)
            result.memoryPeak = std::max(
                result.memoryPeak, setup_.slot.accounting->peakFromMaxRss(static_cast<uint64_t>(report_->maxRssBytes)));
    }
    result.outputBytes = setup_.outputBytes ? setup_.outputBytes() : 0;
    bool oom = false;
    std::optional<RunStatus> killed;
    {
        std::lock_guard lock(mutex_);
        // Only a program that ended abnormally can have been stopped by the kernel's OOM killer: killed itself,
        // or failing because a process it started was (g++ when cc1plus is killed).
        if (!report_ || report_->signal != 0 || report_->exitCode != 0) oom = setup_.slot.accounting->oomKilled();
        killed = killReason_;
    }

    RunEnd end;
    if (report_) {
        result.exitCode = report_->exitCode;
        result.signal = report_->signal;
        end.report = report_->kind == InitReport::LaunchFailed       ? RunEnd::Report::LaunchFailed
                     : report_->kind == InitReport::ForbiddenSyscall ? RunEnd::Report::ForbiddenSyscall
                                                                     : RunEnd::Report::Ended;
    }
    end.killedFor = killed;
    end.oomKilled = oom;
    end.memoryLimit = limits.memory;
    end.outputLimit = limits.output;
    if (limits.cpuTime) end.cpuLimit = cpuLimit_;
    end.wallLimit = wallLimit_;
    result.status = classifyRun(end, result);
    if (end.report == RunEnd::Report::LaunchFailed)
        result.internalError = report_->message;
    else if (end.report == RunEnd::Report::Missing && !killed)
        result.internalError = "the run's init ended without a report";
    if (end.report == RunEnd::Report::ForbiddenSyscall) result.forbiddenSyscall = syscallName(report_->syscall);
    // The slot serves another run only when its init saw this one through to the end.
    pollfd initState{setup_.slot.initPidfd.get(), POLLIN, 0};
    const bool reusable =
        report_ && report_->kind != InitReport::LaunchFailed && !initKilled_ && ::poll(&initState, 1, 0) == 0;
    {
        std::lock_guard lock(mutex_);
        if (setup_.release) setup_.release(std::move(setup_.slot), reusable);
        setup_.slot.accounting.reset();
        lastUsage_ = usage;
        result_ = std::move(result);
        finished_ = true;
        signalFinished(finishedEvent_.get());
    }
    done_.notify_all();
}

void RunMonitor::kill(RunStatus reason) {
    {
        std::lock_guard lock(mutex_);
        if (finished_ || killReason_ || pendingKill_) return;
        pendingKill_ = reason;
    }
    uint64_t one = 1;
    (void)!::write(worker_->wake.get(), &one, sizeof one);
}

void RunMonitor::forceExit(std::chrono::milliseconds grace) {
    {
        std::lock_guard lock(mutex_);
        if (finished_) return;
        pendingForce_ = grace;
    }
    uint64_t one = 1;
    (void)!::write(worker_->wake.get(), &one, sizeof one);
}

void RunMonitor::extendCpuLimit(Nanoseconds fromNow) {
    {
        std::lock_guard lock(mutex_);
        if (finished_) return;
        pendingCpuExtension_ = fromNow;
    }
    uint64_t one = 1;
    (void)!::write(worker_->wake.get(), &one, sizeof one);
}

void RunMonitor::extendWallLimit(Nanoseconds fromNow) {
    {
        std::lock_guard lock(mutex_);
        if (finished_) return;
        pendingWallExtension_ = fromNow;
    }
    uint64_t one = 1;
    (void)!::write(worker_->wake.get(), &one, sizeof one);
}

Result<void> RunMonitor::setMemoryLimit(uint64_t bytes) {
    std::lock_guard lock(mutex_);
    if (finished_) return fail("the run has ended");
    setup_.limits.memory = bytes;
    return setup_.slot.accounting->setMemoryLimit(bytes);
}

Result<void> RunMonitor::resetPeakMemory() {
    std::lock_guard lock(mutex_);
    if (finished_) return fail("the run has ended");
    auto reset = setup_.slot.accounting->resetPeak();
    if (reset) {
        lastUsage_ = setup_.slot.accounting->usage();
        memoryPeak_ = lastUsage_.memoryCurrent;
    }
    return reset;
}

Usage RunMonitor::usage() {
    std::lock_guard lock(mutex_);
    if (finished_) return {result_.cpuTime, 0, result_.memoryPeak};
    lastUsage_ = setup_.slot.accounting->usage();
    Usage usage = lastUsage_;
    usage.memoryPeak = std::max(usage.memoryPeak, memoryPeak_);
    return usage;
}

void RunMonitor::setSampleCallback(SampleCallback callback) {
    std::lock_guard lock(mutex_);
    callback_ = std::move(callback);
}

const RunResult& RunMonitor::wait() {
    std::unique_lock lock(mutex_);
    done_.wait(lock, [this] { return finished_; });
    return result_;
}

bool RunMonitor::finished() {
    std::lock_guard lock(mutex_);
    return finished_;
}

int RunMonitor::finishedFd() {
    std::lock_guard lock(mutex_);
    if (!finishedEvent_) {
        finishedEvent_.reset(::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK));
        if (finished_) signalFinished(finishedEvent_.get());
    }
    return finishedEvent_.get();
}

} // namespace jd::sandbox
