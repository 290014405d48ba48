#include "problem.h"

#include <QSet>

#include <algorithm>

namespace jd::problem {

int TestGroup::testCount() const {
    int count = static_cast<int>(tests.size());
    for (const auto& group : groups)
        count += group.testCount();
    return count;
}

std::optional<double> TestGroup::maximumScore() const {
    if (settings.maxScore) return settings.maxScore;
    if (tests.isEmpty() && groups.isEmpty()) return std::nullopt;
    double sum = 0;
    for (const TestCase& test : tests) {
        if (!test.points) return std::nullopt;
        sum += *test.points;
    }
    for (const TestGroup& group : groups) {
        const auto maximum = group.maximumScore();
        if (!maximum) return std::nullopt;
        sum += *maximum;
    }
    return sum;
}

namespace {
void collect(const TestGroup& group, QList<TestCase>& into, QSet<QString>& seen) {
    for (const TestCase& test : group.tests)
        if (!seen.contains(test.name)) {
            seen.insert(test.name);
            into << test;
        }
    for (const auto& child : group.groups)
        collect(child, into, seen);
}

bool anyGroupValidators(const TestGroup& group) {
    if (!group.inputValidators.isEmpty()) return true;
    return std::any_of(group.groups.begin(), group.groups.end(), anyGroupValidators);
}
} // namespace

QList<TestCase> Problem::allTests() const {
    QList<TestCase> tests;
    QSet<QString> seen;
    collect(data, tests, seen);
    return tests;
}

namespace {
bool keepOnly(TestGroup& group, const QStringList& names) {
    group.tests.removeIf([&names](const TestCase& test) { return !names.contains(test.name); });
    QList<TestGroup> kept;
    for (TestGroup& child : group.groups)
        if (keepOnly(child, names)) kept << std::move(child);
    group.groups = std::move(kept);
    return !group.tests.isEmpty() || !group.groups.isEmpty();
}
} // namespace

Problem Problem::withOnlyTests(const QStringList& names) const {
    Problem only = *this;
    keepOnly(only.data, names);
    return only;
}

bool Problem::hasInputValidators() const { return !inputValidators.isEmpty() || anyGroupValidators(data); }

QString ProblemError::toString() const {
    QString where = file;
    if (line > 0) where += ':' + QString::number(line);
    if (!field.isEmpty()) where += (where.isEmpty() ? QString() : QStringLiteral(": ")) + field;
    return where.isEmpty() ? message : where + ": " + message;
}

} // namespace jd::problem
