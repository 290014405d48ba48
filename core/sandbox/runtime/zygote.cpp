#include "zygote.h"

#include "mounts.h"
#include "namespaces.h"
#include "run_init.h"
#include "seccomp_policy.h"
#include "syscalls.h"

#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <map>

namespace jd::sandbox {
namespace {

void sendHello(int socket, bool ok, const std::string& message, bool freshProc = false,
               IsolationMode mode = IsolationMode::None) {
    ZygoteHello hello;
    hello.ok = ok;
    hello.freshProc = freshProc;
    hello.mode = static_cast<int32_t>(mode);
    std::snprintf(hello.message, sizeof hello.message, "%s", message.c_str());
    sys::sendWithFds(socket, &hello, sizeof hello, {});
}

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

class Zygote {
public:
    Zygote(const ZygoteConfig& config, const SeccompFilterSet& filters, bool freshProc, UniqueFd binder)
        : config_(config)
        , filters_(filters)
        , freshProc_(freshProc)
        , binder_(std::move(binder)) {}

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
            if (watched[1].revents) reapChildren();
            if (!watched[0].revents) continue;
            std::vector<UniqueFd> fds;
            request.resize(kMaxRequestBytes);
            ssize_t size = sys::receiveWithFds(config_.socketFd, request.data(), request.size(), fds);
            if (size <= 0) break; // the supervisor is gone: so are its runs
            request.resize(static_cast<size_t>(size));
            uint32_t kind = 0;
            if (request.size() >= sizeof kind) std::memcpy(&kind, request.data(), sizeof kind);
            if (kind == static_cast<uint32_t>(ZygoteMessage::Prefork))
                prefork(request, std::move(fds));
            else
                prepareBinds(request);
        }
        binder_.reset(); // the bind helper leaves when its socket closes
        for (auto& [pid, pidfd] : slots_)
            sys::pidfdSendSignal(pidfd.get(), SIGKILL);
        while (::waitpid(-1, nullptr, 0) > 0 || errno == EINTR) {}
        return 0;
    }

private:
    template <class Reply> void reply(Reply answer, const std::string& message, const std::vector<int>& fds = {}) {
        std::snprintf(answer.message, sizeof answer.message, "%s", message.c_str());
        sys::sendWithFds(config_.socketFd, &answer, sizeof answer, fds);
    }

    void prefork(const std::string& bytes, std::vector<UniqueFd> fds) {
        PreforkRequest request;
        PreforkReply answer;
        if (bytes.size() != sizeof request) return reply(PreforkReply{EINVAL, 0, {}}, "malformed prefork request");
        std::memcpy(&request, bytes.data(), sizeof request);
        if (fds.size() != request.cgroupFdCount)
            return reply(PreforkReply{EINVAL, 0, {}}, "wrong number of cgroup fds");
        auto [ours, theirs] = sys::makeSocketPair(SOCK_SEQPACKET | SOCK_CLOEXEC);
        if (!ours) return reply(PreforkReply{errno, 0, {}}, "socketpair: " + sys::errnoText());

        unsigned long flags = config_.mode == IsolationMode::None ? 0 : CLONE_NEWPID | CLONE_NEWNS;
        int cgroupFd = request.cgroupAttach == CgroupAttach::CloneInto && fds.size() == 1 ? fds[0].get() : -1;
        int pidfd = -1;
        pid_t pid = sys::cloneProcess(flags, &pidfd, cgroupFd);
        if (pid < 0) return reply(PreforkReply{errno, 0, {}}, "clone: " + sys::errnoText());
        if (pid == 0) {
            ::close(config_.socketFd);
            signals_.reset();
            binder_.reset();
            slots_.clear();
            ours.reset();
            SlotSetup setup{config_.mode, request.cgroupAttach, {}, request.tmpSize, freshProc_, std::move(theirs)};
            if (request.cgroupAttach == CgroupAttach::WriteProcs) setup.cgroups = std::move(fds);
            runSlotInit(std::move(setup), filters_);
        }
        answer.pid = pid;
        reply(answer, {}, {pidfd, ours.get()});
        slots_.emplace(pid, UniqueFd(pidfd));
    }

    // Binds are copied from the host by the bind helper, the one process that still sees the host.
    void prepareBinds(const std::string& bytes) {
        if (!binder_) return reply(BindReply{EINVAL, {}}, "no binds without namespaces");
        std::vector<UniqueFd> trees;
        BindReply answer;
        if (!sys::sendWithFds(binder_.get(), bytes.data(), bytes.size(), {}) ||
            sys::receiveWithFds(binder_.get(), &answer, sizeof answer, trees) != static_cast<ssize_t>(sizeof answer))
            return reply(BindReply{EIO, {}}, "the bind helper stopped answering");
        std::vector<int> fds;
        for (const auto& tree : trees)
            fds.push_back(tree.get());
        answer.message[sizeof answer.message - 1] = '\0';
        reply(answer, answer.message, fds);
    }

    void reapChildren() {
        signalfd_siginfo info;
        while (::read(signals_.get(), &info, sizeof info) > 0) {}
        pid_t pid;
        while ((pid = ::waitpid(-1, nullptr, WNOHANG)) > 0)
            slots_.erase(pid);
    }

    const ZygoteConfig& config_;
    const SeccompFilterSet& filters_;
    bool freshProc_;
    UniqueFd binder_;                 // to the bind helper
    std::map<pid_t, UniqueFd> slots_; // pidfds of the slot inits, to end them with the zygote
    UniqueFd signals_;
};

// The bind helper: a child that stays in the namespace where the host root is still mounted and answers
// bind requests with detached copies of host paths. Returns the zygote's end of its socket.
Result<UniqueFd> startBindHelper(int supervisorSocket) {
    auto [ours, theirs] = sys::makeSocketPair(SOCK_SEQPACKET | SOCK_CLOEXEC);
    if (!ours) return fail("socketpair: " + sys::errnoText());
    pid_t pid = ::fork();
    if (pid < 0) return fail("fork: " + sys::errnoText());
    if (pid > 0) return std::move(ours);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    ::prctl(PR_SET_NAME, "jd-binder", 0, 0, 0);
    ::close(supervisorSocket);
    ours.reset();
    UniqueFd hostRoot(::open(kHostRootInside, O_PATH | O_DIRECTORY | O_CLOEXEC));
    std::string request(kMaxRequestBytes, '\0');
    for (;;) {
        request.resize(kMaxRequestBytes);
        std::vector<UniqueFd> none;
        ssize_t size = sys::receiveWithFds(theirs.get(), request.data(), request.size(), none);
        if (size <= 0) ::_exit(0);
        request.resize(static_cast<size_t>(size));
        BindReply answer;
        std::vector<MountRequest> mounts;
        std::vector<UniqueFd> trees;
        std::vector<int> fds;
        if (!deserializeBindRequest(request, mounts)) {
            answer.error = EINVAL;
            std::snprintf(answer.message, sizeof answer.message, "malformed bind request");
        }
        for (const auto& mount : mounts) {
            auto tree = detachedBind(hostRoot.get(), mount);
            if (!tree) {
                answer.error = EINVAL;
                std::snprintf(answer.message, sizeof answer.message, "%s", tree.error().c_str());
                fds.clear();
                break;
            }
            fds.push_back(tree->get());
            trees.push_back(std::move(tree.value()));
        }
        sys::sendWithFds(theirs.get(), &answer, sizeof answer, fds);
    }
}

} // namespace

int runZygote(const ZygoteConfig& config) {
    ::prctl(PR_SET_NAME, "jd-zygote", 0, 0, 0);
    sys::closeRangeFrom(static_cast<unsigned>(config.socketFd) + 1);
    ::signal(SIGPIPE, SIG_IGN);
    // Asked before the pivot: the sandbox root has no /proc of its own.
    const bool notify = userNotificationSupported();
    static SeccompFilterSet filters;
    for (int variant = 0; variant < static_cast<int>(filters.size()); ++variant) {
        auto compiled = compileSeccompFilter(SeccompOptions::fromVariant(variant, notify));
        if (!compiled) {
            sendHello(config.socketFd, false, "seccomp: " + compiled.error());
            return 1;
        }
        filters[static_cast<size_t>(variant)] = std::move(compiled.value());
    }
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
    UniqueFd binder;
    if (config.mode != IsolationMode::None) {
        auto started = startBindHelper(config.socketFd);
        if (!started) {
            sendHello(config.socketFd, false, started.error());
            return 1;
        }
        binder = std::move(started.value());
        if (auto left = leaveHostRoot(config.mode == IsolationMode::UserNamespace); !left) {
            sendHello(config.socketFd, false, left.error());
            return 1;
        }
    }
    const bool freshProc = config.mode != IsolationMode::None && canMountFreshProc();
    sendHello(config.socketFd, true, {}, freshProc, config.mode);
    return Zygote(config, filters, freshProc, std::move(binder)).serve();
}

} // namespace jd::sandbox
