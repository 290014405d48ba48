#pragma once
// Thin wrappers for the Linux calls glibc does not wrap (or wraps only in newer versions), plus
// fd passing over unix sockets. Async-signal-safe where the pre-exec child uses them.
#include "sandbox/unique_fd.h"

#include <fcntl.h>
#include <sys/types.h>

#include <string>
#include <vector>

namespace jd::sandbox::sys {

// Invalid (errno set) when the process is gone or pidfds are not supported.
UniqueFd pidfdOpen(pid_t pid);
// A pipe's two ends, or a socket pair's, each owned; both invalid (errno set) when none could be made.
struct PipeEnds {
    UniqueFd read, write;
};
PipeEnds makePipe(int flags = O_CLOEXEC);
struct SocketPair {
    UniqueFd ours, theirs;
};
SocketPair makeSocketPair(int type);
int pidfdSendSignal(int pidfd, int signal);
// clone() with a fresh stack-less fork semantics; returns the child's pid (0 in the child), and the
// child's pidfd in *pidfd when CLONE_PIDFD is asked for.
pid_t cloneProcess(unsigned long flags, int* pidfd, int cgroupFd = -1);
int closeRangeFrom(unsigned first);

// Sends bytes plus fds in one datagram/packet; fds may be empty.
bool sendWithFds(int socket, const void* data, size_t size, const std::vector<int>& fds);
// Sends one fd with a single byte; allocation-free, for a vfork child.
bool sendFd(int socket, int fd);
// Receives one packet; returns the byte count (0 at EOF, -1 on error) and appends received fds.
ssize_t receiveWithFds(int socket, void* data, size_t size, std::vector<UniqueFd>& fds);

std::string errnoText(int error);
std::string errnoText(); // for errno

bool writeAll(int fd, const void* data, size_t size);
// write() to a pipe whose reader may be gone: EPIPE instead of a SIGPIPE that would kill the caller,
// without touching the process-wide signal disposition (a library must not).
ssize_t writeWithoutSigpipe(int fd, const void* data, size_t size);
std::string readFileString(const std::string& path, bool* ok = nullptr);
bool writeFileString(const std::string& path, const std::string& contents);

} // namespace jd::sandbox::sys
