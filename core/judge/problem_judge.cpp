#include "problem_judge.h"

#include "libinteractive/idl_parser.h"

#include "omegaup_checker.h"
#include "submission_files.h"
#include "submission_rules.h"
#include "verdict_explanation.h"
#include "weighted_scoring.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QTemporaryDir>

#include <mutex>
#include <thread>

namespace jd::judge {
namespace {

using namespace std::chrono_literals;
constexpr double kDefaultTimeLimit = 1.0;

void collectArguments(const problem::TestGroup& group, const problem::Problem& problem,
                      QHash<QString, QStringList>& into) {
    const QStringList arguments = outputValidatorArguments(problem, group);
    for (const auto& test : group.tests)
        into.insert(test.name, arguments);
    for (const auto& child : group.groups)
        collectArguments(child, problem, into);
}

} // namespace

QStringList outputValidatorArguments(const problem::Problem& problem, const problem::TestGroup& group) {
    const QStringList& problemFlags = problem.validation.validatorFlags;
    const QStringList& groupFlags = group.settings.outputValidatorArgs;
    if (problem.dialect.dialect != problem::Dialect::DOMjudge) return problemFlags + groupFlags;
    return problem.validation.interactive ? QStringList() : groupFlags.isEmpty() ? problemFlags : groupFlags;
}

TimeLimitChoice timeLimitFor(const problem::Problem& problem, const JudgeOptions& options) {
    using Origin = TimeLimitChoice::Origin;
    if (options.timeLimit) return *options.timeLimit;
    if (problem.limits.timeLimit)
        return {*problem.limits.timeLimit, Origin::Package,
                problem.limits.timeLimitSource.isEmpty() ? QStringLiteral("from the package")
                                                         : problem.limits.timeLimitSource};
    const double seconds = options.defaultTimeLimit > 0 ? options.defaultTimeLimit : kDefaultTimeLimit;
    return {seconds, Origin::MachineDefault, QStringLiteral("the package names none: %1 s").arg(seconds)};
}

QStringList outputValidatorArguments(const problem::Problem& problem, const QString& test) {
    QHash<QString, QStringList> arguments;
    collectArguments(problem.data, problem, arguments);
    return arguments.value(test, problem.validation.validatorFlags);
}

Result<CheckerSources> findCheckerSources(const QString& path, const LanguageRegistry& languages) {
    QFileInfo info(path);
    QStringList files;
    if (const Language* scripted = languages.forProgramDirectory(path)) {
        auto program = collectScriptedProgram(path, *scripted);
        if (!program) return program.failure();
        return CheckerSources{program->language, program->sources, program->extras};
    }
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
    collectArguments(problem_.data, problem_, validatorArguments_);
    tests_ = problem_.allTests();
}

ProblemJudge::~ProblemJudge() = default;

static Result<BuiltProgram> buildHelper(const QString& path, const char* what, Compiler& compiler,
                                        const LanguageRegistry& languages, problem::Dialect dialect,
                                        std::stop_token stop) {
    auto sources = findCheckerSources(path, languages);
    if (!sources) return sources.failure();
    auto compiled = compiler.compile(*sources->language, sources->sources, sources->extras, stop,
                                     compileLimitsFor(*sources->language, dialect));
    if (!compiled) return compiled.failure();
    if (!compiled->compiled)
        return fail(std::string("the ") + what + " " + path.toStdString() + " does not compile:\n" +
                    compiled->compilerOutput.toStdString());
    return *compiled->program;
}

Result<void> ProblemJudge::prepare(std::stop_token stop) {
    std::lock_guard lock(preparing_);
    if (checker_ || interactor_) return {};
    const bool testlib = problem_.outputValidatorProtocol == "testlib";
    const bool libinteractive = problem_.interactorProtocol == "libinteractive";
    if (problem_.validation.interactive) {
        const QString interactor = testlib || libinteractive ? problem_.interactor : problem_.outputValidator;
        if (interactor.isEmpty())
            return fail(problem_.shortName.toStdString() + " is interactive but has no interactor");
        auto built = buildHelper(interactor, libinteractive ? "Main (with its libinteractive glue)" : "interactor",
                                 *compiler_, languages_, problem_.dialect.dialect, stop);
        if (!built) return built.failure();
        interactor_ = built.value();
        if (libinteractive && !problem_.interactionInterface.isEmpty()) {
            QFile idl(problem_.interactionInterface);
            if (!idl.open(QIODevice::ReadOnly)) return fail(problem_.interactionInterface.toStdString() + ": cannot be read");
            auto parsed = libinteractive::parseIdl(idl.readAll().toStdString(),
                                                   QFileInfo(problem_.interactionInterface).fileName().toStdString());
            if (!parsed) return parsed.failure();
            interface_ = std::make_shared<const libinteractive::Idl>(std::move(*parsed));
        }
        // A Kattis validator decides alone; libinteractive's Main writes what the problem's validator judges.
        if (!libinteractive && (!testlib || problem_.outputValidator.isEmpty())) return {};
    }
    if (!problem_.validation.comparison.isEmpty()) {
        checker_ = makeOmegaUpComparison(problem_.validation.comparison, problem_.validation.tolerance.value_or(1e-6));
        return {};
    }
    if (problem_.outputValidator.isEmpty()) {
        checker_ = makeDefaultChecker();
        return {};
    }
    auto built = buildHelper(problem_.outputValidator, "checker", *compiler_, languages_, problem_.dialect.dialect,
                             stop);
    if (!built) return built.failure();
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
    checker_ =
        makeProgramChecker(protocol, built.value(), executor_, scratch_->path(), problem_.checkerPointsArePercent);
    return {};
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
        return prepared.failure();
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
    judging.timeLimit = timeLimitFor(problem_, options);
    report.timeLimit = judging.timeLimit.seconds;
    report.timeLimitSource = judging.timeLimit.source;
    if (options.memoryMiB) {
        report.memoryMiB = *options.memoryMiB;
        report.memoryLimitSource = QStringLiteral("given");
    } else if (problem_.limits.memoryNamed) {
        report.memoryMiB = problem_.limits.memoryMiB;
        report.memoryLimitSource =
            problem_.limits.memorySource.isEmpty() ? QStringLiteral("from the package") : problem_.limits.memorySource;
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
    auto compiled = compile(submission, stop, judging.options.compileLimits);
    if (!compiled && stop.stop_requested()) return notRun();
    if (!compiled) return compiled.failure();
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

Result<CompileOutcome> ProblemJudge::compile(const SubmissionFiles& submission, std::stop_token stop,
                                             const CompileLimitsOverride& limits) {
    if (!submission.language) return fail("no language for the submission");
    auto withGrader = withLanguageFiles(submission, problem_);
    if (!withGrader) return withGrader.failure();
    // omegaUp answers a language libinteractive has no glue for with CE, before compiling anything.
    if (problem_.interactorProtocol == "libinteractive" && withGrader->sources == submission.sources &&
        withGrader->extras == submission.extras) {
        CompileOutcome refused;
        refused.compilerOutput = QStringLiteral("libinteractive does not support language %1 here: JudgeDesk "
                                                "generates the glue for C, C++ and Python contestants (omegaUp's "
                                                "libinteractive also for Java and Pascal)")
                                     .arg(submission.language->name);
        return refused;
    }
    // The glue's entry is the program, whatever the contestant's module defines (a Python module may well
    // have its own `if __name__ == "__main__":` to try it by hand).
    if (problem_.interactorProtocol == "libinteractive")
        for (qsizetype i = 0; i < withGrader->sources.size(); ++i)
            if (const QString source = withGrader->sources[i];
                QFileInfo(source).completeBaseName().endsWith("_entry") && !submission.sources.contains(source)) {
                withGrader->sources.move(i, 0);
                break;
            }
    return compiler_->compile(*submission.language, withGrader->sources, withGrader->extras, stop,
                              compileLimitsFor(*submission.language, problem_.dialect.dialect, limits));
}

TestOutcome ProblemJudge::runTestOf(const SubmissionJudging& judging, int test, int worker, std::stop_token cut) {
    const TestRun run{tests_[test], *judging.report.compile.program, judging.options, judging.timeLimit, worker, cut};
    TestOutcome outcome = problem_.interactorProtocol == "libinteractive" ? runLibinteractiveTest(run)
                          : problem_.validation.interactive ? runInteractiveTest(run)
                          : problem_.validation.multiPass ? runMultiPassTest(run)
                                                          : runBatchPass(run, run.base(), {});
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
    if (!begun) return begun.failure();
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

} // namespace jd::judge
