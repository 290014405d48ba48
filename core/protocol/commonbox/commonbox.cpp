// The CommonBox C API over JudgeDesk's sandbox: one Sandbox per process using the library, one sandbox
// Process per CommonBox process, started by the first write or read. No exception crosses the C
// boundary: every entry point answers with the API's "can't" value instead.
#include "commonbox.h"

#include "sandbox/sandbox.h"
#include "sandbox/zygote_client.h"

#include <dlfcn.h>
#include <string.h>
#include <unistd.h>

#include <cctype>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace {

using namespace jd::sandbox;
using namespace std::chrono_literals;

// judgedesk-zygote beside this library (the build tree), or in libexec/judgedesk/ of the prefix it is
// installed in (lib/ or a multiarch lib/TRIPLET/).
std::string zygoteBesideTheLibrary() {
    if (const char* configured = std::getenv("JUDGEDESK_ZYGOTE"); configured && *configured) return configured;
    Dl_info info{};
    if (::dladdr(reinterpret_cast<void*>(&commonbox_close), &info) && info.dli_fname) {
        const std::filesystem::path library = std::filesystem::absolute(info.dli_fname).parent_path();
        for (const auto& candidate :
             {library / "judgedesk-zygote", library.parent_path() / "libexec" / "judgedesk" / "judgedesk-zygote",
              library.parent_path().parent_path() / "libexec" / "judgedesk" / "judgedesk-zygote"})
            if (::access(candidate.c_str(), X_OK) == 0) return candidate;
    }
    return findZygoteExecutable();
}

// The sandbox every CommonBox process of this program runs in, made on first use; null if it cannot start.
std::shared_ptr<Sandbox> sharedSandbox() {
    static std::once_flag once;
    static std::shared_ptr<Sandbox> sandbox;
    std::call_once(once, [] {
        SandboxOptions options;
        options.zygotePath = zygoteBesideTheLibrary();
        options.warmSlots = 2;
        if (auto created = Sandbox::create(options)) sandbox = created.value();
    });
    return sandbox;
}

// The seed's words for how a process ended.
std::string seedExitReason(const RunResult& result) {
    switch (result.status) {
    case RunStatus::Ok: return "Exited normally (return code 0).";
    case RunStatus::RuntimeError: return "Exited with error (return code " + std::to_string(result.exitCode) + ").";
    case RunStatus::Signaled: {
        std::string description = ::sigdescr_np(result.signal) ? ::sigdescr_np(result.signal) : "unknown signal";
        if (!description.empty()) description[0] = char(std::tolower(static_cast<unsigned char>(description[0])));
        return "Exited with signal " + signalName(result.signal) + " (" + description + ").";
    }
    case RunStatus::TimeLimit: return "Terminated (time limit exceeded).";
    case RunStatus::WallTimeLimit: return "Terminated (timeout expired).";
    case RunStatus::MemoryLimit: return "Terminated (memory limit exceeded).";
    case RunStatus::OutputLimit: return "Terminated (output limit exceeded).";
    case RunStatus::ForbiddenSyscall: return "Terminated (forbidden system call " + result.forbiddenSyscall + ").";
    case RunStatus::ForcedExit: return "Terminated (forced exit).";
    case RunStatus::InternalError: return "Not run (" + result.internalError + ").";
    }
    return "Terminated.";
}

// Two locks: `io_` serialises what moves data or waits (write, read, the exit reason), `state_` guards
// the few fields that limits, measurements and force_exit need, so those work while another thread is
// blocked in a read (the sandbox's run monitor behind them is thread-safe).
class CommonBoxProcess {
public:
    CommonBoxProcess(std::shared_ptr<Sandbox> sandbox, std::string executable)
        : sandbox_(std::move(sandbox))
        , cgroupAccounting_(sandbox_->report().accountingDescription.rfind("cgroup", 0) == 0) {
        spec_.argv = {executable};
        spec_.environment = {"PATH=/usr/local/bin:/usr/bin:/bin"};
        spec_.binds.push_back({std::filesystem::path(executable).parent_path(), {}, false});
        spec_.limits.cpuTime = 10s;
        spec_.limits.wallTime = 30s;
        spec_.limits.memory = 1ull << 30;
        spec_.limits.output = 64ull << 20;
        spec_.limits.processes = 64;
        spec_.stdinSpec = StreamSpec::pipe();
        spec_.stdoutSpec = StreamSpec::pipe();
    }

    template <class Send> bool write(const Send& send) {
        std::lock_guard io(io_);
        const std::shared_ptr<Process> process = start();
        if (!process) return false;
        // A process that ended takes no more input and that is no failure (the sandbox drops it); an
        // input that cannot be read is.
        return send(*process).ok();
    }

    int read(char* buffer, size_t length) {
        std::lock_guard io(io_);
        const std::shared_ptr<Process> process = start();
        if (!process) return -1;
        if (length == 0) return 0; // nothing asked, nothing read: not the end
        const ssize_t got = process->read(buffer, std::min<size_t>(length, INT32_MAX));
        return got > 0 ? int(got) : -1;
    }

    bool setLimit(safety_limit_t which, uint64_t value) {
        std::lock_guard state(state_);
        const auto nanoseconds = Nanoseconds(std::min<uint64_t>(value, INT64_MAX));
        if (!process_) { // before the start: part of what it starts with
            switch (which) {
            case WALL_TIME: spec_.limits.wallTime = nanoseconds; return true;
            case CPU_TIME: spec_.limits.cpuTime = nanoseconds; return true;
            case MEMORY_SIZE: spec_.limits.memory = value; return true;
            case OUTPUT_SIZE: spec_.limits.output = value; return true;
            }
            return false;
        }
        if (process_->finished()) return false; // nothing left to limit
        switch (which) {
        case WALL_TIME: process_->extendWallLimit(nanoseconds); return true;
        case CPU_TIME: process_->extendCpuLimit(nanoseconds); return true;
        case MEMORY_SIZE: return process_->setMemoryLimit(value).ok();
        case OUTPUT_SIZE: return process_->setOutputLimit(value);
        }
        return false;
    }

    uint64_t usage(resource_usage_t which, bool upper) {
        const uint64_t unknown = upper ? UINT64_MAX : 0;
        std::shared_ptr<Process> process;
        {
            std::lock_guard state(state_);
            if (!process_) return 0; // nothing ran yet: nothing used, exactly
            process = process_;
        }
        // The end's own account when it can be had without waiting on a reader.
        if (process->finished()) {
            std::unique_lock io(io_, std::try_to_lock);
            if (io.owns_lock()) {
                const RunResult& result = process->wait();
                switch (which) {
                case TIME: return uint64_t(result.cpuTime.count());
                case CURRENT_MEMORY: return 0;
                case PEAK_MEMORY: return cgroupAccounting_ || !upper ? result.memoryPeak : unknown;
                }
                return unknown;
            }
        }
        // /proc sampling only knows what it last saw: a lower bound.
        if (!cgroupAccounting_ && upper) return unknown;
        const Usage now = process->usage();
        switch (which) {
        case TIME: return uint64_t(now.cpu.count());
        case CURRENT_MEMORY: return now.memoryCurrent;
        case PEAK_MEMORY: return now.memoryPeak;
        }
        return unknown;
    }

    bool resetPeak() {
        std::lock_guard state(state_);
        if (!process_ || process_->finished()) return false;
        return process_->resetPeakMemory().ok();
    }

    const char* exitReason() {
        std::lock_guard io(io_);
        if (!reason_.empty()) return reason_.c_str();
        const std::shared_ptr<Process> process = start();
        RunResult notStarted;
        notStarted.status = RunStatus::ForcedExit; // forced out before it began
        if (startError_) notStarted = *startError_;
        reason_ = seedExitReason(process ? process->wait() : notStarted);
        return reason_.c_str();
    }

    bool forceExit() {
        std::unique_lock io(io_, std::try_to_lock);
        std::lock_guard state(state_);
        if (!process_) {
            forcedBeforeStart_ = true; // it never runs
            return true;
        }
        if (process_->finished()) return true;
        // Closing the input is for the one who holds the pipes; another thread's read keeps them.
        if (io.owns_lock())
            process_->forceExit();
        else
            process_->forceExitFromAnotherThread();
        return true;
    }

private:
    // The process, started on first use under io_; null when it cannot start or was forced out first.
    std::shared_ptr<Process> start() {
        std::lock_guard state(state_);
        if (process_ || forcedBeforeStart_ || startError_) return process_;
        auto started = sandbox_->start(spec_);
        if (!started) {
            startError_ = RunResult{};
            startError_->status = RunStatus::InternalError;
            startError_->internalError = started.error();
            return nullptr;
        }
        process_ = std::move(started.value());
        return process_;
    }

    std::shared_ptr<Sandbox> sandbox_;
    const bool cgroupAccounting_;
    std::mutex io_, state_; // io_ first when both are taken
    RunSpec spec_;
    std::shared_ptr<Process> process_;
    std::optional<RunResult> startError_;
    std::string reason_;
    bool forcedBeforeStart_ = false;
};

CommonBoxProcess* from(commonbox_process_t process) { return static_cast<CommonBoxProcess*>(process); }

// Runs `call` on a valid handle, turning anything thrown into the API's "can't" value.
template <class T, class Call> T guarded(commonbox_process_t process, T cannot, Call call) {
    if (!process) return cannot;
    try {
        return call(*from(process));
    } catch (...) { return cannot; }
}

} // namespace

extern "C" {

commonbox_process_t commonbox_create_process_from_executable(char* path) {
    try {
        if (!path || ::access(path, X_OK) != 0 || std::filesystem::is_directory(path)) return nullptr;
        auto sandbox = sharedSandbox();
        if (!sandbox) return nullptr;
        return new CommonBoxProcess(sandbox, std::filesystem::canonical(path).string());
    } catch (...) { return nullptr; }
}

uint64_t commonbox_close(commonbox_process_t process) {
    delete from(process); // a run still going is killed with its Process
    return 0;
}

result_t commonbox_write_file_at(commonbox_process_t process, char* path) {
    if (!path) return false;
    return guarded(process, false, [&](CommonBoxProcess& box) {
        return box.write([&](Process& running) { return running.writeFile(path); });
    });
}

result_t commonbox_write_file(commonbox_process_t process, int fd, off_t offset, size_t len) {
    if (fd < 0 || offset < 0) return false;
    return guarded(process, false, [&](CommonBoxProcess& box) {
        return box.write([&](Process& running) { return running.writeFd(fd, offset, len); });
    });
}

result_t commonbox_write(commonbox_process_t process, char* buf, size_t len) {
    if (!buf && len > 0) return false;
    return guarded(process, false, [&](CommonBoxProcess& box) {
        return box.write([&](Process& running) { return running.write(std::string_view(buf, len)); });
    });
}

int commonbox_read(commonbox_process_t process, char* buf, size_t len) {
    if (!buf) return -1;
    return guarded(process, -1, [&](CommonBoxProcess& box) { return box.read(buf, len); });
}

result_t commonbox_set_safety_limit(commonbox_process_t process, safety_limit_t which, uint64_t value) {
    return guarded(process, false, [&](CommonBoxProcess& box) { return box.setLimit(which, value); });
}

uint64_t commonbox_get_resource_usage(commonbox_process_t process, resource_usage_t which, bool upper) {
    return guarded(process, upper ? UINT64_MAX : uint64_t(0),
                   [&](CommonBoxProcess& box) { return box.usage(which, upper); });
}

result_t commonbox_reset_peak_memory_usage(commonbox_process_t process) {
    return guarded(process, false, [&](CommonBoxProcess& box) { return box.resetPeak(); });
}

char* commonbox_get_exit_reason(commonbox_process_t process) {
    static char unknown[] = "Unknown (no process).";
    return guarded(process, unknown, [&](CommonBoxProcess& box) { return const_cast<char*>(box.exitReason()); });
}

result_t commonbox_force_exit(commonbox_process_t process) {
    return guarded(process, false, [&](CommonBoxProcess& box) { return box.forceExit(); });
}

} // extern "C"
