#pragma once
// The contest board page: open a LemonLime / Cena contest folder, judge all of it, the selected cells,
// or only what is not judged yet or changed since (F9, F10, F11 as in CCR Plus; Shift+F9 or F12 stops),
// watch every worker's run live, read the standings as they form, see which wrong outputs several
// contestants share, open any cell's judgement, and export the standings as HTML or CSV.
#include "contest/contest_judge.h"
#include "contest/contest_record.h"
#include "models/live_runs.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QSortFilterProxyModel;
class QTableView;

namespace jd::ui {

class ContestBoardModel;
class RunSparklines;
class SharedOutputsModel;

class ContestPage : public QWidget {
    Q_OBJECT
public:
    explicit ContestPage(QWidget* parent = nullptr);

    ContestBoardModel* board() const { return board_; }
    SharedOutputsModel* sharedOutputs() const { return shared_; }
    QTableView* boardView() const { return boardView_; }

    // From the controller.
    void contestOpened(const contest::Contest& contest);
    // What was judged in an earlier session, back on the board (a source changed since shows as changed).
    void entriesRecalled(const QList<contest::RecalledEntry>& entries);
    void entryStarted(const QString& contestant, const QString& problemId);
    void testFinished(const judge::TestOutcome& outcome);
    void samplesArrived(const QList<session::TestSamples>& batch);
    void entryJudged(const contest::ContestEntry& entry, int done, int total);
    void contestJudged(const contest::ContestResults& results);
    void judgingFailed();

    // The actions (the main window's menu and F-keys call them too).
    void chooseFolder();
    void judgeSelected();
    void judgeUnjudgedOrChanged();
    void judgeAll();
    Result<void> exportStandings(const QString& path);

signals:
    void openRequested(const QString& directory);
    void judgeRequested(const jd::contest::EntryFilter& include);
    void stopRequested();
    // A judged cell was opened: show its judgement.
    void entryOpened(const jd::contest::ContestEntry& entry);

private:
    void requestJudging(const QList<QPair<QString, QString>>& cells, const QString& what);
    void chooseExport();
    void setBusy(bool busy);
    void updateSummary();

    ContestBoardModel* board_;
    SharedOutputsModel* shared_;
    QSortFilterProxyModel* proxy_;
    QTableView* boardView_;
    QTableView* sharedView_;
    QLabel* title_;
    QLabel* summary_;
    QProgressBar* progress_;
    QPushButton* open_;
    QPushButton* judgeSelected_;
    QPushButton* judgeUnjudged_;
    QPushButton* judgeAll_;
    QPushButton* stop_;
    QPushButton* export_;
    RunSparklines* sparklines_;
    QScrollArea* sparklineArea_;
    LiveRuns live_;
    bool busy_ = false;
};

} // namespace jd::ui
