#include "cgroup_v2.h"

#include "cgroup_fs.h"
#include "runtime/syscalls.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <iterator>
#include <optional>
#include <sstream>

namespace jd::sandbox {
namespace {

constexpr const char* kNeededControllers[] = {"memory", "pids"};

class CgroupV2Run final : public RunAccounting {
public:
    explicit CgroupV2Run(std::string dir)
        : dir_(std::move(dir)) {}
    ~CgroupV2Run() override {
        directory_.reset();
        for (auto* file : {&peak_, &memoryMax_, &pidsMax_, &memoryCurrent_, &cpuStat_, &cpuMax_, &pidsCurrent_})
            *file = cgroupfs::OpenFile(); // closed before the directory goes
        if (created_) cgroupfs::removeDirectory(dir_);
    }

    Result<void> create() {
        if (::mkdir(dir_.c_str(), 0755) != 0) return fail("creating cgroup " + dir_ + ": " + sys::errnoText());
        created_ = true;
        directory_.reset(::open(dir_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        if (!directory_) return fail("opening " + dir_ + ": " + sys::errnoText());
        // Reads and resets of memory.peak are per open file (kernel 6.12+), so it stays open too.
        peak_ = cgroupfs::OpenFile(dir_ + "/memory.peak", true);
        memoryMax_ = cgroupfs::OpenFile(dir_ + "/memory.max", true);
        pidsMax_ = cgroupfs::OpenFile(dir_ + "/pids.max", true);
        pidsCurrent_ = cgroupfs::OpenFile(dir_ + "/pids.current", false);
        memoryCurrent_ = cgroupfs::OpenFile(dir_ + "/memory.current", false);
        cpuStat_ = cgroupfs::OpenFile(dir_ + "/cpu.stat", false);
        if (::access((dir_ + "/cpu.max").c_str(), F_OK) == 0) cpuMax_ = cgroupfs::OpenFile(dir_ + "/cpu.max", true);
        if (::access((dir_ + "/memory.swap.max").c_str(), F_OK) == 0)
            if (auto set = cgroupfs::write(dir_ + "/memory.swap.max", "0"); !set) return set;
        return {};
    }

    Result<void> applyLimits(const Limits& limits) override {
        // A reused cgroup holds its init and may still be charged for what earlier runs left in the
        // page cache: the run is measured and limited above that.
        memoryBaseline_ = memoryCurrent_.number().value_or(0);
        if (!footprint_) footprint_ = memoryBaseline_;
        if (limits.memory)
            if (auto set = setMemoryLimit(*limits.memory); !set) return set;
        if (limits.processes)
            if (auto set = pidsMax_.write(std::to_string(*limits.processes)); !set) return set;
        if (limits.cpuRate && cpuMax_.valid()) {
            const auto quota = std::max<uint64_t>(1000, uint64_t(*limits.cpuRate * double(kCpuPeriod)));
            if (auto set = cpuMax_.write(std::to_string(quota) + " " + std::to_string(kCpuPeriod)); !set) return set;
        }
        return {};
    }
    bool throttlesCpu() const override { return cpuMax_.valid(); }

    CgroupAttach attachMode() const override { return CgroupAttach::CloneInto; }
    std::vector<int> attachFds() const override { return {directory_.get()}; }
    Usage usage() override {
        Usage usage;
        usage.cpu = Nanoseconds(cpuStat_.key("usage_usec").value_or(0) * 1000) - cpuBaseline_;
        const uint64_t current = memoryCurrent_.number().value_or(0);
        if (auto peak = peak_.number()) sampledPeak_ = std::max(sampledPeak_, *peak);
        sampledPeak_ = std::max(sampledPeak_, current);
        usage.memoryCurrent = aboveBaseline(current);
        usage.memoryPeak = aboveBaseline(sampledPeak_);
        usage.processes = withoutInit(pidsCurrent_.number().value_or(0));
        return usage;
    }
    // pids.peak (Linux 6.1) never goes down: it is this run's only in a cgroup no run used before.
    std::optional<uint32_t> exactProcessPeak() override {
        if (renewed_) return std::nullopt;
        const std::string text = sys::readFileString(dir_ + "/pids.peak");
        if (text.empty() || !std::isdigit(static_cast<unsigned char>(text[0]))) return std::nullopt;
        return withoutInit(std::strtoull(text.c_str(), nullptr, 10));
    }
    bool oomKilled() override { return oomKills() > oomKillBaseline_; }
    Result<void> setMemoryLimit(uint64_t bytes) override {
        return memoryMax_.write(std::to_string(bytes + memoryBaseline_));
    }
    Result<void> resetPeak() override {
        if (!peak_.write("reset\n"))
            return fail("resetting memory.peak needs Linux 6.12 or newer: " + sys::errnoText());
        sampledPeak_ = memoryCurrent_.number().value_or(0);
        return {};
    }
    void killAll() override {
        if (cgroupfs::write(dir_ + "/cgroup.kill", "1")) return;
        for (int round = 0; round < 16; ++round) { // kernels before 5.14
            std::istringstream pids(sys::readFileString(dir_ + "/cgroup.procs"));
            pid_t pid;
            bool any = false;
            while (pids >> pid)
                any = ::kill(pid, SIGKILL) == 0 || any;
            if (!any) break;
        }
    }
    bool enforcesMemory() const override { return true; }
    bool measuresCpu() const override { return true; }
    void startRun() override { cpuBaseline_ = Nanoseconds(cpuStat_.key("usage_usec").value_or(0) * 1000); }
    // memory.peak can only be reset from Linux 6.12 on; before that a used cgroup is not reused.
    // Only while what earlier runs left charged stays small (see the v1 back-end).
    bool renewForNextRun() override {
        if (footprint_ && memoryCurrent_.number().value_or(UINT64_MAX) > *footprint_ + kLeftoverTolerated) return false;
        if (!memoryMax_.write("max") || !pidsMax_.write("max") || !resetPeak()) return false;
        if (cpuMax_.valid() && !cpuMax_.write("max " + std::to_string(kCpuPeriod))) return false;
        renewed_ = true;
        oomKillBaseline_ = oomKills();
        return true;
    }

private:
    uint64_t oomKills() const { return cgroupfs::readKey(dir_ + "/memory.events", "oom_kill").value_or(0); }
    uint64_t aboveBaseline(uint64_t bytes) const { return bytes > memoryBaseline_ ? bytes - memoryBaseline_ : 0; }
    static uint32_t withoutInit(uint64_t tasks) { return tasks > 1 ? uint32_t(tasks - 1) : 0; }

    Nanoseconds cpuBaseline_{0};
    uint64_t memoryBaseline_ = 0;       // what the cgroup was charged for when the run was given it
    std::optional<uint64_t> footprint_; // the charge before the slot's first run: its init's own memory
    static constexpr uint64_t kLeftoverTolerated = 1 << 20;
    uint64_t oomKillBaseline_ = 0; // the kernel's count never goes down; a renewed cgroup starts here
    std::string dir_;
    bool created_ = false;
    UniqueFd directory_;
    cgroupfs::OpenFile peak_, memoryMax_, pidsMax_, memoryCurrent_, cpuStat_, cpuMax_, pidsCurrent_;
    bool renewed_ = false;                          // served a run before: pids.peak is no longer this run's
    static constexpr uint64_t kCpuPeriod = 100'000; // microseconds
    uint64_t sampledPeak_ = 0;
};

class CgroupV2Accounting final : public AccountingBackend {
public:
    explicit CgroupV2Accounting(std::string base)
        : base_(std::move(base)) {}
    Result<std::unique_ptr<RunAccounting>> create() override {
        auto run = std::make_unique<CgroupV2Run>(base_ + "/" + cgroupfs::runName());
        if (auto created = run->create(); !created) return created.failure();
        return std::unique_ptr<RunAccounting>(std::move(run));
    }
    std::string description() const override {
        return std::string("cgroup v2 (memory, pids, cpu.stat") + (throttlesCpu() ? ", cpu.max" : "") + ") under " +
               base_;
    }
    bool throttlesCpu() const override {
        std::istringstream enabled(sys::readFileString(base_ + "/cgroup.subtree_control"));
        for (std::string controller; enabled >> controller;)
            if (controller == "cpu") return true;
        return false;
    }

private:
    std::string base_;
};

Result<void> enableControllers(const std::string& cgroup) {
    std::string wanted;
    for (const char* controller : kNeededControllers)
        wanted += std::string(wanted.empty() ? "+" : " +") + controller;
    // cpu only throttles (Limits::cpuRate): handed down where the cgroup has it, judging works without it.
    std::istringstream offered(sys::readFileString(cgroup + "/cgroup.controllers"));
    for (std::string controller; offered >> controller;)
        if (controller == "cpu") wanted += " +cpu";
    return cgroupfs::write(cgroup + "/cgroup.subtree_control", wanted);
}

// A delegated cgroup may only hand controllers down once no process sits in it: move this process
// into a leaf first, but only when it is alone there (never drag a shell along). A second sandbox of
// the same process finds it there already.
Result<void> moveIntoSupervisorLeaf(const std::string& base) {
    const std::string leaf = base + "/" + cgroupfs::kSupervisorLeaf;
    if (auto mount = cgroupfs::v2Mount(); mount && mount->path + cgroupfs::ownPath("") == leaf) return {};
    std::istringstream members(sys::readFileString(base + "/cgroup.procs"));
    std::vector<pid_t> pids;
    for (pid_t pid; members >> pid;)
        pids.push_back(pid);
    if (pids.size() > 1 || (pids.size() == 1 && pids[0] != ::getpid()))
        return fail("cgroup " + base +
                    " is shared with other processes; start JudgeDesk in its own "
                    "delegated scope ('systemd-run --user --scope -p Delegate=yes ...')");
    if (::mkdir(leaf.c_str(), 0755) != 0 && errno != EEXIST)
        return fail("cannot create " + leaf + ": " + sys::errnoText());
    if (!pids.empty())
        if (auto moved = cgroupfs::write(leaf + "/cgroup.procs", std::to_string(::getpid())); !moved)
            return moved.failure();
    return {};
}

} // namespace

CgroupDelegation probeCgroupV2Delegation() {
    auto mount = cgroupfs::v2Mount();
    if (!mount) return {false, "no cgroup2 filesystem is mounted"};
    if (::geteuid() == 0) return {true, "not needed: root creates " + mount->path + "/judgedesk"};
    const std::string own = cgroupfs::v2StartingDirectory();
    if (::access((own + "/cgroup.procs").c_str(), W_OK) != 0 ||
        ::access((own + "/cgroup.subtree_control").c_str(), W_OK) != 0)
        return {false, "not delegated: cgroup " + own +
                           " belongs to someone else (start JudgeDesk with "
                           "'systemd-run --user --scope -p Delegate=yes judgedesk')"};
    std::istringstream available(sys::readFileString(own + "/cgroup.controllers"));
    std::vector<std::string> controllers{std::istream_iterator<std::string>(available), {}};
    std::string missing;
    for (const char* controller : kNeededControllers)
        if (std::find(controllers.begin(), controllers.end(), controller) == controllers.end())
            missing += std::string(missing.empty() ? "" : ", ") + controller;
    std::string listed;
    for (const auto& controller : controllers)
        listed += (listed.empty() ? "" : " ") + controller;
    if (!missing.empty())
        return {false, "delegated without the " + missing + " controller: cgroup " + own + " offers only " +
                           (listed.empty() ? std::string("none") : listed)};
    return {true, "delegated to this user: " + own + " (" + listed + ")"};
}

Result<std::unique_ptr<AccountingBackend>> makeCgroupV2Accounting() {
    auto mount = cgroupfs::v2Mount();
    if (!mount) return fail("no cgroup2 filesystem is mounted");
    for (const char* controller : kNeededControllers)
        if (std::find(mount->controllers.begin(), mount->controllers.end(), controller) == mount->controllers.end())
            return fail(std::string("cgroup v2 at ") + mount->path + " lacks the " + controller +
                        " controller (bound to a cgroup v1 hierarchy on this host)");
    std::string base;
    if (::geteuid() == 0) {
        if (auto enabled = enableControllers(mount->path); !enabled) return enabled.failure();
        base = mount->path + "/judgedesk";
        if (::mkdir(base.c_str(), 0755) != 0 && errno != EEXIST)
            return fail("cannot create " + base + ": " + sys::errnoText());
    } else {
        auto delegation = probeCgroupV2Delegation();
        if (!delegation.delegated) return fail(delegation.description);
        base = cgroupfs::v2StartingDirectory();
        if (auto moved = moveIntoSupervisorLeaf(base); !moved) return moved.failure();
    }
    if (auto enabled = enableControllers(base); !enabled) return enabled.failure();
    cgroupfs::removeStale(base);
    return makeCgroupV2AccountingAt(base);
}

std::unique_ptr<AccountingBackend> makeCgroupV2AccountingAt(const std::string& base) {
    return std::make_unique<CgroupV2Accounting>(base);
}

} // namespace jd::sandbox
