#include "process.h"

#include "runtime/syscalls.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace jd::sandbox {
namespace {
constexpr size_t kFileChunk = 64 * 1024;
}

Process::~Process() {
    discardInput();
    input_.reset();
    output_.reset(); // a program still writing gets EPIPE instead of blocking forever
    if (monitor_ && !monitor_->finished()) monitor_->kill(RunStatus::ForcedExit);
    monitor_.reset();
}

void Process::discardInput() {
    pending_.clear();
    if (closeInputWhenFlushed_) input_.reset();
}

bool Process::pumpInput() {
    while (input_ && !pending_.empty()) {
        PendingInput& front = pending_.front();
        if (front.file) {
            if (front.fileRemaining == 0) {
                pending_.pop_front();
                continue;
            }
            // Read the next piece of the file region and queue it in front as bytes.
            std::string chunk(std::min(kFileChunk, front.fileRemaining), '\0');
            ssize_t got = ::pread(front.file.get(), chunk.data(), chunk.size(), front.fileOffset);
            if (got <= 0) {
                pending_.pop_front();
                continue;
            }
            chunk.resize(static_cast<size_t>(got));
            front.fileOffset += got;
            front.fileRemaining -= static_cast<size_t>(got);
            pending_.push_front(PendingInput{std::move(chunk), 0, {}, 0, 0});
            continue;
        }
        ssize_t written = sys::writeWithoutSigpipe(input_.get(), front.bytes.data() + front.offset,
                                                   front.bytes.size() - front.offset);
        if (written < 0) {
            if (errno == EINTR) continue;
            if (errno == EAGAIN) return true;
            // The program is gone or closed its input: what it did not read is simply dropped.
            pending_.clear();
            input_.reset();
            return false;
        }
        front.offset += static_cast<size_t>(written);
        if (front.offset == front.bytes.size()) pending_.pop_front();
    }
    if (pending_.empty() && closeInputWhenFlushed_) input_.reset();
    return !pending_.empty();
}

Result<void> Process::write(std::string_view data) {
    if (!input_) return {}; // closed or the program ended: ignored, as CommonBox requires
    pending_.push_back(PendingInput{std::string(data), 0, {}, 0, 0});
    pumpInput();
    return {};
}

Result<void> Process::writeFile(const std::string& path) {
    UniqueFd file(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (!file) return fail("cannot open input " + path + ": " + sys::errnoText());
    struct stat info {};
    ::fstat(file.get(), &info);
    if (!input_) return {};
    pending_.push_back(PendingInput{{}, 0, std::move(file), 0, static_cast<size_t>(info.st_size)});
    pumpInput();
    return {};
}

Result<void> Process::writeFd(int fd, off_t offset, size_t length) {
    UniqueFd copy(::fcntl(fd, F_DUPFD_CLOEXEC, 3));
    if (!copy) return fail("cannot use fd " + std::to_string(fd) + ": " + sys::errnoText());
    if (!input_) return {};
    pending_.push_back(PendingInput{{}, 0, std::move(copy), offset, length});
    pumpInput();
    return {};
}

Result<void> Process::closeInput() {
    closeInputWhenFlushed_ = true;
    pumpInput();
    return {};
}

bool Process::overLimit(uint64_t total) {
    if (total <= outputLimit_.load()) return false;
    monitor_->kill(RunStatus::OutputLimit);
    output_.reset();
    error_.reset();
    return true;
}

bool Process::setOutputLimit(uint64_t bytes) {
    if (truncateAt_) return false;
    outputLimit_ = bytes;
    // The reader notices at its next read; the run ends now.
    if (outputBytes_.load() > bytes || errorBytes_.load() > bytes) monitor_->kill(RunStatus::OutputLimit);
    return true;
}

void Process::drainError() {
    char buffer[16 * 1024];
    ssize_t got = ::read(error_.get(), buffer, sizeof buffer);
    if (got < 0 && (errno == EINTR || errno == EAGAIN)) return;
    if (got <= 0) {
        error_.reset();
        return;
    }
    const uint64_t before = errorBytes_;
    errorBytes_ += static_cast<uint64_t>(got);
    if (truncateAt_) {
        // Cut off like stdout (DOMjudge's runguard): past the limit counted and dropped, never a verdict.
        if (before >= *truncateAt_) return;
        got = static_cast<ssize_t>(std::min<uint64_t>(static_cast<uint64_t>(got), *truncateAt_ - before));
    } else if (overLimit(errorBytes_)) {
        return;
    }
    if (errorSink_) errorSink_(buffer, static_cast<size_t>(got));
}

// Waits on stdout (when `buffer` is given), stderr and pending input together, so that a program
// blocked on one of them never stalls the others.
ssize_t Process::readSome(char* buffer, size_t length, bool block) {
    for (;;) {
        const int output = buffer ? output_.get() : -1;
        if (output < 0 && !error_ && pending_.empty()) return -1;
        pollfd watched[3] = {
            {output, POLLIN, 0}, {pending_.empty() ? -1 : input_.get(), POLLOUT, 0}, {error_.get(), POLLIN, 0}};
        if (::poll(watched, 3, block ? -1 : 0) < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        if (watched[1].revents) pumpInput();
        if (watched[2].revents) drainError();
        if (output < 0) {
            if (!error_ && (pending_.empty() || !input_)) return -1;
            if (!block) return 0;
            continue;
        }
        if (!watched[0].revents) {
            if (!block) return 0;
            continue;
        }
        ssize_t got = ::read(output, buffer, length);
        if (got < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (got <= 0) {
            output_.reset();
            return -1;
        }
        const uint64_t before = outputBytes_.fetch_add(static_cast<uint64_t>(got));
        if (truncateAt_) {
            if (before >= *truncateAt_) continue; // past the limit: counted, dropped, the program runs on
            return static_cast<ssize_t>(std::min<uint64_t>(static_cast<uint64_t>(got), *truncateAt_ - before));
        }
        if (overLimit(before + static_cast<uint64_t>(got))) return -1;
        return got;
    }
}

ssize_t Process::read(char* buffer, size_t length) {
    if (length == 0) return 0;
    if (!unread_.empty()) {
        size_t n = std::min(length, unread_.size());
        std::memcpy(buffer, unread_.data(), n);
        unread_.erase(0, n);
        return static_cast<ssize_t>(n);
    }
    if (!output_) return -1;
    return readSome(buffer, length, true);
}

void Process::forceExit() {
    pending_.clear();
    input_.reset();
    monitor_->forceExit(std::chrono::milliseconds(50));
}

const RunResult& Process::wait() {
    // Keep the pipes moving until the program is gone: its output is kept for read(), its pending
    // input written or, once it cannot be, dropped. Both pipes report the end by themselves.
    char buffer[64 * 1024];
    while (output_ || error_ || (input_ && !pending_.empty())) {
        if (output_) {
            ssize_t got = readSome(buffer, sizeof buffer, true);
            if (got > 0) unread_.append(buffer, static_cast<size_t>(got));
            continue;
        }
        if (readSome(nullptr, 0, true) < 0) break;
    }
    return monitor_->wait();
}

} // namespace jd::sandbox
