#include "limit_sensitivity_model.h"

#include "judge/limit_sensitivity.h"
#include "judge/system_verdict.h"
#include "verdict_style.h"

#include <QFont>

namespace jd::ui {

LimitSensitivityModel::LimitSensitivityModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void LimitSensitivityModel::setRuns(const problem::Problem& problem,
                                    const QList<judge::SubmissionVerification>& verified) {
    beginResetModel();
    problem_ = problem;
    rows_.clear();
    for (int index = 0; index < verified.size() && index < problem.submissions.size(); ++index)
        if (verified[index].report && verified[index].report->verdict != judge::Verdict::CE)
            rows_ << Row{problem.submissions[index], verified[index]};
    if (!rows_.isEmpty() && limit_ <= 0) limit_ = rows_.first().verified.report->timeLimit;
    recompute();
    endResetModel();
}

void LimitSensitivityModel::setTimeLimit(double seconds) {
    limit_ = seconds;
    recompute();
    if (!rows_.isEmpty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void LimitSensitivityModel::recompute() {
    for (Row& row : rows_) {
        // The runs to the time margin, when there were any, know more: a test may have finished past the limit.
        const judge::JudgeReport& runs = row.verified.asRun ? *row.verified.asRun : *row.verified.report;
        const judge::ReportAtLimit at = judge::reportAtTimeLimit(problem_, runs, limit_);
        row.atLimit = at.report.verdict;
        row.certain = at.certain;
        row.agrees = judge::checkExpectation(row.submission, at.report, problem_.validation.scoring,
                                                   judge::packageMaximumScore(problem_))
                          .agreed;
    }
}

int LimitSensitivityModel::flips() const {
    return int(std::count_if(rows_.begin(), rows_.end(),
                             [](const Row& row) { return row.atLimit != row.verified.report->verdict; }));
}

int LimitSensitivityModel::disagreements() const {
    return int(std::count_if(rows_.begin(), rows_.end(), [](const Row& row) { return row.certain && !row.agrees; }));
}

int LimitSensitivityModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}
int LimitSensitivityModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant LimitSensitivityModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rows_.size()) return {};
    const Row& row = rows_[index.row()];
    const judge::Verdict now = row.verified.report->verdict;
    const bool flips = row.atLimit != now;
    if (role == FlipsRole) return flips;
    if (role == Qt::FontRole && flips) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    // The verdict judged is named as the package's system names that judgement (DOMjudge's NO-OUTPUT); one
    // at another limit by its verdict alone, unless it is the same.
    const auto named = [&](judge::Verdict verdict) {
        return verdict == now ? judge::systemVerdict(*row.verified.report)
                              : judge::verdictInDialect(verdict, problem_.dialect.dialect);
    };
    switch (index.column()) {
    case Solution:
        if (role == Qt::DisplayRole) return row.verified.name;
        break;
    case Now:
        if (role == Qt::DisplayRole) return named(now);
        if (role == Qt::BackgroundRole) return verdictColor(now);
        break;
    case AtLimit:
        if (role == Qt::DisplayRole)
            return row.certain ? named(row.atLimit)
                               : tr("%1 or slower")
                                     .arg(row.atLimit == judge::Verdict::NotRun ? tr("unknown") : named(row.atLimit));
        if (role == Qt::ToolTipRole && !row.certain)
            return tr("A test stopped at the time limit it was judged with; whether it would end in time under a "
                      "higher one needs running it again.");
        if (role == Qt::BackgroundRole && row.certain) return verdictColor(row.atLimit);
        break;
    case Agrees:
        if (role == Qt::DisplayRole) return !row.certain ? QStringLiteral("?") : row.agrees ? tr("✓ yes") : tr("✗ no");
        if (role == Qt::ForegroundRole && row.certain && !row.agrees) return QColor(Qt::darkRed);
        break;
    }
    return {};
}

QVariant LimitSensitivityModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Solution: return tr("Solution");
    case Now: return tr("Got");
    case AtLimit: // no limit to name before the solutions are judged
        return limit_ > 0 ? tr("At %1 s").arg(QLocale::c().toString(limit_, 'g', 4)) : tr("At another limit");
    case Agrees: return tr("As expected there");
    }
    return {};
}

} // namespace jd::ui
