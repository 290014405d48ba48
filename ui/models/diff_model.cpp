#include "diff_model.h"

#include <QColor>
#include <QFontDatabase>

namespace jd::ui {

using Kind = judge::DiffLine::Kind;

DiffModel::DiffModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void DiffModel::setDiff(const judge::OutputDiff& diff) {
    beginResetModel();
    diff_ = diff;
    endResetModel();
}

void DiffModel::clear() { setDiff({}); }

int DiffModel::firstChangeRow() const {
    for (size_t row = 0; row < diff_.lines.size(); ++row)
        if (diff_.lines[row].kind == Kind::Removed || diff_.lines[row].kind == Kind::Added)
            return static_cast<int>(row);
    return -1;
}

int DiffModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(diff_.lines.size());
}

int DiffModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DiffModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const judge::DiffLine& line = diff_.lines[static_cast<size_t>(index.row())];
    switch (role) {
    case KindRole: return static_cast<int>(line.kind);
    case Qt::DisplayRole:
        switch (index.column()) {
        case ExpectedLine: return line.kind == Kind::Skipped || line.expectedLine == 0 ? QVariant() : line.expectedLine;
        case OutputLine: return line.kind == Kind::Skipped || line.outputLine == 0 ? QVariant() : line.outputLine;
        case Text:
            if (line.kind == Kind::Skipped) return tr("… %n unchanged line(s)", nullptr, line.skipped);
            return line.text;
        }
        return {};
    case Qt::BackgroundRole:
        switch (line.kind) {
        case Kind::Removed: return QColor(218, 54, 51, 60);
        case Kind::Added: return QColor(46, 160, 67, 60);
        case Kind::Skipped: return QColor(110, 118, 129, 40);
        case Kind::Same: return {};
        }
        return {};
    case Qt::FontRole:
        return index.column() == Text && line.kind != Kind::Skipped
                   ? QVariant(QFontDatabase::systemFont(QFontDatabase::FixedFont))
                   : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == Text ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant DiffModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case ExpectedLine: return tr("Expected");
    case OutputLine: return tr("Output");
    case Text: return tr("Line");
    }
    return {};
}

} // namespace jd::ui
