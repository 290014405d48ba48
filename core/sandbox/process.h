#pragma once
// One sandboxed run with the CommonBox semantics (shared/seeds/commonbox-api.md): input written from a
// buffer, a file or an fd range without ever failing because the program died; output read
// incrementally; resource usage during and after; limits changed while running; force_exit.
#include "../common/result.h"
#include "run_monitor.h"
#include "run_result.h"
#include "unique_fd.h"

#include <atomic>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace jd::sandbox {

class Process {
public:
    ~Process(); // a run still going is forced to exit; nothing of it survives its Process

    // Input, when the spec's stdin is StreamSpec::pipe(). Buffered; flushed by read() and wait().
    Result<void> write(std::string_view data);
    Result<void> writeFile(const std::string& path);
    Result<void> writeFd(int fd, off_t offset, size_t length);
    Result<void> closeInput();
    // Output, when the spec's stdout is StreamSpec::pipe(): at least one byte, or -1 once the program
    // will write no more. Crossing the output limit ends the run with OL.
    ssize_t read(char* buffer, size_t length);
    // Where the program's standard error goes when the spec's stderr is StreamSpec::pipe(): handed to
    // `sink` as it arrives (while read() or wait() runs), counted against the output limit like stdout.
    // Without a sink it is counted and dropped.
    void setErrorSink(std::function<void(const char* data, size_t size)> sink) { errorSink_ = std::move(sink); }

    Usage usage() { return monitor_->usage(); }
    Result<void> resetPeakMemory() { return monitor_->resetPeakMemory(); }
    void extendCpuLimit(Nanoseconds fromNow) { monitor_->extendCpuLimit(fromNow); }
    void extendWallLimit(Nanoseconds fromNow) { monitor_->extendWallLimit(fromNow); }
    Result<void> setMemoryLimit(uint64_t bytes) { return monitor_->setMemoryLimit(bytes); }
    // The most the piped stdout and stderr may each bring in all, from now on; a stream already past it ends
    // the run as an output limit. Thread-safe: another thread may be in read(). False when the output is cut
    // off at its limit instead (Limits::truncateOutput), which stays as it started.
    bool setOutputLimit(uint64_t bytes);
    void setSampleCallback(SampleCallback callback) { monitor_->setSampleCallback(std::move(callback)); }

    // Closes the input and gives the program ~50 ms to end by itself before it is killed.
    void forceExit();
    // forceExit without closing the input: what another thread may ask while one is in read() or wait().
    void forceExitFromAnotherThread() { monitor_->forceExit(std::chrono::milliseconds(50)); }
    // Ends the run now (reported as a forced exit). Thread-safe: another thread may be in wait().
    void kill() { monitor_->kill(RunStatus::ForcedExit); }
    // Waits for the end (flushing input, keeping unread output for read()) and tells how it ended.
    const RunResult& wait();
    bool finished() { return monitor_->finished(); }
    // Readable once the run has ended (wait() then returns at once); lives as long as the Process.
    int finishedFd() { return monitor_->finishedFd(); }

private:
    friend class Sandbox;
    struct PendingInput {
        std::string bytes;
        size_t offset = 0;
        UniqueFd file; // or a file region still to be read
        off_t fileOffset = 0;
        size_t fileRemaining = 0;
    };
    Process() = default;
    bool pumpInput(); // writes what the pipe takes now; false once nothing is pending
    void discardInput();
    ssize_t readSome(char* buffer, size_t length, bool block);

    // Drains whatever stderr has now; false once it is closed.
    void drainError();
    bool overLimit(uint64_t total);

    UniqueFd input_, output_, error_;
    std::function<void(const char*, size_t)> errorSink_;
    std::atomic<uint64_t> errorBytes_{0};
    UniqueFd outputFile_; // stdout to a file: its size is the output measured
    std::deque<PendingInput> pending_;
    bool closeInputWhenFlushed_ = false;
    std::string unread_; // output drained by wait() and not yet read()
    std::atomic<uint64_t> outputBytes_{0};
    std::atomic<uint64_t> outputLimit_{kNoOutputLimit}; // of a piped stream; kNoOutputLimit: none
    static constexpr uint64_t kNoOutputLimit = UINT64_MAX;
    std::optional<uint64_t> truncateAt_; // Limits::truncateOutput: stdout past this is read and dropped
    std::unique_ptr<RunMonitor> monitor_;
};

} // namespace jd::sandbox
