#include "wait_status_server.h"

#include "sandbox/run_result.h"
#include "sandbox/runtime/syscalls.h"
#include "sandbox/unique_fd.h"

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <functional>
#include <mutex>
#include <optional>
#include <utility>

namespace jd::protocol {
namespace {

using sandbox::UniqueFd;
constexpr size_t kLongestMessage = 4096; // "0" or "1"; anything longer is malformed all the same

// Readable once a stop is requested, so that every wait below can watch it.
class StopSignal {
public:
    explicit StopSignal(std::stop_token stop)
        : fd_(::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK))
        , callback_(stop, [this] {
            uint64_t one = 1;
            (void)!::write(fd_.get(), &one, sizeof one);
        }) {}
    int fd() const { return fd_.get(); }

private:
    UniqueFd fd_;
    std::stop_callback<std::function<void()>> callback_;
};

// Blocks until a client has written a message into the wait pipe and closed it; nullopt on a stop.
std::optional<std::string> readWaitMessage(const std::string& path, const StopSignal& stop) {
    // Opened without blocking: a FIFO read end then reports neither data nor a hang-up until a writer
    // has come, and its end of file once that writer is gone.
    UniqueFd pipe(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
    if (!pipe) return std::nullopt; // gone: no client can reach this process any more
    std::string message;
    for (;;) {
        pollfd watched[2] = {{pipe.get(), POLLIN, 0}, {stop.fd(), POLLIN, 0}};
        if (::poll(watched, 2, -1) < 0 && errno != EINTR) return std::nullopt;
        if (watched[1].revents) return std::nullopt;
        if (!watched[0].revents) continue;
        char buffer[512];
        const ssize_t got = ::read(pipe.get(), buffer, sizeof buffer);
        if (got > 0) {
            if (message.size() < kLongestMessage) message.append(buffer, size_t(got));
            continue;
        }
        if (got == 0) return message; // the writer closed: the message is whole
        if (errno != EAGAIN && errno != EINTR) return message;
    }
}

// A client that closes its end before reading would end the server with SIGPIPE: for the scope, the signal is
// held back from this thread and, if it came, taken back, so that the write fails with EPIPE instead.
class SigpipeHeldBack {
public:
    SigpipeHeldBack() {
        sigemptyset(&pipeOnly_);
        sigaddset(&pipeOnly_, SIGPIPE);
        ::pthread_sigmask(SIG_BLOCK, &pipeOnly_, &before_);
    }
    ~SigpipeHeldBack() {
        const timespec now{0, 0};
        while (::sigtimedwait(&pipeOnly_, nullptr, &now) == SIGPIPE) {}
        ::pthread_sigmask(SIG_SETMASK, &before_, nullptr);
    }
    SigpipeHeldBack(const SigpipeHeldBack&) = delete;
    SigpipeHeldBack& operator=(const SigpipeHeldBack&) = delete;

private:
    sigset_t pipeOnly_{}, before_{};
};

// Waits for the client to open the status pipe, then writes `text` and closes it (the client's end of
// file). False on a stop.
bool writeStatus(const std::string& path, const std::string& text, std::stop_token stop) {
    // The client opens the status pipe with a blocking open, which completes only once a writer has come: no
    // notification of it can be awaited (inotify reports an open once it has completed). A blocking open for
    // writing is what waits for it, and returns as soon as a reader is there, before or after this call.
    // A stop ends that wait by opening a reader of its own.
    UniqueFd ownReader;
    std::mutex opening;
    std::stop_callback wake(stop, [&] {
        std::lock_guard lock(opening);
        ownReader = UniqueFd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
    });
    UniqueFd pipe;
    while (!pipe && !stop.stop_requested()) {
        pipe = UniqueFd(::open(path.c_str(), O_WRONLY | O_CLOEXEC));
        if (!pipe && errno != EINTR) return true; // the pipe went away: nobody can read the status
    }
    if (stop.stop_requested()) return false;
    const SigpipeHeldBack quiet;
    size_t written = 0;
    while (written < text.size()) {
        const ssize_t now = ::write(pipe.get(), text.data() + written, text.size() - written);
        if (now < 0 && errno == EINTR) continue;
        if (now <= 0) break; // the client left early: its loss
        written += size_t(now);
    }
    return true;
}

std::string describe(const std::string& message) {
    std::string shown;
    for (char c : message.substr(0, 40))
        shown += (c >= 0x20 && c < 0x7f) ? std::string(1, c)
                                         : "\\x" + std::string(1, "0123456789abcdef"[(c >> 4) & 15]) +
                                               std::string(1, "0123456789abcdef"[c & 15]);
    return shown + (message.size() > 40 ? "..." : "");
}

} // namespace

Result<NamedPipe> NamedPipe::openOrCreate(const std::string& path) {
    struct stat info {};
    if (::lstat(path.c_str(), &info) == 0) {
        if (!S_ISFIFO(info.st_mode)) return fail(path + " exists and is not a named pipe");
        return NamedPipe(path, false);
    }
    if (::mkfifo(path.c_str(), 0600) != 0)
        return fail("cannot create the named pipe " + path + ": " + sandbox::sys::errnoText());
    return NamedPipe(path, true);
}

NamedPipe::NamedPipe(NamedPipe&& other) noexcept
    : path_(std::move(other.path_))
    , created_(std::exchange(other.created_, false)) {}

NamedPipe::~NamedPipe() {
    if (created_) ::unlink(path_.c_str());
}

std::string statusText(uint64_t cpuMicroseconds, uint64_t memoryBytes, const std::string& words) {
    return std::to_string(cpuMicroseconds) + "\n" + std::to_string(memoryBytes) + "\n" + words + "\n";
}

sandbox::RunResult serveWaitStatus(sandbox::Process& process, const NamedPipe& waitPipe, const NamedPipe& statusPipe,
                                   std::stop_token stop) {
    const StopSignal stopped(stop);
    auto status = [&](const std::string& note) {
        if (process.finished()) {
            const sandbox::RunResult& result = process.wait();
            return statusText(uint64_t(result.cpuTime.count() / 1000), 0,
                              sandbox::exitReason(result) + (note.empty() ? "" : "; " + note));
        }
        const sandbox::Usage now = process.usage();
        return statusText(uint64_t(now.cpu.count() / 1000), now.memoryCurrent,
                          "Running" + (note.empty() ? std::string() : "; " + note));
    };
    for (;;) {
        std::optional<std::string> message = readWaitMessage(waitPipe.path(), stopped);
        if (!message) break; // stopped, or the pipe is gone: ended as a termination would, with nobody to tell
        std::string trimmed = *message;
        while (!trimmed.empty() && (trimmed.back() == '\n' || trimmed.back() == '\r' || trimmed.back() == ' '))
            trimmed.pop_back();
        if (trimmed == "0") {
            process.forceExit(); // about 50 ms to end by itself, then the kill
            process.wait();
            writeStatus(statusPipe.path(), status({}), stop);
            return process.wait();
        }
        const std::string note =
            trimmed == "1" ? std::string() : "malformed wait message '" + describe(trimmed) + "': expected 0 or 1";
        if (!writeStatus(statusPipe.path(), status(note), stop)) break;
    }
    process.forceExit();
    return process.wait();
}

} // namespace jd::protocol
