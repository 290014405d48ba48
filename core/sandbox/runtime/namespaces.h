#pragma once
#include "common/result.h"
#include "zygote_protocol.h"

#include <sys/types.h>

namespace jd::sandbox {

// Moves the calling (single-threaded) zygote into its own mount, network, IPC and UTS namespaces, and
// into a user namespace mapping outerUid/outerGid to root when `mode` is UserNamespace.
Result<void> enterZygoteNamespaces(IsolationMode mode, uid_t outerUid, gid_t outerGid);

} // namespace jd::sandbox
