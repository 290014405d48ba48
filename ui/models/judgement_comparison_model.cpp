#include "judgement_comparison_model.h"

#include "common/printable_text.h"
#include "formatting.h"

#include <QBrush>
#include <QColor>

namespace jd::ui {

JudgementComparisonModel::JudgementComparisonModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void JudgementComparisonModel::setComparison(const store::JudgementComparison& comparison, const QString& beforeName,
                                             const QString& afterName) {
    beginResetModel();
    comparison_ = comparison;
    before_ = beforeName;
    after_ = afterName;
    endResetModel();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int JudgementComparisonModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(comparison_.tests.size());
}

int JudgementComparisonModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JudgementComparisonModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const store::TestComparison& row = comparison_.tests[index.row()];
    const int column = index.column();
    const bool after = column == VerdictAfter || column == TimeAfter || column == MemoryAfter;
    const std::optional<store::StoredTest>& test = after ? row.after : row.before;
    const bool changed = column == TestData ? row.dataChanged || !row.before || !row.after
                         : (column == VerdictBefore || column == VerdictAfter) ? row.verdictChanged
                         : (column == TimeBefore || column == TimeAfter)       ? row.timeChanged
                         : (column == MemoryBefore || column == MemoryAfter)   ? row.memoryChanged
                                                                               : false;
    switch (role) {
    case ChangedRole: return changed;
    case Qt::ToolTipRole:
        if (column != TestData || !changed) return {};
        if (row.dataChanged) return tr("The test's input or answer was not the same in the two judgements");
        return row.before ? tr("The test was not in %1").arg(after_) : tr("The test was not in %1").arg(before_);
    case Qt::BackgroundRole:
        if (column == TestData && changed) return QBrush(QColor(0xfb, 0xe9, 0xb7)); // not better or worse: other
        // The later judgement's side says which way it went.
        if (!changed || !after) return {};
        return QBrush(row.better ? QColor(0xc8, 0xf0, 0xc8) : QColor(0xf4, 0xc4, 0xc4));
    case Qt::ForegroundRole:
        if (changed && (after || column == TestData)) return QBrush(QColor(0x20, 0x20, 0x20));
        return {};
    case Qt::TextAlignmentRole:
        return column == Test || column == TestData ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::DisplayRole: break;
    default: return {};
    }
    if (column == Test) return printable(row.test);
    if (column == TestData) {
        if (!row.before) return tr("only in %1").arg(after_);
        if (!row.after) return tr("only in %1").arg(before_);
        return row.dataChanged ? tr("changed") : QString();
    }
    if (!test) return QStringLiteral("—");
    switch (column) {
    case VerdictBefore:
    case VerdictAfter: return test->verdict;
    case TimeBefore:
    case TimeAfter: return formatSeconds(std::chrono::nanoseconds(test->timeNanoseconds));
    case MemoryBefore:
    case MemoryAfter: return formatMebibytes(uint64_t(test->memoryBytes));
    }
    return {};
}

QVariant JudgementComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Test: return tr("Test");
    case TestData: return tr("Test data");
    case VerdictBefore: return tr("Verdict (%1)").arg(before_);
    case VerdictAfter: return tr("Verdict (%1)").arg(after_);
    case TimeBefore: return tr("Time (%1)").arg(before_);
    case TimeAfter: return tr("Time (%1)").arg(after_);
    case MemoryBefore: return tr("Memory (%1)").arg(before_);
    case MemoryAfter: return tr("Memory (%1)").arg(after_);
    }
    return {};
}

} // namespace jd::ui
