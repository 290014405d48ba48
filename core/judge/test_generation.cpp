#include "test_generation.h"

#include "common/atomic_file.h"
#include "common/parallel_for.h"
#include "helper_program.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QTemporaryDir>

#include <functional>
#include <mutex>

namespace jd::judge {
namespace {

using namespace std::chrono_literals;

// Moves a finished output into place unless it holds what is there already.
FileOutcome place(const QString& made, const QString& destination, QString& message) {
    if (sameFileContent(made, destination)) return FileOutcome::Unchanged;
    if (!QDir().mkpath(QFileInfo(destination).absolutePath())) {
        message = QStringLiteral("cannot make the folder of %1").arg(destination);
        return FileOutcome::Failed;
    }
    if (auto copied = copyFileAtomically(made, destination); !copied) {
        message = QString::fromStdString(copied.error());
        return FileOutcome::Failed;
    }
    return FileOutcome::Written;
}

QString describeFailure(const sandbox::RunResult& run, const QString& errorFile) {
    const QString said = firstLinesOf(errorFile);
    const QString reason = run.status == sandbox::RunStatus::RuntimeError
                               ? QStringLiteral("exited with %1").arg(run.exitCode)
                               : QString::fromStdString(sandbox::exitReason(run));
    return said.isEmpty() ? reason : reason + ": " + said;
}

// The problem with every recipe's test in its group, so that the validators see the new tests too.
problem::Problem withRecipeTests(problem::Problem problem, const QList<problem::TestRecipe>& recipes) {
    QSet<QString> known;
    for (const auto& test : problem.allTests())
        known.insert(test.name);
    for (const problem::TestRecipe& recipe : recipes) {
        if (known.contains(recipe.test) || !QFileInfo::exists(recipe.input)) continue;
        problem::TestCase test{recipe.test, recipe.input, recipe.answer, {}, recipe.sample, {}, {}};
        const QString groupName = recipe.test.section('/', 0, -2);
        std::function<bool(problem::TestGroup&)> insert = [&](problem::TestGroup& group) {
            if (group.name == groupName) {
                group.tests << test;
                return true;
            }
            return std::any_of(group.groups.begin(), group.groups.end(), insert);
        };
        if (!insert(problem.data)) {
            problem::TestGroup group;
            group.name = groupName;
            group.settings = problem.data.settings;
            group.tests << test;
            problem.data.groups << group;
        }
    }
    return problem;
}

struct Generation {
    const problem::Problem& problem;
    Executor& executor;
    Compiler& compiler;
    const LanguageRegistry& languages;
    const GenerationOptions& options;
    std::stop_token stop;
    const std::function<void(GenerationStage, const GeneratedTest&)>& onProgress;
    QString scratch;
    std::mutex progressMutex;

    void tell(GenerationStage stage, const GeneratedTest& test) {
        if (!onProgress) return;
        std::lock_guard lock(progressMutex);
        onProgress(stage, test);
    }

    // Every generator once; a generator that does not build fails the tests that need it.
    QHash<QString, Result<BuiltProgram>> buildGenerators(const QList<problem::TestRecipe>& recipes) {
        QHash<QString, Result<BuiltProgram>> built;
        for (const problem::TestRecipe& recipe : recipes)
            if (!recipe.generator.isEmpty() && !built.contains(recipe.generator) && !stop.stop_requested())
                built.insert(recipe.generator,
                             buildHelperProgram(recipe.generator, "the generator " + recipe.generatorName, compiler,
                                                languages, stop));
        return built;
    }

    void generate(const problem::TestRecipe& recipe, GeneratedTest& test,
                  const QHash<QString, Result<BuiltProgram>>& generators) {
        if (!recipe.copiedFrom.isEmpty()) {
            if (!QFileInfo(recipe.copiedFrom).isFile()) {
                test.input = FileOutcome::Failed;
                test.message = QStringLiteral("%1 is missing").arg(QFileInfo(recipe.copiedFrom).fileName());
                return;
            }
            test.inputBytes = QFileInfo(recipe.copiedFrom).size();
            test.input = place(recipe.copiedFrom, recipe.input, test.message);
            return;
        }
        if (recipe.generator.isEmpty()) {
            test.input = FileOutcome::Failed;
            test.message = QStringLiteral("no generator %1 in the package").arg(recipe.generatorName);
            return;
        }
        const Result<BuiltProgram>& generator = generators.value(recipe.generator, Error{"not built"});
        if (!generator) {
            test.input = FileOutcome::Failed;
            test.message = QString::fromStdString(generator.error());
            return;
        }
        QTemporaryDir outputs(scratch + "/generate-XXXXXX");
        const QString made = outputs.filePath("input"), error = outputs.filePath("stderr");
        const sandbox::RunResult run =
            runHelperProgram(executor, generator.value(), HelperRun{recipe.arguments, {}, made, error, 60s, 2048});
        if (!endedWell(run)) {
            test.input = FileOutcome::Failed;
            test.message = "the generator " + describeFailure(run, error);
            return;
        }
        test.inputBytes = QFileInfo(made).size();
        test.input = place(made, recipe.input, test.message);
    }

    void answer(const problem::TestRecipe& recipe, GeneratedTest& test, const BuiltProgram& solution) {
        QTemporaryDir outputs(scratch + "/answer-XXXXXX");
        const QString made = outputs.filePath("answer"), error = outputs.filePath("stderr");
        const double limit = problem.limits.timeLimit.value_or(2.5);
        const auto cpu = std::chrono::duration_cast<std::chrono::nanoseconds>(
            std::chrono::duration<double>(std::max(10.0, 4 * limit)));
        const sandbox::RunResult run = runHelperProgram(
            executor, solution, HelperRun{{}, recipe.input, made, error, cpu, problem.limits.memoryMiB});
        if (!endedWell(run)) {
            test.answer = FileOutcome::Failed;
            test.message = "the main solution " + describeFailure(run, error);
            return;
        }
        test.answer = place(made, recipe.answer, test.message);
    }

    // Why no answer can be written from a solution's output; empty when one can.
    QString answersCannotBeRefreshed(const QString& mainSolution) const {
        if (problem.validation.interactive)
            return QStringLiteral("the problem is interactive: its interactor reads the answers");
        if (problem.validation.multiPass)
            return QStringLiteral("the problem is multi-pass: its answers are the validator's");
        if (!problem.inputFileName.isEmpty() || !problem.outputFileName.isEmpty())
            return QStringLiteral("the problem reads and writes files: write its answers by hand");
        if (mainSolution.isEmpty()) return QStringLiteral("the package names no main correct solution");
        return {};
    }
};

} // namespace

int GenerationReport::count(FileOutcome outcome, bool ofAnswers) const {
    return static_cast<int>(std::count_if(tests.begin(), tests.end(), [&](const GeneratedTest& test) {
        return (ofAnswers ? test.answer : test.input) == outcome;
    }));
}

bool GenerationReport::failed() const {
    return count(FileOutcome::Failed) > 0 || count(FileOutcome::Failed, true) > 0 ||
           (validation &&
            (validation->count(InputValidity::Invalid) > 0 || validation->count(InputValidity::ValidatorFailed) > 0));
}

QString fileOutcomeName(FileOutcome outcome) {
    switch (outcome) {
    case FileOutcome::NotRun: return QStringLiteral("not run");
    case FileOutcome::Written: return QStringLiteral("written");
    case FileOutcome::Unchanged: return QStringLiteral("unchanged");
    case FileOutcome::Failed: return QStringLiteral("failed");
    }
    return {};
}

bool sameFileContent(const QString& first, const QString& second) {
    QFile a(first), b(second);
    if (a.size() != b.size() || !a.open(QIODevice::ReadOnly) || !b.open(QIODevice::ReadOnly)) return false;
    constexpr qint64 kPiece = 1 << 20;
    while (!a.atEnd()) {
        const QByteArray left = a.read(kPiece), right = b.read(kPiece);
        if (left != right || left.isEmpty()) return false;
    }
    return b.atEnd();
}

QString mainCorrectSolution(const problem::Problem& problem, const problem::TestRecipes& recipes) {
    if (!recipes.mainSolution.isEmpty()) return recipes.mainSolution;
    for (const problem::Submission& submission : problem.submissions)
        if (submission.expectedVerdicts == QStringList{"AC"} && !submission.expectedScore) return submission.path;
    return {};
}

Result<GenerationReport> regenerateTests(const problem::Problem& problem, Executor& executor, Compiler& compiler,
                                         const LanguageRegistry& languages, const GenerationOptions& options,
                                         std::stop_token stop,
                                         const std::function<void(GenerationStage, const GeneratedTest&)>& onProgress) {
    auto recipes = problem::readTestRecipes(problem);
    if (!recipes) return recipes.failure();
    QList<problem::TestRecipe> chosen;
    for (const problem::TestRecipe& recipe : recipes->recipes)
        if (options.only.isEmpty() || options.only.contains(recipe.test)) chosen << recipe;
    if (chosen.isEmpty())
        return fail(options.only.isEmpty() ? "the problem says of no test how it is made (Polygon's generated tests, "
                                             "generators/generators.yaml, or TPS's gen/data)"
                                           : "none of the tests asked for is made by a generator");

    Generation generation{problem, executor, compiler, languages, options, stop, onProgress, {}, {}};
    generation.scratch = options.scratchDirectory.isEmpty() ? QDir::tempPath() : options.scratchDirectory;
    QDir().mkpath(generation.scratch);
    GenerationReport report;
    report.notUnderstood = recipes->notUnderstood;
    for (const problem::TestRecipe& recipe : chosen)
        report.tests << GeneratedTest{recipe.test, recipe.command(), FileOutcome::NotRun, FileOutcome::NotRun, {}, 0};

    const QString mainSolution = mainCorrectSolution(problem, *recipes);
    report.answersSkipped =
        options.refreshAnswers ? generation.answersCannotBeRefreshed(mainSolution) : QStringLiteral("not asked for");
    const bool answersNeeded = !problem.validation.interactive;

    // A new test that ends without an answer would leave the package unreadable (Kattis wants both files).
    QList<bool> isNew;
    for (const problem::TestRecipe& recipe : chosen)
        isNew << (answersNeeded && !QFileInfo::exists(recipe.answer));
    auto dropNewTestsWithoutAnswers = [&] {
        for (qsizetype index = 0; index < chosen.size(); ++index) {
            GeneratedTest& test = report.tests[index];
            if (!isNew[index] || test.input != FileOutcome::Written || test.answer == FileOutcome::Written) continue;
            (void)removeFileIfPresent(chosen[index].input);
            test.input = FileOutcome::Failed;
            test.message += QStringLiteral(" (the new test was not kept: it has no answer)");
        }
    };

    generation.tell(GenerationStage::Building, {});
    const auto generators = generation.buildGenerators(chosen);
    GeneratedTest* tests = report.tests.data(); // detached once here: each worker writes its own elements only
    parallelFor(chosen.size(), options.jobs, stop, [&](qsizetype index) {
        const problem::TestRecipe& recipe = chosen[index];
        if (!report.answersSkipped.isEmpty() && answersNeeded && !QFileInfo::exists(recipe.answer)) {
            tests[index].input = FileOutcome::Failed;
            tests[index].message = "a new test needs an answer, and none can be made: " + report.answersSkipped;
        } else {
            generation.generate(recipe, tests[index], generators);
        }
        generation.tell(GenerationStage::Generating, tests[index]);
    });
    if (stop.stop_requested()) {
        dropNewTestsWithoutAnswers();
        return fail("stopped");
    }

    QSet<QString> invalid;
    if (options.validate && problem.hasInputValidators()) {
        generation.tell(GenerationStage::Validating, {});
        InputValidationOptions validationOptions{options.jobs, generation.scratch};
        auto validation =
            validateInputs(withRecipeTests(problem, chosen), executor, compiler, languages, validationOptions, stop);
        if (!validation) {
            dropNewTestsWithoutAnswers();
            return validation.failure();
        }
        for (const InputCheck& check : validation->checks)
            if (check.validity != InputValidity::Valid) invalid.insert(check.test);
        report.validation = *validation;
    }

    if (!report.answersSkipped.isEmpty()) return report;
    generation.tell(GenerationStage::Building, {});
    auto solution =
        buildSolutionProgram(mainSolution, QStringLiteral("the main solution"), problem, compiler, languages, stop);
    if (!solution) {
        report.answersSkipped = QString::fromStdString(solution.error());
        dropNewTestsWithoutAnswers();
        return report;
    }
    report.mainSolution = mainSolution;
    parallelFor(chosen.size(), options.jobs, stop, [&](qsizetype index) {
        GeneratedTest& test = tests[index];
        if (test.input == FileOutcome::Failed) return;
        if (invalid.contains(test.test)) {
            test.message = QStringLiteral("its input is not valid: the answer was left as it was");
            return;
        }
        generation.answer(chosen[index], test, *solution);
        generation.tell(GenerationStage::Answering, test);
    });
    dropNewTestsWithoutAnswers();
    if (stop.stop_requested()) return fail("stopped");
    return report;
}

} // namespace jd::judge
