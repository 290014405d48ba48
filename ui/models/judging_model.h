#pragma once
// One submission's judging as a tree: the problem's test groups with their tests, each row showing
// its verdict, time, memory, score and the checker's words. Filled with every test as "not run" when
// judging starts, updated test by test as results arrive, and completed by the final report (group
// verdicts and scores).
#include "formatting.h"
#include "judge/problem_judge.h"
#include "problem/problem.h"

#include <QAbstractItemModel>
#include <QHash>

#include <memory>
#include <vector>

namespace jd::ui {

class JudgingModel : public QAbstractItemModel {
    Q_OBJECT
public:
    // As every table of tests has them (formatting.h).
    enum Column {
        Name = int(TestColumn::Test),
        Verdict = int(TestColumn::Verdict),
        Time = int(TestColumn::Time),
        Memory = int(TestColumn::Memory),
        Score = int(TestColumn::Score),
        Message = int(TestColumn::Message),
        ColumnCount = int(TestColumn::Count)
    };
    enum Role {
        VerdictRole = Qt::UserRole + 1, // judge::Verdict as int
        TestNameRole,                   // TestCase::name; empty for a group
        OutputFileRole,                 // what the program printed, when kept
        AnswerFileRole,                 // the expected answer
        InputFileRole,
        IsGroupRole,
    };

    explicit JudgingModel(QObject* parent = nullptr);
    ~JudgingModel() override;

    // Every test of `problem`, not run yet.
    void setProblem(const problem::Problem& problem);
    // A test's result, as ProblemJudge::testFinished gives it.
    void setOutcome(const judge::TestOutcome& outcome);
    // The whole judgement: every test, and the groups' verdicts and scores.
    void setReport(const judge::JudgeReport& report);
    // The index of a test by its name (column Name), invalid when there is none.
    QModelIndex indexOfTest(const QString& name) const;
    // The result shown in a test's row; nothing for a group.
    std::optional<judge::TestOutcome> outcomeAt(const QModelIndex& index) const;
    int finishedTests() const { return finished_; }
    int totalTests() const { return static_cast<int>(tests_.size()); }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node;
    Node* nodeOf(const QModelIndex& index) const;
    QModelIndex indexOf(const Node* node, int column) const;
    void applyGroup(Node* node, const judge::GroupOutcome& outcome);

    std::unique_ptr<Node> root_;
    QHash<QString, Node*> tests_;
    int finished_ = 0;
    problem::Dialect dialect_ = problem::Dialect::JudgeDesk;
};

} // namespace jd::ui
