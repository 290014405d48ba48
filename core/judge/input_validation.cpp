#include "input_validation.h"

#include "checker_verdict.h"
#include "checktestdata_validator.h"
#include "common/parallel_for.h"
#include "helper_program.h"
#include "omegaup_checker.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace jd::judge {
namespace {

using namespace std::chrono_literals;

struct BuiltValidator {
    QString name;
    BuiltProgram program;
    std::shared_ptr<const ctd::Program> checktestdata; // a .ctd validator, run by the interpreter instead
};

void collectInputArguments(const problem::TestGroup& group, QHash<QString, QStringList>& into) {
    for (const auto& test : group.tests)
        into.insert(test.name, group.settings.inputValidatorArgs);
    for (const auto& child : group.groups)
        collectInputArguments(child, into);
}

// Each test's validators beyond the problem's own: those of every group that holds it (a TPS test
// included in two subtasks meets both subtasks' constraints), each once, in the package's order.
void collectGroupValidators(const problem::TestGroup& group, QHash<QString, QStringList>& into) {
    for (const auto& test : group.tests)
        for (const QString& validator : group.inputValidators)
            if (!into[test.name].contains(validator)) into[test.name] << validator;
    for (const auto& child : group.groups)
        collectGroupValidators(child, into);
}

// Polygon names a test's group in its path: secret/<group>/NN.
QStringList testlibArguments(const problem::TestCase& test) {
    QStringList arguments{"--testset", "tests"};
    const QStringList parts = test.name.split('/');
    if (parts.size() == 3) arguments << "--group" << parts[1];
    return arguments;
}

InputCheck runValidator(const BuiltValidator& validator, const problem::TestCase& test, const QStringList& arguments,
                        bool testlib, Executor& executor, const QString& scratch) {
    // problemtools runs a .ctd without the group's input_validator_flags (checktestdata takes none).
    if (validator.checktestdata) return runChecktestdata(*validator.checktestdata, validator.name, test, 30s);
    InputCheck check;
    check.test = test.name;
    check.validator = validator.name;
    QTemporaryDir outputs(scratch + "/validation-XXXXXX");
    if (!outputs.isValid()) {
        check.validity = InputValidity::ValidatorFailed;
        check.message = QStringLiteral("cannot write in %1").arg(scratch);
        return check;
    }
    const sandbox::RunResult run =
        runHelperProgram(executor, validator.program,
                         HelperRun{arguments, test.input, outputs.filePath("stdout.txt"),
                                   outputs.filePath("stderr.txt"), 30s, 2048, kHelperFileBytes});
    const QString said =
        (firstLinesOf(outputs.filePath("stderr.txt")) + "\n" + firstLinesOf(outputs.filePath("stdout.txt"))).trimmed();
    const bool exited = run.status == sandbox::RunStatus::Ok || run.status == sandbox::RunStatus::RuntimeError;
    if (exited && testlib) {
        check.validity = run.exitCode == 0 ? InputValidity::Valid : InputValidity::Invalid;
    } else if (exited && (run.exitCode == 42 || run.exitCode == 43)) {
        check.validity = run.exitCode == 42 ? InputValidity::Valid : InputValidity::Invalid;
    } else {
        check.validity = InputValidity::ValidatorFailed;
        check.message = QString::fromStdString(sandbox::exitReason(run)) + (said.isEmpty() ? QString() : ": " + said);
        return check;
    }
    check.message = check.validity == InputValidity::Invalid && said.isEmpty()
                        ? QStringLiteral("refused without saying why")
                        : said;
    return check;
}

// omegaUp's validator test (tests.json's inputs) judges an input as quark's CI does: the script runs as a
// custom validator on a copy of the case (its "output" is the input itself), with the case's name and
// "cpp11" as arguments, and must score it 1; an input it must refuse must score 0, its standard error
// saying the .expected-failure. Its limits are quark's default validator limits.
InputCheck runOmegaUpValidatorTest(const BuiltValidator& validator, const problem::TestCase& test, Executor& executor,
                                   const QString& scratch) {
    InputCheck check;
    check.test = test.name;
    check.validator = validator.name;
    auto borrowed = std::shared_ptr<Executor>(&executor, [](Executor*) {});
    const auto checker =
        makeOmegaUpValidator(validator.program, borrowed, scratch, problem::HelperLimits{10, 256, 1 << 20});
    const CheckResult result = checker->check(test, test.input, {test.name.section('/', -1), "cpp11"}, {});
    check.validity = result.verdict == Verdict::AC   ? InputValidity::Valid
                     : result.verdict == Verdict::WA ? InputValidity::Invalid
                                                     : InputValidity::ValidatorFailed;
    if (check.validity == InputValidity::Invalid && result.score.value_or(0) > 0) {
        check.validity = InputValidity::ValidatorFailed;
        check.message = QStringLiteral("scored it %1, neither 1 (valid) nor 0 (invalid); ").arg(*result.score);
    }
    // A validator test written with unittest reports a traceback; what the coach needs is its assertions.
    static const QRegularExpression raised(QStringLiteral(R"(^\w*(Error|Exception): (.*)$)"),
                                           QRegularExpression::MultilineOption);
    QStringList assertions;
    for (auto match = raised.globalMatch(result.message); match.hasNext();)
        assertions << match.next().captured(0);
    check.message += assertions.isEmpty() ? result.message : assertions.join('\n');
    return check;
}

// libomegaup's omegaup.validator.validatortest, which the validator tests of omegaUp's repositories import,
// placed beside a Python script in a program directory of its own.
Result<BuiltProgram> withValidatorTestModule(const BuiltProgram& built, const QString& scratch) {
    BuiltProgram program = built;
    program.directory = scratch + "/omegaup-validator-test";
    const QString module = program.directory + "/omegaup/validator/validatortest.py";
    QDir().mkpath(QFileInfo(module).path());
    for (const QString& file : QDir(built.directory).entryList(QDir::Files)) {
        QFile::remove(program.directory + "/" + file);
        if (!QFile::copy(built.directory + "/" + file, program.directory + "/" + file))
            return fail("cannot copy the validator test into " + program.directory.toStdString());
    }
    QFile::remove(module);
    if (!QFile::copy(QStringLiteral(":/judgedesk/omegaup/validator/validatortest.py"), module) ||
        !QFile::setPermissions(module, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther))
        return fail("cannot write omegaup/validator/validatortest.py into " + program.directory.toStdString());
    return program;
}

} // namespace

int InputValidationReport::count(InputValidity validity) const {
    return static_cast<int>(std::count_if(checks.begin(), checks.end(),
                                          [&](const InputCheck& check) { return check.validity == validity; }));
}

int InputValidationReport::wronglyDecidedRefusals() const {
    return static_cast<int>(std::count_if(refusals.begin(), refusals.end(), [](const InputCheck& check) {
        return check.validity != InputValidity::Invalid;
    }));
}

QString validityName(InputValidity validity) {
    switch (validity) {
    case InputValidity::Valid: return QStringLiteral("valid");
    case InputValidity::Invalid: return QStringLiteral("invalid");
    case InputValidity::ValidatorFailed: return QStringLiteral("validator failed");
    case InputValidity::NotRun: return QStringLiteral("not run");
    }
    return {};
}

Result<InputValidationReport> validateInputs(const problem::Problem& problem, Executor& executor, Compiler& compiler,
                                             const LanguageRegistry& languages, const InputValidationOptions& options,
                                             std::stop_token stop,
                                             const std::function<void(const InputCheck&)>& onCheck) {
    if (!problem.hasInputValidators())
        return fail("the problem has no input validator (input_validators/, or Polygon's or TPS's validators)");
    QHash<QString, QStringList> groupValidators;
    collectGroupValidators(problem.data, groupValidators);
    QStringList paths = problem.inputValidators;
    for (const QStringList& own : std::as_const(groupValidators))
        for (const QString& path : own)
            if (!paths.contains(path)) paths << path;
    QHash<QString, BuiltValidator> validators;
    InputValidationReport report;
    // problemtools takes as validators only the files and folders of a language it knows.
    const QStringList all = paths;
    paths.clear();
    for (const QString& path : all) {
        const QFileInfo info(path);
        if (info.isFile() && !isChecktestdataProgram(path) && !languages.forSourceFile(path)) {
            report.passedOver << QStringLiteral("%1 is of no language JudgeDesk knows: not a validator, passed over "
                                                "as problemtools passes it over")
                                     .arg(info.fileName());
            continue;
        }
        paths << path;
    }
    if (paths.isEmpty()) return fail("the problem's input validators are all of no known language");
    for (const QString& path : paths) {
        if (isChecktestdataProgram(path)) {
            auto program = loadChecktestdataProgram(path);
            if (!program) return Error{"the input validator " + program.error()};
            validators.insert(path, BuiltValidator{QFileInfo(path).fileName(), {}, program.value()});
            continue;
        }
        auto built =
            buildHelperProgram(path, "the input validator " + QFileInfo(path).fileName(), compiler, languages, stop);
        if (!built) return built.failure();
        validators.insert(path, BuiltValidator{QFileInfo(path).fileName(), *built, {}});
    }
    const bool testlib = problem.inputValidatorProtocol == "testlib";
    const bool omegaup = problem.inputValidatorProtocol == "omegaup";
    QHash<QString, QStringList> groupArguments;
    collectInputArguments(problem.data, groupArguments);
    const QString scratch = options.scratchDirectory.isEmpty() ? QDir::tempPath() : options.scratchDirectory;
    QDir().mkpath(scratch);
    if (omegaup)
        for (BuiltValidator& validator : validators)
            if (validator.program.mainSource.endsWith(".py")) {
                auto placed = withValidatorTestModule(validator.program, scratch);
                if (!placed) return placed.failure();
                validator.program = *placed;
            }
    auto decide = [&](const problem::TestCase& test, const QStringList& extra) {
        const QStringList arguments = testlib ? testlibArguments(test) : groupArguments.value(test.name);
        InputCheck check{test.name, InputValidity::Valid, {}, QStringLiteral("no validator applies to it")};
        for (const QString& path : problem.inputValidators + extra) {
            if (!validators.contains(path)) continue;
            check = omegaup ? runOmegaUpValidatorTest(*validators.constFind(path), test, executor, scratch)
                            : runValidator(*validators.constFind(path), test, arguments, testlib, executor, scratch);
            if (check.validity != InputValidity::Valid) break;
        }
        return check;
    };

    const QList<problem::TestCase> tests = problem.allTests();
    for (const auto& test : tests)
        report.checks << InputCheck{test.name, InputValidity::NotRun, {}, {}};
    InputCheck* decided = report.checks.data(); // detached once here: each worker writes its own elements only
    parallelFor(tests.size(), options.jobs, stop, [&](qsizetype index) {
        const problem::TestCase& test = tests[index];
        decided[index] = decide(test, groupValidators.value(test.name));
        if (onCheck) onCheck(decided[index]);
    });
    for (const auto& test : problem.inputsToRefuse)
        report.refusals << InputCheck{test.name, InputValidity::NotRun, {}, {}};
    InputCheck* refused = report.refusals.data();
    parallelFor(problem.inputsToRefuse.size(), options.jobs, stop, [&](qsizetype index) {
        refused[index] = decide(problem.inputsToRefuse[index], {});
    });
    if (stop.stop_requested()) return fail("stopped");
    return report;
}

} // namespace jd::judge
