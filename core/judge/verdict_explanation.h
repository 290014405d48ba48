#pragma once
// What JudgeDesk saw of a rejection that the package's system puts in broader words: Kattis calls a memory
// limit, an output limit and a forbidden call all a run-time error, DOMjudge a presentation error a wrong
// answer. The system's verdict stays the verdict; this says, beside it, what happened.
#include "problem/dialect.h"
#include "verdict.h"

namespace jd::judge {

struct ExplanationContext {
    problem::Dialect dialect = problem::Dialect::JudgeDesk;
    problem::MemoryLimitRule memoryRule = problem::MemoryLimitRule::Resident;
    int memoryMiB = 0;
    int outputMiB = 0;
};

// Whether `dialect` calls `verdict` by a word of its own that it shares with another verdict (Kattis's RTE for
// a memory limit).
bool dialectSaysLess(Verdict verdict, problem::Dialect dialect);

// The system's own name for itself ("Kattis", "DOMjudge", ...).
QString systemName(problem::Dialect dialect);

// Plain words for `outcome` where the system's verdict says less than JudgeDesk knows ("It hit the memory
// limit of 256 MiB: the cap on its address space refused an allocation. Kattis counts this as a run-time
// error (RTE)."); empty where the system's word says it all.
QString explainVerdict(const TestOutcome& outcome, const ExplanationContext& context);

} // namespace jd::judge
