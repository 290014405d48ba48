#include "seccomp_policy.h"

#include "syscalls.h"

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

constexpr const char* kForbidden[] = {
    "ptrace",
    "process_vm_readv",
    "process_vm_writev",
    "pidfd_getfd",
    "kcmp",
    "mount",
    "umount",
    "umount2",
    "pivot_root",
    "chroot",
    "move_mount",
    "open_tree",
    "fsopen",
    "fsmount",
    "fsconfig",
    "fspick",
    "mount_setattr",
    "unshare",
    "setns",
    "bpf",
    "perf_event_open",
    "userfaultfd",
    "io_uring_setup",
    "io_uring_enter",
    "io_uring_register",
    "keyctl",
    "add_key",
    "request_key",
    "kexec_load",
    "kexec_file_load",
    "reboot",
    "init_module",
    "finit_module",
    "delete_module",
    "create_module",
    "swapon",
    "swapoff",
    "acct",
    "quotactl",
    "quotactl_fd",
    "syslog",
    "iopl",
    "ioperm",
    "settimeofday",
    "clock_settime",
    "clock_adjtime",
    "adjtimex",
    "sethostname",
    "setdomainname",
    "open_by_handle_at",
    "name_to_handle_at",
    "fanotify_init",
    "lookup_dcookie",
    "vhangup",
    "uselib",
    "nfsservctl",
    "_sysctl",
    "vm86",
    "vm86old",
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

    for (const char* name : kForbidden) {
        int number = seccomp_syscall_resolve_name(name);
        if (number == __NR_SCMP_ERROR) continue; // not on this architecture
        if (auto added = add(violation, number, {}); !added) return Error{added.error()};
    }
    for (unsigned long flag : kNamespaceCloneFlags)
        if (auto added = add(violation, SCMP_SYS(clone), {SCMP_A0(SCMP_CMP_MASKED_EQ, flag, flag)}); !added)
            return Error{added.error()};
    // clone3 passes its flags in memory, out of a filter's reach; ENOSYS makes glibc fall back to clone.
    if (auto added = add(SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), {}); !added) return Error{added.error()};
    // personality() may only be queried: changing it can switch off address-space randomisation.
    if (auto added = add(violation, SCMP_SYS(personality), {SCMP_A0(SCMP_CMP_NE, 0xffffffffu)}); !added)
        return Error{added.error()};

    // Sockets of the allowed families only. libseccomp allows one comparison per argument and rule, so
    // the forbidden families are spelled out: every value up to the largest allowed one, and above it.
    std::vector<int> allowedFamilies;
    if (options.allowUnixSockets) allowedFamilies.push_back(AF_UNIX);
    if (options.allowNetworkSockets) allowedFamilies.insert(allowedFamilies.end(), {AF_INET, AF_INET6});
    for (int call : {SCMP_SYS(socket), SCMP_SYS(socketpair)}) {
        if (allowedFamilies.empty()) {
            if (auto added = add(violation, call, {}); !added) return Error{added.error()};
            continue;
        }
        int largest = *std::max_element(allowedFamilies.begin(), allowedFamilies.end());
        if (auto added = add(violation, call, {SCMP_A0(SCMP_CMP_GT, static_cast<scmp_datum_t>(largest))}); !added)
            return Error{added.error()};
        for (int family = 0; family < largest; ++family)
            if (std::find(allowedFamilies.begin(), allowedFamilies.end(), family) == allowedFamilies.end())
                if (auto added = add(violation, call, {SCMP_A0(SCMP_CMP_EQ, static_cast<scmp_datum_t>(family))});
                    !added)
                    return Error{added.error()};
    }
    if (options.blockAffinityChanges)
        if (auto added = add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(sched_setaffinity), {}); !added)
            return Error{added.error()};

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
