#pragma once
#include "../common/result.h"
#include "zygote_protocol.h"

#include <string>

namespace jd::sandbox {

// Where the host's root stays reachable inside the zygote's mount namespace. Only a run's init uses it,
// to make the run's binds, and detaches it before the program starts.
inline constexpr char kHostRootInside[] = "/.host";

// True when `path` (symlinks resolved) lies in a host directory every sandbox shows read-only.
bool isSystemPath(const std::string& path);

// In the zygote: builds a minimal read-only tree (system dirs, a curated /etc, a few /dev nodes) on a
// tmpfs at `newRoot` and pivots into it.
Result<void> buildSandboxRoot(const std::string& newRoot);

// In a run's init, inside the run's own mount namespace: the run's binds, a fresh /proc for its pid
// namespace, a private /tmp, then the host root is detached and / made read-only.
Result<void> prepareRunMounts(const LaunchRequest& request);

} // namespace jd::sandbox
