#pragma once
// The results database as the GUI lists it: past judgements, newest first (when, problem, submission,
// language, verdict, score), and the tests of the one selected.
#include "formatting.h"
#include "store/results_store.h"

#include <QAbstractTableModel>

namespace jd::ui {

class HistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { When, Problem, Submission, Language, Verdict, Score, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1,
        ProblemDirectoryRole, // the problem's folder, which tells problems apart
        SubmissionPathRole,
        CreatedRole, // QDateTime
    };
    // The problems judged, as (directory, name), in the order first met.
    QList<QPair<QString, QString>> problems() const;

    explicit HistoryModel(QObject* parent = nullptr);
    void setJudgements(QList<store::StoredJudgement> judgements);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<store::StoredJudgement> judgements_;
};

class StoredTestsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // As every table of tests has them (formatting.h).
    enum Column {
        Test = int(TestColumn::Test),
        Verdict = int(TestColumn::Verdict),
        Time = int(TestColumn::Time),
        Memory = int(TestColumn::Memory),
        Score = int(TestColumn::Score),
        Message = int(TestColumn::Message),
        ColumnCount = int(TestColumn::Count)
    };

    explicit StoredTestsModel(QObject* parent = nullptr);
    void setTests(QList<store::StoredTest> tests);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<store::StoredTest> tests_;
};

} // namespace jd::ui
