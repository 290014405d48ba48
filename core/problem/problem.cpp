#include "problem.h"

namespace jd::problem {

int TestGroup::testCount() const {
    int count = static_cast<int>(tests.size());
    for (const auto& group : groups)
        count += group.testCount();
    return count;
}

namespace {
void collect(const TestGroup& group, QList<TestCase>& into) {
    into += group.tests;
    for (const auto& child : group.groups)
        collect(child, into);
}
} // namespace

QList<TestCase> Problem::allTests() const {
    QList<TestCase> tests;
    collect(data, tests);
    return tests;
}

QString ProblemError::toString() const {
    QString where = file;
    if (line > 0) where += ':' + QString::number(line);
    if (!field.isEmpty()) where += (where.isEmpty() ? QString() : QStringLiteral(": ")) + field;
    return where.isEmpty() ? message : where + ": " + message;
}

} // namespace jd::problem
