#pragma once
#include <sys/types.h>

namespace jd::sandbox {

// In a slot's init, ahead of its run: what every process of the run inherits is made unable to ever
// grant a capability again. The bounding and ambient sets are emptied and the securebits locked so
// that an exec as (namespaced) root gives nothing. The init keeps its own capabilities (it still has
// mounts to make). Returns 0 or an errno.
int restrictInheritedCapabilities();

// In the pre-exec child: the last capabilities go, and when `switchUser` is set (real root) the child
// becomes uid/gid with no supplementary groups. Returns 0 or an errno. Async-signal-safe.
int dropPrivileges(bool switchUser, uid_t uid, gid_t gid);

} // namespace jd::sandbox
