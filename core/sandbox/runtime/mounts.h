#pragma once
#include "common/result.h"
#include "sandbox/unique_fd.h"
#include "zygote_protocol.h"

#include <string>
#include <vector>

namespace jd::sandbox {

// Where the host's root stays reachable after the pivot: only the zygote's bind helper keeps it (to
// copy host paths for runs); the zygote detaches it from the tree its slots are cloned from.
inline constexpr char kHostRootInside[] = "/.host";
// The host's /proc, kept in the slots' tree only where a user namespace needs a fully visible procfs
// to mount one of its own; each slot detaches it once its /proc is mounted.
inline constexpr char kHostProcInside[] = "/.hostproc";

// True when `path` (symlinks resolved) lies in a host directory every sandbox shows read-only.
bool isSystemPath(const std::string& path);

// In the zygote: builds a minimal read-only tree (system dirs, a curated /etc, a few /dev nodes) on a
// tmpfs at `newRoot` and pivots into it.
Result<void> buildSandboxRoot(const std::string& newRoot);

// In the zygote, once its bind helper holds the host view: the host root leaves the zygote's tree (what
// every slot copies), but for the host's /proc when `keepHostProc`.
Result<void> leaveHostRoot(bool keepHostProc);

// In a slot's init, ahead of its run, inside its own mount namespace: a fresh /proc for its pid
// namespace (when the kernel allows one here), a private /tmp, then the host root is detached and /
// made read-only. What the run itself needs arrives later as detached binds.
Result<void> prepareSlotMounts(uint64_t tmpSize, bool freshProc);

enum class MountPoint { Make, Exists };

// A detached copy of a host path (opened below `hostRoot` without following any symlink), read-only
// unless `writable`. In the zygote's bind helper its mount point is made in the shared sandbox root;
// a privileged supervisor makes the copy itself when that mount point exists already.
Result<UniqueFd> detachedBind(int hostRoot, const MountRequest& mount, MountPoint point = MountPoint::Make);
// Paths below /tmp are mounted in the run's private /tmp, where its init makes the mount point.
bool insidePrivateTmp(const std::string& path);

// In the run's init: puts a tree from detachedBind at its inside path.
Result<void> attachBind(int tree, const std::string& insidePath);
// In the run's init: a fresh tmpfs of `size` bytes over the bind at `insidePath`.
Result<void> mountTmpfsOver(const std::string& insidePath, uint64_t size);
// In the run's init: the run's own size cap for /tmp, and read-only if it may write nothing there.
Result<void> remountTmp(uint64_t tmpSize, bool readOnly);
// In a slot's init after a run: the run's binds leave (inner ones first) and /tmp is a new, empty
// tmpfs of `tmpSize`.
Result<void> resetSlotMounts(const std::vector<std::string>& boundPaths, uint64_t tmpSize);

} // namespace jd::sandbox
