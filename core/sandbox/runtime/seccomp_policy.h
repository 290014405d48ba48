#pragma once
#include "common/result.h"

#include <linux/filter.h>

#include <string>
#include <vector>

namespace jd::sandbox {

struct SeccompOptions {
    bool allowNetworkSockets = false;
    bool allowUnixSockets = true;
    bool blockAffinityChanges = false; // when the run is pinned to CPUs
    bool notify = true;                // report violations to the init (user notification) instead of SIGSYS

    // Which of the 8 precompiled variants these options select (notify is the same for all).
    int variant() const { return allowNetworkSockets | (allowUnixSockets << 1) | (blockAffinityChanges << 2); }
    static SeccompOptions fromVariant(int variant, bool notify) {
        return {bool(variant & 1), bool(variant & 2), bool(variant & 4), notify};
    }
};

// The default policy: everything a program of any configured language needs is allowed; what only an
// attack does (ptrace, mounts, namespaces, loading kernel code, ...) is a violation (RF); what runtimes
// probe and fall back from (io_uring, bpf, perf events, keyrings, ...) is refused with an errno. Each
// decision and its reason is one row of the table in seccomp_policy.cpp. Compiled to BPF once, so a run
// only pays for one prctl().
struct CompiledSeccompFilter {
    std::vector<sock_filter> program;
    bool notify = false;
};

Result<CompiledSeccompFilter> compileSeccompFilter(const SeccompOptions& options);

// Loads the filter into the calling thread (no_new_privs must be set). Returns the notification fd when
// the filter notifies, -1 otherwise, or -errno. Async-signal-safe.
int loadSeccompFilter(const CompiledSeccompFilter& filter);

std::string syscallName(int number);

// The calls that end a run as a violation (RF), by name: what another system's unconfined runs would allow.
std::vector<std::string> violationCallNames();
bool userNotificationSupported();

} // namespace jd::sandbox
