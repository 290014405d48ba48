#include "answer_archive.h"
#include "omegaup_checker.h"
#include "problem_judge.h"
#include "sandbox/unique_fd.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <unistd.h>

namespace jd::judge {
namespace {

bool fileContains(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(1 << 20).contains(text);
}

} // namespace

TestOutcome ProblemJudge::runBatchPass(const TestRun& run, const QString& base, const QString& nextPassInput) {
    const JudgeOptions& options = run.options;
    // Each worker's runs write to the same scratch files, truncated each time: creating two new files
    // per test costs more than the sandboxed run itself on a journaling file system. Better still, the
    // built-in comparator reads the output from an unnamed file (O_TMPFILE), which never reaches the
    // disk unless it is kept; checker programs need a name to be handed, so they get the named file.
    const QString scratch = run.scratch();
    const bool builtInChecker = problem_.outputValidator.isEmpty() && problem_.outputFileName.isEmpty();
    sandbox::UniqueFd unnamed;
    if (builtInChecker)
        unnamed = sandbox::UniqueFd(
            ::open(QFile::encodeName(options.workDirectory).constData(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0644));
    TestOutcome outcome = runAndCheck(run, base, nextPassInput, unnamed.get());
    auto keep = [](const QString& from, const QString& to) {
        QFile::remove(to);
        if (from.startsWith("/proc/self/fd/"))
            return ::linkat(AT_FDCWD, QFile::encodeName(from).constData(), AT_FDCWD, QFile::encodeName(to).constData(),
                            AT_SYMLINK_FOLLOW) == 0
                       ? to
                       : QString();
        return QFile::rename(from, to) ? to : QString();
    };
    if (QFileInfo(scratch + ".err").size() > 0) outcome.errorFile = keep(scratch + ".err", base + ".err");
    if (outcome.verdict != Verdict::AC || run.test.sample || options.keepAcceptedOutputs)
        outcome.outputFile =
            QFileInfo::exists(outcome.outputFile) ? keep(outcome.outputFile, base + ".out") : QString();
    else
        outcome.outputFile.clear();
    return outcome;
}

TestOutcome ProblemJudge::runAndCheck(const TestRun& run, const QString& base, const QString& nextPassInput,
                                      int outputFd) {
    const problem::TestCase& test = run.test;
    const BuiltProgram& program = run.program;
    const QString scratch = run.scratch();
    TestOutcome outcome;
    outcome.test = test.name;
    outcome.outputFile = outputFd >= 0 ? QStringLiteral("/proc/self/fd/%1").arg(outputFd) : scratch + ".out";
    Execution execution = programExecution(run);
    execution.inputFile = test.input;
    if (outputFd >= 0)
        execution.outputFd = outputFd;
    else
        execution.outputFile = outcome.outputFile;
    execution.errorFile = scratch + ".err";
    const bool fileIo = !problem_.inputFileName.isEmpty() || !problem_.outputFileName.isEmpty();
    const QString box = base + ".box";
    struct RemoveOnExit {
        QString path;
        ~RemoveOnExit() {
            if (!path.isEmpty()) QDir(path).removeRecursively();
        }
    } boxCleanup{fileIo ? box : QString()};
    if (fileIo) {
        // The program's working directory holds its input file and receives its output file.
        QDir(box).removeRecursively();
        if (!QDir().mkpath(box) ||
            (!problem_.inputFileName.isEmpty() && !QFile::copy(test.input, box + "/" + problem_.inputFileName))) {
            outcome.verdict = Verdict::JE;
            outcome.message = "cannot prepare the working directory " + box;
            return outcome;
        }
        execution.workingDirectory = execution.writableDirectory = box;
        if (!problem_.inputFileName.isEmpty()) execution.inputFile.clear();
        if (!problem_.outputFileName.isEmpty()) {
            execution.outputFile = scratch + ".stdout";
            execution.producedFiles = {problem_.outputFileName};
        }
    }

    auto samples = std::make_shared<SampleSink>();
    recordSamples(execution, test.name, samples);
    sandbox::RunResult ran = submissionExecutor().execute(execution);
    outcome.samples = samples->take(ran);
    outcome.time = ran.cpuTime;
    outcome.wallTime = ran.wallTime;
    outcome.memory = ran.memoryPeak;
    outcome.outputBytes = ran.outputBytes;
    outcome.verdict = verdictOfRun(ran);
    if (ran.status == sandbox::RunStatus::RuntimeError && program.language->exitStatusIgnored)
        outcome.verdict = Verdict::AC;
    // A file that reached the output limit is OLE, however the program took its refusal (Python ignores
    // SIGXFSZ and dies of the write error instead).
    if (fileIo && !problem_.outputFileName.isEmpty() &&
        (outcome.verdict == Verdict::RE || outcome.verdict == Verdict::AC) &&
        static_cast<uint64_t>(QFileInfo(box + "/" + problem_.outputFileName).size()) >= *execution.limits.output) {
        outcome.verdict = Verdict::OLE;
        outcome.message = QStringLiteral("%1 reached the output limit").arg(problem_.outputFileName);
        return outcome;
    }
    // A runtime stopped by its own heap limit (a JVM's -Xmx) dies with a run error; its words tell.
    if (outcome.verdict == Verdict::RE && !program.language->outOfMemoryMarker.isEmpty() &&
        fileContains(execution.errorFile, program.language->outOfMemoryMarker.toUtf8()))
        outcome.verdict = Verdict::MLE;
    // An output-only submission's run prints its answer: failing, it had none for this test (quark's RTE).
    if (outcome.verdict == Verdict::RE && program.language->takesAnswers) {
        outcome.message =
            QStringLiteral("the submission holds no answer to this test (%1)")
                .arg(submittedAnswerName(run.test.name, problem_.dialect.dialect == problem::Dialect::CMS));
        return outcome;
    }
    if (outcome.verdict != Verdict::AC) {
        outcome.message = programFailure(ran, execution.errorFile);
        return outcome;
    }
    if (fileIo && !problem_.outputFileName.isEmpty()) {
        const QString written = box + "/" + problem_.outputFileName;
        QFile::remove(outcome.outputFile);
        if (!QFileInfo(written).isFile() || !QFile::rename(written, outcome.outputFile)) {
            outcome.verdict = Verdict::WA;
            outcome.message = "the program wrote no " + problem_.outputFileName;
            return outcome;
        }
    }
    if (!run.options.checkOutputs) {
        outcome.message = QStringLiteral("ran within the limits; not checked");
        return outcome;
    }
    QStringList arguments = validatorArguments_.value(test.name);
    if (problem_.outputValidatorProtocol == "omegaup") {
        auto given = omegaupValidatorArguments(test, *program.language, ran, scratch + ".meta");
        if (!given) {
            outcome.verdict = Verdict::JE;
            outcome.message = QString::fromStdString(given.error());
            return outcome;
        }
        arguments = *given;
    }
    CheckResult check = checker_->check(test, outcome.outputFile, arguments, nextPassInput);
    outcome.verdict = check.verdict;
    outcome.message = check.message;
    outcome.score = check.score;
    outcome.printedNothing =
        (check.verdict == Verdict::WA || check.verdict == Verdict::PE) && QFileInfo(outcome.outputFile).size() == 0;
    return outcome;
}

} // namespace jd::judge
