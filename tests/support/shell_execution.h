#pragma once
// An execution of a shell script with generous limits, as the executor suites send them.
#include "judge/executor.h"

#include <chrono>

namespace jd::test {

inline judge::Execution shellExecution(const QString& script) {
    using namespace std::chrono_literals;
    judge::Execution execution;
    execution.command = {"/bin/sh", "-c", script};
    execution.limits.wallTime = 20s;
    execution.limits.cpuTime = 20s;
    execution.limits.memory = 256ull << 20;
    execution.limits.processes = 16;
    return execution;
}

} // namespace jd::test
