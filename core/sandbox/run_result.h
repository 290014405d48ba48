#pragma once
#include "run_spec.h"

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
};

std::string statusCode(RunStatus status);
// Plain words: "Exited normally (return code 0)", "Terminated (time limit exceeded)", ...
std::string exitReason(const RunResult& result);
std::string signalName(int signal);

} // namespace jd::sandbox
