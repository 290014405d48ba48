#include "pre_exec_child.h"

#include "capabilities.h"
#include "landlock.h"
#include "rlimits.h"
#include "sandbox/run_spec.h"
#include "syscalls.h"

#include <fcntl.h>
#include <linux/close_range.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sched.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace jd::sandbox {
namespace {

[[noreturn]] void childFail(int pipeFd, int error, const char* what) {
    ChildFailure failure{error, {}};
    std::snprintf(failure.message, sizeof failure.message, "%s: %s", what, strerrordesc_np(error));
    sys::writeAll(pipeFd, &failure, sizeof failure);
    ::_exit(127);
}

// A network namespace with loopback up, still with the capabilities to make it; returns an errno.
int enterOwnNetwork() {
    if (::unshare(CLONE_NEWNET) != 0) return errno;
    const int control = ::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (control < 0) return errno;
    ifreq loopback{};
    std::memcpy(loopback.ifr_name, "lo", 3);
    int error = 0;
    if (::ioctl(control, SIOCGIFFLAGS, &loopback) != 0) error = errno;
    loopback.ifr_flags = short(loopback.ifr_flags | IFF_UP | IFF_RUNNING);
    if (error == 0 && ::ioctl(control, SIOCSIFFLAGS, &loopback) != 0) error = errno;
    ::close(control);
    return error;
}

} // namespace

int startProgram(void* argument) {
    const ProgramLaunch& launch = *static_cast<const ProgramLaunch*>(argument);
    const LaunchRequest& request = *launch.request;
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    for (int sig : {SIGPIPE, SIGCHLD, SIGUSR1})
        ::signal(sig, SIG_DFL);

    // The program's descriptors are 0 .. end - 1. Whatever this child still needs that sits in that range is
    // first lifted above it, so that placing one descriptor never overwrites another not yet placed.
    const int end = 3 + static_cast<int>(launch.inheritedCount);
    int failurePipe = launch.failurePipe;
    auto lift = [&failurePipe, end](int fd) {
        if (fd < 0 || fd >= end) return fd;
        const int lifted = ::fcntl(fd, F_DUPFD_CLOEXEC, end);
        if (lifted < 0) childFail(failurePipe, errno, "fcntl");
        return lifted;
    };
    failurePipe = lift(failurePipe);
    const int listenerSocket = lift(launch.listenerSocket);
    int placed[3 + kMaxInheritedFds];
    for (int target = 0; target < end; ++target)
        placed[target] = lift(target < 3 ? launch.streams[target] : launch.inherited[target - 3]);
    for (int target = 0; target < end; ++target)
        if (placed[target] >= 0 && ::dup2(placed[target], target) < 0) childFail(failurePipe, errno, "dup2");
    // Every other inherited descriptor disappears at exec.
    if (::syscall(SYS_close_range, unsigned(end), ~0U, CLOSE_RANGE_CLOEXEC) != 0)
        childFail(failurePipe, errno, "close_range");
    // A session of its own: no terminal, and an autogroup (scheduling weight) the next run does not share.
    ::setsid();

    if (!request.cpus.empty()) {
        cpu_set_t set;
        CPU_ZERO(&set);
        for (int cpu : request.cpus)
            CPU_SET(cpu, &set);
        if (::sched_setaffinity(0, sizeof set, &set) != 0) childFail(failurePipe, errno, "sched_setaffinity");
    }
    if (request.ownNetwork)
        if (int error = enterOwnNetwork()) childFail(failurePipe, error, "a network namespace of its own");
    if (int error = applyResourceLimits(request.resourceLimits)) childFail(failurePipe, error, "setrlimit");
    if (launch.switchUser || launch.mode == IsolationMode::UserNamespace)
        if (int error = dropPrivileges(launch.switchUser, request.uid, request.gid))
            childFail(failurePipe, error, "dropping privileges");
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) childFail(failurePipe, errno, "no_new_privs");
    // Without namespaces nothing is bound read-only and the init is within reach: Landlock keeps the program's
    // writes to its own places and its signals to its own processes.
    if (launch.mode == IsolationMode::None)
        if (int error = confineWithLandlock(request)) childFail(failurePipe, error, "Landlock");

    int listener = loadSeccompFilter(*launch.filter);
    if (listener < -1) childFail(failurePipe, -listener, "loading the seccomp filter");
    if (listener >= 0) {
        sys::sendFd(listenerSocket, listener);
        ::close(listener);
    }
    ::close(listenerSocket);
    ::execve(launch.program, launch.argv, launch.envp);
    childFail(failurePipe, errno, "execve");
}

} // namespace jd::sandbox
