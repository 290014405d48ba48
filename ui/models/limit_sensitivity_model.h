#pragma once
// The judged solutions under another time limit, computed from their runs (judge/limit_sensitivity.h):
// what each got, what it would get at the chosen limit, and whether that still agrees with what its
// package expects. A row that flips is the point of the view.
#include "judge/verification.h"

#include <QAbstractTableModel>

namespace jd::ui {

class LimitSensitivityModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Solution, Now, AtLimit, Agrees, ColumnCount };
    enum Role { FlipsRole = Qt::UserRole + 1 };

    explicit LimitSensitivityModel(QObject* parent = nullptr);

    void setRuns(const problem::Problem& problem, const QList<judge::SubmissionVerification>& verified);
    void setTimeLimit(double seconds);
    double timeLimit() const { return limit_; }
    int flips() const;         // rows whose verdict changes at the chosen limit
    int disagreements() const; // rows that would disagree with their expectation there

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        problem::Submission submission;
        judge::SubmissionVerification verified;
        judge::Verdict atLimit = judge::Verdict::NotRun;
        bool certain = true;
        bool agrees = true;
    };
    void recompute();

    problem::Problem problem_;
    QList<Row> rows_;
    double limit_ = 0;
};

} // namespace jd::ui
