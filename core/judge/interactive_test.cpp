#include "interaction.h"
#include "problem_judge.h"
#include "weighted_scoring.h"

#include <QFile>
#include <QTemporaryDir>

#include <csignal>

namespace jd::judge {

using namespace std::chrono_literals;

TestOutcome ProblemJudge::runInteractiveTest(const TestRun& testRun) {
    const problem::TestCase& test = testRun.test;
    const JudgeOptions& options = testRun.options;
    constexpr size_t kTranscriptLimit = 1 << 20;
    const bool recorded = options.rules.value_or(problem::rulesOf(problem_.dialect.dialect)).interaction ==
                          problem::InteractionRule::Recorded;
    const int maxPasses = problem_.limits.validationPasses;
    const bool testlib = problem_.outputValidatorProtocol == "testlib";
    const QString base = testRun.base();
    TestOutcome outcome;
    outcome.test = test.name;
    if (recorded) outcome.transcriptFile = base + ".interaction.jsonl";
    outcome.outputFile = base + ".out"; // testlib: what the interactor wrote for the checker
    QString input = test.input;

    for (int pass = 1; pass <= maxPasses; ++pass) {
        outcome.passes = pass;
        auto made = makeFeedbackDirectory(options.workDirectory);
        if (!made) {
            outcome.verdict = Verdict::JE;
            outcome.message = "cannot create a feedback directory in " + options.workDirectory;
            return outcome;
        }
        const QTemporaryDir& feedback = *made;
        Execution programRun = programExecution(testRun);
        programRun.errorFile = base + ".err";
        // DOMjudge's runpipe gives an interactive submission twice its hard limit of wall-clock time.
        if (options.rules && options.rules->wallClock == problem::WallClockRule::Overshoot)
            *programRun.limits.wallTime *= 2;
        Execution interactorRun;
        interactorRun.command = interactor_->runCommand(2048);
        interactorRun.environment = interactor_->environment;
        interactorRun.programDirectory = interactor_->directory;
        interactorRun.extraReadOnly = {input};
        if (!test.answer.isEmpty()) interactorRun.extraReadOnly << test.answer;
        interactorRun.writableDirectory = feedback.path();
        interactorRun.errorFile = feedback.filePath("stderr.txt");
        const QString answer = test.answer.isEmpty() ? QStringLiteral("/dev/null") : test.answer;
        if (testlib) {
            interactorRun.command << input << feedback.filePath("output.txt") << answer;
        } else {
            interactorRun.command << input << answer << feedback.path() + "/";
            interactorRun.command << validatorArguments_.value(test.name);
        }
        // The interactor may wait on the program as long as the program may run.
        interactorRun.limits.cpuTime = std::max<std::chrono::nanoseconds>(30s, *programRun.limits.wallTime);
        interactorRun.limits.wallTime = *programRun.limits.wallTime + 2s;
        interactorRun.limits.memory = 2048ull << 20;
        interactorRun.limits.output = kHelperFileBytes;
        interactorRun.limits.processes = std::max(16, interactor_->language->runProcesses);

        auto samples = std::make_shared<SampleSink>();
        recordSamples(programRun, test.name, samples);
        InteractiveOptions interaction;
        if (recorded) interaction.transcriptLimit = kTranscriptLimit;
        interaction.interactorAccepts = [testlib](const sandbox::RunResult& interactor) {
            const bool exited =
                interactor.status == sandbox::RunStatus::Ok || interactor.status == sandbox::RunStatus::RuntimeError;
            return exited && interactor.exitCode == (testlib ? 0 : 42);
        };
        const std::chrono::nanoseconds timeBefore = outcome.time;
        InteractiveResult run = submissionExecutor().executeInteractive(programRun, interactorRun, interaction);
        outcome.samples = samples->take(run.program);
        if (recorded)
            run.transcript.save(pass == 1 ? outcome.transcriptFile
                                          : outcome.transcriptFile + QString(".pass%1").arg(pass));
        outcome.time += run.program.cpuTime;
        outcome.wallTime += run.program.wallTime;
        outcome.memory = std::max(outcome.memory, run.program.memoryPeak);

        // What the interactor says: Kattis 42/43, testlib 0/1/2 (anything else is the judge's failure).
        Verdict said = Verdict::JE;
        const bool exited = run.interactor.status == sandbox::RunStatus::Ok ||
                            run.interactor.status == sandbox::RunStatus::RuntimeError;
        if (exited && testlib) {
            const Verdict codes[] = {Verdict::AC, Verdict::WA, Verdict::PE};
            if (run.interactor.exitCode >= 0 && run.interactor.exitCode <= 2) said = codes[run.interactor.exitCode];
        } else if (exited && (run.interactor.exitCode == 42 || run.interactor.exitCode == 43)) {
            said = run.interactor.exitCode == 42 ? Verdict::AC : Verdict::WA;
        }
        QString message = readFeedbackText(feedback.filePath(testlib ? "stderr.txt" : "judgemessage.txt"));
        if (said == Verdict::JE) {
            const QString flooded = floodedFile(feedback.path());
            message = "the interactor failed: " + QString::fromStdString(sandbox::exitReason(run.interactor)) +
                      (!flooded.isEmpty() ? QStringLiteral(": it wrote %1 MiB into %2, a judge helper's limit")
                                                .arg(kHelperFileBytes >> 20)
                                                .arg(flooded)
                       : message.isEmpty() ? QString()
                                           : ": " + message);
        }

        Verdict ran = verdictOfRun(run.program);
        if (run.program.status == sandbox::RunStatus::WallTimeLimit && run.program.cpuTime < *programRun.limits.cpuTime)
            ran = Verdict::ILE; // an idle program: it waited for the interactor, which waited for it
        auto brokenPipe = [](const sandbox::RunResult& side) {
            return side.status == sandbox::RunStatus::Signaled && side.signal == SIGPIPE;
        };
        InteractiveFacts facts;
        facts.interactorSaid = said;
        facts.interactorOutOfTime = run.interactor.status == sandbox::RunStatus::TimeLimit ||
                                    run.interactor.status == sandbox::RunStatus::WallTimeLimit;
        facts.interactorBrokenPipe = brokenPipe(run.interactor);
        facts.interactorEndedFirst = run.interactorEndedFirst;
        facts.programRan = ran;
        facts.programBrokenPipe = brokenPipe(run.program);
        outcome.verdict = interactiveVerdict(facts);
        if (outcome.verdict == ran && ran != Verdict::AC)
            message = programFailure(run.program, programRun.errorFile);
        else if (facts.interactorBrokenPipe && outcome.verdict == Verdict::WA)
            message = QStringLiteral("the program stopped reading while the interactor was still writing to it");
        outcome.message = message;
        // A rejection that came while the program ran was decided at that moment of the program's clock.
        if (facts.interactorEndedFirst && outcome.verdict == said && said != Verdict::AC && said != Verdict::JE &&
            run.programCpuWhenInteractorEnded)
            outcome.decidedAt = timeBefore + std::min(*run.programCpuWhenInteractorEnded, run.program.cpuTime);
        if (run.programStoppedAfterRejection && outcome.verdict == said)
            outcome.message += QStringLiteral("%1(the program was stopped once the interactor had rejected it)")
                                   .arg(message.isEmpty() ? "" : "\n");
        if (outcome.verdict != Verdict::AC) return outcome;

        if (testlib) {
            QFile::remove(outcome.outputFile);
            QFile::copy(feedback.filePath("output.txt"), outcome.outputFile);
            if (checker_) {
                CheckResult check = checker_->check(test, outcome.outputFile, validatorArguments_.value(test.name));
                outcome.verdict = check.verdict;
                outcome.message = check.message;
                outcome.score = check.score;
            }
            return outcome;
        }
        if (QString score = readFeedbackText(feedback.filePath("score.txt")); !score.isEmpty()) {
            outcome.score = finiteScore(score);
            if (!outcome.score) {
                outcome.verdict = Verdict::JE;
                outcome.message = "the interactor wrote a score that is not a number: " + score;
                return outcome;
            }
        }
        // Multi-pass: the validator hands the next pass its input.
        const QString next = feedback.filePath("nextpass.in");
        if (!problem_.validation.multiPass || !QFile::exists(next)) return outcome;
        input = base + QStringLiteral(".pass%1.in").arg(pass + 1);
        QFile::remove(input);
        QFile::copy(next, input);
        QFile::setPermissions(input, QFile::permissions(input) | QFile::ReadOther);
    }
    outcome.verdict = Verdict::JE;
    outcome.message =
        QStringLiteral("the validator asked for a pass beyond limits.validation_passes (%1)").arg(maxPasses);
    return outcome;
}

} // namespace jd::judge
