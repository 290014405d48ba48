#include "history_filter.h"

#include "history_model.h"

#include <QDateTime>

namespace jd::ui {

HistoryFilter::HistoryFilter(QObject* parent)
    : QSortFilterProxyModel(parent) {}

void HistoryFilter::setProblem(const QString& directory) {
    problem_ = directory;
    invalidateRowsFilter();
}

void HistoryFilter::setSolutionText(const QString& text) {
    solution_ = text.trimmed();
    invalidateRowsFilter();
}

void HistoryFilter::setSince(const QDate& day) {
    since_ = day;
    invalidateRowsFilter();
}

bool HistoryFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QModelIndex row = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!problem_.isEmpty() && row.data(HistoryModel::ProblemDirectoryRole).toString() != problem_) return false;
    // As the list names it: the file and its folder (a contestant's name finds their judgements).
    if (!solution_.isEmpty() && !sourceModel()
                                     ->index(sourceRow, HistoryModel::Submission, sourceParent)
                                     .data()
                                     .toString()
                                     .contains(solution_, Qt::CaseInsensitive))
        return false;
    if (since_.isValid() && row.data(HistoryModel::CreatedRole).toDateTime().toLocalTime().date() < since_)
        return false;
    return true;
}

} // namespace jd::ui
