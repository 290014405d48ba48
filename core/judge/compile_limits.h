#pragma once
// The limits a submission is compiled under: those of the system the package was written for, as its own
// tools compile (problemtools: none; DOMjudge's judgehost: its script limits; omegaUp's runner: the seed's
// compile limits), never below what the language's toolchain here needs, and raised or lowered by the coach.
#include "languages.h"
#include "problem/dialect.h"
#include "sandbox/run_result.h"

#include <QString>

#include <optional>

namespace jd::judge {

// What the coach set over the system's (Settings, --compile-memory, --compile-time); unset keeps the system's.
struct CompileLimitsOverride {
    std::optional<int> memoryMiB; // 0: no limit
    std::optional<double> cpuSeconds;
};

struct CompileLimitsChoice {
    CompileLimits limits; // memoryMiB or outputMiB 0: not limited
    QString source;       // whose limits they are, in words: "problemtools (no limit on memory or output)"
};

CompileLimitsChoice compileLimitsFor(const Language& language, problem::Dialect dialect,
                                     const CompileLimitsOverride& override = {});

// The line a compile killed by one of its limits gets below the compiler's own words, naming the limit and
// where it came from and how to raise it; empty when the compiler ended by itself.
QString compileLimitExplanation(const sandbox::RunResult& result, const CompileLimitsChoice& choice);

} // namespace jd::judge
