#pragma once
// Whether every test's input is one the problem allows: the package's input validators (Kattis
// input_validators/, Polygon's testlib validators) run sandboxed on each input, several at once.
//   Kattis:  validator [input_validator_args] < input; exit 42 valid, 43 invalid
//   testlib: validator [--testset tests] [--group G] < input; exit 0 valid, anything else invalid
//   omegaUp: tests.json's inputs run as a custom validator on the case as its own output; prints 1 valid, 0 not
// A validator that crashes, runs out of time or exits otherwise has failed: that says nothing about the
// input, and is told apart from an invalid one.
#include "common/result.h"
#include "compiler.h"
#include "executor.h"
#include "languages.h"
#include "problem/problem.h"

#include <functional>
#include <stop_token>

namespace jd::judge {

enum class InputValidity { Valid, Invalid, ValidatorFailed, NotRun };

struct InputCheck {
    QString test; // TestCase::name
    InputValidity validity = InputValidity::NotRun;
    QString validator; // the file name of the validator that decided (the first to refuse, else the last)
    QString message;   // what the validator said, its first lines
};

struct InputValidationReport {
    QList<InputCheck> checks; // in the problem's test order
    // The inputs the validators must refuse (Problem::inputsToRefuse), in order: Invalid when refused as the
    // package says, Valid when accepted, ValidatorFailed when refused for another reason than it names.
    QList<InputCheck> refusals;
    int wronglyDecidedRefusals() const; // refusals not Invalid
    // Files beside the validators that are no program (a backup, `bounded_g.py.bak`): passed over, as problemtools
    // passes them over, each named with why.
    QStringList passedOver;
    int count(InputValidity validity) const;
};

struct InputValidationOptions {
    int jobs = 1;
    QString scratchDirectory; // where the validators' outputs are kept while they run
};

// `onCheck` is called from the worker threads as each test is decided. An error when the problem has
// no input validator, when one does not compile, or when `stop` is requested before the end.
Result<InputValidationReport> validateInputs(const problem::Problem& problem, Executor& executor, Compiler& compiler,
                                             const LanguageRegistry& languages, const InputValidationOptions& options,
                                             std::stop_token stop,
                                             const std::function<void(const InputCheck&)>& onCheck = {});

QString validityName(InputValidity validity); // "valid", "invalid", "validator failed", "not run"

} // namespace jd::judge
