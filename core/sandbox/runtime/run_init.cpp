#include "run_init.h"

#include "capabilities.h"
#include "inherited_attributes.h"
#include "mounts.h"
#include "pre_exec_child.h"
#include "rlimits.h"
#include "sandbox/run_spec.h"
#include "syscalls.h"

#include <dirent.h>
#include <fcntl.h>
#include <linux/close_range.h>
#include <linux/seccomp.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sched.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <unordered_set>

namespace jd::sandbox {
namespace {

constexpr size_t kChildStackBytes = 256 * 1024;

void copyMessage(char (&destination)[192], const std::string& text) {
    std::snprintf(destination, sizeof destination, "%s", text.c_str());
}

[[noreturn]] void reportAndExit(int reportFd, InitReport report) {
    sys::writeAll(reportFd, &report, sizeof report);
    ::_exit(0);
}

[[noreturn]] void failLaunch(int reportFd, int error, const std::string& message) {
    InitReport report;
    report.kind = InitReport::LaunchFailed;
    report.launchErrno = error;
    copyMessage(report.message, message);
    reportAndExit(reportFd, report);
}

// Finds argv[0] in the PATH the program will get, as execvpe would, but against the run's environment.
std::string resolveProgram(const LaunchRequest& request) {
    const std::string& name = request.argv[0];
    if (name.find('/') != std::string::npos) return name;
    std::string path = "/usr/local/bin:/usr/bin:/bin";
    for (const auto& entry : request.environment)
        if (entry.rfind("PATH=", 0) == 0) path = entry.substr(5);
    for (size_t start = 0; start <= path.size();) {
        size_t end = path.find(':', start);
        if (end == std::string::npos) end = path.size();
        std::string candidate = path.substr(start, end - start);
        candidate = (candidate.empty() ? "." : candidate) + "/" + name;
        if (::access(candidate.c_str(), X_OK) == 0) return candidate;
        start = end + 1;
    }
    return name;
}

// Ends every other process of the run. With a pid namespace one kill(-1) does it; without one the
// run's processes are found as descendants (the init is their subreaper) and killed level by level,
// walking again while a walk finds one not yet killed (a child forked before its parent's kill). A killed
// process stays listed until it is reaped: counting it again walked /proc 64 times per kill, CPU time
// the run was charged (the init shares its cgroup). One the walks miss is found by the next call: the
// init calls this until nothing of the run is left.
void killRun(IsolationMode mode) {
    if (mode != IsolationMode::None) {
        ::kill(-1, SIGKILL);
        return;
    }
    std::unordered_set<pid_t> killed;
    for (int round = 0; round < 64; ++round) {
        bool any = false;
        std::vector<std::string> frontier{"/proc/" + std::to_string(::getpid()) + "/task"};
        while (!frontier.empty()) {
            std::string taskDir = frontier.back();
            frontier.pop_back();
            DIR* tasks = ::opendir(taskDir.c_str());
            if (!tasks) continue;
            while (dirent* task = ::readdir(tasks)) {
                if (task->d_name[0] == '.') continue;
                std::string children = sys::readFileString(taskDir + "/" + task->d_name + "/children");
                for (size_t pos = 0; pos < children.size();) {
                    size_t end = children.find(' ', pos);
                    if (end == std::string::npos) end = children.size();
                    if (end > pos) {
                        pid_t child = std::stoi(children.substr(pos, end - pos));
                        if (killed.insert(child).second) {
                            ::kill(child, SIGKILL);
                            any = true;
                        }
                        // A killed process's children are still its own until it is reaped.
                        frontier.push_back("/proc/" + std::to_string(child) + "/task");
                    }
                    pos = end + 1;
                }
            }
            ::closedir(tasks);
        }
        if (!any) return;
    }
}

void noopHandler(int) {}

// CPU time and peak memory of one run, summed over the processes the init reaped: wait4 gives each
// one's own usage plus that of the descendants it waited for, so the sum covers the whole tree.
struct RunUsage {
    int64_t userNanoseconds = 0, systemNanoseconds = 0, maxRssBytes = 0;
    void add(const rusage& usage) {
        userNanoseconds += usage.ru_utime.tv_sec * 1'000'000'000LL + usage.ru_utime.tv_usec * 1000LL;
        systemNanoseconds += usage.ru_stime.tv_sec * 1'000'000'000LL + usage.ru_stime.tv_usec * 1000LL;
        maxRssBytes = std::max<int64_t>(maxRssBytes, usage.ru_maxrss * 1024LL);
    }
};

pid_t reapOne(int options, int* status, RunUsage& usage) {
    rusage reaped{};
    pid_t pid = ::wait4(-1, status, options, &reaped);
    if (pid > 0) usage.add(reaped);
    return pid;
}

// What a slot keeps for the whole of its life, across runs.
struct SlotState {
    IsolationMode mode;
    const SeccompFilterSet& filters;
    int signals;
    int poller;
    void* stack;
    uint64_t tmpSize;               // of the /tmp every run starts with
    InheritedAttributes attributes; // as the init was before its first run
};

LaunchPacket packetOf(IsolationMode mode, const LaunchRequest& request) {
    // Without a mount namespace nothing is bound, so no mount travels.
    return {mode == IsolationMode::None ? 0 : request.mounts.size(), request.inheritedFds};
}

// One run: binds its mounts, starts the program, answers seccomp notifications, reaps every process
// of the run. A launch that fails ends the init with a LaunchFailed report (the slot is not reused).
InitReport serveRun(const SlotState& slot, LaunchRequest& request, std::vector<UniqueFd>& fds) {
    const IsolationMode mode = slot.mode;
    const int reportFd = fds[LaunchPacket::kReport].get();
    const LaunchPacket packet = packetOf(mode, request);
    if (mode != IsolationMode::None) {
        for (size_t i = 0; i < request.mounts.size(); ++i)
            if (auto bound = attachBind(fds[LaunchPacket::kFirstBind + i].get(), request.mounts[i].insidePath); !bound)
                failLaunch(reportFd, EPERM, bound.error());
            else if (request.mounts[i].tmpfsSize != 0)
                if (auto mounted = mountTmpfsOver(request.mounts[i].insidePath, request.mounts[i].tmpfsSize); !mounted)
                    failLaunch(reportFd, EPERM, mounted.error());
        // The slot's /tmp is remade after every run (resetSlot), so a run's own size or read-only /tmp ends with it.
        if (request.tmpSize != slot.tmpSize || request.readOnlyTmp)
            if (auto remounted = remountTmp(request.tmpSize, request.readOnlyTmp); !remounted)
                failLaunch(reportFd, EPERM, remounted.error());
    }
    if (::chdir(request.workingDirectory.c_str()) != 0)
        failLaunch(reportFd, errno, "chdir " + request.workingDirectory + ": " + sys::errnoText());

    std::string program = resolveProgram(request);
    std::vector<char*> argv, envp;
    for (auto& arg : request.argv)
        argv.push_back(arg.data());
    argv.push_back(nullptr);
    for (auto& env : request.environment)
        envp.push_back(env.data());
    envp.push_back(nullptr);
    SeccompOptions options{request.allowNetworkSockets, request.allowUnixSockets, request.blockAffinityChanges, true};
    const CompiledSeccompFilter& filter = slot.filters[static_cast<size_t>(options.variant())];

    // The child's ways back: why it could not start, and the seccomp listener it made.
    sys::PipeEnds failurePipe = sys::makePipe();
    sys::SocketPair listenerSockets = sys::makeSocketPair(SOCK_SEQPACKET | SOCK_CLOEXEC);
    if (!failurePipe.read || !listenerSockets.ours) failLaunch(reportFd, errno, "pipe: " + sys::errnoText());

    // Real root (privileged mode, or degraded mode started as root) becomes the unprivileged box uid:
    // uid 0 keeps owner rights on /proc/sys and /proc/sysrq-trigger even with every capability gone.
    // Root inside a user namespace is the caller's own uid outside and only loses its capabilities.
    std::array<int, kMaxInheritedFds> inherited{};
    for (size_t i = 0; i < packet.inherited; ++i)
        inherited[i] = fds[packet.firstInherited() + i].get();
    ProgramLaunch launch{
        mode,
        &request,
        {fds[LaunchPacket::kInput].get(), fds[LaunchPacket::kOutput].get(), fds[LaunchPacket::kError].get()},
        inherited.data(),
        packet.inherited,
        &filter,
        failurePipe.write.get(),
        listenerSockets.theirs.get(),
        program.c_str(),
        argv.data(),
        envp.data(),
        mode != IsolationMode::UserNamespace && ::geteuid() == 0};
    // vfork semantics: no copy of the init's page tables, the init resumes once the program has exec'd.
    pid_t child = ::clone(startProgram, static_cast<char*>(slot.stack) + kChildStackBytes,
                          CLONE_VM | CLONE_VFORK | SIGCHLD, &launch);
    if (child < 0) failLaunch(reportFd, errno, "clone: " + sys::errnoText());
    failurePipe.write.reset();
    listenerSockets.theirs.reset();
    // The program holds its descriptors now; the init's copies would keep a pipe's other end from seeing the end.
    for (size_t stream : {LaunchPacket::kInput, LaunchPacket::kOutput, LaunchPacket::kError})
        fds[stream].reset();
    for (size_t i = 0; i < packet.inherited; ++i)
        fds[packet.firstInherited() + i].reset();

    // The child handed over the seccomp listener before exec closed both channels; a failure message
    // arrives instead when it could not start.
    std::vector<UniqueFd> received;
    char byte;
    if (filter.notify) sys::receiveWithFds(listenerSockets.ours.get(), &byte, 1, received);
    listenerSockets.ours.reset();
    UniqueFd listener = received.empty() ? UniqueFd() : std::move(received.front());
    ChildFailure failure{};
    ssize_t got;
    do
        got = ::read(failurePipe.read.get(), &failure, sizeof failure);
    while (got < 0 && errno == EINTR);
    failurePipe.read.reset();
    RunUsage usage;
    if (got == static_cast<ssize_t>(sizeof failure)) {
        killRun(mode);
        while (reapOne(0, nullptr, usage) > 0 || errno == EINTR) {}
        failure.message[sizeof failure.message - 1] = '\0';
        std::string message = failure.message;
        if (message.rfind("execve", 0) == 0) message = "execve " + program + message.substr(6);
        failLaunch(reportFd, failure.error, message);
    }

    if (listener) {
        epoll_event event{};
        event.events = EPOLLIN;
        event.data.fd = listener.get();
        ::epoll_ctl(slot.poller, EPOLL_CTL_ADD, listener.get(), &event);
    }

    InitReport report;
    bool programEnded = false;
    int forbidden = -1;
    bool killRequested = false;
    while (!programEnded) {
        epoll_event ready[2];
        int count = ::epoll_wait(slot.poller, ready, 2, -1);
        if (count < 0 && errno == EINTR) continue;
        for (int i = 0; i < count; ++i) {
            if (listener && ready[i].data.fd == listener.get()) {
                seccomp_notif notification;
                std::memset(&notification, 0, sizeof notification);
                if (::ioctl(listener.get(), SECCOMP_IOCTL_NOTIF_RECV, &notification) == 0 && forbidden < 0) {
                    forbidden = notification.data.nr;
                    killRun(mode);
                }
                if (ready[i].events & (EPOLLHUP | EPOLLERR)) {
                    ::epoll_ctl(slot.poller, EPOLL_CTL_DEL, listener.get(), nullptr);
                    listener.reset();
                }
                continue;
            }
            signalfd_siginfo info;
            while (::read(slot.signals, &info, sizeof info) == static_cast<ssize_t>(sizeof info)) {
                // Only the supervisor (outside the namespace, seen as pid 0) may ask for the kill.
                bool fromOutside = mode == IsolationMode::None || info.ssi_pid == 0;
                if (info.ssi_signo == SIGUSR1 && fromOutside && !killRequested) {
                    killRequested = true;
                    killRun(mode);
                }
            }
            int status;
            pid_t reaped;
            while ((reaped = reapOne(WNOHANG, &status, usage)) > 0) {
                if (reaped != child) continue;
                programEnded = true;
                if (WIFEXITED(status)) {
                    report.kind = InitReport::Exited;
                    report.exitCode = WEXITSTATUS(status);
                } else {
                    report.kind = InitReport::Signaled;
                    report.signal = WTERMSIG(status);
                }
            }
        }
    }
    // The program's end is the run's end: whatever it left behind goes with it.
    for (;;) {
        killRun(mode);
        pid_t reaped = reapOne(mode == IsolationMode::None ? WNOHANG : 0, nullptr, usage);
        if (reaped > 0 || (reaped < 0 && errno == EINTR)) continue;
        if (reaped < 0) break; // ECHILD: nothing of the run is left
        ::usleep(1000);        // without a pid namespace, orphans may still be on their way to us
    }
    if (listener) ::epoll_ctl(slot.poller, EPOLL_CTL_DEL, listener.get(), nullptr);
    if (forbidden >= 0) {
        report.kind = InitReport::ForbiddenSyscall;
        report.syscall = forbidden;
        copyMessage(report.message, syscallName(forbidden));
    } else if (killRequested) {
        report.kind = InitReport::Killed;
    }
    report.userNanoseconds = usage.userNanoseconds;
    report.systemNanoseconds = usage.systemNanoseconds;
    report.maxRssBytes = usage.maxRssBytes;
    return report;
}

// After the report: the slot is made as it was before the run, for the next one. A run's SysV IPC
// objects would outlive it in a shared IPC namespace, so each run gets a fresh one.
Result<void> resetSlot(const SlotState& slot, const LaunchRequest& request) {
    if (::chdir("/") != 0) return fail("chdir /: " + sys::errnoText());
    if (!(InheritedAttributes::ofThisProcess() == slot.attributes))
        return fail("the run changed what its init hands down (rlimits, priority, affinity)");
    if (slot.mode == IsolationMode::None) return {};
    std::vector<std::string> bound;
    for (const auto& mount : request.mounts) {
        bound.push_back(mount.insidePath);
        if (mount.tmpfsSize != 0) bound.push_back(mount.insidePath); // the tmpfs over the bind, detached first
    }
    if (auto reset = resetSlotMounts(bound, slot.tmpSize); !reset) return reset;
    if (::unshare(CLONE_NEWIPC) != 0) return fail("unshare(IPC namespace): " + sys::errnoText());
    return {};
}

} // namespace

void runSlotInit(SlotSetup setup, const SeccompFilterSet& filters) {
    const IsolationMode mode = setup.mode;
    ::prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    ::prctl(PR_SET_NAME, "jd-run-init", 0, 0, 0);

    // Signals reach the init as events; a pid namespace's init only receives signals it handles.
    sigset_t handled;
    sigemptyset(&handled);
    sigaddset(&handled, SIGCHLD);
    sigaddset(&handled, SIGUSR1);
    struct sigaction action {};
    action.sa_handler = noopHandler;
    ::sigaction(SIGCHLD, &action, nullptr);
    ::sigaction(SIGUSR1, &action, nullptr);
    ::sigprocmask(SIG_BLOCK, &handled, nullptr);
    UniqueFd signals(::signalfd(-1, &handled, SFD_CLOEXEC | SFD_NONBLOCK));
    UniqueFd poller(::epoll_create1(EPOLL_CLOEXEC));

    // Ahead of the run: whatever fails here is reported when the launch request arrives.
    std::string slotError;
    if (!signals || !poller) slotError = "signalfd or epoll: " + sys::errnoText();
    epoll_event event{};
    event.events = EPOLLIN;
    event.data.fd = signals.get();
    if (slotError.empty() && ::epoll_ctl(poller.get(), EPOLL_CTL_ADD, signals.get(), &event) != 0)
        slotError = "epoll: " + sys::errnoText();
    for (auto& cgroup : setup.cgroups)
        if (slotError.empty() && setup.cgroupAttach == CgroupAttach::WriteProcs && !sys::writeAll(cgroup.get(), "0", 1))
            slotError = "joining the run's cgroup: " + sys::errnoText();
    setup.cgroups.clear();
    if (mode != IsolationMode::None) {
        if (slotError.empty() && setup.cgroupAttach != CgroupAttach::None && ::unshare(CLONE_NEWCGROUP) != 0)
            slotError = "unshare(cgroup namespace): " + sys::errnoText();
        if (slotError.empty() && ::unshare(CLONE_NEWIPC) != 0)
            slotError = "unshare(IPC namespace): " + sys::errnoText();
        if (slotError.empty())
            if (auto mounted = prepareSlotMounts(setup.tmpSize, setup.freshProc); !mounted) slotError = mounted.error();
    }
    if (slotError.empty() && (mode != IsolationMode::None || ::geteuid() == 0))
        if (int error = restrictInheritedCapabilities())
            slotError = "restricting capabilities: " + sys::errnoText(error);
    if (mode == IsolationMode::None) { ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

    // The program's pre-exec child runs on this stack. Mapped now, while the slot waits; pages are only
    // touched (and faulted in) as the child uses them.
    void* stack =
        ::mmap(nullptr, kChildStackBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (stack == MAP_FAILED && slotError.empty()) slotError = "mmap: " + sys::errnoText();
    const SlotState slot{
        mode, filters, signals.get(), poller.get(), stack, setup.tmpSize, InheritedAttributes::ofThisProcess()};

    std::vector<char> packet(kMaxRequestBytes);
    for (;;) {
        std::vector<UniqueFd> fds;
        ssize_t size;
        do
            size = sys::receiveWithFds(setup.control.get(), packet.data(), packet.size(), fds);
        while (size < 0 && errno == EINTR);
        if (size <= 0) ::_exit(0); // the slot was discarded
        LaunchRequest request;
        bool valid = LaunchRequest::deserialize(std::string(packet.data(), static_cast<size_t>(size)), request);
        if (fds.size() <= LaunchPacket::kReport) ::_exit(1);
        const int reportFd = fds[LaunchPacket::kReport].get();
        if (!valid || request.inheritedFds > kMaxInheritedFds || fds.size() != packetOf(mode, request).size())
            failLaunch(reportFd, EINVAL, "malformed launch request");
        if (!slotError.empty()) failLaunch(reportFd, EPERM, slotError);
        // A kill asked for as the previous run ended on its own is not this run's.
        signalfd_siginfo stale;
        while (::read(signals.get(), &stale, sizeof stale) > 0) {}

        InitReport report = serveRun(slot, request, fds);
        sys::writeAll(reportFd, &report, sizeof report);
        fds.clear();
        if (auto reset = resetSlot(slot, request); !reset) ::_exit(0);
        if (::send(setup.control.get(), &kSlotReady, 1, MSG_NOSIGNAL) != 1) ::_exit(0);
    }
}

} // namespace jd::sandbox
