#include "doctor_model.h"

#include <QBrush>
#include <QColor>

namespace jd::ui {

DoctorModel::DoctorModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void DoctorModel::setReport(const DoctorReport& report) {
    beginResetModel();
    lines_ = doctorLines(report);
    endResetModel();
}

int DoctorModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : lines_.size(); }

int DoctorModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DoctorModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= lines_.size()) return {};
    const DoctorLine& line = lines_.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case Section: return line.section;
        case Item: return line.item;
        case Value: return line.value;
        }
        return {};
    case Qt::ForegroundRole: return line.ok ? QVariant() : QVariant(QBrush(QColor(0xb0, 0x30, 0x20)));
    case OkRole: return line.ok;
    }
    return {};
}

QVariant DoctorModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Section: return tr("Area");
    case Item: return tr("Item");
    case Value: return tr("Finding");
    }
    return {};
}

} // namespace jd::ui
