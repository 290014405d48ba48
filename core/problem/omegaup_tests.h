#pragma once
// omegaUp's tests/tests.json, as quark's CI reads it (runner/ci/ci.go, common/problemsettings.go): each
// solution's expected verdict or score range, the maximum score the testplan's weights must add up to, and the
// input validator test: `inputs` names a script every case must pass, tests/invalid-cases/ the inputs it must
// refuse, each with the .expected-failure its standard error must contain.
#include "../common/result.h"
#include "problem.h"

#include <QDir>
#include <QList>
#include <QStringList>

namespace jd::problem {

struct OmegaUpTests {
    QList<Submission> solutions; // in the file's order, each with its expectation
    QString inputValidator;      // tests.json's inputs.filename, absolute; empty when it names none
    QList<TestCase> inputsToRefuse; // tests/invalid-cases/NAME.in with NAME.out and NAME.expected-failure
    QStringList warnings;        // keys quark does not read, a max_score the weights do not add up to
};

// Reads `root`/tests/tests.json when it is there (an empty result otherwise). `weightSum` is the sum of the
// cases' raw weights (the testplan's), which max_score must equal.
Result<OmegaUpTests> readOmegaUpTests(const QDir& root, double weightSum);

} // namespace jd::problem
