#include "shared_outputs_model.h"

#include "common/printable_text.h"

namespace jd::ui {

SharedOutputsModel::SharedOutputsModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void SharedOutputsModel::setOutputs(const QList<contest::SharedOutput>& outputs) {
    beginResetModel();
    outputs_ = outputs;
    endResetModel();
}

int SharedOutputsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(outputs_.size());
}

int SharedOutputsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant SharedOutputsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const contest::SharedOutput& output = outputs_[index.row()];
    // The output as one line: its first line, or the start of it; the full head in the tooltip.
    QString text = QString::fromUtf8(output.head);
    if (text.endsWith('\n')) text.chop(1);
    const QString shown = printable(text, Newlines::Keep).replace('\n', QStringLiteral(" ⏎ "));
    if (role == Qt::ToolTipRole) return tr("%1 (%2 bytes in all)").arg(shown).arg(output.size);
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Problem: return printable(output.problemId);
    case Test: return printable(output.test);
    case Count: return tr("%n contestant(s)", nullptr, int(output.contestants.size()));
    case Output: return output.size > output.head.size() ? shown + QStringLiteral("…") : shown;
    case Contestants: return printable(output.contestants.join(QStringLiteral(", ")));
    }
    return {};
}

QVariant SharedOutputsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Problem: return tr("Problem");
    case Test: return tr("Test");
    case Count: return tr("Printed by");
    case Output: return tr("Output");
    case Contestants: return tr("Contestants");
    }
    return {};
}

} // namespace jd::ui
