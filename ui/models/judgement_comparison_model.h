#pragma once
// Two judgements compared, one row per test: whether the test itself changed between them (its data, or
// it is in one of them only), the verdict, time and memory of each, what changed tinted (green where the
// later one is better, red where worse).
#include "store/judgement_comparison.h"

#include <QAbstractTableModel>

namespace jd::ui {

class JudgementComparisonModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Test,
        TestData,
        VerdictBefore,
        VerdictAfter,
        TimeBefore,
        TimeAfter,
        MemoryBefore,
        MemoryAfter,
        ColumnCount
    };
    enum Role { ChangedRole = Qt::UserRole + 1 }; // the cell's value changed notably (bool)

    explicit JudgementComparisonModel(QObject* parent = nullptr);
    void setComparison(const store::JudgementComparison& comparison, const QString& beforeName,
                       const QString& afterName);
    const store::JudgementComparison& comparison() const { return comparison_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    store::JudgementComparison comparison_;
    QString before_, after_;
};

} // namespace jd::ui
