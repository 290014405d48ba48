#include "stress_test.h"

#include "common/atomic_file.h"
#include "common/parallel_for.h"
#include "helper_program.h"
#include "problem_judge.h"

#include <QDir>
#include <QFileInfo>

namespace jd::judge {
namespace {

using namespace std::chrono_literals;

struct Round {
    quint32 seed = 0;
    QString input, answer;
    QString failure; // the generator's or the reference's, when one failed
};

QString endOf(const sandbox::RunResult& run, const QString& errorFile) {
    const QString said = firstLinesOf(errorFile);
    const QString reason = run.status == sandbox::RunStatus::RuntimeError
                               ? QStringLiteral("exited with %1").arg(run.exitCode)
                               : QString::fromStdString(sandbox::exitReason(run));
    return said.isEmpty() ? reason : reason + ": " + said;
}

// The problem with these rounds as its only tests, judged with the secret group's settings.
problem::Problem problemOfRounds(const problem::Problem& problem, const QList<Round>& rounds) {
    problem::Problem copy = problem;
    problem::TestGroup secret;
    secret.name = "secret";
    secret.settings = problem.data.settings;
    for (const problem::TestGroup& group : problem.data.groups)
        if (group.name == "secret") secret.settings = group.settings;
    for (const Round& round : rounds)
        secret.tests << problem::TestCase{
            "secret/" + QString::number(round.seed), round.input, round.answer, {}, false, {}, {}};
    copy.data.tests.clear();
    copy.data.groups = {secret};
    return copy;
}

QString keep(const QString& from, const QString& to) {
    if (from.isEmpty() || !QFileInfo::exists(from)) return {};
    return copyFileAtomically(from, to) ? to : QString();
}

} // namespace

QStringList argumentsForSeed(const QStringList& arguments, quint32 seed) {
    QStringList made = arguments;
    bool placed = false;
    for (QString& argument : made)
        if (argument.contains(QStringLiteral("{seed}"))) {
            argument.replace(QStringLiteral("{seed}"), QString::number(seed));
            placed = true;
        }
    if (!placed) made << QString::number(seed);
    return made;
}

Result<StressReport> stressTest(const problem::Problem& problem, std::shared_ptr<Executor> executor,
                                std::shared_ptr<Compiler> compiler, const LanguageRegistry& languages,
                                const StressOptions& options, std::stop_token stop,
                                const std::function<void(int rounds)>& onRounds) {
    if (problem.validation.interactive)
        return fail("an interactive problem's tests are its interactor's: not stress-tested");
    if (problem.validation.multiPass) return fail("a multi-pass problem is not stress-tested");
    if (!problem.inputFileName.isEmpty() || !problem.outputFileName.isEmpty())
        return fail("a problem that reads and writes files is not stress-tested");
    if (options.workDirectory.isEmpty() || !QDir().mkpath(options.workDirectory))
        return fail("the stress test has nowhere to keep its tests");
    const auto started = std::chrono::steady_clock::now();

    auto generator = buildHelperProgram(options.generator, "the generator " + QFileInfo(options.generator).fileName(),
                                        *compiler, languages, stop);
    if (!generator) return generator.failure();
    auto reference = buildSolutionProgram(options.reference, "the reference " + QFileInfo(options.reference).fileName(),
                                          problem, *compiler, languages, stop);
    if (!reference) return reference.failure();
    auto candidate = solutionFiles(options.candidate, problem, languages);
    if (!candidate) return Error{"the solution under test: " + candidate.error()};

    const QDir work(options.workDirectory);
    const int batchSize = std::max(4, 2 * options.jobs);
    const auto cpu = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(
        std::max(10.0, 4 * options.timeLimit.value_or(problem.limits.timeLimit.value_or(2.5)))));
    StressReport report;
    quint32 seed = options.firstSeed;
    while (report.rounds < options.rounds) {
        if (stop.stop_requested()) return fail("stopped");
        if (std::chrono::steady_clock::now() - started >= options.budget) {
            report.endedBecause = QStringLiteral("no difference in %1 rounds before the time budget of %2 s ran out")
                                      .arg(report.rounds)
                                      .arg(options.budget.count() / 1000.0);
            return report;
        }
        QList<Round> rounds(std::min(batchSize, options.rounds - report.rounds));
        for (Round& round : rounds) {
            round.seed = seed++;
            round.input = work.filePath(QStringLiteral("%1.in").arg(round.seed));
            round.answer = work.filePath(QStringLiteral("%1.ans").arg(round.seed));
        }
        parallelFor(rounds.size(), options.jobs, stop, [&](qsizetype index) {
            Round& round = rounds[index];
            const QString error = work.filePath(QStringLiteral("%1.err").arg(round.seed));
            const QStringList arguments = argumentsForSeed(options.arguments, round.seed);
            auto made =
                runHelperProgram(*executor, *generator, HelperRun{arguments, {}, round.input, error, 60s, 2048});
            if (!endedWell(made)) {
                round.failure = "the generator " + endOf(made, error);
                return;
            }
            auto answered = runHelperProgram(
                *executor, *reference, HelperRun{{}, round.input, round.answer, error, cpu, problem.limits.memoryMiB});
            if (!endedWell(answered)) round.failure = "the reference " + endOf(answered, error);
            QFile::remove(error);
        });
        if (stop.stop_requested()) return fail("stopped");
        for (const Round& round : rounds)
            if (!round.failure.isEmpty())
                return fail(QStringLiteral("seed %1: %2").arg(round.seed).arg(round.failure).toStdString());

        ProblemJudge judge(problemOfRounds(problem, rounds), executor, compiler, languages);
        JudgeOptions judgeOptions;
        judgeOptions.jobs = options.jobs;
        if (options.timeLimit) setTimeLimit(judgeOptions, *options.timeLimit);
        judgeOptions.workDirectory = work.filePath("outputs");
        judgeOptions.stop = stop;
        auto judged = judge.judge(*candidate, judgeOptions);
        if (!judged) return judged.failure();
        if (stop.stop_requested()) return fail("stopped");
        if (!judged->compile.compiled)
            return fail("the solution under test does not compile:\n" + judged->compile.compilerOutput.toStdString());
        for (qsizetype index = 0; index < judged->tests.size(); ++index) {
            const TestOutcome& outcome = judged->tests[index];
            if (outcome.verdict == Verdict::NotRun) break;
            ++report.rounds;
            if (outcome.verdict == Verdict::AC) continue;
            Counterexample found;
            found.seed = rounds[index].seed;
            found.arguments = argumentsForSeed(options.arguments, found.seed);
            found.input = keep(rounds[index].input, work.filePath("counterexample.in"));
            found.answer = keep(rounds[index].answer, work.filePath("counterexample.ans"));
            found.output = keep(outcome.outputFile, work.filePath("counterexample.out"));
            found.outcome = outcome;
            report.found = found;
            report.endedBecause = QStringLiteral("seed %1 tells them apart").arg(found.seed);
            break;
        }
        for (const Round& round : rounds) {
            QFile::remove(round.input);
            QFile::remove(round.answer);
        }
        QDir(work.filePath("outputs")).removeRecursively();
        if (onRounds) onRounds(report.rounds);
        if (report.found) return report;
    }
    report.endedBecause = QStringLiteral("no difference in %1 rounds").arg(report.rounds);
    return report;
}

} // namespace jd::judge
