#pragma once
// Ctrl-C, SIGTERM and SIGHUP as a stop request rather than a kill: the judging in progress ends within a
// second (compilers, programs and checkers killed, their mounts and cgroups removed), what was judged is
// printed, nothing half-judged is stored, and the command exits with kInterrupted. A second signal quits
// at once.
#include <stop_token>

namespace jd::cli {

inline constexpr int kInterrupted = 130; // the shell's status for a command ended by SIGINT

// First thing in main, before any thread exists: the signals are blocked in every thread (and in the
// sandbox's zygote, which inherits the mask; its runs unblock them) and taken by a thread of their own.
void installInterruptionHandler();
std::stop_token interruptionToken();
bool interrupted();

} // namespace jd::cli
