#include "cgroup_v1.h"

#include "cgroup_fs.h"
#include "runtime/syscalls.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <mutex>
#include <optional>
#include <sstream>

namespace jd::sandbox {
namespace {

struct Hierarchies {
    // bases: <mount>/judgedesk; freezer may be empty, and cpu too (no cpu controller, or mounted with cpuacct)
    std::string memory, cpuacct, pids, freezer, cpu;
    bool cpuWithCpuacct = false;
};

class CgroupV1Run final : public RunAccounting {
public:
    CgroupV1Run(const Hierarchies& bases, std::string name) {
        for (const std::string* base : {&bases.memory, &bases.cpuacct, &bases.pids, &bases.freezer, &bases.cpu})
            dirs_.push_back(base->empty() ? std::string() : *base + "/" + name);
        cpuControl_ = bases.cpuWithCpuacct ? dirs_[1] : dirs_[4];
    }
    ~CgroupV1Run() override {
        procs_.clear();
        for (auto* file : {&memoryLimit_, &memswLimit_, &memoryUsage_, &memoryPeak_, &pidsMax_, &cpuUsage_, &cpuQuota_,
                           &pidsCurrent_})
            *file = cgroupfs::OpenFile(); // closed before the directories go
        for (const auto& dir : dirs_)
            if (!dir.empty()) cgroupfs::removeDirectory(dir);
    }

    Result<void> create() {
        for (const auto& dir : dirs_) {
            if (dir.empty()) continue;
            if (::mkdir(dir.c_str(), 0755) != 0) return fail("creating cgroup " + dir + ": " + sys::errnoText());
            UniqueFd procs(::open((dir + "/cgroup.procs").c_str(), O_WRONLY | O_CLOEXEC));
            if (!procs) return fail("opening " + dir + "/cgroup.procs: " + sys::errnoText());
            procs_.push_back(std::move(procs));
        }
        memoryLimit_ = cgroupfs::OpenFile(memory() + "/memory.limit_in_bytes", true);
        memswLimit_ = cgroupfs::OpenFile(memory() + "/memory.memsw.limit_in_bytes", true);
        memoryUsage_ = cgroupfs::OpenFile(memory() + "/memory.usage_in_bytes", false);
        memoryPeak_ = cgroupfs::OpenFile(memory() + "/memory.max_usage_in_bytes", true);
        pidsMax_ = cgroupfs::OpenFile(pids() + "/pids.max", true);
        pidsCurrent_ = cgroupfs::OpenFile(pids() + "/pids.current", false);
        cpuUsage_ = cgroupfs::OpenFile(cpuacct() + "/cpuacct.usage", false);
        if (!cpuControl_.empty()) {
            cpuQuota_ = cgroupfs::OpenFile(cpuControl_ + "/cpu.cfs_quota_us", true);
            cpuPeriod_ = cgroupfs::OpenFile(cpuControl_ + "/cpu.cfs_period_us", false).number().value_or(100'000);
        }
        if (!memoryLimit_.valid() || !memoryUsage_.valid() || !pidsMax_.valid() || !cpuUsage_.valid())
            return fail("the cgroup v1 interface files of " + memory() + " are missing");
        return {};
    }

    Result<void> applyLimits(const Limits& limits) override {
        // A renewed cgroup may still be charged for what earlier runs left in the page cache (their
        // output files): the run is measured and limited above that.
        memoryBaseline_ = memoryUsage_.number().value_or(0);
        if (!footprint_) footprint_ = memoryBaseline_;
        if (limits.memory)
            if (auto set = setMemoryLimit(*limits.memory); !set) return set;
        if (limits.processes)
            if (auto set = pidsMax_.write(std::to_string(*limits.processes)); !set) return set;
        if (limits.cpuRate && cpuQuota_.valid()) {
            const auto quota = std::max<uint64_t>(1000, uint64_t(*limits.cpuRate * double(cpuPeriod_)));
            if (auto set = cpuQuota_.write(std::to_string(quota)); !set) return set;
        }
        return {};
    }
    bool throttlesCpu() const override { return cpuQuota_.valid(); }

    CgroupAttach attachMode() const override { return CgroupAttach::WriteProcs; }
    std::vector<int> attachFds() const override {
        std::vector<int> fds;
        for (const auto& fd : procs_)
            fds.push_back(fd.get());
        return fds;
    }
    Usage usage() override {
        Usage usage;
        usage.cpu = Nanoseconds(cpuUsage_.number().value_or(0)) - cpuBaseline_;
        auto aboveBaseline = [this](uint64_t bytes) { return bytes > memoryBaseline_ ? bytes - memoryBaseline_ : 0; };
        usage.memoryCurrent = aboveBaseline(memoryUsage_.number().value_or(0));
        usage.memoryPeak = aboveBaseline(memoryPeak_.number().value_or(0));
        const uint64_t tasks = pidsCurrent_.number().value_or(0);
        usage.processes = tasks > 1 ? uint32_t(tasks - 1) : 0; // the init is in the cgroup too
        return usage;
    }
    bool oomKilled() override { return oomKills() > oomKillBaseline_; }

    // Whether the cgroup can serve another run: no process left and little memory still charged. A run
    // leaves its output files' pages charged for as long as the files exist; a removed cgroup holding
    // them lingers in the kernel as a dying one, and thousands of those slow every cgroup operation
    // down. Reused, the cgroup keeps them alive instead, and the next run is measured above them.
    // (memory.force_empty would uncharge them, but costs more than a new cgroup.)
    bool drained() {
        return memoryUsage_.number().value_or(UINT64_MAX) <= kLeftoverTolerated &&
               sys::readFileString(memory() + "/cgroup.procs").empty();
    }

    // Makes a drained cgroup fit for the next run: limits lifted, counters given new baselines.
    bool renew() {
        if (memswLimit_.valid() && !memswLimit_.write("-1")) return false;
        if (!memoryLimit_.write("-1") || !pidsMax_.write("max") || !resetPeak()) return false;
        if (cpuQuota_.valid() && !cpuQuota_.write("-1")) return false;
        oomKillBaseline_ = oomKills();
        return true;
    }
    Result<void> setMemoryLimit(uint64_t run) override {
        const uint64_t bytes = run + memoryBaseline_;
        // memsw (memory+swap) exists only with swap accounting; it may never be below the plain limit,
        // so the two writes are ordered by the direction of the change.
        uint64_t current = memoryLimit_.number().value_or(UINT64_MAX);
        if (memswLimit_.valid() && bytes > current)
            if (auto set = memswLimit_.write(std::to_string(bytes)); !set) return set;
        if (auto set = memoryLimit_.write(std::to_string(bytes)); !set) return set;
        if (memswLimit_.valid() && bytes <= current)
            if (auto set = memswLimit_.write(std::to_string(bytes)); !set) return set;
        return {};
    }
    Result<void> resetPeak() override { return memoryPeak_.write("0"); }
    void killAll() override {
        const std::string& freezer = dirs_[3];
        // Frozen, nothing can fork while the sweep below kills what it finds.
        if (!freezer.empty()) (void)cgroupfs::write(freezer + "/freezer.state", "FROZEN");
        for (int round = 0; round < 16; ++round) {
            std::istringstream pids(sys::readFileString(memory() + "/cgroup.procs"));
            pid_t pid;
            bool any = false;
            while (pids >> pid) {
                ::kill(pid, SIGKILL);
                any = true;
            }
            if (!any) break;
        }
        if (!freezer.empty()) (void)cgroupfs::write(freezer + "/freezer.state", "THAWED");
    }
    bool enforcesMemory() const override { return true; }
    bool measuresCpu() const override { return true; }
    void startRun() override { cpuBaseline_ = Nanoseconds(cpuUsage_.number().value_or(0)); }
    // Only while what earlier runs left charged stays small: the kernel may reclaim it (page cache)
    // during the next run, and the next run's peak, measured above it, would then come out short.
    bool renewForNextRun() override {
        if (footprint_ && memoryUsage_.number().value_or(UINT64_MAX) > *footprint_ + kLeftoverTolerated) return false;
        return renew();
    }
    // Given to a new slot's init: its footprint is measured anew.
    void forgetFootprint() { footprint_.reset(); }

private:
    uint64_t oomKills() const { return cgroupfs::readKey(memory() + "/memory.oom_control", "oom_kill").value_or(0); }

    Nanoseconds cpuBaseline_{0};
    uint64_t oomKillBaseline_ = 0;      // the kernel's count never goes down; a renewed cgroup starts from here
    uint64_t memoryBaseline_ = 0;       // what the cgroup was charged for when the run was given it
    std::optional<uint64_t> footprint_; // the charge before the slot's first run: its init's own memory
    static constexpr uint64_t kLeftoverTolerated = 1 << 20;
    cgroupfs::OpenFile memoryLimit_, memswLimit_, memoryUsage_, memoryPeak_, pidsMax_, cpuUsage_, cpuQuota_,
        pidsCurrent_;
    uint64_t cpuPeriod_ = 100'000; // microseconds
    std::string cpuControl_;       // the cgroup holding cpu.cfs_quota_us, if any
    const std::string& memory() const { return dirs_[0]; }
    const std::string& cpuacct() const { return dirs_[1]; }
    const std::string& pids() const { return dirs_[2]; }

    std::vector<std::string> dirs_;
    std::vector<UniqueFd> procs_;
};

class CgroupV1Accounting final : public AccountingBackend {
public:
    explicit CgroupV1Accounting(Hierarchies bases)
        : bases_(std::move(bases)) {}
    Result<std::unique_ptr<RunAccounting>> create() override {
        {
            std::lock_guard lock(mutex_);
            if (!renewed_.empty()) {
                std::unique_ptr<RunAccounting> run = std::move(renewed_.back());
                renewed_.pop_back();
                return run;
            }
        }
        auto run = std::make_unique<CgroupV1Run>(bases_, cgroupfs::runName());
        if (auto created = run->create(); !created) return created.failure();
        return std::unique_ptr<RunAccounting>(std::move(run));
    }
    void recycle(std::unique_ptr<RunAccounting> used) override {
        // Renewed and kept when it can serve another run; otherwise removed as `used` goes, outside the lock.
        auto* run = dynamic_cast<CgroupV1Run*>(used.get());
        if (!run || !run->drained() || !run->renew()) return;
        run->forgetFootprint();
        std::lock_guard lock(mutex_);
        if (renewed_.size() < kKeptForReuse) renewed_.push_back(std::move(used));
    }
    size_t keptAtMost() const override { return kKeptForReuse; }
    bool throttlesCpu() const override { return !bases_.cpu.empty() || bases_.cpuWithCpuacct; }
    std::string description() const override {
        return std::string("cgroup v1 (memory, cpuacct, pids") + (bases_.freezer.empty() ? "" : ", freezer") +
               (bases_.cpu.empty() && !bases_.cpuWithCpuacct ? "" : ", cpu") + ")";
    }

private:
    static constexpr size_t kKeptForReuse = 16;
    Hierarchies bases_;
    std::mutex mutex_; // create() runs on the pool's thread and, when the pool is empty, on a caller's
    std::vector<std::unique_ptr<RunAccounting>> renewed_;
};

} // namespace

Result<std::unique_ptr<AccountingBackend>> makeCgroupV1Accounting(bool useFreezer) {
    Hierarchies bases;
    for (auto [controller, base] : {std::pair{"memory", &bases.memory}, std::pair{"cpuacct", &bases.cpuacct},
                                    std::pair{"pids", &bases.pids}, std::pair{"freezer", &bases.freezer}}) {
        if (base == &bases.freezer && !useFreezer) continue;
        auto mount = cgroupfs::v1MountWith(controller);
        if (!mount) {
            if (std::string(controller) == "freezer") continue;
            return fail(std::string("no cgroup v1 hierarchy with the ") + controller + " controller");
        }
        *base = mount->path + "/judgedesk";
        if (::mkdir(base->c_str(), 0755) != 0 && errno != EEXIST)
            return fail("cannot create " + *base + ": " + sys::errnoText() + " (cgroup v1 needs root)");
        if (::access(base->c_str(), W_OK) != 0) return fail(*base + " is not writable: " + sys::errnoText());
        cgroupfs::removeStale(*base);
    }
    // The cpu controller only throttles (Limits::cpuRate): without it judging works as before.
    if (auto cpu = cgroupfs::v1MountWith("cpu")) {
        if (bases.cpuacct == cpu->path + "/judgedesk") {
            bases.cpuWithCpuacct = true;
        } else {
            const std::string base = cpu->path + "/judgedesk";
            if ((::mkdir(base.c_str(), 0755) == 0 || errno == EEXIST) && ::access(base.c_str(), W_OK) == 0) {
                bases.cpu = base;
                cgroupfs::removeStale(base);
            }
        }
    }
    return std::unique_ptr<AccountingBackend>(std::make_unique<CgroupV1Accounting>(std::move(bases)));
}

} // namespace jd::sandbox
