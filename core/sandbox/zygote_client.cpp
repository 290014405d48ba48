#include "zygote_client.h"

#include "common/scope_exit.h"
#include "runtime/syscalls.h"
#include "runtime/zygote.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/auxv.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>

extern char** environ;

namespace jd::sandbox {

std::string findZygoteExecutable() {
    if (const char* configured = std::getenv("JUDGEDESK_ZYGOTE"); configured && *configured) return configured;
    std::error_code error;
    auto self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error) {
        // /proc/self/exe is unreadable in a non-dumpable process (e.g. after setpriv): fall back to the
        // path this program was started by.
        const char* started = reinterpret_cast<const char*>(::getauxval(AT_EXECFN));
        if (!started) return "judgedesk-zygote";
        self = std::filesystem::absolute(started, error);
    }
    for (auto candidate : {self.parent_path() / "judgedesk-zygote",
                           self.parent_path().parent_path() / "libexec" / "judgedesk" / "judgedesk-zygote"})
        if (::access(candidate.c_str(), X_OK) == 0) return candidate;
    return "judgedesk-zygote";
}

Result<std::unique_ptr<ZygoteClient>> ZygoteClient::start(const std::string& zygotePath, IsolationMode mode) {
    auto [ours, theirs] = sys::makeSocketPair(SOCK_SEQPACKET | SOCK_CLOEXEC);
    if (!ours) return fail("socketpair: " + sys::errnoText());

    // The zygote mounts its root tmpfs on an empty directory; once it has pivoted, the directory is
    // no longer needed out here and is removed.
    std::string rootDir;
    if (mode != IsolationMode::None) {
        // Named after this process, so that what a crash leaves is traceable, and a check for leftovers
        // looks at its own process's directories only.
        std::string pattern = "/tmp/judgedesk-root-" + std::to_string(::getpid()) + "-XXXXXX";
        if (!::mkdtemp(pattern.data())) return fail("mkdtemp: " + sys::errnoText());
        rootDir = pattern;
    }
    // Once the zygote has said hello (or could not start) the directory has served; it goes on every way out.
    ScopeExit removeRoot([&rootDir] {
        if (!rootDir.empty()) ::rmdir(rootDir.c_str());
    });
    const char* modeName = zygoteModeWord(mode);
    std::string uid = std::to_string(::geteuid()), gid = std::to_string(::getegid());
    const char* argv[] = {zygotePath.c_str(), modeName,    "3",    rootDir.empty() ? "-" : rootDir.c_str(),
                          uid.c_str(),        gid.c_str(), nullptr};
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, theirs.get(), 3);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    pid_t pid = 0;
    int rc = ::posix_spawn(&pid, zygotePath.c_str(), &actions, nullptr, const_cast<char**>(argv), environ);
    posix_spawn_file_actions_destroy(&actions);
    theirs.reset();
    if (rc != 0) return fail("cannot start " + zygotePath + ": " + sys::errnoText(rc));
    ZygoteHello hello;
    std::vector<UniqueFd> none;
    ssize_t got = sys::receiveWithFds(ours.get(), &hello, sizeof hello, none);
    if (got != static_cast<ssize_t>(sizeof hello) || !hello.ok) {
        ::waitpid(pid, nullptr, 0);
        hello.message[sizeof hello.message - 1] = '\0';
        return fail(got == static_cast<ssize_t>(sizeof hello) ? hello.message : "the sandbox helper exited early");
    }
    auto client = std::unique_ptr<ZygoteClient>(new ZygoteClient(std::move(ours), pid));
    if (hello.mode != static_cast<int32_t>(mode))
        return fail(std::string("the sandbox helper runs in another isolation mode than the '") + modeName +
                    "' it was asked for");
    client->freshProc_ = hello.freshProc;
    return client;
}

ZygoteClient::~ZygoteClient() {
    socket_.reset(); // the zygote kills its runs and exits when its socket closes
    ::waitpid(pid_, nullptr, 0);
}

// One request and its reply (a fixed-size struct with `error` and `message`, plus fds); the zygote
// answers requests in order, so the pair is exchanged under the lock.
template <class Reply>
Result<Reply> ZygoteClient::exchange(const void* request, size_t size, const std::vector<int>& fds,
                                     std::vector<UniqueFd>& received) {
    std::lock_guard lock(mutex_);
    if (!sys::sendWithFds(socket_.get(), request, size, fds))
        return fail("sending to the sandbox helper: " + sys::errnoText());
    Reply reply;
    ssize_t got = sys::receiveWithFds(socket_.get(), &reply, sizeof reply, received);
    if (got != static_cast<ssize_t>(sizeof reply)) return fail("the sandbox helper stopped answering");
    reply.message[sizeof reply.message - 1] = '\0';
    if (reply.error != 0) return fail(reply.message[0] ? reply.message : sys::errnoText(reply.error));
    return reply;
}

Result<PreforkedSlot> ZygoteClient::prefork(CgroupAttach attach, const std::vector<int>& cgroupFds, uint64_t tmpSize) {
    PreforkRequest request;
    request.cgroupAttach = attach;
    request.cgroupFdCount = static_cast<uint32_t>(cgroupFds.size());
    request.tmpSize = tmpSize;
    std::vector<UniqueFd> received;
    auto reply = exchange<PreforkReply>(&request, sizeof request, cgroupFds, received);
    if (!reply) return fail("preparing a sandbox slot: " + reply.error());
    if (received.size() != 2) return fail("the sandbox helper sent a slot without its fds");
    return PreforkedSlot{std::move(received[0]), reply->pid, std::move(received[1])};
}

Result<std::vector<UniqueFd>> ZygoteClient::prepareBinds(const std::vector<MountRequest>& mounts) {
    std::string bytes = serializeBindRequest(mounts);
    std::vector<UniqueFd> trees;
    auto reply = exchange<BindReply>(bytes.data(), bytes.size(), {}, trees);
    if (!reply) return reply.failure();
    if (trees.size() != mounts.size()) return fail("the sandbox helper answered with the wrong number of binds");
    return trees;
}

} // namespace jd::sandbox
