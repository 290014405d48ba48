#pragma once
// How a problem's tests are made, where the package says so: a generator program and its arguments per
// test, and the solution whose output becomes each answer.
//   Polygon: problem.xml `<test method="generated" cmd="gen 10 20"/>`, the generator one of the
//            `files/executables` (named by its file name without extension), the answer from the
//            solution tagged `main`.
//   Kattis:  generators/generators.yaml in the form BAPCtools and the 2025-09 tooling use: `solution:`
//            and nested `data:` maps (or lists) from test names to commands `program args...`, the
//            program relative to generators/ (or to the package when it starts with '/'). `{seed}`
//            becomes a number fixed by the command, `{name}` the test's name. A list's entries are
//            numbered (`01-name`) as BAPCtools numbers them.
//   TPS:     gen/data (tps_gen_data.h): `gen args...` runs gen/gen.*, `manual file` copies
//            gen/manual/file; the tests go to tests/<name>.in and .out, the answers from the
//            solution solutions.json calls model_solution.
// Entries this does not understand (copy:, in:, a directory of generator sources) are reported, not
// guessed at.
#include "../common/result.h"
#include "problem.h"

#include <QString>
#include <QStringList>

namespace jd::problem {

struct TestRecipe {
    QString test;          // the TestCase::name it makes, e.g. "secret/01-small"
    QString input, answer; // absolute paths where its files go (they may not exist yet)
    QString generatorName; // as the recipe names it: "gen", "gen.py"
    QString generator;     // the generator's source, absolute; empty when no file answers to the name
    QStringList arguments; // with {seed} and {name} substituted
    QString copiedFrom;    // TPS `manual file`: the input is this file of the package, copied
    bool sample = false;
    QString command() const; // "gen.py 20 22", as shown and edited
};

struct TestRecipes {
    QString file;              // where the recipes are written: problem.xml, generators/generators.yaml
    QList<TestRecipe> recipes; // in the package's order
    QString mainSolution;      // absolute; empty when the package names none
    QStringList notUnderstood; // "generators.yaml: secret/huge: copy: is not supported", ...
    const TestRecipe* find(const QString& test) const;
};

// The recipes of a problem; empty (no error) when the package has none. An error for a recipes file
// that cannot be read, or one that leads outside the package.
Result<TestRecipes> readTestRecipes(const Problem& problem);

// Splits a command line as a shell would split plain words and quotes (no expansions); an error for an
// unterminated quote.
Result<QStringList> splitCommand(const QString& command);

// The number `{seed}` becomes in `command`: the same for the same command, different for others.
quint32 seedOfCommand(const QString& command);

// Kattis packages only (Polygon's and TPS's recipes are edited in their own files): the test's recipe becomes `command`
// in generators/generators.yaml (made when missing; comments and other entries are kept), or goes when `command` is
// empty.
Result<void> setTestRecipe(const Problem& problem, const QString& test, const QString& command);

} // namespace jd::problem
