#pragma once
// The Turingarena sandbox process protocol (seeds/turingarena-sandbox-process-protocol.txt) over a
// running sandbox Process: the client writes "1" (continue) or "0" (terminate) into the wait pipe with
// open/write/close, then reads the status pipe to its end: the CPU time used so far in microseconds,
// the memory in use in bytes, and a line saying how the process is, in plain words. Any number of "1"
// calls, whatever the process's state; "0" ends it (about 50 ms of grace, then the kill) and is the last.
#include "common/result.h"
#include "sandbox/process.h"

#include <stop_token>
#include <string>

namespace jd::protocol {

// A named pipe at `path`, made if missing; removed on destruction only if made here.
class NamedPipe {
public:
    static Result<NamedPipe> openOrCreate(const std::string& path);
    NamedPipe(NamedPipe&& other) noexcept;
    NamedPipe& operator=(NamedPipe&&) = delete;
    ~NamedPipe();
    const std::string& path() const { return path_; }

private:
    NamedPipe(std::string path, bool created)
        : path_(std::move(path))
        , created_(created) {}
    std::string path_;
    bool created_ = false;
};

// The status the protocol reports, as the three lines it writes.
std::string statusText(uint64_t cpuMicroseconds, uint64_t memoryBytes, const std::string& words);

// Serves wait calls until the termination call (or a stop request, which ends the process the same
// way) and returns how the process ended.
sandbox::RunResult serveWaitStatus(sandbox::Process& process, const NamedPipe& waitPipe, const NamedPipe& statusPipe,
                                   std::stop_token stop);

} // namespace jd::protocol
