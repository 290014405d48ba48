// One test of an omegaUp libinteractive problem: Main and the contestant's module, each built with its glue
// (core/libinteractive), run as the judge's interactive pair. Main reads the case and writes the output the
// problem's validator judges; the contestant's time and memory are the test's, Main's are not counted (as
// quark counts them); quark's merge of the two runs decides what is judged (libinteractiveVerdict).
#include "interaction.h"
#include "libinteractive/call_transcript.h"
#include "libinteractive/idl_parser.h"
#include "omegaup_checker.h"
#include "problem_judge.h"

#include <QFile>
#include <QTemporaryDir>

#include <csignal>

namespace jd::judge {

using namespace std::chrono_literals;

namespace {

bool diedOfBrokenPipe(const sandbox::RunResult& run) {
    return run.status == sandbox::RunStatus::Signaled && run.signal == SIGPIPE;
}

bool endedByPeer(const sandbox::RunResult& run) {
    return diedOfBrokenPipe(run) ||
           (run.status == sandbox::RunStatus::RuntimeError && isLibinteractivePeerDeath(run.exitCode));
}

// The relayed bytes read back as the calls that passed, each at the moment its first bytes were relayed.
Transcript callsOf(const Transcript& relayed, const libinteractive::Idl& idl) {
    Transcript calls;
    calls.recorded = true;
    calls.truncated = relayed.truncated;
    calls.programClosedAt = relayed.programClosedAt;
    calls.interactorClosedAt = relayed.interactorClosedAt;
    const libinteractive::Interface& contestant = idl.interfaces[1];
    QList<TranscriptEntry> sides[2];
    for (const bool fromMain : {true, false}) {
        std::string bytes;
        std::vector<std::pair<size_t, std::chrono::nanoseconds>> chunks; // where each relayed piece began
        for (const TranscriptEntry& entry : relayed.entries)
            if (entry.fromProgram != fromMain) {
                chunks.emplace_back(bytes.size(), entry.at);
                bytes.append(entry.data.constData(), size_t(entry.data.size()));
            }
        for (const auto& message : libinteractive::decodeMessages(idl, contestant, fromMain, bytes)) {
            auto chunk = std::upper_bound(chunks.begin(), chunks.end(), message.offset,
                                          [](size_t offset, const auto& piece) { return offset < piece.first; });
            const std::chrono::nanoseconds at = chunk == chunks.begin() ? std::chrono::nanoseconds(0)
                                                                        : std::prev(chunk)->second;
            sides[fromMain ? 0 : 1] << TranscriptEntry{at, !fromMain, QByteArray::fromStdString(message.text + "\n")};
        }
    }
    // Both sides in the order they spoke; at the same moment, Main's first (it starts every exchange).
    std::merge(sides[0].begin(), sides[0].end(), sides[1].begin(), sides[1].end(), std::back_inserter(calls.entries),
               [](const TranscriptEntry& a, const TranscriptEntry& b) { return a.at < b.at; });
    return calls;
}

} // namespace

TestOutcome ProblemJudge::runLibinteractiveTest(const TestRun& testRun) {
    const problem::TestCase& test = testRun.test;
    const JudgeOptions& options = testRun.options;
    const QString base = testRun.base();
    TestOutcome outcome;
    outcome.test = test.name;
    outcome.outputFile = base + ".out"; // what Main wrote, which the validator judges
    auto made = makeFeedbackDirectory(options.workDirectory);
    if (!made) {
        outcome.verdict = Verdict::JE;
        outcome.message = "cannot create a directory for Main in " + options.workDirectory;
        return outcome;
    }
    const QTemporaryDir& feedback = *made;

    Execution contestantRun = programExecution(testRun);
    contestantRun.errorFile = base + ".err";
    Execution mainRun;
    mainRun.command = interactor_->runCommand(2048);
    mainRun.command << test.name << omegaupLanguageName(*testRun.program.language);
    mainRun.environment = interactor_->environment;
    mainRun.environment << "LIBINTERACTIVE_INPUT=" + test.input
                        << "LIBINTERACTIVE_OUTPUT=" + feedback.filePath("output.txt");
    mainRun.programDirectory = interactor_->directory;
    mainRun.extraReadOnly = {test.input};
    mainRun.writableDirectory = feedback.path();
    mainRun.workingDirectory = feedback.path();
    mainRun.errorFile = feedback.filePath("stderr.txt");
    // Main waits on the contestant as long as the contestant may run, and computes its own answer besides.
    mainRun.limits.cpuTime = std::max<std::chrono::nanoseconds>(30s, *contestantRun.limits.wallTime);
    mainRun.limits.wallTime = *contestantRun.limits.wallTime + 2s;
    mainRun.limits.memory = 2048ull << 20;
    mainRun.limits.output = kHelperFileBytes;
    mainRun.limits.processes = std::max(16, interactor_->language->runProcesses);

    auto samples = std::make_shared<SampleSink>();
    recordSamples(contestantRun, test.name, samples);
    // The calls are relayed and recorded, to be shown as the run's transcript.
    InteractiveOptions interaction;
    interaction.transcriptLimit = 1 << 20;
    InteractiveResult run = submissionExecutor().executeInteractive(contestantRun, mainRun, interaction);
    if (interface_) {
        outcome.transcriptFile = base + ".interaction.jsonl";
        callsOf(run.transcript, *interface_).save(outcome.transcriptFile);
    }
    outcome.samples = samples->take(run.program);
    outcome.time = run.program.cpuTime;
    outcome.wallTime = run.program.wallTime;
    outcome.memory = run.program.memoryPeak;

    LibinteractiveFacts facts;
    facts.contestantRan = verdictOfRun(run.program);
    facts.contestantPeerDeath = endedByPeer(run.program);
    facts.mainRan = verdictOfRun(run.interactor);
    facts.mainExitCode = run.interactor.status == sandbox::RunStatus::Ok ? 0 : run.interactor.exitCode;
    if (facts.mainRan == Verdict::RE && run.interactor.status != sandbox::RunStatus::RuntimeError)
        facts.mainExitCode = -1; // a signal or a forbidden call, not an exit
    facts.mainPeerDeath = endedByPeer(run.interactor);
    const QString mainSaid = readFeedbackText(feedback.filePath("stderr.txt")).section('\n', 0, 2).trimmed();
    outcome.verdict = libinteractiveVerdict(facts);
    if (outcome.verdict != Verdict::AC) {
        if (outcome.verdict == facts.contestantRan && !facts.contestantPeerDeath)
            outcome.message = programFailure(run.program, contestantRun.errorFile);
        else if (outcome.verdict == Verdict::TLE)
            outcome.message = QStringLiteral("Main ran out of time waiting on the contestant's process");
        else if (facts.mainPeerDeath)
            outcome.message =
                QStringLiteral("Main stopped: the contestant's process ended or broke the calls' protocol (%1)")
                    .arg(QString::fromStdString(sandbox::exitReason(run.interactor)));
        else
            outcome.message = "Main failed: " + QString::fromStdString(sandbox::exitReason(run.interactor)) +
                              (mainSaid.isEmpty() ? QString() : ": " + mainSaid);
        return outcome;
    }
    QFile::remove(outcome.outputFile);
    if (!QFile::copy(feedback.filePath("output.txt"), outcome.outputFile) &&
        !QFile(outcome.outputFile).open(QIODevice::WriteOnly)) {
        outcome.verdict = Verdict::JE;
        outcome.message = "cannot keep Main's output in " + outcome.outputFile;
        return outcome;
    }
    if (!options.checkOutputs) {
        outcome.message = QStringLiteral("ran within the limits; not checked");
        return outcome;
    }
    auto arguments = omegaupValidatorArguments(test, *testRun.program.language, run.program, testRun.scratch() + ".meta");
    if (!arguments) {
        outcome.verdict = Verdict::JE;
        outcome.message = QString::fromStdString(arguments.error());
        return outcome;
    }
    const CheckResult check = checker_->check(test, outcome.outputFile, *arguments, {});
    outcome.verdict = check.verdict;
    outcome.score = check.score;
    outcome.message = check.message;
    // What Main said on its standard error ("got 3, expected 4") tells a coach why.
    if (check.verdict != Verdict::AC && !mainSaid.isEmpty())
        outcome.message += (outcome.message.isEmpty() ? QString() : QStringLiteral("; ")) + "Main said: " + mainSaid;
    return outcome;
}

} // namespace jd::judge
