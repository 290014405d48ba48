#include "problem_judge.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cmath>
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

bool fileContains(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(1 << 20).contains(text);
}

} // namespace

Result<CheckerSources> findCheckerSources(const QString& path, const LanguageRegistry& languages) {
    QFileInfo info(path);
    QStringList files;
    if (info.isDir()) {
        QDir dir(path);
        for (const QString& name : dir.entryList(QDir::Files, QDir::Name))
            files << dir.filePath(name);
    } else {
        files << info.absoluteFilePath();
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
        (found.language->extensions.contains(QFileInfo(file).suffix()) ? found.sources : found.extras) << file;
    return found;
}

ProblemJudge::ProblemJudge(problem::Problem problem, std::shared_ptr<Executor> executor,
                           std::shared_ptr<Compiler> compiler, const LanguageRegistry& languages)
    : problem_(std::move(problem))
    , executor_(std::move(executor))
    , compiler_(std::move(compiler))
    , languages_(languages) {
    collectArguments(problem_.data, problem_.validation.validatorFlags, validatorArguments_);
}

ProblemJudge::~ProblemJudge() = default;

Result<void> ProblemJudge::prepare() {
    if (checker_) return {};
    if (problem_.validation.interactive)
        return fail(problem_.shortName.toStdString() +
                    " is interactive, and interactive judging is not in this version yet");
    if (problem_.outputValidator.isEmpty()) {
        checker_ = makeDefaultChecker();
        return {};
    }
    auto sources = findCheckerSources(problem_.outputValidator, languages_);
    if (!sources) return Error{sources.error()};
    auto compiled = compiler_->compile(*sources->language, sources->sources, sources->extras);
    if (!compiled) return Error{compiled.error()};
    if (!compiled->compiled)
        return fail("the checker " + problem_.outputValidator.toStdString() + " does not compile:\n" +
                    compiled->compilerOutput.toStdString());
    auto protocol = problem_.outputValidatorProtocol == "testlib" ? CheckerProtocol::Testlib : CheckerProtocol::Kattis;
    const QString scratch = QStandardPaths::writableLocation(QStandardPaths::TempLocation) + "/judgedesk-feedback";
    checker_ = makeProgramChecker(protocol, *compiled->program, executor_, scratch);
    return {};
}

TestOutcome ProblemJudge::runTest(const problem::TestCase& test, const BuiltProgram& program,
                                  const JudgeOptions& options, double timeLimit, int worker) {
    TestOutcome outcome;
    outcome.test = test.name;
    outcome.outputFile = options.workDirectory + "/" + safeFileName(test.name) + ".out";
    Execution execution;
    execution.command = program.runCommand(problem_.limits.memoryMiB);
    execution.environment = program.environment;
    execution.programDirectory = program.directory;
    execution.inputFile = test.input;
    execution.outputFile = outcome.outputFile;
    execution.errorFile = options.workDirectory + "/" + safeFileName(test.name) + ".err";
    auto& limits = execution.limits;
    limits.cpuTime = std::chrono::nanoseconds(static_cast<int64_t>(timeLimit * 1e9));
    limits.wallTime = *limits.cpuTime * 2 + 1s;
    limits.memory = uint64_t(problem_.limits.memoryMiB) << 20;
    limits.stack = limits.memory; // deep recursion is legitimate in contest solutions
    limits.output = uint64_t(problem_.limits.outputMiB) << 20;
    limits.processes = program.language->runProcesses;
    if (!options.cpus.empty()) limits.cpus = {options.cpus[static_cast<size_t>(worker) % options.cpus.size()]};

    sandbox::RunResult run = executor_->execute(execution);
    outcome.time = run.cpuTime;
    outcome.wallTime = run.wallTime;
    outcome.memory = run.memoryPeak;
    outcome.verdict = verdictOfRun(run);
    // A runtime stopped by its own heap limit (a JVM's -Xmx) dies with a run error; its words tell.
    if (outcome.verdict == Verdict::RE && !program.language->outOfMemoryMarker.isEmpty() &&
        fileContains(execution.errorFile, program.language->outOfMemoryMarker.toUtf8()))
        outcome.verdict = Verdict::MLE;
    if (outcome.verdict != Verdict::AC) {
        outcome.message = run.status == sandbox::RunStatus::InternalError
                              ? QString::fromStdString(run.internalError)
                              : QString::fromStdString(sandbox::exitReason(run));
        return outcome;
    }
    CheckResult check = checker_->check(test, outcome.outputFile, validatorArguments_.value(test.name));
    outcome.verdict = check.verdict;
    outcome.message = check.message;
    outcome.score = check.score;
    return outcome;
}

Result<JudgeReport> ProblemJudge::judge(const SubmissionFiles& submission, const JudgeOptions& givenOptions) {
    if (!submission.language) return fail("no language for the submission");
    if (auto prepared = prepare(); !prepared) return Error{prepared.error()};
    JudgeOptions options = givenOptions;
    std::unique_ptr<QTemporaryDir> scratch;
    if (options.workDirectory.isEmpty()) {
        scratch = std::make_unique<QTemporaryDir>();
        options.workDirectory = scratch->path();
    }
    if (!QDir().mkpath(options.workDirectory)) return fail("cannot create " + options.workDirectory.toStdString());

    JudgeReport report;
    report.language = submission.language->name;
    if (options.timeLimit) {
        report.timeLimit = *options.timeLimit;
        report.timeLimitSource = QStringLiteral("given");
    } else if (problem_.limits.timeLimit) {
        report.timeLimit = *problem_.limits.timeLimit;
        report.timeLimitSource = QStringLiteral("from the package");
    } else {
        report.timeLimit = kDefaultTimeLimit;
        report.timeLimitSource = QStringLiteral("the package names none: 1 s");
    }

    auto compiled = compiler_->compile(*submission.language, submission.sources);
    if (!compiled) return Error{compiled.error()};
    report.compile = compiled.value();
    if (!report.compile.compiled) {
        report.verdict = Verdict::CE;
        return report;
    }

    const QList<problem::TestCase> tests = problem_.allTests();
    QVector<TestOutcome> outcomes(tests.size());
    std::atomic<int> next{0}, done{0};
    QMutex progress;
    auto work = [&](int worker) {
        for (int index; !cancelled_ && (index = next++) < tests.size();) {
            outcomes[index] = runTest(tests[index], *report.compile.program, options, report.timeLimit, worker);
            QMutexLocker lock(&progress);
            emit testFinished(outcomes[index], ++done, static_cast<int>(tests.size()));
        }
    };
    const int jobs = std::clamp(options.jobs, 1, std::max(1, static_cast<int>(tests.size())));
    std::vector<std::thread> workers;
    for (int worker = 1; worker < jobs; ++worker)
        workers.emplace_back(work, worker);
    work(0);
    for (auto& worker : workers)
        worker.join();

    for (int i = 0; i < tests.size(); ++i) {
        if (outcomes[i].test.isEmpty()) outcomes[i].test = tests[i].name; // cancelled before it ran
        report.tests << outcomes[i];
        report.maxTime = std::max(report.maxTime, outcomes[i].time);
        report.maxMemory = std::max(report.maxMemory, outcomes[i].memory);
    }
    report.root = aggregate(problem_.data, report.tests, problem_.validation.scoring);
    report.verdict = report.root.verdict;
    report.score = report.root.score;
    return report;
}

} // namespace jd::judge
