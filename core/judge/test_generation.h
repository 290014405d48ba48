#pragma once
// "Regenerate all": every test the package says how to make (test_recipes.h) is made again. The
// generators are built once and run sandboxed, several at once; an input that comes out the same is left
// alone, a different one replaces the old atomically, and a generator that fails leaves its test as it
// was. Then the input validators check every test, and the main correct solution's output becomes the
// answer of each generated test whose input they accept.
#include "../common/result.h"
#include "compiler.h"
#include "executor.h"
#include "input_validation.h"
#include "languages.h"
#include "problem/problem.h"
#include "problem/test_recipes.h"

#include <functional>
#include <optional>
#include <stop_token>

namespace jd::judge {

enum class FileOutcome { NotRun, Written, Unchanged, Failed };

struct GeneratedTest {
    QString test;    // TestCase::name
    QString command; // the recipe, as written
    FileOutcome input = FileOutcome::NotRun;
    FileOutcome answer = FileOutcome::NotRun;
    QString message; // why a step failed: the generator's or the solution's end and what it said
    qint64 inputBytes = 0;
};

enum class GenerationStage { Building, Generating, Validating, Answering };

struct GenerationReport {
    QList<GeneratedTest> tests;                      // in the recipes' order
    QStringList notUnderstood;                       // recipe entries that were not run
    std::optional<InputValidationReport> validation; // when the problem has input validators
    QString mainSolution;                            // whose output the answers are; empty when they were not refreshed
    QString answersSkipped;                          // why the answers were not refreshed
    int count(FileOutcome outcome, bool ofAnswers = false) const;
    bool failed() const; // a generator, a validator or the main solution failed on some test
};

struct GenerationOptions {
    int jobs = 1;
    QString scratchDirectory;
    bool validate = true;
    bool refreshAnswers = true;
    QStringList only; // test names; empty: every recipe
};

// An error when the package has no recipe, when a recipe file cannot be read, or when `stop` is
// requested; everything a single test does wrong is in its GeneratedTest. `onProgress` is called from
// worker threads as each step of a test ends (`test` empty while building and validating).
Result<GenerationReport>
regenerateTests(const problem::Problem& problem, Executor& executor, Compiler& compiler,
                const LanguageRegistry& languages, const GenerationOptions& options, std::stop_token stop,
                const std::function<void(GenerationStage, const GeneratedTest&)>& onProgress = {});

// The solution whose output answers the tests: the one the recipes name (Polygon's `main`, the
// generators.yaml `solution`), else the first submission expected to be accepted; empty when none.
QString mainCorrectSolution(const problem::Problem& problem, const problem::TestRecipes& recipes);

QString fileOutcomeName(FileOutcome outcome); // "written", "unchanged", "failed", "not run"

// Whether two files hold the same bytes, read in pieces.
bool sameFileContent(const QString& first, const QString& second);

} // namespace jd::judge
