// The accounting of last resort: no cgroups, so the run's processes are found by walking /proc from its
// init and measured by sampling. CPU of processes already reaped comes from the init's cutime/cstime.
#include "accounting.h"
#include "runtime/syscalls.h"

#include <dirent.h>
#include <unistd.h>

#include <algorithm>
#include <limits>
#include <mutex>
#include <sstream>

namespace jd::sandbox {
namespace {

struct ProcessStat {
    uint64_t utime = 0, stime = 0, cutime = 0, cstime = 0;
    bool ok = false;
};

// Resident memory the process itself owns (anonymous and shared-memory pages), in bytes, and the
// file-backed pages it maps (program code, libc): already in the page cache, these are not the
// program's allocation, just as a memory cgroup does not charge them.
struct ResidentMemory {
    uint64_t owned = 0, fileBacked = 0;
};

ResidentMemory readResident(pid_t pid) {
    ResidentMemory memory;
    std::istringstream status(sys::readFileString("/proc/" + std::to_string(pid) + "/status"));
    std::string key;
    uint64_t kilobytes;
    while (status >> key) {
        if (key == "RssAnon:" || key == "RssShmem:" || key == "RssFile:") {
            status >> kilobytes;
            (key == "RssFile:" ? memory.fileBacked : memory.owned) += kilobytes * 1024;
        }
        status.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
    }
    return memory;
}

ProcessStat readStat(pid_t pid) {
    ProcessStat stat;
    std::string text = sys::readFileString("/proc/" + std::to_string(pid) + "/stat", &stat.ok);
    size_t close = text.rfind(')');
    if (!stat.ok || close == std::string::npos) return {};
    std::istringstream fields(text.substr(close + 2));
    std::string field;
    // Fields after the command name, counted from 3 (state): utime is 14.
    for (int index = 3; index <= 17 && fields >> field; ++index) {
        if (index == 14) stat.utime = std::stoull(field);
        if (index == 15) stat.stime = std::stoull(field);
        if (index == 16) stat.cutime = std::stoull(field);
        if (index == 17) stat.cstime = std::stoull(field);
    }
    return stat;
}

std::vector<pid_t> childrenOf(pid_t pid) {
    std::vector<pid_t> children;
    std::string taskDir = "/proc/" + std::to_string(pid) + "/task";
    DIR* tasks = ::opendir(taskDir.c_str());
    if (!tasks) return children;
    while (dirent* task = ::readdir(tasks)) {
        if (task->d_name[0] == '.') continue;
        std::istringstream list(sys::readFileString(taskDir + "/" + task->d_name + "/children"));
        pid_t child;
        while (list >> child)
            children.push_back(child);
    }
    ::closedir(tasks);
    return children;
}

class ProcRunAccounting final : public RunAccounting {
public:
    CgroupAttach attachMode() const override { return CgroupAttach::None; }
    std::vector<int> attachFds() const override { return {}; }
    void setInitPid(pid_t pid) override {
        std::lock_guard lock(mutex_);
        init_ = pid;
    }
    Usage usage() override {
        std::lock_guard lock(mutex_);
        if (init_ <= 0) return last_;
        ProcessStat init = readStat(init_);
        if (!init.ok) return last_; // the run has ended: keep its last measurement
        const uint64_t tick = static_cast<uint64_t>(::sysconf(_SC_CLK_TCK));
        uint64_t reapedTicks = init.cutime + init.cstime;
        uint64_t ticks = reapedTicks > reapedBaseline_ ? reapedTicks - reapedBaseline_ : 0, owned = 0;
        uint32_t processes = 0;
        std::vector<pid_t> frontier = childrenOf(init_);
        while (!frontier.empty()) {
            pid_t pid = frontier.back();
            frontier.pop_back();
            ProcessStat stat = readStat(pid);
            if (!stat.ok) continue;
            ++processes;
            ticks += stat.utime + stat.stime;
            ResidentMemory memory = readResident(pid);
            owned += memory.owned;
            largestFileBacked_ = std::max(largestFileBacked_, memory.fileBacked);
            for (pid_t child : childrenOf(pid))
                frontier.push_back(child);
        }
        last_.cpu = Nanoseconds(ticks * 1'000'000'000ull / tick);
        last_.memoryCurrent = owned;
        last_.processes = processes;
        last_.memoryPeak = std::max(last_.memoryPeak, last_.memoryCurrent);
        return last_;
    }
    bool oomKilled() override { return false; }
    uint64_t peakFromMaxRss(uint64_t maxRss) override {
        std::lock_guard lock(mutex_);
        return maxRss > largestFileBacked_ ? maxRss - largestFileBacked_ : 0;
    }
    Result<void> setMemoryLimit(uint64_t) override { return {}; }
    Result<void> applyLimits(const Limits&) override { return {}; }
    Result<void> resetPeak() override {
        usage(); // the peak restarts from what is in use now, not at the last sample
        std::lock_guard lock(mutex_);
        last_.memoryPeak = last_.memoryCurrent;
        return {};
    }
    bool enforcesMemory() const override { return false; }
    bool measuresCpu() const override { return false; }
    // The init's cutime/cstime keep what earlier runs of the slot spent.
    void startRun() override {
        std::lock_guard lock(mutex_);
        ProcessStat init = readStat(init_);
        reapedBaseline_ = init.ok ? init.cutime + init.cstime : 0;
    }
    bool renewForNextRun() override {
        std::lock_guard lock(mutex_);
        last_ = {};
        largestFileBacked_ = 0;
        return true;
    }

private:
    std::mutex mutex_;
    pid_t init_ = 0;
    Usage last_;
    uint64_t largestFileBacked_ = 0;
    uint64_t reapedBaseline_ = 0; // ticks
};

class ProcAccounting final : public AccountingBackend {
public:
    Result<std::unique_ptr<RunAccounting>> create() override {
        return std::unique_ptr<RunAccounting>(std::make_unique<ProcRunAccounting>());
    }
    std::string description() const override {
        return "/proc sampling every 20 ms (no cgroups: memory limit enforced by sampling, CPU limit by timer)";
    }
};

} // namespace

std::unique_ptr<AccountingBackend> makeProcAccounting() { return std::make_unique<ProcAccounting>(); }

} // namespace jd::sandbox
