#include "judgement_comparison.h"

#include <QHash>

#include <cstdlib>

namespace jd::store {
namespace {

bool movedNotably(qint64 before, qint64 after, qint64 floor) {
    const qint64 difference = std::llabs(after - before);
    return difference >= floor && difference * 5 >= std::max(before, after);
}

} // namespace

JudgementComparison compareJudgements(const StoredJudgement& before, const StoredJudgement& after) {
    JudgementComparison comparison;
    if (!before.sourceDigest.isEmpty() && !after.sourceDigest.isEmpty())
        comparison.sameSource = before.sourceDigest == after.sourceDigest;
    QHash<QString, const StoredTest*> later;
    for (const StoredTest& test : after.tests)
        later.insert(test.name, &test);
    QHash<QString, bool> seen;
    auto add = [&comparison](const QString& name, const StoredTest* was, const StoredTest* is) {
        TestComparison row;
        row.test = name;
        if (was) row.before = *was;
        if (is) row.after = *is;
        // A test in one judgement only is told apart as such: it has no verdict that changed.
        row.verdictChanged = was && is && was->verdict != is->verdict;
        if (was && is) {
            row.dataChanged =
                !was->dataDigest.isEmpty() && !is->dataDigest.isEmpty() && was->dataDigest != is->dataDigest;
            row.timeChanged = movedNotably(was->timeNanoseconds, is->timeNanoseconds, 10'000'000);
            row.memoryChanged = movedNotably(was->memoryBytes, is->memoryBytes, 1 << 20);
            row.better = row.verdictChanged ? is->verdict == QStringLiteral("AC")
                                            : (row.timeChanged && is->timeNanoseconds < was->timeNanoseconds) ||
                                                  (row.memoryChanged && is->memoryBytes < was->memoryBytes);
        }
        comparison.verdictChanges += row.verdictChanged ? 1 : 0;
        comparison.timeChanges += row.timeChanged ? 1 : 0;
        comparison.dataChanges += row.dataChanged ? 1 : 0;
        comparison.onlyBefore += was && !is ? 1 : 0;
        comparison.onlyAfter += is && !was ? 1 : 0;
        comparison.tests << row;
    };
    for (const StoredTest& test : before.tests) {
        seen.insert(test.name, true);
        add(test.name, &test, later.value(test.name));
    }
    for (const StoredTest& test : after.tests)
        if (!seen.contains(test.name)) add(test.name, nullptr, &test);
    return comparison;
}

} // namespace jd::store
