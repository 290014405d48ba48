#include "seccomp_policy.h"

#include "syscalls.h"

#include <linux/netlink.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <seccomp.h>
#include <sys/mman.h>
#include <sys/personality.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace jd::sandbox {
namespace {

// A comparison on the first argument. libseccomp's SCMP_A0 leaves the second datum out of the
// aggregate, which clang rightly warns about for single-datum comparisons.
constexpr scmp_arg_cmp firstArgument(scmp_compare op, scmp_datum_t value, scmp_datum_t mask = 0) {
    return op == SCMP_CMP_MASKED_EQ ? scmp_arg_cmp{0, op, mask, value} : scmp_arg_cmp{0, op, value, 0};
}

// What happens to a call a contest program has no business making. RF (the run ends, the call named) is
// kept for what only an attack or an escape attempt does; a call that runtimes probe at start-up and
// fall back from gets an errno, so that the language works and nothing is given away.
enum class Decision {
    Violation,    // RF: the run ends with the call named
    NotSupported, // ENOSYS: "this kernel has no such call"; callers fall back
    NotPermitted, // EPERM: refused as for an unprivileged user
};

struct SyscallRule {
    const char* name;
    Decision decision;
    const char* reason;
};

constexpr SyscallRule kSyscallRules[] = {
    // Reaching into other processes.
    {"ptrace", Decision::Violation, "reads and writes other processes"},
    {"process_vm_readv", Decision::Violation, "reads another process's memory"},
    {"process_vm_writev", Decision::Violation, "writes another process's memory"},
    {"pidfd_getfd", Decision::Violation, "steals another process's file descriptors"},
    {"kcmp", Decision::Violation, "probes other processes' kernel objects"},
    // The file system view and namespaces the sandbox built.
    {"mount", Decision::Violation, "changes the sandbox's file system view"},
    {"umount", Decision::Violation, "changes the sandbox's file system view"},
    {"umount2", Decision::Violation, "changes the sandbox's file system view"},
    {"pivot_root", Decision::Violation, "changes the sandbox's file system view"},
    {"chroot", Decision::Violation, "the classic chroot escape starts here"},
    {"move_mount", Decision::Violation, "changes the sandbox's file system view"},
    {"open_tree", Decision::Violation, "changes the sandbox's file system view"},
    {"fsopen", Decision::Violation, "changes the sandbox's file system view"},
    {"fsmount", Decision::Violation, "changes the sandbox's file system view"},
    {"fsconfig", Decision::Violation, "changes the sandbox's file system view"},
    {"fspick", Decision::Violation, "changes the sandbox's file system view"},
    {"mount_setattr", Decision::Violation, "changes the sandbox's file system view"},
    {"unshare", Decision::Violation, "leaves the sandbox's namespaces"},
    {"setns", Decision::Violation, "enters other namespaces"},
    {"open_by_handle_at", Decision::Violation, "opens files by handle, around every mount (the shocker escape)"},
    // The machine itself.
    {"kexec_load", Decision::Violation, "replaces the running kernel"},
    {"kexec_file_load", Decision::Violation, "replaces the running kernel"},
    {"reboot", Decision::Violation, "stops the machine"},
    {"init_module", Decision::Violation, "loads kernel code"},
    {"finit_module", Decision::Violation, "loads kernel code"},
    {"delete_module", Decision::Violation, "unloads kernel code"},
    {"create_module", Decision::Violation, "loads kernel code"},
    {"swapon", Decision::Violation, "changes the machine's swap"},
    {"swapoff", Decision::Violation, "changes the machine's swap"},
    {"iopl", Decision::Violation, "raw port I/O"},
    {"ioperm", Decision::Violation, "raw port I/O"},
    {"settimeofday", Decision::Violation, "sets the machine's clock, which times every run"},
    {"clock_settime", Decision::Violation, "sets the machine's clock, which times every run"},
    {"clock_adjtime", Decision::Violation, "sets the machine's clock, which times every run"},
    {"adjtimex", Decision::Violation, "sets the machine's clock, which times every run"},
    {"sethostname", Decision::Violation, "renames the machine"},
    {"setdomainname", Decision::Violation, "renames the machine"},
    {"vm86", Decision::Violation, "obsolete, a known source of kernel bugs"},
    {"vm86old", Decision::Violation, "obsolete, a known source of kernel bugs"},
    {"uselib", Decision::Violation, "obsolete, a known source of kernel bugs"},
    {"nfsservctl", Decision::Violation, "obsolete, a known source of kernel bugs"},
    {"_sysctl", Decision::Violation, "obsolete, a known source of kernel bugs"},
    {"lookup_dcookie", Decision::Violation, "obsolete, a known source of kernel bugs"},
    {"vhangup", Decision::Violation, "hangs up the terminal of others"},
    // Probed by runtimes, which fall back when the kernel lacks them: Node.js (libuv) and recent glibc
    // and Java try io_uring first, and the call is also the largest kernel attack surface of recent years.
    {"io_uring_setup", Decision::NotSupported, "probed by libuv (Node.js) and others, which fall back"},
    {"io_uring_enter", Decision::NotSupported, "probed by libuv (Node.js) and others, which fall back"},
    {"io_uring_register", Decision::NotSupported, "probed by libuv (Node.js) and others, which fall back"},
    // Refused as an unprivileged user would be: harmless to ask, dangerous to grant.
    {"bpf", Decision::NotPermitted, "probed by systemd-style libraries; kernel attack surface"},
    {"perf_event_open", Decision::NotPermitted, "profilers ask for it; a timing side channel"},
    {"userfaultfd", Decision::NotPermitted, "some runtimes probe it; a classic race amplifier for exploits"},
    {"keyctl", Decision::NotPermitted, "kernel keyrings; libraries probe them for credentials"},
    {"add_key", Decision::NotPermitted, "kernel keyrings; libraries probe them for credentials"},
    {"request_key", Decision::NotPermitted, "kernel keyrings; libraries probe them for credentials"},
    {"name_to_handle_at", Decision::NotPermitted, "asked by libraries that stat mounts; pairs with open_by_handle_at"},
    {"fanotify_init", Decision::NotPermitted, "watches the whole file system"},
    {"acct", Decision::NotPermitted, "process accounting of the whole machine"},
    {"quotactl", Decision::NotPermitted, "disk quotas of the machine"},
    {"quotactl_fd", Decision::NotPermitted, "disk quotas of the machine"},
    {"syslog", Decision::NotPermitted, "the kernel log; dmesg-reading libraries fall back"},
};

constexpr unsigned long kNamespaceCloneFlags[] = {CLONE_NEWNS,  CLONE_NEWUSER, CLONE_NEWPID,   CLONE_NEWNET,
                                                  CLONE_NEWIPC, CLONE_NEWUTS,  CLONE_NEWCGROUP};

struct ContextDeleter {
    void operator()(scmp_filter_ctx ctx) const { seccomp_release(ctx); }
};

} // namespace

Result<CompiledSeccompFilter> compileSeccompFilter(const SeccompOptions& options) {
    std::unique_ptr<void, ContextDeleter> ctx(seccomp_init(SCMP_ACT_ALLOW));
    if (!ctx) return fail("seccomp_init failed");
    const uint32_t violation = options.notify ? SCMP_ACT_NOTIFY : SCMP_ACT_KILL_PROCESS;
    auto add = [&](uint32_t action, int syscall, std::initializer_list<scmp_arg_cmp> args) -> Result<void> {
        int rc = seccomp_rule_add_array(ctx.get(), action, syscall, static_cast<unsigned>(args.size()),
                                        args.size() ? args.begin() : nullptr);
        if (rc != 0) return fail("seccomp rule for syscall " + std::to_string(syscall) + ": " + sys::errnoText(-rc));
        return {};
    };

    for (const SyscallRule& rule : kSyscallRules) {
        int number = seccomp_syscall_resolve_name(rule.name);
        if (number == __NR_SCMP_ERROR) continue; // not on this architecture
        const uint32_t action = rule.decision == Decision::Violation      ? violation
                                : rule.decision == Decision::NotSupported ? SCMP_ACT_ERRNO(ENOSYS)
                                                                          : SCMP_ACT_ERRNO(EPERM);
        if (auto added = add(action, number, {}); !added) return added.failure();
    }
    for (unsigned long flag : kNamespaceCloneFlags)
        if (auto added = add(violation, SCMP_SYS(clone), {firstArgument(SCMP_CMP_MASKED_EQ, flag, flag)}); !added)
            return added.failure();
    // clone3 passes its flags in memory, out of a filter's reach; ENOSYS makes glibc fall back to clone.
    if (auto added = add(SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), {}); !added) return added.failure();
    // personality() may only be queried: changing it can switch off address-space randomisation. Some
    // runtimes (older SBCL, valgrind-style tools) ask for that and carry on when refused.
    if (auto added = add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(personality), {firstArgument(SCMP_CMP_NE, 0xffffffffu)});
        !added)
        return added.failure();

    // Sockets of the allowed families only. libseccomp allows one comparison per argument and rule, so
    // the forbidden families are spelled out: every value up to the largest allowed one, and above it.
    std::vector<int> allowedFamilies;
    if (options.allowUnixSockets) allowedFamilies.push_back(AF_UNIX);
    // A run with network sockets has a network namespace of its own: reading its addresses (getifaddrs, which
    // Node.js and npm call at start) takes a NETLINK_ROUTE socket, which sees only that namespace's loopback.
    // Netlink's other protocols (audit, the kernel's uevents, ...) stay forbidden.
    if (options.allowNetworkSockets) allowedFamilies.insert(allowedFamilies.end(), {AF_INET, AF_INET6, AF_NETLINK});
    if (options.allowNetworkSockets)
        if (auto added = add(violation, SCMP_SYS(socket),
                             {SCMP_A0(SCMP_CMP_EQ, AF_NETLINK), SCMP_A2(SCMP_CMP_NE, NETLINK_ROUTE)});
            !added)
            return added.failure();
    for (int call : {SCMP_SYS(socket), SCMP_SYS(socketpair)}) {
        if (allowedFamilies.empty()) {
            if (auto added = add(violation, call, {}); !added) return added.failure();
            continue;
        }
        int largest = *std::max_element(allowedFamilies.begin(), allowedFamilies.end());
        if (auto added = add(violation, call, {firstArgument(SCMP_CMP_GT, static_cast<scmp_datum_t>(largest))}); !added)
            return added.failure();
        for (int family = 0; family < largest; ++family)
            if (std::find(allowedFamilies.begin(), allowedFamilies.end(), family) == allowedFamilies.end())
                if (auto added = add(violation, call, {firstArgument(SCMP_CMP_EQ, static_cast<scmp_datum_t>(family))});
                    !added)
                    return added.failure();
    }
    if (options.blockAffinityChanges)
        if (auto added = add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(sched_setaffinity), {}); !added) return added.failure();

    // Export through a memfd: libseccomp's in-memory export only exists since 2.6.
    UniqueFd memfd(::memfd_create("seccomp-bpf", MFD_CLOEXEC));
    if (!memfd) return fail("memfd_create: " + sys::errnoText());
    if (int rc = seccomp_export_bpf(ctx.get(), memfd.get()); rc != 0)
        return fail("seccomp_export_bpf: " + sys::errnoText(-rc));
    off_t size = ::lseek(memfd.get(), 0, SEEK_END);
    if (size <= 0 || size % sizeof(sock_filter) != 0) return fail("seccomp export produced no program");
    CompiledSeccompFilter filter;
    filter.notify = options.notify;
    filter.program.resize(static_cast<size_t>(size) / sizeof(sock_filter));
    if (::pread(memfd.get(), filter.program.data(), static_cast<size_t>(size), 0) != size)
        return fail("reading the exported seccomp program: " + sys::errnoText());
    return filter;
}

int loadSeccompFilter(const CompiledSeccompFilter& filter) {
    sock_fprog program{static_cast<unsigned short>(filter.program.size()),
                       const_cast<sock_filter*>(filter.program.data())};
    unsigned flags = filter.notify ? SECCOMP_FILTER_FLAG_NEW_LISTENER : 0;
    long rc = ::syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags, &program);
    if (rc < 0) return -errno;
    return filter.notify ? static_cast<int>(rc) : -1;
}

std::vector<std::string> violationCallNames() {
    std::vector<std::string> names;
    for (const SyscallRule& rule : kSyscallRules)
        if (rule.decision == Decision::Violation) names.emplace_back(rule.name);
    return names;
}

std::string syscallName(int number) {
    char* name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, number);
    if (!name) return "syscall " + std::to_string(number);
    std::string result = name;
    std::free(name);
    return result;
}

bool userNotificationSupported() {
    bool ok = false;
    std::string actions = sys::readFileString("/proc/sys/kernel/seccomp/actions_avail", &ok);
    return ok && actions.find("user_notif") != std::string::npos;
}

} // namespace jd::sandbox
