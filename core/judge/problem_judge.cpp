#include "problem_judge.h"

#include "omegaup_checker.h"
#include "sandbox/unique_fd.h"
#include "submission_rules.h"
#include "verdict_explanation.h"
#include "weighted_scoring.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>

#include <fcntl.h>
#include <unistd.h>

#include <cmath>
#include <csignal>
#include <mutex>
#include <thread>

namespace jd::judge {
namespace {

using namespace std::chrono_literals;
constexpr double kDefaultTimeLimit = 1.0;

void collectArguments(const problem::TestGroup& group, const QStringList& problemFlags,
                      QHash<QString, QStringList>& into) {
    for (const auto& test : group.tests)
        into.insert(test.name, problemFlags + group.settings.outputValidatorArgs);
    for (const auto& child : group.groups)
        collectArguments(child, problemFlags, into);
}

Verdict verdictOfRun(const sandbox::RunResult& run) {
    switch (run.status) {
    case sandbox::RunStatus::Ok: return Verdict::AC; // still to be checked
    case sandbox::RunStatus::RuntimeError:
    case sandbox::RunStatus::Signaled: return Verdict::RE;
    case sandbox::RunStatus::TimeLimit:
    case sandbox::RunStatus::WallTimeLimit: return Verdict::TLE;
    case sandbox::RunStatus::MemoryLimit: return Verdict::MLE;
    case sandbox::RunStatus::OutputLimit: return Verdict::OLE;
    case sandbox::RunStatus::ForbiddenSyscall: return Verdict::RF;
    case sandbox::RunStatus::ForcedExit:
    case sandbox::RunStatus::InternalError: return Verdict::JE;
    }
    return Verdict::JE;
}

QString safeFileName(QString test) { return test.replace('/', '_'); }

ResourcePoint pointOf(std::chrono::nanoseconds wall, std::chrono::nanoseconds cpu, uint64_t memory) {
    return {wall.count() / 1000, cpu.count() / 1000, memory};
}

// The sandbox's words for how a run ended and, for a run that failed by itself, what it said last on
// stderr: "Exited with error (return code 1): ZeroDivisionError: division by zero", then the tail.
QString programFailure(const sandbox::RunResult& run, const QString& errorFile) {
    if (run.status == sandbox::RunStatus::InternalError) return QString::fromStdString(run.internalError);
    QString reason = QString::fromStdString(sandbox::exitReason(run));
    const bool saysWhy = run.status == sandbox::RunStatus::RuntimeError || run.status == sandbox::RunStatus::Signaled ||
                         run.status == sandbox::RunStatus::MemoryLimit;
    QFile errors(errorFile);
    if (!saysWhy || errorFile.isEmpty() || !errors.open(QIODevice::ReadOnly)) return reason;
    constexpr qint64 kTail = 2048;
    errors.seek(std::max<qint64>(0, errors.size() - kTail));
    QStringList lines = QString::fromUtf8(errors.read(kTail)).split('\n');
    if (errors.size() > kTail && !lines.isEmpty()) lines.removeFirst(); // a line cut at its start
    lines.removeIf([](const QString& line) { return line.trimmed().isEmpty(); });
    if (lines.isEmpty()) return reason;
    for (QString& line : lines)
        if (line.size() > 300) line = line.left(300) + "...";
    // The headline is the last line that is not an indented stack frame: Python ends its traceback with
    // the exception, the JVM starts with it and follows with "\tat ..." frames.
    auto headline =
        std::find_if(lines.rbegin(), lines.rend(), [](const QString& line) { return !line.front().isSpace(); });
    reason += ": " + (headline != lines.rend() ? *headline : lines.last()).trimmed();
    if (lines.size() > 1) reason += "\n" + lines.mid(std::max<qsizetype>(0, lines.size() - 8)).join('\n');
    return reason;
}

bool fileContains(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(1 << 20).contains(text);
}

} // namespace

// Filled from the monitor thread while the run lasts, read by the worker once it has ended.
struct SampleSink {
    std::mutex mutex;
    SampleSeries series;
    SampleSeries take(const sandbox::RunResult& run) {
        std::lock_guard lock(mutex);
        series.finish(pointOf(run.wallTime, run.cpuTime, run.memoryPeak));
        return series;
    }
};

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

TimeLimitChoice timeLimitFor(const problem::Problem& problem, const JudgeOptions& options) {
    using Origin = TimeLimitChoice::Origin;
    if (options.timeLimit)
        return {*options.timeLimit, options.timeLimitOrigin,
                options.timeLimitSource.isEmpty() ? QStringLiteral("given") : options.timeLimitSource};
    if (problem.limits.timeLimit)
        return {*problem.limits.timeLimit, Origin::Package, QStringLiteral("from the package")};
    const double seconds = options.defaultTimeLimit > 0 ? options.defaultTimeLimit : kDefaultTimeLimit;
    return {seconds, Origin::MachineDefault, QStringLiteral("the package names none: %1 s").arg(seconds)};
}

QStringList outputValidatorArguments(const problem::Problem& problem, const QString& test) {
    QHash<QString, QStringList> arguments;
    collectArguments(problem.data, problem.validation.validatorFlags, arguments);
    return arguments.value(test, problem.validation.validatorFlags);
}

JudgeOptions judgeOptionsForThisMachine(int jobs) {
    JudgeOptions options;
    const int cores = std::max(1, QThread::idealThreadCount());
    options.jobs = jobs > 0 ? jobs : std::max(1, cores - 1);
    for (int cpu = 0; cpu < options.jobs && options.jobs < cores; ++cpu)
        options.cpus.push_back(cpu + 1);
    return options;
}

Result<CheckerSources> findCheckerSources(const QString& path, const LanguageRegistry& languages) {
    QFileInfo info(path);
    QStringList files;
    if (info.isDir()) {
        QDir dir(path);
        for (const QString& name : dir.entryList(QDir::Files, QDir::Name))
            files << dir.filePath(name);
    } else {
        // A single source (a Polygon check.cpp) brings the headers beside it, such as testlib.h.
        files << info.absoluteFilePath();
        QDir dir = info.absoluteDir();
        for (const QString& name : dir.entryList({"*.h", "*.hpp", "*.hh"}, QDir::Files, QDir::Name))
            files << dir.filePath(name);
    }
    CheckerSources found;
    // The language of the first file any language claims; C++ files win over the rest.
    for (const QString& file : files) {
        const Language* language = languages.forSource(file);
        if (language &&
            (!found.language || (language->extensions.contains("cpp") && !found.language->extensions.contains("cpp"))))
            found.language = language;
    }
    if (!found.language) return fail("no source of a known language in the checker " + path.toStdString());
    for (const QString& file : files)
        (found.language->extensions.contains(QFileInfo(file).suffix()) ||
                 found.language->aliases.contains(QFileInfo(file).suffix())
             ? found.sources
             : found.extras)
            << file;
    return found;
}

ProblemJudge::ProblemJudge(problem::Problem problem, std::shared_ptr<Executor> executor,
                           std::shared_ptr<Compiler> compiler, const LanguageRegistry& languages)
    : problem_(std::move(problem))
    , executor_(std::move(executor))
    , compiler_(std::move(compiler))
    , languages_(languages) {
    collectArguments(problem_.data, problem_.validation.validatorFlags, validatorArguments_);
    tests_ = problem_.allTests();
}

ProblemJudge::~ProblemJudge() = default;

static Result<BuiltProgram> buildHelper(const QString& path, const char* what, Compiler& compiler,
                                        const LanguageRegistry& languages, std::stop_token stop) {
    auto sources = findCheckerSources(path, languages);
    if (!sources) return Error{sources.error()};
    auto compiled = compiler.compile(*sources->language, sources->sources, sources->extras, stop);
    if (!compiled) return Error{compiled.error()};
    if (!compiled->compiled)
        return fail(std::string("the ") + what + " " + path.toStdString() + " does not compile:\n" +
                    compiled->compilerOutput.toStdString());
    return *compiled->program;
}

Result<void> ProblemJudge::prepare(std::stop_token stop) {
    std::lock_guard lock(preparing_);
    if (checker_ || interactor_) return {};
    const bool testlib = problem_.outputValidatorProtocol == "testlib";
    if (problem_.validation.interactive) {
        const QString interactor = testlib ? problem_.interactor : problem_.outputValidator;
        if (interactor.isEmpty())
            return fail(problem_.shortName.toStdString() + " is interactive but has no interactor");
        auto built = buildHelper(interactor, "interactor", *compiler_, languages_, stop);
        if (!built) return Error{built.error()};
        interactor_ = built.value();
        if (!testlib || problem_.outputValidator.isEmpty()) return {}; // a Kattis validator decides alone
    }
    if (!problem_.validation.comparison.isEmpty()) {
        checker_ = makeOmegaUpComparison(problem_.validation.comparison, problem_.validation.tolerance.value_or(1e-6));
        return {};
    }
    if (problem_.outputValidator.isEmpty()) {
        checker_ = makeDefaultChecker();
        return {};
    }
    auto built = buildHelper(problem_.outputValidator, "checker", *compiler_, languages_, stop);
    if (!built) return Error{built.error()};
    // The checker's feedback directories live in this judge's own scratch directory.
    scratch_ = std::make_unique<QTemporaryDir>();
    if (!scratch_->isValid()) return fail("cannot create a scratch directory for the checker");
    if (problem_.outputValidatorProtocol == "omegaup") {
        checker_ = makeOmegaUpValidator(built.value(), executor_, scratch_->path(),
                                        problem_.outputValidatorLimits.value_or(problem::HelperLimits{}));
        return {};
    }
    const CheckerProtocol protocol = testlib                                     ? CheckerProtocol::Testlib
                                     : problem_.outputValidatorProtocol == "cms" ? CheckerProtocol::Cms
                                                                                 : CheckerProtocol::Kattis;
    checker_ = makeProgramChecker(protocol, built.value(), executor_, scratch_->path());
    return {};
}

Execution ProblemJudge::programExecution(const BuiltProgram& program, double timeLimit, const JudgeOptions& options,
                                         int worker) const {
    Execution execution;
    const int memoryMiB = options.memoryMiB.value_or(problem_.limits.memoryMiB);
    execution.command = program.runCommand(memoryMiB);
    execution.environment = program.environment;
    execution.programDirectory = program.directory;
    // DOMjudge runs a submission where nothing is its to write (its execdir, owned by the judge): a program
    // that writes a file beside itself fails there as it does on DOMjudge.
    // Nor anywhere else (its chroot has no /tmp), and its runguard leaves it PATH alone: no HOME, no TMPDIR.
    if (problem_.dialect.dialect == problem::Dialect::DOMjudge) {
        execution.workingDirectory = kProgramInside;
        execution.readOnlyTmp = true;
        execution.bareEnvironment = true;
    }
    auto& limits = execution.limits;
    limits.cpuTime = std::chrono::nanoseconds(static_cast<int64_t>(timeLimit * 1e9));
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
    limits.processes = program.language->runProcesses;
    if (!options.cpus.empty()) limits.cpus = {options.cpus[static_cast<size_t>(worker) % options.cpus.size()]};
    return execution;
}

TestOutcome ProblemJudge::runTest(const problem::TestCase& test, const BuiltProgram& program,
                                  const JudgeOptions& options, double timeLimit, int worker) {
    const QString base = options.workDirectory + "/" + safeFileName(test.name);
    if (!problem_.validation.multiPass) return runPass(test, base, program, options, timeLimit, worker, {});

    // Multi-pass (Kattis 2025-09): each pass is a fresh run on the input the validator wrote last time.
    problem::TestCase pass = test;
    std::chrono::nanoseconds time{0}, wallTime{0};
    uint64_t memory = 0;
    for (int number = 1; number <= problem_.limits.validationPasses; ++number) {
        const QString passBase = number == 1 ? base : base + QStringLiteral(".pass%1").arg(number);
        const QString next = base + QStringLiteral(".pass%1.in").arg(number + 1);
        QFile::remove(next);
        TestOutcome outcome = runPass(pass, passBase, program, options, timeLimit, worker, next);
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

TestOutcome ProblemJudge::runPass(const problem::TestCase& test, const QString& base, const BuiltProgram& program,
                                  const JudgeOptions& options, double timeLimit, int worker,
                                  const QString& nextPassInput) {
    // Each worker's runs write to the same scratch files, truncated each time: creating two new files
    // per test costs more than the sandboxed run itself on a journaling file system. Better still, the
    // built-in comparator reads the output from an unnamed file (O_TMPFILE), which never reaches the
    // disk unless it is kept; checker programs need a name to be handed, so they get the named file.
    const QString scratch = options.workDirectory + QStringLiteral("/worker%1").arg(worker);
    const bool builtInChecker = problem_.outputValidator.isEmpty() && problem_.outputFileName.isEmpty();
    sandbox::UniqueFd unnamed;
    if (builtInChecker)
        unnamed = sandbox::UniqueFd(
            ::open(QFile::encodeName(options.workDirectory).constData(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0644));
    TestOutcome outcome =
        runAndCheck(test, base, scratch, program, options, timeLimit, worker, nextPassInput, unnamed.get());
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
    if (outcome.verdict != Verdict::AC || test.sample || options.keepAcceptedOutputs)
        outcome.outputFile =
            QFileInfo::exists(outcome.outputFile) ? keep(outcome.outputFile, base + ".out") : QString();
    else
        outcome.outputFile.clear();
    return outcome;
}

TestOutcome ProblemJudge::runAndCheck(const problem::TestCase& test, const QString& base, const QString& scratch,
                                      const BuiltProgram& program, const JudgeOptions& options, double timeLimit,
                                      int worker, const QString& nextPassInput, int outputFd) {
    TestOutcome outcome;
    outcome.test = test.name;
    outcome.outputFile = outputFd >= 0 ? QStringLiteral("/proc/self/fd/%1").arg(outputFd) : scratch + ".out";
    Execution execution = programExecution(program, timeLimit, options, worker);
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
    sandbox::RunResult run = submissionExecutor().execute(execution);
    outcome.samples = samples->take(run);
    outcome.time = run.cpuTime;
    outcome.wallTime = run.wallTime;
    outcome.memory = run.memoryPeak;
    outcome.outputBytes = run.outputBytes;
    outcome.verdict = verdictOfRun(run);
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
    if (outcome.verdict != Verdict::AC) {
        outcome.message = programFailure(run, execution.errorFile);
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
    if (!options.checkOutputs) {
        outcome.message = QStringLiteral("ran within the limits; not checked");
        return outcome;
    }
    QStringList arguments = validatorArguments_.value(test.name);
    if (problem_.outputValidatorProtocol == "omegaup") {
        auto given = omegaupValidatorArguments(test, *program.language, run, scratch + ".meta");
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
    return outcome;
}

Result<SubmissionJudging> ProblemJudge::begin(const SubmissionFiles& submission, const JudgeOptions& givenOptions) {
    const std::stop_token stop = givenOptions.stop;
    SubmissionJudging judging;
    JudgeReport& report = judging.report;
    auto notRun = [&] {
        report.verdict = Verdict::NotRun;
        for (const problem::TestCase& test : tests_) {
            report.tests << TestOutcome{};
            report.tests.back().test = test.name;
        }
        return std::move(judging);
    };
    if (!submission.language) return fail("no language for the submission");
    if (auto prepared = prepare(stop); !prepared) {
        if (stop.stop_requested()) return notRun();
        return Error{prepared.error()};
    }
    JudgeOptions& options = judging.options;
    options = givenOptions;
    if (options.workDirectory.isEmpty()) {
        judging.scratch = std::make_shared<QTemporaryDir>();
        options.workDirectory = judging.scratch->path();
    }
    if (!QDir().mkpath(options.workDirectory)) return fail("cannot create " + options.workDirectory.toStdString());

    report.language = submission.language->name;
    report.dialect = problem_.dialect;
    report.rules = options.rules.value_or(problem::rulesOf(problem_.dialect.dialect));
    options.rules = report.rules;
    const TimeLimitChoice timeLimit = timeLimitFor(problem_, options);
    report.timeLimit = timeLimit.seconds;
    report.timeLimitSource = timeLimit.source;
    if (options.memoryMiB) {
        report.memoryMiB = *options.memoryMiB;
        report.memoryLimitSource = QStringLiteral("given");
    } else if (problem_.limits.memoryNamed) {
        report.memoryMiB = problem_.limits.memoryMiB;
        report.memoryLimitSource = QStringLiteral("from the package");
    } else if (options.defaultMemoryMiB > 0) {
        report.memoryMiB = options.defaultMemoryMiB;
        report.memoryLimitSource = QStringLiteral("the package names none: this machine's default");
    } else {
        report.memoryMiB = problem_.limits.memoryMiB;
        report.memoryLimitSource = QStringLiteral("the package names none: its system's default");
    }
    options.memoryMiB = report.memoryMiB; // every run of this judging
    emit limitsDecided(report.timeLimit, quint64(report.memoryMiB) << 20);

    if (auto refused = refusedAtSubmission(submission, problem_.dialect.dialect)) {
        report.verdict = Verdict::CE;
        report.compile.compilerOutput = *refused;
        return judging;
    }
    // The package's limit on source size (Kattis limits.code) turns a submission away before it compiles.
    qint64 codeBytes = 0;
    for (const QStringList* files : {&submission.sources, &submission.extras})
        for (const QString& file : *files)
            codeBytes += QFileInfo(file).size();
    if (codeBytes > qint64(problem_.limits.codeKiB) * 1024) {
        report.verdict = Verdict::CE;
        report.compile.compilerOutput = QStringLiteral("the source is %1 KiB, more than the problem's code limit of "
                                                       "%2 KiB (limits.code)")
                                            .arg((codeBytes + 1023) / 1024)
                                            .arg(problem_.limits.codeKiB);
        return judging;
    }
    auto compiled = compile(submission, stop);
    if (!compiled && stop.stop_requested()) return notRun();
    if (!compiled) return Error{compiled.error()};
    report.compile = compiled.value();
    if (!report.compile.compiled) {
        report.verdict = Verdict::CE;
        return judging;
    }
    judging.explaining = {report.dialect.dialect, report.rules.memoryLimit, report.memoryMiB,
                          problem_.limits.outputMiB};
    if (submission.language->reservesAddressSpace) judging.explaining.memoryRule = problem::MemoryLimitRule::Resident;
    judging.runnable = true;
    return judging;
}

Result<CompileOutcome> ProblemJudge::compile(const SubmissionFiles& submission, std::stop_token stop) {
    if (!submission.language) return fail("no language for the submission");
    auto withGrader = withLanguageFiles(submission, problem_);
    if (!withGrader) return Error{withGrader.error()};
    return compiler_->compile(*submission.language, withGrader->sources, withGrader->extras, stop);
}

TestOutcome ProblemJudge::runTestOf(const SubmissionJudging& judging, int test, int worker) {
    const BuiltProgram& program = *judging.report.compile.program;
    const JudgeReport& report = judging.report;
    TestOutcome outcome = problem_.validation.interactive
                              ? runInteractiveTest(tests_[test], program, judging.options, report.timeLimit, worker)
                              : runTest(tests_[test], program, judging.options, report.timeLimit, worker);
    outcome.explanation = explainVerdict(outcome, judging.explaining);
    return outcome;
}

JudgeReport ProblemJudge::finish(SubmissionJudging judging, QVector<TestOutcome> outcomes, int workers) {
    JudgeReport& report = judging.report;
    const std::stop_token stop = judging.options.stop;
    for (int worker = 0; worker < workers; ++worker)
        for (const char* extension : {".out", ".err", ".stdout", ".meta"})
            QFile::remove(judging.options.workDirectory + QStringLiteral("/worker%1").arg(worker) + extension);
    for (int i = 0; i < tests_.size(); ++i) {
        // Cancelled before it ran, or killed by the cancel while it ran: not a verdict on the program.
        if (outcomes[i].test.isEmpty() || (stop.stop_requested() && outcomes[i].verdict == Verdict::JE)) {
            outcomes[i] = TestOutcome{};
            outcomes[i].test = tests_[i].name;
        }
        report.tests << outcomes[i];
        report.maxTime = std::max(report.maxTime, outcomes[i].time);
        report.maxMemory = std::max(report.maxMemory, outcomes[i].memory);
    }
    if (report.dialect.dialect == problem::Dialect::OmegaUp)
        applyOverallBudgets(report.tests, {.wallSeconds = problem_.limits.overallWallTime});
    report.root = aggregate(problem_.data, report.tests, problem_.validation.scoring, report.rules.groupScore);
    report.verdict = stop.stop_requested() ? Verdict::NotRun : report.root.verdict;
    report.score = report.root.score;
    return std::move(report);
}

void ProblemJudge::resumeRuns() {
    executor_->resume();
    submissionExecutor().resume();
}

void ProblemJudge::cancelRuns() {
    executor_->cancel();
    submissionExecutor().cancel();
}

Result<JudgeReport> ProblemJudge::judge(const SubmissionFiles& submission, const JudgeOptions& options) {
    const std::stop_token stop = options.stop;
    resumeRuns();
    // Registered after resume: a stop requested before judge() began cancels at once.
    std::stop_callback cancel(stop, [this] { cancelRuns(); });
    auto begun = begin(submission, options);
    if (!begun) return Error{begun.error()};
    if (!begun->runnable) return std::move(begun->report);
    const SubmissionJudging& judging = begun.value();

    QVector<TestOutcome> outcomes(tests_.size());
    std::atomic<int> next{0}, done{0};
    QMutex progress;
    auto work = [&](int worker) {
        for (int index; !stop.stop_requested() && (index = next++) < tests_.size();) {
            outcomes[index] = runTestOf(judging, index, worker);
            QMutexLocker lock(&progress);
            emit testFinished(outcomes[index], ++done, static_cast<int>(tests_.size()));
        }
    };
    const int jobs = std::clamp(options.jobs, 1, std::max(1, static_cast<int>(tests_.size())));
    std::vector<std::thread> workers;
    for (int worker = 1; worker < jobs; ++worker)
        workers.emplace_back(work, worker);
    work(0);
    for (auto& worker : workers)
        worker.join();
    return finish(std::move(begun.value()), std::move(outcomes), jobs);
}

TestOutcome ProblemJudge::runInteractiveTest(const problem::TestCase& test, const BuiltProgram& program,
                                             const JudgeOptions& options, double timeLimit, int worker) {
    constexpr size_t kTranscriptLimit = 1 << 20;
    const bool recorded = options.rules.value_or(problem::rulesOf(problem_.dialect.dialect)).interaction ==
                          problem::InteractionRule::Recorded;
    const int maxPasses = problem_.limits.validationPasses;
    const bool testlib = problem_.outputValidatorProtocol == "testlib";
    const QString base = options.workDirectory + "/" + safeFileName(test.name);
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
        Execution programRun = programExecution(program, timeLimit, options, worker);
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
