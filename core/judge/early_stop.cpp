#include "early_stop.h"

namespace jd::judge {
namespace {

// The groups above a test must all stop at a rejection for the test to end the judging.
void mark(const problem::TestGroup& group, bool stops, QHash<QString, bool>& into) {
    stops = stops && group.settings.onReject == problem::OnReject::Break && !group.settings.acceptIfAnyAccepted;
    for (const problem::TestCase& test : group.tests)
        if (!into.contains(test.name)) into.insert(test.name, stops);
    for (const problem::TestGroup& child : group.groups)
        mark(child, stops, into);
}

} // namespace

QVector<bool> testsThatDecideOnRejection(const problem::Problem& problem, const problem::Submission& submission) {
    const QList<problem::TestCase> tests = problem.allTests();
    QVector<bool> deciding(tests.size(), false);
    if (problem.validation.scoring || submission.permittedTestVerdicts) return deciding;
    QHash<QString, bool> stops;
    mark(problem.data, true, stops);
    for (qsizetype i = 0; i < tests.size(); ++i)
        deciding[i] = stops.value(tests[i].name, false);
    return deciding;
}

QString notNeededAfter(const QString& decidingTest) {
    return QStringLiteral("not needed: the rejection at %1 decided the verdict").arg(decidingTest);
}

} // namespace jd::judge
