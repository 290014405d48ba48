#pragma once
// Wrong outputs several contestants printed alike on the same test, one row each: the problem, the test,
// how many printed it and who, and what it was.
#include "contest/shared_outputs.h"

#include <QAbstractTableModel>

namespace jd::ui {

class SharedOutputsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Problem, Test, Count, Output, Contestants, ColumnCount };

    explicit SharedOutputsModel(QObject* parent = nullptr);
    void setOutputs(const QList<contest::SharedOutput>& outputs);
    const QList<contest::SharedOutput>& outputs() const { return outputs_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<contest::SharedOutput> outputs_;
};

} // namespace jd::ui
