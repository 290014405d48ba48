#pragma once
// The messages between the supervisor (judgedesk-core) and judgedesk-zygote, and between a run's
// init and the supervisor. Requests travel over a SOCK_SEQPACKET socket, one packet each, with the
// run's fds attached as SCM_RIGHTS; the init's final report is one fixed-size write to a pipe.
#include <cstdint>
#include <string>
#include <vector>

namespace jd::sandbox {

enum class IsolationMode : uint8_t {
    Privileged,    // root: namespaces without a user namespace, the program runs as an unprivileged uid
    UserNamespace, // ordinary user: a user namespace maps the caller's uid to root inside
    None,          // namespaces unavailable: rlimits + seccomp + process-tree kill only
};

// The word the supervisor names the mode with on the zygote's command line. An unknown word is refused
// by the zygote (it never falls back to less isolation), and the zygote's hello echoes the mode it runs.
const char* zygoteModeWord(IsolationMode mode);
bool zygoteModeFromWord(const char* word, IsolationMode& mode);

enum class CgroupAttach : uint8_t {
    None,
    WriteProcs, // v1: the init writes itself into each cgroup.procs fd it receives
    CloneInto,  // v2: the zygote clones the init straight into the cgroup directory fd
};

struct MountRequest {
    std::string hostPath;
    std::string insidePath;
    bool writable = false;
    uint64_t tmpfsSize = 0; // nonzero: the run's init mounts a tmpfs of this size over the bind
};

struct ResourceLimitRequest {
    int resource = 0;
    uint64_t value = 0;
};

// The largest packet either side sends (a launch request with its argv and environment).
inline constexpr size_t kMaxRequestBytes = 192 * 1024;

// Every packet to the zygote starts with its kind.
enum class ZygoteMessage : uint32_t { Prefork = 1, Launch = 2, PrepareBinds = 3 };

// Asks for a warm slot: an init cloned ahead of time into fresh pid and mount namespaces, joined to
// the slot's cgroups (their fds ride along), with /proc and /tmp mounted and the host root detached.
struct PreforkRequest {
    ZygoteMessage kind = ZygoteMessage::Prefork;
    CgroupAttach cgroupAttach = CgroupAttach::None;
    uint32_t cgroupFdCount = 0;
    uint64_t tmpSize = 0;
};

struct PreforkReply {
    int32_t error = 0;
    int32_t pid = 0; // the slot's init, in the supervisor's pid namespace
    char message[256] = {};
};
// Its fds: the init's pidfd, then the socket the slot's launch request is sent on.

// The host paths a run wants bound: the zygote, which still sees the host, answers with one detached
// mount per path (open_tree), in order, or with an error.
std::string serializeBindRequest(const std::vector<MountRequest>& mounts);
bool deserializeBindRequest(const std::string& bytes, std::vector<MountRequest>& mounts);

struct BindReply {
    int32_t error = 0;
    char message[256] = {};
};

// One run, sent by the supervisor straight to its slot's init. Its fds ride along as LaunchPacket places them.
struct LaunchRequest {
    std::vector<std::string> argv;
    std::vector<std::string> environment;
    std::string workingDirectory;
    std::vector<MountRequest> mounts;
    std::vector<ResourceLimitRequest> resourceLimits;
    std::vector<int> cpus;
    uint64_t tmpSize = 0;
    uint32_t uid = 0, gid = 0; // Privileged mode only
    bool allowNetworkSockets = false;
    bool allowUnixSockets = true;
    bool blockAffinityChanges = false;
    bool readOnlyTmp = false;
    bool ownNetwork = false;
    uint32_t inheritedFds = 0; // descriptors that become the program's fd 3, 4, ...
    // Without namespaces (no mounts): the host directories the run may write in besides /tmp and /dev (Landlock).
    std::vector<std::string> writablePaths;

    std::string serialize() const; // starts with ZygoteMessage::Launch
    static bool deserialize(const std::string& bytes, LaunchRequest& out);
};

// Where each descriptor of a launch sits among those attached to the request: the program's three streams,
// the report pipe's write end, one detached mount per bind (none without a mount namespace), then the
// descriptors the program inherits past stderr.
struct LaunchPacket {
    static constexpr size_t kInput = 0, kOutput = 1, kError = 2, kReport = 3, kFirstBind = 4;
    // The most descriptors one SCM_RIGHTS message carries (the kernel's SCM_MAX_FD).
    static constexpr size_t kMaxDescriptors = 253;
    size_t binds = 0;
    size_t inherited = 0;

    size_t firstInherited() const { return kFirstBind + binds; }
    size_t size() const { return firstInherited() + inherited; }
};

// Sent by a slot's init on its control socket once the slot is clear of a run and ready for the next.
inline constexpr char kSlotReady = 'R';

// Written once by the run's init, when every process of the run has been reaped.
struct InitReport {
    enum Kind : int32_t { Exited = 1, Signaled = 2, ForbiddenSyscall = 3, LaunchFailed = 4, Killed = 5 };
    int32_t kind = 0;
    int32_t exitCode = 0;                               // the program's, when it exited
    int32_t signal = 0;                                 // the signal that ended the program, when one did
    int32_t syscall = -1;                               // ForbiddenSyscall: its number
    int32_t launchErrno = 0;                            // LaunchFailed
    int64_t userNanoseconds = 0, systemNanoseconds = 0; // rusage of every reaped process
    int64_t maxRssBytes = 0;                            // largest single process
    char message[192] = {};
};

} // namespace jd::sandbox
