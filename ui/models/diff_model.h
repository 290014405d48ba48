#pragma once
// An output diff as a table: the expected answer's line number, the output's, and the text; removed
// lines (only in the answer) and added ones (only in the output) tinted, unchanged runs folded.
#include "judge/output_diff.h"

#include <QAbstractTableModel>

namespace jd::ui {

class DiffModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ExpectedLine, OutputLine, Text, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 1 }; // judge::DiffLine::Kind as int

    explicit DiffModel(QObject* parent = nullptr);
    void setDiff(const judge::OutputDiff& diff);
    void clear();
    const judge::OutputDiff& diff() const { return diff_; }
    // The row of the first changed line, -1 when there is none.
    int firstChangeRow() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    judge::OutputDiff diff_;
};

} // namespace jd::ui
