#pragma once
// The checks of an omegaUp problem: its built-in validators (omegaup_comparison.h) and a custom validator
// program run as quark runs it: in a directory holding data.in (the case's input), data.out (its expected
// output, when there is one) and meta.in (what the contestant's run used), with the contestant's output on
// its standard input and the case's name and the submission's language as arguments. Its first token on
// standard output is the score from 0 to 1; a validator that does not end cleanly scores the case 0. When
// it gives less than 1 and the case has an .expected-failure, its standard error must contain that text,
// else the case is a validator error (VE, a judge error here): the package's own check on its validator.
#include "checker.h"

namespace jd::judge {

// A case's score turns into a verdict: AC at 1, else WA with the score (omegaUp's PA when above 0).
std::unique_ptr<OutputChecker> makeOmegaUpComparison(QString kind, double tolerance);

// `arguments` given to its check(): the case's name, the submission's language in omegaUp's words, and the
// file holding the contestant's run (omegajail's .meta: time, time-wall, mem, status).
std::unique_ptr<OutputChecker> makeOmegaUpValidator(BuiltProgram program, std::shared_ptr<Executor> executor,
                                                    QString scratchDirectory, problem::HelperLimits limits);

// omegaUp's name for a language (cpp17-gcc, py3, java, rb, ...), from its aliases; its id when it has none.
QString omegaupLanguageName(const Language& language);

// The contestant's run as omegajail's .meta file words it.
QByteArray omegaupMeta(const sandbox::RunResult& run);

// What check() of makeOmegaUpValidator's checker takes for a case: its name, the language in omegaUp's words
// and the run's .meta, written to `metaFile`.
Result<QStringList> omegaupValidatorArguments(const problem::TestCase& test, const Language& language,
                                              const sandbox::RunResult& run, const QString& metaFile);

} // namespace jd::judge
