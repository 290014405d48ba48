#pragma once
// Every solution of a problem against every test: a row per submission (its expected verdicts, what it
// got, whether that agrees — verify's rule), a column per test with the verdict, time and memory of that
// run. Filled live as the runs finish.
#include "judge/verification.h"
#include "problem/problem.h"

#include <QAbstractTableModel>

namespace jd::ui {

class SolutionMatrixModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Solution, Expected, Result, FirstTest };
    enum Role {
        SortRole = Qt::UserRole + 1, // a number where the column holds one (times), else the text
        DisagreesRole,               // the row got what its package does not allow
        TestNameRole,                // of a test column
    };

    explicit SolutionMatrixModel(QObject* parent = nullptr);

    void setProblem(const problem::Problem& problem); // every row empty, waiting to be judged
    void clearRuns();
    void setRunning(int row);
    void setTestOutcome(int row, const judge::TestOutcome& outcome);
    void setVerified(int row, const judge::SubmissionVerification& verified);

    const problem::Problem& problem() const { return problem_; }
    // The judged row's report (its runs), or null while it is not judged.
    const judge::SubmissionVerification* verification(int row) const;
    QString testOfColumn(int column) const;
    int disagreements() const;
    int warnings() const; // judged rows the time margins warn about

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QHash<QString, judge::TestOutcome> outcomes; // by test, as they finish
        std::optional<judge::SubmissionVerification> verified;
        bool running = false;
    };
    QVariant testCell(const Row& row, const QString& test, int role) const;

    problem::Problem problem_;
    QStringList tests_;
    QStringList titles_; // of the test columns
    QList<Row> rows_;
};

} // namespace jd::ui
