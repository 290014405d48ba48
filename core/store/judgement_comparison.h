#pragma once
// Two judgements side by side, test by test: what changed between them (a verdict, a time, the memory, the
// test's own data, the tests themselves), for seeing what a fix or a new package did to a solution.
#include "results_store.h"

#include <QList>
#include <QString>

#include <optional>

namespace jd::store {

struct TestComparison {
    QString test;
    std::optional<StoredTest> before, after; // missing: the test was not in that judgement
    bool verdictChanged = false;
    // The time moved by more than the noise: at least a fifth and at least 10 ms, either way.
    bool timeChanged = false;
    bool memoryChanged = false; // by at least a fifth and at least 1 MiB
    bool better = false;        // an accepted verdict where there was another (or time/memory down notably)
    // The test's input or answer was not the same in the two judgements (known only when both kept it).
    bool dataChanged = false;
};

struct JudgementComparison {
    QList<TestComparison> tests; // the earlier judgement's order, then tests only the later one has
    int verdictChanges = 0;      // of tests in both judgements
    int timeChanges = 0;
    int dataChanges = 0;
    int onlyBefore = 0, onlyAfter = 0; // tests in one judgement only
    // Whether the submissions' files were the same, known only when both judgements kept their digest.
    std::optional<bool> sameSource;
};

JudgementComparison compareJudgements(const StoredJudgement& before, const StoredJudgement& after);

} // namespace jd::store
