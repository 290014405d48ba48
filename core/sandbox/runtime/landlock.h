#pragma once
// Files without namespaces: Landlock lets an unprivileged process give up writing anywhere but where it is
// told, which is what the degraded mode (no user namespaces, as under Ubuntu's AppArmor restriction) can still
// promise about files. Called by the pre-exec child, so system calls only.
#include "zygote_protocol.h"

namespace jd::sandbox {

// The Landlock ABI version the kernel offers; 0 when it has none or it is disabled.
int landlockAbi();

// The first Landlock ABI that scopes signals: a process sends them only to its own domain (itself and what it
// starts), not to the init that started it nor to the user's other processes.
inline constexpr int kLandlockSignalScopeAbi = 6;

// From now on this process and what it starts may create, change or remove files only beneath
// request.writablePaths, /dev, and /tmp unless request.readOnlyTmp, and signal only one another (ABI 6 on);
// what it reads is left as it was, and descriptors already open (its streams) stay usable. Returns an errno; 0
// also when the kernel has no Landlock (the sandbox's report says so).
int confineWithLandlock(const LaunchRequest& request);

} // namespace jd::sandbox
