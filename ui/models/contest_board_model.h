#pragma once
// The contest board: contestants × problems, each cell a submission's score and verdict coloured by the
// fraction of the problem's maximum it scored, with totals and ranks as the exported standings have
// them. Cells also say where their judging stands: not judged yet, being judged, judged, or changed on
// disk since (so that "judge what is unjudged or changed" knows what to take).
#include "contest/standings.h"

#include <QAbstractTableModel>
#include <QHash>

namespace jd::ui {

class ContestBoardModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class CellState { NotSubmitted, Unjudged, Judging, Judged, Changed };
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers as numbers
        StateRole,                   // CellState as int, problem cells
        FractionRole,                // of the maximum scored, problem cells that were judged
        ContestantRole,
        ProblemRole, // the problem's id, problem cells
    };
    enum Column { Rank, Contestant, FirstProblem };

    explicit ContestBoardModel(QObject* parent = nullptr);

    void setContest(const contest::Contest& contest);
    const contest::Contest& contest() const { return contest_; }
    void setJudging(const QString& contestant, const QString& problemId);
    // A judged cell; `changedSince` when its source is no longer the one judged (a remembered judgement).
    void setEntry(const contest::ContestEntry& entry, bool changedSince = false);
    // Sources whose content changed since they were judged become Changed; true when any did.
    bool noticeChangedSources();
    // A judging that ended before reaching these cells: back to what they were.
    void clearJudging();

    CellState state(const QString& contestant, const QString& problemId) const;
    const contest::ContestEntry* entry(const QString& contestant, const QString& problemId) const;
    const contest::ContestResults& results() const { return results_; }
    const contest::Standings& standings() const { return standings_; }
    // Cells in these states, as (contestant, problem id).
    QList<QPair<QString, QString>> cellsIn(const QList<CellState>& states) const;
    int problemColumn(const QString& problemId) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Cell {
        CellState state = CellState::NotSubmitted;
        QByteArray judgedSource; // the digest of the source that was judged: an edit, not a touch, changes it
    };
    static QString key(const QString& contestant, const QString& problemId) { return contestant + '\n' + problemId; }
    void recompute();
    const contest::StandingsRow* standingsRow(int row) const;

    contest::Contest contest_;
    contest::ContestResults results_;
    contest::Standings standings_;
    QHash<QString, int> standingsRowOf_; // contestant -> row of standings_
    QHash<QString, Cell> cells_;
};

} // namespace jd::ui
