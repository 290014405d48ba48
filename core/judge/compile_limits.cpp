#include "compile_limits.h"

#include "sandbox/run_result.h"

#include <algorithm>

namespace jd::judge {
namespace {

// DOMjudge's judgehost compiles under its script limits (script_timelimit 30 s, script_memory_limit 2 GiB,
// script_filesize_limit 2.5 GiB: ../notes/domjudge-judgehost.md).
constexpr double kDomjudgeSeconds = 30;
constexpr int kDomjudgeMemoryMiB = 2048;
constexpr int kDomjudgeFileMiB = 2560;
// omegaUp's runner: CompileTimeLimit 30 s, CompileMemoryLimit 512 MiB (the seed's runner configuration).
constexpr double kOmegaUpSeconds = 30;
constexpr int kOmegaUpMemoryMiB = 512;
// JudgeDesk's own packages and Polygon's: as generous as DOMjudge, so that what compiles on a contest system
// compiles here.
constexpr int kOwnMemoryMiB = 2048;

QString mib(int value) { return value == 0 ? QStringLiteral("no limit") : QStringLiteral("%1 MiB").arg(value); }

} // namespace

CompileLimitsChoice compileLimitsFor(const Language& language, problem::Dialect dialect,
                                     const CompileLimitsOverride& override) {
    CompileLimitsChoice choice;
    CompileLimits& limits = choice.limits;
    limits = language.compileLimits;
    using problem::Dialect;
    switch (dialect) {
    case Dialect::Kattis:
        // problemtools/run/source.py compiles in a plain subprocess: no limit on memory or output.
        limits.memoryMiB = 0;
        limits.outputMiB = 0;
        choice.source = QStringLiteral("problemtools (no limit on memory or output)");
        break;
    case Dialect::DOMjudge:
        limits.cpuSeconds = std::max(limits.cpuSeconds, kDomjudgeSeconds);
        limits.memoryMiB = std::max(limits.memoryMiB, kDomjudgeMemoryMiB);
        limits.outputMiB = std::max(limits.outputMiB, kDomjudgeFileMiB);
        choice.source = QStringLiteral("DOMjudge's judgehost (its script limits)");
        break;
    case Dialect::OmegaUp:
        limits.cpuSeconds = std::max(limits.cpuSeconds, kOmegaUpSeconds);
        limits.memoryMiB = std::max(limits.memoryMiB, kOmegaUpMemoryMiB);
        choice.source = QStringLiteral("omegaUp's runner (CompileMemoryLimit)");
        break;
    case Dialect::CMS:
        choice.source = QStringLiteral("CMS's compilation sandbox");
        break;
    case Dialect::JudgeDesk:
    case Dialect::Polygon:
        limits.memoryMiB = std::max(limits.memoryMiB, kOwnMemoryMiB);
        choice.source = QStringLiteral("JudgeDesk's own");
        break;
    }
    if (override.memoryMiB || override.cpuSeconds) {
        if (override.memoryMiB) limits.memoryMiB = std::max(0, *override.memoryMiB);
        if (override.cpuSeconds) limits.cpuSeconds = *override.cpuSeconds;
        choice.source = QStringLiteral("your setting");
    }
    return choice;
}

QString compileLimitExplanation(const sandbox::RunResult& result, const CompileLimitsChoice& choice) {
    const CompileLimits& limits = choice.limits;
    const QString raise = QStringLiteral("; raise it in Settings (Judging) or with --compile-memory/--compile-time");
    switch (result.status) {
    case sandbox::RunStatus::MemoryLimit:
        return QStringLiteral("the compiler needed more than %1, the compile memory limit of %2%3")
            .arg(mib(limits.memoryMiB), choice.source, raise);
    case sandbox::RunStatus::TimeLimit:
    case sandbox::RunStatus::WallTimeLimit:
        return QStringLiteral("the compiler ran longer than %1 s, the compile time limit of %2%3")
            .arg(limits.cpuSeconds)
            .arg(choice.source, raise);
    case sandbox::RunStatus::OutputLimit:
        return QStringLiteral("the compiler wrote more than %1 to a file, the compile output limit of %2")
            .arg(mib(limits.outputMiB), choice.source);
    default: return {};
    }
}

} // namespace jd::judge
