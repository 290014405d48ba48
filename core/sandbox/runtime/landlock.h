#pragma once
// Files without namespaces: Landlock lets an unprivileged process give up writing anywhere but where it is
// told, which is what the degraded mode (no user namespaces, as under Ubuntu's AppArmor restriction) can still
// promise about files. Called by the pre-exec child, so system calls only.
#include "zygote_protocol.h"

namespace jd::sandbox {

// The Landlock ABI version the kernel offers; 0 when it has none or it is disabled.
int landlockAbi();

// From now on this process and what it starts may create, change or remove files only beneath
// request.writablePaths, /dev, and /tmp unless request.readOnlyTmp; what it reads is left as it was, and
// descriptors already open (its streams) stay usable. Returns an errno; 0 also when the kernel has no Landlock
// (the sandbox's report says so).
int confineWrites(const LaunchRequest& request);

} // namespace jd::sandbox
