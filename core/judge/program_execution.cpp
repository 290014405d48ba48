#include "problem_judge.h"

#include <sys/resource.h>

namespace jd::judge {

using namespace std::chrono_literals;

Execution ProblemJudge::programExecution(const TestRun& run) const {
    const BuiltProgram& program = run.program;
    const JudgeOptions& options = run.options;
    Execution execution;
    const int memoryMiB = options.memoryMiB.value_or(problem_.limits.memoryMiB);
    execution.command = program.runCommand(memoryMiB, run.test.name);
    execution.environment = program.environment;
    execution.programDirectory = program.directory;
    execution.cut = run.cut;
    // DOMjudge runs a submission where nothing is its to write (its execdir, owned by the judge): a program
    // that writes a file beside itself fails there as it does on DOMjudge.
    // Nor anywhere else (its chroot has no /tmp), and its runguard leaves it PATH alone: no HOME, no TMPDIR.
    if (problem_.dialect.dialect == problem::Dialect::DOMjudge) {
        execution.workingDirectory = kProgramInside;
        execution.readOnlyTmp = !program.language->needsWritableTmp;
        execution.bareEnvironment = true;
        if (program.language->needsWritableTmp) execution.environment << QStringLiteral("TMPDIR=/tmp");
    }
    auto& limits = execution.limits;
    limits.cpuTime = std::chrono::nanoseconds(static_cast<int64_t>(run.timeLimit.seconds * 1e9));
    const problem::JudgingRules rules = options.rules.value_or(problem::rulesOf(problem_.dialect.dialect));
    // DOMjudge's runguard stops a program at the limit and its overshoot, max(1 s, 10%), whatever its CPU
    // time: a sleeper is TIMELIMIT there, and one answering just past the limit is judged on its answer.
    limits.wallTime = rules.wallClock == problem::WallClockRule::Overshoot
                          ? *limits.cpuTime + std::max<std::chrono::nanoseconds>(1s, *limits.cpuTime / 10)
                          : *limits.cpuTime * 2 + 1s;
    if (problem_.limits.extraWallTime)
        *limits.wallTime += std::chrono::nanoseconds(static_cast<int64_t>(*problem_.limits.extraWallTime * 1e9));
    limits.memory = uint64_t(memoryMiB) << 20;
    limits.stack = limits.memory; // deep recursion is legitimate in contest solutions
    if (program.language->runStackMiB > 0)
        limits.stack = std::min(*limits.stack, uint64_t(program.language->runStackMiB) << 20);
    limits.output = problem_.limits.outputBytes.value_or(uint64_t(problem_.limits.outputMiB) << 20);
    // problemtools caps the address space, so an allocation past the limit fails at once; runtimes that
    // reserve address space up front would not even start under it.
    if (rules.memoryLimit == problem::MemoryLimitRule::AddressSpace && !program.language->reservesAddressSpace)
        limits.addressSpace = limits.memory;
    limits.truncateOutput = rules.outputLimit == problem::OutputLimitRule::Truncate;
    // The run's init is among the tasks counted here, not in DOMjudge's count.
    limits.processes =
        rules.processLimit == problem::ProcessLimitRule::SixtyFour ? 64 + 1 : program.language->runProcesses;
    if (!options.cpus.empty()) limits.cpus = {options.cpus[static_cast<size_t>(run.worker) % options.cpus.size()]};
    // DOMjudge's runguard leaves RLIMIT_STACK unlimited (its cgroup is the limit): glibc then gives each thread
    // its 2 MiB default, which DOMjudge's test-multithread.c checks.
    if (problem_.dialect.dialect == problem::Dialect::DOMjudge) limits.stack = RLIM_INFINITY;
    return execution;
}

void ProblemJudge::recordSamples(Execution& execution, const QString& test, std::shared_ptr<SampleSink> sink) {
    execution.onSample = [this, test, sink = std::move(sink)](const sandbox::Sample& sample) {
        const ResourcePoint point = pointOf(sample.wall, sample.cpu, sample.memory);
        {
            std::lock_guard lock(sink->mutex);
            sink->series.add(point);
        }
        emit sampleTaken(test, point);
    };
}

} // namespace jd::judge
