#include "contest_page.h"

#include "common/atomic_file.h"
#include "models/contest_board_model.h"
#include "models/shared_outputs_model.h"
#include "run_sparklines.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace jd::ui {

ContestPage::ContestPage(QWidget* parent)
    : QWidget(parent)
    , board_(new ContestBoardModel(this))
    , shared_(new SharedOutputsModel(this))
    , proxy_(new QSortFilterProxyModel(this))
    , boardView_(new QTableView(this))
    , sharedView_(new QTableView(this))
    , title_(new QLabel(tr("<b>No contest open</b>"), this))
    , summary_(new QLabel(this))
    , progress_(new QProgressBar(this))
    , open_(new QPushButton(tr("Open Contest Folder…"), this))
    , judgeSelected_(new QPushButton(tr("Judge Selected (F9)"), this))
    , judgeUnjudged_(new QPushButton(tr("Judge Unjudged or Changed (F10)"), this))
    , judgeAll_(new QPushButton(tr("Judge All (F11)"), this))
    , stop_(new QPushButton(tr("Stop (F12)"), this))
    , export_(new QPushButton(tr("Export Standings…"), this))
    , sparklines_(new RunSparklines(this))
    , sparklineArea_(new QScrollArea(this)) {
    setObjectName(QStringLiteral("contestPage"));
    boardView_->setObjectName(QStringLiteral("contestBoard"));
    sharedView_->setObjectName(QStringLiteral("sharedOutputs"));
    proxy_->setSourceModel(board_);
    proxy_->setSortRole(ContestBoardModel::SortRole);
    boardView_->setModel(proxy_);
    boardView_->setSortingEnabled(true);
    boardView_->sortByColumn(-1, Qt::AscendingOrder); // the folder's order until a header is clicked
    boardView_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    boardView_->setSelectionBehavior(QAbstractItemView::SelectItems);
    boardView_->verticalHeader()->hide();
    boardView_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    boardView_->horizontalHeader()->setMinimumSectionSize(60);
    boardView_->setToolTip(tr("Double-click a judged cell to see its judgement"));
    sharedView_->setModel(shared_);
    sharedView_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    sharedView_->verticalHeader()->hide();
    sharedView_->horizontalHeader()->setStretchLastSection(true);
    sparklineArea_->setWidget(sparklines_);
    sparklineArea_->setWidgetResizable(true);
    sparklineArea_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    sparklineArea_->setFixedWidth(sparklines_->sizeHint().width() + 16);
    summary_->setWordWrap(true);
    progress_->setFormat(tr("%v of %m submissions"));

    auto* buttons = new QHBoxLayout;
    for (QPushButton* button : {open_, judgeSelected_, judgeUnjudged_, judgeAll_, stop_, export_})
        buttons->addWidget(button);
    buttons->addStretch();
    auto* boardRow = new QHBoxLayout;
    boardRow->addWidget(boardView_, 1);
    auto* running = new QVBoxLayout;
    running->addWidget(new QLabel(tr("Running now"), this));
    running->addWidget(sparklineArea_, 1);
    boardRow->addLayout(running);
    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(title_);
    topLayout->addLayout(buttons);
    auto* status = new QHBoxLayout;
    status->addWidget(progress_, 1);
    status->addWidget(summary_, 2);
    topLayout->addLayout(status);
    topLayout->addLayout(boardRow, 1);
    auto* bottom = new QWidget(this);
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(new QLabel(tr("<b>Wrong outputs printed alike</b> by several contestants"), this));
    bottomLayout->addWidget(sharedView_);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(open_, &QPushButton::clicked, this, &ContestPage::chooseFolder);
    connect(judgeSelected_, &QPushButton::clicked, this, &ContestPage::judgeSelected);
    connect(judgeUnjudged_, &QPushButton::clicked, this, &ContestPage::judgeUnjudgedOrChanged);
    connect(judgeAll_, &QPushButton::clicked, this, &ContestPage::judgeAll);
    connect(stop_, &QPushButton::clicked, this, &ContestPage::stopRequested);
    connect(export_, &QPushButton::clicked, this, &ContestPage::chooseExport);
    connect(boardView_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        const QString contestant = index.data(ContestBoardModel::ContestantRole).toString();
        const QString problem = index.data(ContestBoardModel::ProblemRole).toString();
        if (const contest::ContestEntry* entry = board_->entry(contestant, problem)) emit entryOpened(*entry);
    });
    setBusy(false);
    updateSummary();
}

void ContestPage::chooseFolder() {
    const QString directory =
        QFileDialog::getExistingDirectory(this, tr("Open a contest folder"), board_->contest().directory);
    if (!directory.isEmpty()) emit openRequested(directory);
}

void ContestPage::contestOpened(const contest::Contest& contest) {
    board_->setContest(contest);
    shared_->setOutputs({});
    live_.clear();
    sparklines_->clear();
    title_->setText(tr("<b>%1</b> — %2").arg(contest.title.toHtmlEscaped(), contest.directory.toHtmlEscaped()));
    boardView_->resizeColumnsToContents();
    setBusy(false);
    updateSummary();
}

void ContestPage::entriesRecalled(const QList<contest::RecalledEntry>& entries) {
    for (const contest::RecalledEntry& recalled : entries)
        board_->setEntry(recalled.entry, recalled.sourceChanged);
    shared_->setOutputs(contest::sharedWrongOutputs(board_->contest(), board_->results()));
    sharedView_->resizeColumnsToContents();
    boardView_->resizeColumnsToContents();
    setBusy(false);
    updateSummary();
}

void ContestPage::requestJudging(const QList<QPair<QString, QString>>& cells, const QString& what) {
    if (busy_ || board_->rowCount() == 0) return;
    if (cells.isEmpty()) {
        summary_->setText(tr("Nothing to judge: %1.").arg(what));
        return;
    }
    QSet<QString> wanted;
    for (const auto& [contestant, problem] : cells)
        wanted.insert(contestant + '\n' + problem);
    progress_->setRange(0, int(cells.size()));
    progress_->setValue(0);
    setBusy(true);
    summary_->setText(tr("Judging %n submission(s)…", nullptr, int(cells.size())));
    emit judgeRequested([wanted](const QString& contestant, const QString& problem) {
        return wanted.contains(contestant + '\n' + problem);
    });
}

void ContestPage::judgeSelected() {
    QList<QPair<QString, QString>> cells;
    for (const QModelIndex& index : boardView_->selectionModel()->selectedIndexes()) {
        const QString problem = index.data(ContestBoardModel::ProblemRole).toString();
        const QString contestant = index.data(ContestBoardModel::ContestantRole).toString();
        // A contestant's name or rank selected: all their submissions.
        if (problem.isEmpty()) {
            for (const contest::ContestProblem& each : board_->contest().problems)
                if (board_->state(contestant, each.id) != ContestBoardModel::CellState::NotSubmitted)
                    cells.append({contestant, each.id});
        } else if (board_->state(contestant, problem) != ContestBoardModel::CellState::NotSubmitted) {
            cells.append({contestant, problem});
        }
    }
    cells.removeIf([seen = QSet<QString>()](const QPair<QString, QString>& cell) mutable {
        const QString key = cell.first + '\n' + cell.second;
        if (seen.contains(key)) return true;
        seen.insert(key);
        return false;
    });
    requestJudging(cells, tr("select the submissions first"));
}

void ContestPage::judgeUnjudgedOrChanged() {
    board_->noticeChangedSources();
    requestJudging(board_->cellsIn({ContestBoardModel::CellState::Unjudged, ContestBoardModel::CellState::Changed}),
                   tr("every submission is judged and none changed since"));
}

void ContestPage::judgeAll() {
    requestJudging(board_->cellsIn({ContestBoardModel::CellState::Unjudged, ContestBoardModel::CellState::Judged,
                                    ContestBoardModel::CellState::Changed}),
                   tr("nobody submitted anything"));
}

void ContestPage::entryStarted(const QString& contestant, const QString& problemId) {
    board_->setJudging(contestant, problemId);
}

void ContestPage::testFinished(const judge::TestOutcome& outcome) {
    live_.finish(outcome.test);
    sparklines_->showRuns(live_, {});
}

void ContestPage::samplesArrived(const QList<session::TestSamples>& batch) {
    for (const session::TestSamples& samples : batch)
        live_.add(samples);
    sparklines_->showRuns(live_, {});
}

void ContestPage::entryJudged(const contest::ContestEntry& entry, int done, int total) {
    board_->setEntry(entry);
    // Test names repeat from one submission to the next: the next one's runs start afresh.
    live_.clear();
    sparklines_->showRuns(live_, {});
    progress_->setRange(0, total);
    progress_->setValue(done);
}

void ContestPage::contestJudged(const contest::ContestResults& results) {
    setBusy(false);
    board_->clearJudging(); // cells a stop left behind
    live_.clear();
    sparklines_->clear();
    Q_UNUSED(results); // every entry came through entryJudged already
    shared_->setOutputs(contest::sharedWrongOutputs(board_->contest(), board_->results()));
    sharedView_->resizeColumnsToContents();
    boardView_->resizeColumnsToContents();
    updateSummary();
}

void ContestPage::judgingFailed() {
    if (!busy_) return;
    setBusy(false);
    board_->clearJudging();
    live_.clear();
    sparklines_->clear();
}

void ContestPage::setBusy(bool busy) {
    busy_ = busy;
    const bool open = board_->rowCount() > 0;
    open_->setEnabled(!busy);
    for (QPushButton* button : {judgeSelected_, judgeUnjudged_, judgeAll_})
        button->setEnabled(!busy && open);
    stop_->setEnabled(busy);
    export_->setEnabled(!busy && open && !board_->results().entries.isEmpty());
}

void ContestPage::updateSummary() {
    if (board_->rowCount() == 0) {
        summary_->setText(tr("Open a contest folder: data/<problem>/ with the tests, source/<contestant>/ with "
                             "one source per problem."));
        return;
    }
    const int judged = int(board_->cellsIn({ContestBoardModel::CellState::Judged}).size());
    const int waiting =
        int(board_->cellsIn({ContestBoardModel::CellState::Unjudged, ContestBoardModel::CellState::Changed}).size());
    if (!busy_) {
        // Between jobs the bar says how much of the contest is judged (during one, how far the job is).
        progress_->setRange(0, std::max(1, judged + waiting));
        progress_->setValue(judged);
    }
    summary_->setText(tr("%1 contestants, %2 problems: %3 submissions judged, %4 to judge.")
                          .arg(board_->rowCount())
                          .arg(board_->contest().problems.size())
                          .arg(judged)
                          .arg(waiting));
}

Result<void> ContestPage::exportStandings(const QString& path) {
    const QByteArray content = path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive)
                                   ? contest::standingsToCsv(board_->standings())
                                   : contest::standingsToHtml(board_->standings());
    return writeFileAtomically(path, content);
}

void ContestPage::chooseExport() {
    QString filter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the standings"), QFileInfo(board_->contest().directory).dir().filePath("standings.html"),
        tr("Web page (*.html);;Spreadsheet (*.csv)"), &filter);
    if (path.isEmpty()) return;
    if (auto written = exportStandings(path); !written)
        summary_->setText(tr("The standings were not written: %1").arg(QString::fromStdString(written.error())));
    else
        summary_->setText(tr("Standings written to %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace jd::ui
