#include "input_validation.h"

#include "checker_verdict.h"
#include "checktestdata_validator.h"
#include "common/parallel_for.h"
#include "helper_program.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
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

} // namespace

int InputValidationReport::count(InputValidity validity) const {
    return static_cast<int>(std::count_if(checks.begin(), checks.end(),
                                          [&](const InputCheck& check) { return check.validity == validity; }));
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
    QHash<QString, QStringList> groupArguments;
    collectInputArguments(problem.data, groupArguments);
    const QString scratch = options.scratchDirectory.isEmpty() ? QDir::tempPath() : options.scratchDirectory;
    QDir().mkpath(scratch);

    const QList<problem::TestCase> tests = problem.allTests();
    for (const auto& test : tests)
        report.checks << InputCheck{test.name, InputValidity::NotRun, {}, {}};
    InputCheck* decided = report.checks.data(); // detached once here: each worker writes its own elements only
    parallelFor(tests.size(), options.jobs, stop, [&](qsizetype index) {
        const problem::TestCase& test = tests[index];
        const QStringList arguments = testlib ? testlibArguments(test) : groupArguments.value(test.name);
        InputCheck check{test.name, InputValidity::Valid, {}, QStringLiteral("no validator applies to it")};
        for (const QString& path : problem.inputValidators + groupValidators.value(test.name)) {
            if (!validators.contains(path)) continue;
            check = runValidator(*validators.constFind(path), test, arguments, testlib, executor, scratch);
            if (check.validity != InputValidity::Valid) break;
        }
        decided[index] = check;
        if (onCheck) onCheck(check);
    });
    if (stop.stop_requested()) return fail("stopped");
    return report;
}

} // namespace jd::judge
