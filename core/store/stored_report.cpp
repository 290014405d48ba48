#include "stored_report.h"

namespace jd::store {

judge::JudgeReport reportOf(const StoredJudgement& stored) {
    judge::JudgeReport report;
    report.language = stored.language;
    report.compile.compiled = stored.verdict != judge::verdictCode(judge::Verdict::CE);
    report.compile.compilerOutput = stored.compilerOutput;
    report.verdict = judge::verdictFromCode(stored.verdict).value_or(judge::Verdict::JE);
    report.score = stored.score;
    report.timeLimit = stored.timeLimit;
    for (const StoredTest& test : stored.tests) {
        judge::TestOutcome outcome;
        outcome.test = test.name;
        outcome.verdict = judge::verdictFromCode(test.verdict).value_or(judge::Verdict::JE);
        outcome.time = std::chrono::nanoseconds(test.timeNanoseconds);
        outcome.memory = quint64(std::max<qint64>(0, test.memoryBytes));
        outcome.score = test.score;
        outcome.message = test.message;
        outcome.outputFile = test.outputBlob;
        outcome.transcriptFile = test.transcriptBlob;
        outcome.samples = test.samples;
        if (test.decidedNanoseconds) outcome.decidedAt = std::chrono::nanoseconds(*test.decidedNanoseconds);
        outcome.explanation = test.explanation;
        report.maxTime = std::max(report.maxTime, outcome.time);
        report.maxMemory = std::max<uint64_t>(report.maxMemory, outcome.memory);
        report.tests << outcome;
    }
    return report;
}

judge::JudgeReport reportOf(const StoredJudgement& stored, const problem::Problem& problem) {
    judge::JudgeReport report = reportOf(stored);
    report.dialect = problem.dialect;
    report.rules = problem::rulesOf(problem.dialect.dialect);
    if (report.verdict != judge::Verdict::CE)
        report.root = judge::aggregate(problem.data, report.tests, problem.validation.scoring, report.rules.groupScore);
    return report;
}

} // namespace jd::store
