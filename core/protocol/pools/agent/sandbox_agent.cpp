// judgedesk-sandbox-agent: what keeps a pool sandbox alive between commands, as `sleep infinity` keeps the
// seed's Docker containers. It is the one program of a long sandbox run, so every command it starts shares
// that run's namespaces, cgroup limits, /app and /tmp (a command left running in the background, a web
// application, is still there for the next one), and it makes the HTTP requests to such an application
// from inside the run's own network namespace. It talks to the manager over the socket on its standard
// input: frames of a 4-byte length (little-endian) holding fields of a 4-byte length and their bytes, the
// first field the request's name.
//
//   run   command workdir stdin timeout_ms  -> ok exit_code signal wall_ms timed_out stdout stderr
//   write directory (path contents)...      -> ok
//   http  port timeout_ms request           -> ok response
//   ping                                    -> ok
//
// A failure answers `error message`. No Qt, statically linked where it can be, so that it starts inside a
// sandbox that shows only the host's system directories.
#include "agent_frames.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

constexpr int kChannel = 0;
constexpr size_t kKeptOutput = 1 << 20;        // of stdout and of stderr each
constexpr size_t kLargestFrame = 256u << 20;   // files travel in one frame
constexpr size_t kLargestResponse = 16u << 20; // of an HTTP request
constexpr int kDrainAfterExitMs = 100;         // a background command may hold the pipes open

using Fields = std::vector<std::string>;

std::string errnoText() { return std::strerror(errno); }

int64_t nowMs() {
    timespec now{};
    ::clock_gettime(CLOCK_MONOTONIC, &now);
    return int64_t(now.tv_sec) * 1000 + now.tv_nsec / 1'000'000;
}

bool readAll(int fd, void* data, size_t size) {
    auto* bytes = static_cast<char*>(data);
    while (size > 0) {
        const ssize_t got = ::read(fd, bytes, size);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return false;
        bytes += got;
        size -= size_t(got);
    }
    return true;
}

bool writeAll(int fd, const void* data, size_t size) {
    const auto* bytes = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t put = ::write(fd, bytes, size);
        if (put < 0 && errno == EINTR) continue;
        if (put <= 0) return false;
        bytes += put;
        size -= size_t(put);
    }
    return true;
}

bool receive(Fields& fields) {
    char header[4];
    if (!readAll(kChannel, header, 4)) return false;
    const uint32_t size = jd::protocol::agent::readU32(header);
    if (size > kLargestFrame) return false;
    std::string payload(size, '\0');
    return readAll(kChannel, payload.data(), size) && jd::protocol::agent::decodeFields(payload, fields);
}

bool send(const Fields& fields) {
    const std::string frame = jd::protocol::agent::encodeFrame(fields);
    return writeAll(kChannel, frame.data(), frame.size());
}

bool sendError(const std::string& message) { return send({"error", message}); }

long number(const std::string& text) { return std::strtol(text.c_str(), nullptr, 10); }

void setNonBlocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

struct Pipe {
    int read = -1, write = -1;
    bool open() {
        int fds[2];
        if (::pipe2(fds, O_CLOEXEC) != 0) return false;
        read = fds[0];
        write = fds[1];
        return true;
    }
    void close() {
        for (int* fd : {&read, &write})
            if (*fd >= 0) {
                ::close(*fd);
                *fd = -1;
            }
    }
};

// Reads what is there; false at the end. Past `kept` bytes the rest is read and dropped.
bool drain(int fd, std::string& into) {
    char buffer[65536];
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got > 0) {
            if (into.size() < kKeptOutput) into.append(buffer, std::min(size_t(got), kKeptOutput - into.size()));
            continue;
        }
        if (got < 0 && errno == EINTR) continue;
        return got < 0 && errno == EAGAIN;
    }
}

bool run(const Fields& request) {
    if (request.size() != 5) return sendError("run: expected command, workdir, stdin, timeout");
    const std::string& command = request[1];
    const std::string& workdir = request[2];
    const std::string& input = request[3];
    const long timeoutMs = number(request[4]);
    Pipe in, out, err;
    if (!in.open() || !out.open() || !err.open()) return sendError("pipe: " + errnoText());
    const int64_t started = nowMs();
    const pid_t child = ::fork();
    if (child < 0) return sendError("fork: " + errnoText());
    if (child == 0) {
        ::setpgid(0, 0);
        ::signal(SIGPIPE, SIG_DFL);
        // At the container's memory limit the kernel's OOM killer takes a command, never the agent that
        // keeps the container (raising the score needs no privilege; its children inherit it).
        if (const int score = ::open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC); score >= 0) {
            (void)!::write(score, "1000", 4);
            ::close(score);
        }
        ::dup2(in.read, 0);
        ::dup2(out.write, 1);
        ::dup2(err.write, 2);
        if (::chdir(workdir.c_str()) != 0) {
            std::fprintf(stderr, "cannot enter %s: %s\n", workdir.c_str(), errnoText().c_str());
            ::_exit(126);
        }
        ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        std::fprintf(stderr, "cannot start /bin/sh: %s\n", errnoText().c_str());
        ::_exit(127);
    }
    ::setpgid(child, child); // both sides, whichever runs first
    in.read = (::close(in.read), -1);
    out.write = (::close(out.write), -1);
    err.write = (::close(err.write), -1);
    const int pidfd = int(::syscall(SYS_pidfd_open, child, 0));
    for (int fd : {in.write, out.read, err.read})
        setNonBlocking(fd);

    std::string stdoutText, stderrText;
    size_t written = 0;
    if (input.empty()) in.close();
    bool exited = false, timedOut = false;
    int status = 0;
    int64_t exitedAt = 0;
    for (;;) {
        const int64_t now = nowMs();
        if (!exited && timeoutMs > 0 && now - started >= timeoutMs) {
            ::kill(-child, SIGKILL);
            timedOut = true;
        }
        if (exited && (now - exitedAt >= kDrainAfterExitMs || (out.read < 0 && err.read < 0))) break;
        pollfd polled[4];
        int count = 0;
        auto watch = [&](int fd, short events) {
            if (fd >= 0) polled[count++] = {fd, events, 0};
        };
        watch(out.read, POLLIN);
        watch(err.read, POLLIN);
        watch(in.write, POLLOUT);
        if (!exited) watch(pidfd, POLLIN);
        int wait = exited ? int(kDrainAfterExitMs - (now - exitedAt)) : 50;
        if (!exited && timeoutMs > 0)
            wait = int(std::min<int64_t>(wait, std::max<int64_t>(0, started + timeoutMs - now)));
        if (pidfd < 0 && !exited) wait = std::min(wait, 10);
        ::poll(polled, nfds_t(count), std::max(0, wait));
        if (out.read >= 0 && !drain(out.read, stdoutText)) out.close();
        if (err.read >= 0 && !drain(err.read, stderrText)) err.close();
        if (in.write >= 0) {
            const ssize_t put = ::write(in.write, input.data() + written, input.size() - written);
            if (put > 0) written += size_t(put);
            if ((put < 0 && errno != EAGAIN && errno != EINTR) || written == input.size()) in.close();
        }
        if (!exited && ::waitpid(child, &status, WNOHANG) == child) {
            exited = true;
            exitedAt = nowMs();
        }
    }
    const int64_t wall = (exitedAt ? exitedAt : nowMs()) - started;
    in.close();
    out.close();
    err.close();
    if (pidfd >= 0) ::close(pidfd);
    const int exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    const int signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    return send({"ok", std::to_string(exitCode), std::to_string(signal), std::to_string(wall), timedOut ? "1" : "0",
                 stdoutText, stderrText});
}

// Every directory above `path` below `base`.
bool makeParents(const std::string& path, std::string& error) {
    for (size_t slash = path.find('/', 1); slash != std::string::npos; slash = path.find('/', slash + 1)) {
        const std::string directory = path.substr(0, slash);
        if (::mkdir(directory.c_str(), 0777) != 0 && errno != EEXIST) {
            error = "cannot create " + directory + ": " + errnoText();
            return false;
        }
    }
    return true;
}

bool writeFiles(const Fields& request) {
    if (request.size() < 2 || request.size() % 2 != 0) return sendError("write: expected a directory and files");
    const std::string& base = request[1];
    for (size_t i = 2; i + 1 < request.size(); i += 2) {
        const std::string& relative = request[i];
        if (relative.empty() || relative[0] == '/' || relative.find("..") != std::string::npos)
            return sendError("'" + relative + "' is not a path inside " + base);
        const std::string path = base + "/" + relative;
        std::string error;
        if (!makeParents(path, error)) return sendError(error);
        const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd < 0) return sendError("cannot write " + path + ": " + errnoText());
        const bool complete = writeAll(fd, request[i + 1].data(), request[i + 1].size());
        const std::string reason = complete ? std::string() : errnoText();
        ::close(fd);
        if (!complete)
            return sendError("cannot write " + path + ": " + reason +
                             (reason == std::strerror(ENOSPC) ? " (" + base + " is full)" : std::string()));
    }
    return send({"ok"});
}

bool http(const Fields& request) {
    if (request.size() != 4) return sendError("http: expected port, timeout, request");
    const long port = number(request[1]);
    const int64_t deadline = nowMs() + number(request[2]);
    const std::string& bytes = request[3];
    if (port <= 0 || port > 65535) return sendError("no such port: " + request[1]);
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) return sendError("socket: " + errnoText());
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(uint16_t(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    auto waitFor = [&](short events) {
        pollfd polled{fd, events, 0};
        const int64_t left = deadline - nowMs();
        return left > 0 && ::poll(&polled, 1, int(left)) > 0;
    };
    auto failed = [&](const std::string& message) {
        ::close(fd);
        return sendError(message);
    };
    if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
        if (errno != EINPROGRESS) return failed("connection to port " + request[1] + " refused: " + errnoText());
        if (!waitFor(POLLOUT)) return failed("no connection to port " + request[1] + " in time");
        int error = 0;
        socklen_t size = sizeof error;
        ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size);
        if (error != 0) return failed("connection to port " + request[1] + " refused: " + std::strerror(error));
    }
    for (size_t sent = 0; sent < bytes.size();) {
        const ssize_t put = ::send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
        if (put > 0)
            sent += size_t(put);
        else if (errno == EAGAIN) {
            if (!waitFor(POLLOUT)) return failed("the application did not take the request in time");
        } else if (errno != EINTR)
            return failed("sending the request: " + errnoText());
    }
    std::string response;
    char buffer[65536];
    for (;;) {
        const ssize_t got = ::recv(fd, buffer, sizeof buffer, 0);
        if (got > 0) {
            if (response.size() + size_t(got) > kLargestResponse) return failed("the response is larger than 16 MiB");
            response.append(buffer, size_t(got));
        } else if (got == 0) {
            break;
        } else if (errno == EAGAIN) {
            if (!waitFor(POLLIN)) return failed("no complete response in time");
        } else if (errno != EINTR) {
            return failed("reading the response: " + errnoText());
        }
    }
    ::close(fd);
    return send({"ok", response});
}

} // namespace

int main(int argc, char**) {
    if (argc != 1 || ::isatty(kChannel)) {
        std::fprintf(stderr, "judgedesk-sandbox-agent is started by JudgeDesk's sandbox pools, not by hand\n");
        return 2;
    }
    // Commands left in the background outlive their shell; the run's init reaps them.
    ::signal(SIGPIPE, SIG_IGN);
    for (Fields request; receive(request);) {
        const std::string& name = request[0];
        const bool answered = name == "run"     ? run(request)
                              : name == "write" ? writeFiles(request)
                              : name == "http"  ? http(request)
                              : name == "ping"  ? send({"ok"})
                                                : sendError("unknown request '" + name + "'");
        if (!answered) return 1;
    }
    return 0;
}
