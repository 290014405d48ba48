#include "zygote.h"

#include "mounts.h"
#include "namespaces.h"
#include "run_init.h"
#include "seccomp_policy.h"
#include "syscalls.h"

#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <map>
#include <optional>

namespace jd::sandbox {
namespace {

constexpr size_t kMaxRequestBytes = 192 * 1024;

void sendHello(int socket, bool ok, const std::string& message, bool freshProc = false) {
    ZygoteHello hello;
    hello.ok = ok;
    hello.freshProc = freshProc;
    std::snprintf(hello.message, sizeof hello.message, "%s", message.c_str());
    sys::sendWithFds(socket, &hello, sizeof hello, {});
}

class Zygote {
public:
    Zygote(const ZygoteConfig& config, bool notifySupported) : config_(config), notifySupported_(notifySupported) {}

    int serve() {
        sigset_t childSignal;
        sigemptyset(&childSignal);
        sigaddset(&childSignal, SIGCHLD);
        ::sigprocmask(SIG_BLOCK, &childSignal, nullptr);
        signals_.reset(::signalfd(-1, &childSignal, SFD_CLOEXEC | SFD_NONBLOCK));
        std::string request(kMaxRequestBytes, '\0');
        for (;;) {
            pollfd watched[2] = {{config_.socketFd, POLLIN, 0}, {signals_.get(), POLLIN, 0}};
            if (::poll(watched, 2, -1) < 0) {
                if (errno == EINTR) continue;
                return 1;
            }
            if (watched[1].revents) reapChildren(signals_.get());
            if (!watched[0].revents) continue;
            std::vector<UniqueFd> fds;
            request.resize(kMaxRequestBytes);
            ssize_t size = sys::receiveWithFds(config_.socketFd, request.data(), request.size(), fds);
            if (size <= 0) break; // the supervisor is gone: so are its runs
            request.resize(static_cast<size_t>(size));
            handle(request, std::move(fds));
        }
        for (auto& [pid, pidfd] : runs_) sys::pidfdSendSignal(pidfd.get(), SIGKILL);
        while (::waitpid(-1, nullptr, 0) > 0 || errno == EINTR) {}
        return 0;
    }

private:
    void reply(int error, pid_t pid, const std::string& message, int pidfd) {
        LaunchReply answer;
        answer.error = error;
        answer.initPid = pid;
        std::snprintf(answer.message, sizeof answer.message, "%s", message.c_str());
        std::vector<int> fds;
        if (pidfd >= 0) fds.push_back(pidfd);
        sys::sendWithFds(config_.socketFd, &answer, sizeof answer, fds);
    }

    const CompiledSeccompFilter* filterFor(const LaunchRequest& request, std::string& error) {
        int key = request.allowNetworkSockets | (request.allowUnixSockets << 1) | (request.blockAffinityChanges << 2);
        auto found = filters_.find(key);
        if (found != filters_.end()) return &found->second;
        SeccompOptions options;
        options.allowNetworkSockets = request.allowNetworkSockets;
        options.allowUnixSockets = request.allowUnixSockets;
        options.blockAffinityChanges = request.blockAffinityChanges;
        options.notify = notifySupported_;
        auto compiled = compileSeccompFilter(options);
        if (!compiled) {
            error = compiled.error();
            return nullptr;
        }
        return &filters_.emplace(key, std::move(compiled.value())).first->second;
    }

    void handle(const std::string& bytes, std::vector<UniqueFd> fds) {
        LaunchRequest request;
        if (!LaunchRequest::deserialize(bytes, request) || fds.size() != 4 + request.cgroupFdCount)
            return reply(EINVAL, 0, "malformed launch request", -1);
        std::string error;
        const CompiledSeccompFilter* filter = filterFor(request, error);
        if (!filter) return reply(EINVAL, 0, error, -1);

        unsigned long flags = config_.mode == IsolationMode::None ? 0 : CLONE_NEWPID | CLONE_NEWNS;
        int cgroupFd = request.cgroupAttach == CgroupAttach::CloneInto && request.cgroupFdCount == 1 ? fds[4].get() : -1;
        int pidfd = -1;
        pid_t pid = sys::cloneProcess(flags, &pidfd, cgroupFd);
        if (pid < 0) return reply(errno, 0, "clone: " + sys::errnoText(), -1);
        if (pid == 0) {
            ::close(config_.socketFd);
            signals_.reset();
            runs_.clear();
            RunFds runFds{std::move(fds[0]), std::move(fds[1]), std::move(fds[2]), std::move(fds[3]), {}};
            for (size_t i = 4; i < fds.size(); ++i) runFds.cgroups.push_back(std::move(fds[i]));
            runInit(config_.mode, request, std::move(runFds), *filter);
        }
        reply(0, pid, {}, pidfd);
        runs_.emplace(pid, UniqueFd(pidfd));
    }

    void reapChildren(int signals) {
        signalfd_siginfo info;
        while (::read(signals, &info, sizeof info) > 0) {}
        pid_t pid;
        while ((pid = ::waitpid(-1, nullptr, WNOHANG)) > 0) runs_.erase(pid);
    }

    const ZygoteConfig& config_;
    bool notifySupported_;
    std::map<int, CompiledSeccompFilter> filters_;
    std::map<pid_t, UniqueFd> runs_;
    UniqueFd signals_;
};

// Mounting a procfs for a new pid namespace is refused when the host's /proc is not fully visible;
// find out once, in a throw-away child, so runs can go without one instead of failing.
bool canMountFreshProc() {
    pid_t child = sys::cloneProcess(CLONE_NEWPID | CLONE_NEWNS, nullptr);
    if (child < 0) return false;
    if (child == 0) ::_exit(::mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) == 0 ? 0 : 1);
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

} // namespace

int runZygote(const ZygoteConfig& config) {
    ::prctl(PR_SET_NAME, "jd-zygote", 0, 0, 0);
    sys::closeRangeFrom(static_cast<unsigned>(config.socketFd) + 1);
    ::signal(SIGPIPE, SIG_IGN);
    // Asked before the pivot: the sandbox root has no /proc of its own.
    const bool notifySupported = userNotificationSupported();
    if (auto entered = enterZygoteNamespaces(config.mode, config.outerUid, config.outerGid); !entered) {
        sendHello(config.socketFd, false, entered.error());
        return 1;
    }
    if (config.mode != IsolationMode::None) {
        if (auto built = buildSandboxRoot(config.rootDirectory); !built) {
            sendHello(config.socketFd, false, built.error());
            return 1;
        }
    }
    sendHello(config.socketFd, true, {}, config.mode != IsolationMode::None && canMountFreshProc());
    return Zygote(config, notifySupported).serve();
}

} // namespace jd::sandbox
