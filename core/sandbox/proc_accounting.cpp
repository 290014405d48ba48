// The accounting of last resort: no cgroups, so the run's processes are found by walking /proc from its
// init and measured by sampling. CPU of processes already reaped comes from the init's cutime/cstime.
#include "accounting.h"
#include "syscalls.h"

#include <dirent.h>
#include <unistd.h>

#include <algorithm>
#include <mutex>
#include <sstream>

namespace jd::sandbox {
namespace {

struct ProcessStat {
    uint64_t utime = 0, stime = 0, cutime = 0, cstime = 0;
    uint64_t rssPages = 0;
    bool ok = false;
};

ProcessStat readStat(pid_t pid) {
    ProcessStat stat;
    std::string text = sys::readFileString("/proc/" + std::to_string(pid) + "/stat", &stat.ok);
    size_t close = text.rfind(')');
    if (!stat.ok || close == std::string::npos) return {};
    std::istringstream fields(text.substr(close + 2));
    std::string field;
    // Fields after the command name, counted from 3 (state): utime is 14, rss is 24.
    for (int index = 3; index <= 24 && fields >> field; ++index) {
        if (index == 14) stat.utime = std::stoull(field);
        if (index == 15) stat.stime = std::stoull(field);
        if (index == 16) stat.cutime = std::stoull(field);
        if (index == 17) stat.cstime = std::stoull(field);
        if (index == 24) stat.rssPages = std::stoull(field);
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
        while (list >> child) children.push_back(child);
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
        const uint64_t page = static_cast<uint64_t>(::sysconf(_SC_PAGESIZE));
        uint64_t ticks = init.cutime + init.cstime, pages = 0;
        std::vector<pid_t> frontier = childrenOf(init_);
        while (!frontier.empty()) {
            pid_t pid = frontier.back();
            frontier.pop_back();
            ProcessStat stat = readStat(pid);
            if (!stat.ok) continue;
            ticks += stat.utime + stat.stime;
            pages += stat.rssPages;
            for (pid_t child : childrenOf(pid)) frontier.push_back(child);
        }
        last_.cpu = Nanoseconds(ticks * 1'000'000'000ull / tick);
        last_.memoryCurrent = pages * page;
        last_.memoryPeak = std::max(last_.memoryPeak, last_.memoryCurrent);
        return last_;
    }
    bool oomKilled() override { return false; }
    Result<void> setMemoryLimit(uint64_t) override { return {}; }
    Result<void> resetPeak() override {
        std::lock_guard lock(mutex_);
        last_.memoryPeak = last_.memoryCurrent;
        return {};
    }
    bool enforcesMemory() const override { return false; }

private:
    std::mutex mutex_;
    pid_t init_ = 0;
    Usage last_;
};

class ProcAccounting final : public AccountingBackend {
public:
    Result<std::unique_ptr<RunAccounting>> create(const Limits&) override {
        return std::unique_ptr<RunAccounting>(std::make_unique<ProcRunAccounting>());
    }
    std::string description() const override {
        return "/proc sampling every 20 ms (no cgroups: memory limit enforced by sampling, CPU limit by timer)";
    }
};

} // namespace

std::unique_ptr<AccountingBackend> makeProcAccounting() { return std::make_unique<ProcAccounting>(); }

} // namespace jd::sandbox
