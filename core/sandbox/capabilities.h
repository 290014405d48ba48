#pragma once
#include <sys/types.h>

namespace jd::sandbox {

// Leaves the pre-exec child with no capability it could ever regain: the bounding and ambient sets are
// emptied and the securebits locked so that exec as (namespaced) root grants nothing. When `switchTo`
// is set (privileged mode) the child also becomes that uid/gid with no supplementary groups.
// Returns 0 or an errno. Async-signal-safe.
int dropPrivileges(bool switchUser, uid_t uid, gid_t gid);

} // namespace jd::sandbox
