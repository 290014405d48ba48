#include "problem_judge.h"

#include <QFile>

namespace jd::judge {

// Multi-pass (Kattis 2025-09): each pass is a fresh run on the input the validator wrote last time; the passes'
// times add up, the largest memory counts.
TestOutcome ProblemJudge::runMultiPassTest(const TestRun& run) {
    const problem::TestCase& test = run.test;
    const QString base = run.base();
    problem::TestCase pass = test;
    const TestRun passRun{pass, run.program, run.options, run.timeLimit, run.worker};
    std::chrono::nanoseconds time{0}, wallTime{0};
    uint64_t memory = 0;
    for (int number = 1; number <= problem_.limits.validationPasses; ++number) {
        const QString passBase = number == 1 ? base : base + QStringLiteral(".pass%1").arg(number);
        const QString next = base + QStringLiteral(".pass%1.in").arg(number + 1);
        QFile::remove(next);
        TestOutcome outcome = runBatchPass(passRun, passBase, next);
        time += outcome.time;
        wallTime += outcome.wallTime;
        memory = std::max(memory, outcome.memory);
        outcome.test = test.name;
        outcome.time = time;
        outcome.wallTime = wallTime;
        outcome.memory = memory;
        outcome.passes = number;
        if (outcome.verdict != Verdict::AC || !QFile::exists(next)) return outcome;
        if (number == problem_.limits.validationPasses) {
            outcome.verdict = Verdict::JE;
            outcome.message = QStringLiteral("the validator asked for a pass beyond limits.validation_passes (%1)")
                                  .arg(problem_.limits.validationPasses);
            return outcome;
        }
        pass.input = next;
    }
    return {};
}

} // namespace jd::judge
