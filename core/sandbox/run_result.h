#pragma once
#include "run_spec.h"

#include <optional>
#include <string>

namespace jd::sandbox {

// How a run ended, in the isolate-like codes the meta file uses.
enum class RunStatus {
    Ok,               // OK: exited with 0
    RuntimeError,     // RE: exited with a non-zero code
    Signaled,         // SG: killed by a signal of its own making
    TimeLimit,        // TL: CPU time limit
    WallTimeLimit,    // WL
    MemoryLimit,      // ML
    OutputLimit,      // OL
    ForbiddenSyscall, // RF
    ForcedExit,       // FX: the caller ended it (CommonBox force_exit)
    InternalError,    // XX: the sandbox could not run it
};

struct RunResult {
    RunStatus status = RunStatus::InternalError;
    int exitCode = 0;
    int signal = 0;
    Nanoseconds cpuTime{0};
    Nanoseconds wallTime{0};
    uint64_t memoryPeak = 0;
    uint64_t outputBytes = 0;
    std::string forbiddenSyscall;
    std::string internalError;
    // The most tasks (processes and threads; processes alone with /proc accounting) the run had at once: the
    // kernel's pids.peak on a cgroup v2 run's fresh cgroup, else the largest count of its 50 Hz samples.
    uint32_t processPeak = 0;
};

// What is known of a run's end besides its measures, for classifyRun.
struct RunEnd {
    enum class Report { Missing, LaunchFailed, ForbiddenSyscall, Ended };
    Report report = Report::Missing;    // what the run's init said
    std::optional<RunStatus> killedFor; // the monitor ended it, and why
    bool oomKilled = false;             // the kernel's OOM killer ended it
    // The limits as they stood at the end (CommonBox may extend them while the program runs).
    std::optional<uint64_t> memoryLimit;
    std::optional<uint64_t> outputLimit;
    std::optional<Nanoseconds> cpuLimit;
    std::optional<Nanoseconds> wallLimit;
};

// The status of a run measured as `measured` (exit code, signal, times, memory, output). A launch that failed
// comes first, then the monitor's own kill, a missing report, a forbidden call; then the limits, memory before
// output before CPU before wall (a program over several was most likely ended by the first); then how the
// program ended by itself. Memory counts only for an abnormal end: a program may finish cleanly at its peak.
RunStatus classifyRun(const RunEnd& end, const RunResult& measured);

std::string statusCode(RunStatus status);
// Plain words: "Exited normally (return code 0)", "Terminated (time limit exceeded)", ...
std::string exitReason(const RunResult& result);
std::string signalName(int signal);

} // namespace jd::sandbox
