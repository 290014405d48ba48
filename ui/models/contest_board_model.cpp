#include "contest_board_model.h"

#include "common/file_digest.h"
#include "common/printable_text.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace jd::ui {
ContestBoardModel::ContestBoardModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void ContestBoardModel::setContest(const contest::Contest& contest) {
    beginResetModel();
    contest_ = contest;
    results_ = {};
    cells_.clear();
    for (const contest::Contestant& contestant : contest_.contestants)
        for (const contest::ContestProblem& problem : contest_.problems)
            cells_.insert(
                key(contestant.name, problem.id),
                {contestant.sources.contains(problem.id) ? CellState::Unjudged : CellState::NotSubmitted, {}});
    recompute();
    endResetModel();
}

void ContestBoardModel::recompute() {
    standings_ = contest::computeStandings(contest_, results_);
    standingsRowOf_.clear();
    for (int row = 0; row < standings_.rows.size(); ++row)
        standingsRowOf_.insert(standings_.rows[row].contestant, row);
}

const contest::StandingsRow* ContestBoardModel::standingsRow(int row) const {
    const int at = standingsRowOf_.value(printable(contest_.contestants[row].name), -1);
    return at < 0 ? nullptr : &standings_.rows[at];
}

int ContestBoardModel::problemColumn(const QString& problemId) const {
    for (int i = 0; i < contest_.problems.size(); ++i)
        if (contest_.problems[i].id == problemId) return FirstProblem + i;
    return -1;
}

void ContestBoardModel::setJudging(const QString& contestant, const QString& problemId) {
    auto cell = cells_.find(key(contestant, problemId));
    if (cell == cells_.end()) return;
    cell->state = CellState::Judging;
    for (int row = 0; row < contest_.contestants.size(); ++row)
        if (contest_.contestants[row].name == contestant)
            emit dataChanged(index(row, problemColumn(problemId)), index(row, problemColumn(problemId)));
}

void ContestBoardModel::setEntry(const contest::ContestEntry& entry, bool changedSince) {
    auto cell = cells_.find(key(entry.contestant, entry.problemId));
    if (cell == cells_.end()) return;
    cell->state = changedSince ? CellState::Changed : CellState::Judged;
    cell->judgedSource = fileSha256(entry.source).value_or(QByteArray());
    results_.entries.removeIf([&entry](const contest::ContestEntry& old) {
        return old.contestant == entry.contestant && old.problemId == entry.problemId;
    });
    results_.entries << entry;
    recompute();
    // Ranks and totals move with any cell.
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

bool ContestBoardModel::noticeChangedSources() {
    bool any = false;
    for (const contest::ContestEntry& entry : results_.entries) {
        auto cell = cells_.find(key(entry.contestant, entry.problemId));
        if (cell == cells_.end() || cell->state != CellState::Judged) continue;
        if (fileSha256(entry.source).value_or(QByteArray()) != cell->judgedSource) {
            cell->state = CellState::Changed;
            any = true;
        }
    }
    if (any && rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    return any;
}

void ContestBoardModel::clearJudging() {
    for (auto cell = cells_.begin(); cell != cells_.end(); ++cell)
        if (cell->state == CellState::Judging) {
            const QString& name = cell.key();
            const qsizetype split = name.indexOf('\n');
            cell->state = entry(name.left(split), name.mid(split + 1)) ? CellState::Judged : CellState::Unjudged;
        }
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

ContestBoardModel::CellState ContestBoardModel::state(const QString& contestant, const QString& problemId) const {
    return cells_.value(key(contestant, problemId)).state;
}

const contest::ContestEntry* ContestBoardModel::entry(const QString& contestant, const QString& problemId) const {
    return results_.find(contestant, problemId);
}

QList<QPair<QString, QString>> ContestBoardModel::cellsIn(const QList<CellState>& states) const {
    QList<QPair<QString, QString>> found;
    for (const contest::Contestant& contestant : contest_.contestants)
        for (const contest::ContestProblem& problem : contest_.problems)
            if (states.contains(state(contestant.name, problem.id))) found.append({contestant.name, problem.id});
    return found;
}

int ContestBoardModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(contest_.contestants.size());
}

int ContestBoardModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : FirstProblem + int(contest_.problems.size()) + 1; // ... and the total
}

QVariant ContestBoardModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) return {};
    const contest::Contestant& contestant = contest_.contestants[index.row()];
    const contest::StandingsRow* row = standingsRow(index.row());
    const int column = index.column();
    const bool total = column == columnCount() - 1;
    if (role == ContestantRole) return contestant.name;
    if (column == Rank) {
        if (role == Qt::DisplayRole || role == SortRole) return row ? row->rank : 0;
        if (role == Qt::TextAlignmentRole) return int(Qt::AlignCenter);
        return {};
    }
    if (column == Contestant) {
        if (role == Qt::DisplayRole) return printable(contestant.name);
        if (role == SortRole) return contestant.name.toLower();
        if (role == Qt::ToolTipRole && !contestant.notes.isEmpty()) return printable(contestant.notes.join('\n'));
        return {};
    }
    if (total) {
        if (role == Qt::DisplayRole) return row ? contest::formatPoints(row->total) : QString();
        if (role == SortRole) return row ? row->total : 0.0;
        if (role == Qt::TextAlignmentRole) return int(Qt::AlignCenter);
        if (role == Qt::FontRole) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    }
    const contest::ContestProblem& problem = contest_.problems[column - FirstProblem];
    // A source that leads out of the contest folder is never read: the board says so, and why.
    if (const auto refused = contestant.refused.find(problem.id); refused != contestant.refused.end()) {
        switch (role) {
        case ProblemRole: return problem.id;
        case Qt::DisplayRole: return tr("refused");
        case Qt::ToolTipRole: return printable(*refused);
        case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
        case SortRole: return 0.0;
        case Qt::BackgroundRole: return QBrush(QColor(contest::cellColour({true, {}, 0, 1, {}})));
        case Qt::ForegroundRole: return QBrush(QColor(0x20, 0x20, 0x20));
        default: return {};
        }
    }
    const CellState cellState = state(contestant.name, problem.id);
    const contest::StandingsCell* cell = row ? &row->cells[column - FirstProblem] : nullptr;
    const contest::ContestEntry* judged = entry(contestant.name, problem.id);
    switch (role) {
    case ProblemRole: return problem.id;
    case StateRole: return int(cellState);
    case FractionRole: return judged && cell ? QVariant(cell->fraction()) : QVariant();
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case SortRole: return judged && cell ? cell->score : -1.0;
    case Qt::DisplayRole:
        switch (cellState) {
        case CellState::NotSubmitted: return QStringLiteral("—");
        case CellState::Unjudged: return tr("not judged");
        case CellState::Judging: return tr("judging…");
        case CellState::Judged:
        case CellState::Changed:
            if (!cell) return {};
            return QStringLiteral("%1 %2%3").arg(contest::formatPoints(cell->score), cell->verdict,
                                                 cellState == CellState::Changed ? QStringLiteral(" *") : "");
        }
        return {};
    case Qt::BackgroundRole:
        if (judged && cell && (cellState == CellState::Judged || cellState == CellState::Changed))
            return QBrush(QColor(contest::cellColour(*cell)));
        return {};
    case Qt::ForegroundRole:
        // The cell colours are light: dark text on them whatever the palette.
        if (judged && cellState != CellState::Judging) return QBrush(QColor(0x20, 0x20, 0x20));
        return {};
    case Qt::ToolTipRole: {
        if (!judged) return {};
        QString tip =
            tr("%1 on %2: %3, %4 of %5 points, slowest test %6 s")
                .arg(printable(contestant.name), printable(problem.id),
                     judged->error.isEmpty() ? judge::verdictName(judged->report.verdict) : tr("judge error"))
                .arg(contest::formatPoints(cell ? cell->score : 0), contest::formatPoints(cell ? cell->maxScore : 0))
                .arg(judged->report.maxTime.count() / 1e9, 0, 'f', 3);
        if (!judged->error.isEmpty()) tip += '\n' + printable(judged->error);
        if (cellState == CellState::Changed) tip += '\n' + tr("The source changed since it was judged.");
        return tip;
    }
    default: return {};
    }
}

QVariant ContestBoardModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    if (section == Rank) return tr("Rank");
    if (section == Contestant) return tr("Contestant");
    if (section == columnCount() - 1) return tr("Total");
    if (section >= FirstProblem && section - FirstProblem < contest_.problems.size())
        return printable(contest_.problems[section - FirstProblem].id);
    return {};
}

} // namespace jd::ui
