#pragma once
// The pre-exec child: the slot init's clone (CLONE_VM | CLONE_VFORK) that becomes the program at execve. It
// shares the init's memory, so nothing here allocates, takes a lock or throws: only system calls.
#include "seccomp_policy.h"
#include "zygote_protocol.h"

#include <cstddef>

namespace jd::sandbox {

// What the child writes to its failure pipe when it cannot reach execve: an errno and a word.
struct ChildFailure {
    int error;
    char message[160];
};

// Everything the program's pre-exec child needs, prepared by the init: the child shares the init's
// memory (CLONE_VM) and so must not allocate.
struct ProgramLaunch {
    IsolationMode mode;
    const LaunchRequest* request;
    int streams[3];
    const int* inherited; // become fd 3, 4, ... in the program
    size_t inheritedCount;
    const CompiledSeccompFilter* filter;
    int failurePipe;
    int listenerSocket;
    const char* program;
    char* const* argv;
    char* const* envp;
    bool switchUser;
};

// The clone's entry point (`argument` is a ProgramLaunch): streams and inherited descriptors, a session of its own,
// CPU affinity, a network namespace if asked, rlimits, privileges dropped, no_new_privs, the seccomp filter, execve.
int startProgram(void* argument);

} // namespace jd::sandbox
