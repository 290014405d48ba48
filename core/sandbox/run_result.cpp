#include "run_result.h"

#include <signal.h>
#include <string.h>

namespace jd::sandbox {

RunStatus classifyRun(const RunEnd& end, const RunResult& measured) {
    using Report = RunEnd::Report;
    if (end.report == Report::LaunchFailed) return RunStatus::InternalError;
    if (end.killedFor) return *end.killedFor;
    if (end.report == Report::Missing) return RunStatus::InternalError;
    if (end.report == Report::ForbiddenSyscall) return RunStatus::ForbiddenSyscall;
    const bool abnormal = measured.signal != 0 || measured.exitCode != 0;
    if (end.memoryLimit && (end.oomKilled || (abnormal && measured.memoryPeak >= *end.memoryLimit)))
        return RunStatus::MemoryLimit;
    if (measured.signal == SIGXFSZ || (end.outputLimit && measured.outputBytes > *end.outputLimit))
        return RunStatus::OutputLimit;
    if (measured.signal == SIGXCPU || (end.cpuLimit && measured.cpuTime > *end.cpuLimit)) return RunStatus::TimeLimit;
    if (end.wallLimit && measured.wallTime > *end.wallLimit) return RunStatus::WallTimeLimit;
    if (measured.signal != 0) return RunStatus::Signaled;
    if (measured.exitCode != 0) return RunStatus::RuntimeError;
    return RunStatus::Ok;
}

std::string statusCode(RunStatus status) {
    switch (status) {
    case RunStatus::Ok: return "OK";
    case RunStatus::RuntimeError: return "RE";
    case RunStatus::Signaled: return "SG";
    case RunStatus::TimeLimit: return "TL";
    case RunStatus::WallTimeLimit: return "WL";
    case RunStatus::MemoryLimit: return "ML";
    case RunStatus::OutputLimit: return "OL";
    case RunStatus::ForbiddenSyscall: return "RF";
    case RunStatus::ForcedExit: return "FX";
    case RunStatus::InternalError: return "XX";
    }
    return "XX";
}

std::string signalName(int signal) {
    const char* abbreviation = sigabbrev_np(signal);
    return abbreviation ? std::string("SIG") + abbreviation : "signal " + std::to_string(signal);
}

std::string exitReason(const RunResult& result) {
    switch (result.status) {
    case RunStatus::Ok: return "Exited normally (return code 0)";
    case RunStatus::RuntimeError: return "Exited with error (return code " + std::to_string(result.exitCode) + ")";
    case RunStatus::Signaled: return "Exited with signal " + signalName(result.signal);
    case RunStatus::TimeLimit: return "Terminated (time limit exceeded)";
    case RunStatus::WallTimeLimit: return "Terminated (wall time limit exceeded)";
    case RunStatus::MemoryLimit: return "Terminated (memory limit exceeded)";
    case RunStatus::OutputLimit: return "Terminated (output limit exceeded)";
    case RunStatus::ForbiddenSyscall: return "Terminated (forbidden syscall " + result.forbiddenSyscall + ")";
    case RunStatus::ForcedExit: return "Terminated (forced exit)";
    case RunStatus::InternalError: return "Internal error (" + result.internalError + ")";
    }
    return {};
}

} // namespace jd::sandbox
