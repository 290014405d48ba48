// A submission's judging as the GUI shows it: the problem's groups and tests as a tree, updated test by
// test as results arrive, and the groups' verdicts and scores once the report is in.
#include "models/judging_model.h"
#include "problem/package.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace jd;
using namespace std::chrono_literals;
using ui::JudgingModel;

namespace {

problem::Problem subtasks() {
    auto problem = problem::readProblem(QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/subtasks");
    if (!problem) qFatal("cannot read the subtasks example: %s", problem.error().c_str());
    return problem.value();
}

judge::TestOutcome outcome(const QString& test, judge::Verdict verdict, const QString& message = {}) {
    judge::TestOutcome result;
    result.test = test;
    result.verdict = verdict;
    result.time = 250ms;
    result.memory = 12ull << 20;
    result.message = message;
    return result;
}

QString cell(const JudgingModel& model, const QModelIndex& row, int column) {
    return model.index(row.row(), column, row.parent()).data().toString();
}

QModelIndex child(const JudgingModel& model, const QModelIndex& parent, const QString& name) {
    for (int row = 0; row < model.rowCount(parent); ++row)
        if (model.index(row, 0, parent).data().toString() == name) return model.index(row, 0, parent);
    return {};
}

} // namespace

class JudgingModelTest : public QObject {
    Q_OBJECT
private slots:
    void modelIsWellBehaved() {
        JudgingModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const problem::Problem problem = subtasks();
        model.setProblem(problem);
        QList<judge::TestOutcome> outcomes;
        for (const auto& test : problem.allTests()) {
            outcomes << outcome(test.name, judge::Verdict::AC);
            model.setOutcome(outcomes.back());
        }
        judge::JudgeReport report;
        report.tests = outcomes;
        report.root = judge::aggregate(problem.data, outcomes, true);
        model.setReport(report);
        model.setProblem(problem);
        model.setProblem(problem::Problem{});
    }

    void theTreeFollowsTheProblemsGroups() {
        JudgingModel model;
        model.setProblem(subtasks());
        QCOMPARE(model.totalTests(), 5);
        QCOMPARE(model.finishedTests(), 0);
        const QModelIndex sample = child(model, {}, "sample");
        const QModelIndex secret = child(model, {}, "secret");
        QVERIFY(sample.isValid() && secret.isValid());
        QCOMPARE(model.rowCount(sample), 1);
        const QModelIndex small = child(model, secret, "small");
        QVERIFY(small.isValid() && child(model, secret, "large").isValid());
        QVERIFY(small.data(JudgingModel::IsGroupRole).toBool());
        const QModelIndex second = child(model, small, "2");
        QVERIFY(second.isValid());
        QCOMPARE(second.data(JudgingModel::TestNameRole).toString(), QStringLiteral("secret/small/2"));
        QVERIFY(second.data(JudgingModel::InputFileRole).toString().endsWith("secret/small/2.in"));
        QCOMPARE(cell(model, second, JudgingModel::Verdict), QStringLiteral("--"));
        QCOMPARE(cell(model, second, JudgingModel::Time), QString());
        QCOMPARE(model.indexOfTest("secret/small/2"), second);
        QVERIFY(!model.indexOfTest("secret/none").isValid());
    }

    void aResultUpdatesItsRowAsItArrives() {
        JudgingModel model;
        model.setProblem(subtasks());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setOutcome(outcome("secret/small/2", judge::Verdict::WA, "line 1: expected '5', got '6'\nmore"));
        QCOMPARE(changed.size(), 1);
        const QModelIndex row = model.indexOfTest("secret/small/2");
        QCOMPARE(changed.first().at(0).toModelIndex(), row);
        QCOMPARE(cell(model, row, JudgingModel::Verdict), QStringLiteral("WA"));
        QCOMPARE(cell(model, row, JudgingModel::Time), QStringLiteral("0.250 s"));
        QCOMPARE(cell(model, row, JudgingModel::Memory), QStringLiteral("12.0 MiB"));
        QCOMPARE(cell(model, row, JudgingModel::Message), QStringLiteral("line 1: expected '5', got '6'"));
        QCOMPARE(model.index(row.row(), JudgingModel::Verdict, row.parent()).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Wrong answer"));
        QVERIFY(model.index(row.row(), JudgingModel::Verdict, row.parent()).data(Qt::BackgroundRole).isValid());
        QCOMPARE(model.finishedTests(), 1);
        model.setOutcome(outcome("secret/small/2", judge::Verdict::AC)); // a rejudge: still one finished
        QCOMPARE(model.finishedTests(), 1);
        model.setOutcome(outcome("not/a/test", judge::Verdict::AC));
        QCOMPARE(model.finishedTests(), 1);
    }

    // omegaUp words a case by its score: part of it is PA, none WA.
    void anOmegaUpCaseThatEarnedPartOfItsScoreIsPa() {
        auto problem = problem::readProblem(QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/omegaup-sums");
        QVERIFY(problem);
        JudgingModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProblem(*problem);
        judge::TestOutcome half = outcome("small.1", judge::Verdict::WA);
        half.score = 0.0833;
        model.setOutcome(half);
        QCOMPARE(cell(model, model.indexOfTest("small.1"), JudgingModel::Verdict), QStringLiteral("PA"));
        judge::TestOutcome none = outcome("small.2", judge::Verdict::WA);
        none.score = 0;
        model.setOutcome(none);
        QCOMPARE(cell(model, model.indexOfTest("small.2"), JudgingModel::Verdict), QStringLiteral("WA"));
        model.setOutcome(outcome("large.1", judge::Verdict::RE));
        QCOMPARE(cell(model, model.indexOfTest("large.1"), JudgingModel::Verdict), QStringLiteral("RTE"));
    }

    void theReportGivesTheGroupsTheirVerdictsAndScores() {
        JudgingModel model;
        const problem::Problem problem = subtasks();
        model.setProblem(problem);
        QList<judge::TestOutcome> outcomes;
        for (const auto& test : problem.allTests())
            outcomes << outcome(test.name, test.name == "secret/large/2" ? judge::Verdict::TLE : judge::Verdict::AC);
        judge::JudgeReport report;
        report.tests = outcomes;
        report.root = judge::aggregate(problem.data, outcomes, true);
        model.setReport(report);
        QCOMPARE(model.finishedTests(), 5);
        const QModelIndex secret = child(model, {}, "secret");
        const QModelIndex small = child(model, secret, "small"), large = child(model, secret, "large");
        QCOMPARE(cell(model, small, JudgingModel::Verdict), QStringLiteral("AC"));
        QCOMPARE(cell(model, small, JudgingModel::Score), QStringLiteral("30 / 30"));
        QCOMPARE(cell(model, large, JudgingModel::Verdict), QStringLiteral("TLE"));
        QVERIFY(cell(model, large, JudgingModel::Score).startsWith("0 / "));
        QCOMPARE(cell(model, secret, JudgingModel::Verdict), QStringLiteral("TLE"));
    }
};

QTEST_MAIN(JudgingModelTest)
#include "test_judging_model.moc"
