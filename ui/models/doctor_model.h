#pragma once
// The doctor report as a table: section, item, value; rows that name something missing are marked.
#include "diagnostics/doctor.h"

#include <QAbstractTableModel>

namespace jd::ui {

class DoctorModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Section, Item, Value, ColumnCount };
    enum Role { OkRole = Qt::UserRole + 1 };

    explicit DoctorModel(QObject* parent = nullptr);
    void setReport(const DoctorReport& report);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<DoctorLine> lines_;
};

} // namespace jd::ui
