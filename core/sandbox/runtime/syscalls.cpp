#include "syscalls.h"

#include <fcntl.h>
#include <linux/sched.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace jd::sandbox::sys {

UniqueFd pidfdOpen(pid_t pid) { return UniqueFd(static_cast<int>(::syscall(SYS_pidfd_open, pid, 0))); }

PipeEnds makePipe(int flags) {
    int ends[2];
    if (::pipe2(ends, flags) != 0) return {};
    return {UniqueFd(ends[0]), UniqueFd(ends[1])};
}

SocketPair makeSocketPair(int type) {
    int ends[2];
    if (::socketpair(AF_UNIX, type, 0, ends) != 0) return {};
    return {UniqueFd(ends[0]), UniqueFd(ends[1])};
}

int pidfdSendSignal(int pidfd, int signal) {
    return static_cast<int>(::syscall(SYS_pidfd_send_signal, pidfd, signal, nullptr, 0));
}

pid_t cloneProcess(unsigned long flags, int* pidfd, int cgroupFd) {
    clone_args args{};
    args.flags = flags;
    args.exit_signal = SIGCHLD;
    if (pidfd) {
        args.flags |= CLONE_PIDFD;
        args.pidfd = reinterpret_cast<__u64>(pidfd);
    }
    if (cgroupFd >= 0) {
        args.flags |= CLONE_INTO_CGROUP;
        args.cgroup = static_cast<__u64>(cgroupFd);
    }
    return static_cast<pid_t>(::syscall(SYS_clone3, &args, sizeof args));
}

int closeRangeFrom(unsigned first) { return static_cast<int>(::syscall(SYS_close_range, first, ~0U, 0)); }

bool sendWithFds(int socket, const void* data, size_t size, const std::vector<int>& fds) {
    iovec iov{const_cast<void*>(data), size};
    msghdr msg{};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * 253)]; // SCM_MAX_FD, the most one message carries
    if (!fds.empty()) {
        if (fds.size() > 32) return false;
        msg.msg_control = control;
        msg.msg_controllen = CMSG_SPACE(sizeof(int) * fds.size());
        cmsghdr* header = CMSG_FIRSTHDR(&msg);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(sizeof(int) * fds.size());
        std::memcpy(CMSG_DATA(header), fds.data(), sizeof(int) * fds.size());
    }
    ssize_t sent;
    do
        sent = ::sendmsg(socket, &msg, MSG_NOSIGNAL);
    while (sent < 0 && errno == EINTR);
    return sent == static_cast<ssize_t>(size);
}

bool sendFd(int socket, int fd) {
    char byte = 'F';
    iovec iov{&byte, 1};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int))] = {};
    msghdr msg{};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control;
    msg.msg_controllen = sizeof control;
    cmsghdr* header = CMSG_FIRSTHDR(&msg);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int));
    std::memcpy(CMSG_DATA(header), &fd, sizeof fd);
    return ::sendmsg(socket, &msg, MSG_NOSIGNAL) == 1;
}

ssize_t receiveWithFds(int socket, void* data, size_t size, std::vector<UniqueFd>& fds) {
    iovec iov{data, size};
    msghdr msg{};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * 253)]; // SCM_MAX_FD, the most one message carries
    msg.msg_control = control;
    msg.msg_controllen = sizeof control;
    ssize_t received;
    do
        received = ::recvmsg(socket, &msg, MSG_CMSG_CLOEXEC);
    while (received < 0 && errno == EINTR);
    if (received < 0) return received;
    for (cmsghdr* header = CMSG_FIRSTHDR(&msg); header; header = CMSG_NXTHDR(&msg, header)) {
        if (header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS) continue;
        size_t count = (header->cmsg_len - CMSG_LEN(0)) / sizeof(int);
        const int* received_fds = reinterpret_cast<const int*>(CMSG_DATA(header));
        for (size_t i = 0; i < count; ++i)
            fds.emplace_back(received_fds[i]);
    }
    return received;
}

std::string errnoText(int error) {
    char buffer[128];
    return strerror_r(error, buffer, sizeof buffer);
}

std::string errnoText() { return errnoText(errno); }

bool writeAll(int fd, const void* data, size_t size) {
    const char* bytes = static_cast<const char*>(data);
    while (size > 0) {
        ssize_t written = ::write(fd, bytes, size);
        if (written < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        bytes += written;
        size -= static_cast<size_t>(written);
    }
    return true;
}

ssize_t writeWithoutSigpipe(int fd, const void* data, size_t size) {
    sigset_t pipeSignal, previous;
    sigemptyset(&pipeSignal);
    sigaddset(&pipeSignal, SIGPIPE);
    sigset_t pending;
    sigpending(&pending);
    bool alreadyPending = sigismember(&pending, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous);
    ssize_t written = ::write(fd, data, size);
    int error = errno;
    if (written < 0 && error == EPIPE && !alreadyPending) {
        // Consume the SIGPIPE this write raised for this thread before unblocking.
        timespec immediately{0, 0};
        while (sigtimedwait(&pipeSignal, nullptr, &immediately) < 0 && errno == EINTR) {}
    }
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    errno = error;
    return written;
}

std::string readFileString(const std::string& path, bool* ok) {
    std::string contents;
    UniqueFd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (ok) *ok = fd.valid();
    if (!fd) return contents;
    char buffer[4096];
    for (;;) {
        ssize_t got = ::read(fd.get(), buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) {
            if (got < 0 && ok) *ok = false;
            break;
        }
        contents.append(buffer, static_cast<size_t>(got));
    }
    return contents;
}

bool writeFileString(const std::string& path, const std::string& contents) {
    UniqueFd fd(::open(path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC));
    return fd && writeAll(fd.get(), contents.data(), contents.size());
}

} // namespace jd::sandbox::sys
