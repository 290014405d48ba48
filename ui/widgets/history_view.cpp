#include "history_view.h"

#include "kept_source_view.h"
#include "models/formatting.h"
#include "models/history_filter.h"
#include "models/history_model.h"
#include "models/judgement_comparison_model.h"
#include "store/kept_sources.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

namespace {
QTableView* makeTable(QAbstractItemModel* model, QWidget* parent) {
    auto* table = new QTableView(parent);
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->verticalHeader()->hide();
    table->setShowGrid(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    return table;
}

QString nameOf(const store::StoredJudgement& judgement) {
    return QStringLiteral("#%1, %2")
        .arg(judgement.id)
        .arg(QLocale::system().toString(judgement.created.toLocalTime(), QLocale::ShortFormat));
}
} // namespace

HistoryView::HistoryView(QWidget* parent)
    : QWidget(parent)
    , storePath_(store::ResultsStore::defaultPath())
    , judgements_(new HistoryModel(this))
    , filter_(new HistoryFilter(this))
    , tests_(new StoredTestsModel(this))
    , comparison_(new JudgementComparisonModel(this))
    , summary_(new QLabel(this))
    , problem_(new QComboBox(this))
    , solution_(new QLineEdit(this))
    , sinceEnabled_(new QCheckBox(tr("Since"), this))
    , since_(new QDateEdit(QDate::currentDate().addDays(-7), this))
    , compare_(new QPushButton(tr("Compare the Two Selected"), this))
    , rejudge_(new QPushButton(tr("Judge Again with Today's Package"), this))
    , judgementTable_(nullptr)
    , details_(new QTabWidget(this))
    , keptSource_(new KeptSourceView(this))
    , comparisonSummary_(new QLabel(this))
    , forgetAction_(new QAction(tr("Forget…"), this)) {
    filter_->setSourceModel(judgements_);
    judgementTable_ = makeTable(filter_, this);
    // The spare width goes to the problem's name, not after the score, far from its column's title.
    judgementTable_->horizontalHeader()->setStretchLastSection(false);
    judgementTable_->horizontalHeader()->setSectionResizeMode(HistoryModel::Problem, QHeaderView::Stretch);
    judgementTable_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    judgementTable_->setObjectName(QStringLiteral("judgements"));
    solution_->setPlaceholderText(tr("Solution name contains…"));
    solution_->setClearButtonEnabled(true);
    since_->setCalendarPopup(true);
    since_->setEnabled(false);
    rejudge_->setObjectName(QStringLiteral("judgeAgain"));
    compare_->setToolTip(tr("Select two judgements (Ctrl+click) to compare them test by test"));
    rejudge_->setToolTip(tr("Judge the selected judgement's solution again, with the package as it is now"));

    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    summary_->setWordWrap(true);
    top->addWidget(summary_, 1);
    auto* again = new QPushButton(tr("Refresh"), this);
    top->addWidget(again);
    layout->addLayout(top);
    auto* filters = new QHBoxLayout;
    filters->addWidget(new QLabel(tr("Problem:"), this));
    filters->addWidget(problem_, 1);
    filters->addWidget(solution_, 1);
    filters->addWidget(sinceEnabled_);
    filters->addWidget(since_);
    filters->addWidget(compare_);
    filters->addWidget(rejudge_);
    layout->addLayout(filters);
    auto* comparisonPage = new QWidget(this);
    auto* comparisonLayout = new QVBoxLayout(comparisonPage);
    comparisonLayout->setContentsMargins(0, 0, 0, 0);
    comparisonSummary_->setWordWrap(true);
    comparisonLayout->addWidget(comparisonSummary_);
    auto* comparisonTable = makeTable(comparison_, this);
    comparisonTable->setObjectName(QStringLiteral("comparison"));
    // Each value beside its title: the last column stretched would push the later memory far from the rest.
    comparisonTable->horizontalHeader()->setStretchLastSection(false);
    comparisonLayout->addWidget(comparisonTable, 1);
    details_->addTab(makeTable(tests_, this), tr("Tests"));
    details_->addTab(comparisonPage, tr("Comparison"));
    details_->addTab(keptSource_, tr("Source"));
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(judgementTable_);
    splitter->addWidget(details_);
    layout->addWidget(splitter, 1);

    summary_->setObjectName(QStringLiteral("historySummary"));
    forgetAction_->setObjectName(QStringLiteral("forgetJudgements"));
    forgetAction_->setShortcut(QKeySequence::Delete);
    forgetAction_->setShortcutContext(Qt::WidgetShortcut);
    forgetAction_->setToolTip(tr("Remove the selected judgements from the results database for good"));
    // The buttons' actions at hand on the judgements themselves, enabled as the buttons are.
    for (QPushButton* button : {compare_, rejudge_}) {
        auto* action = new QAction(button->text(), this);
        judgementTable_->addAction(action);
        connect(action, &QAction::triggered, button, &QPushButton::click);
        buttonActions_.push_back({button, action});
    }
    auto* separator = new QAction(this);
    separator->setSeparator(true);
    judgementTable_->addAction(separator);
    judgementTable_->addAction(forgetAction_);
    judgementTable_->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(forgetAction_, &QAction::triggered, this, &HistoryView::forgetSelected);
    connect(&forgetting_, &QFutureWatcher<Forgetting>::finished, this, [this] {
        const Forgetting done = forgetting_.result();
        if (!done.error.isEmpty()) {
            afterListing_ = done.error;
        } else {
            QStringList said{tr("Forgot %n judgement(s)", nullptr, done.forgotten.judgements)};
            if (done.forgotten.stillRunning > 0)
                said << tr("%n still being judged, left", nullptr, done.forgotten.stillRunning);
            if (done.forgotten.sharedFiles)
                said << tr("their kept files stay: another database in the same folder shares them");
            else if (done.forgotten.files > 0)
                said << tr("%n kept file(s) no judgement uses removed (%1)", nullptr, done.forgotten.files)
                            .arg(formatMebibytes(static_cast<uint64_t>(done.forgotten.bytes)));
            afterListing_ = said.join(QStringLiteral("; ")) + '.';
        }
        emit judgementsForgotten(done.forgotten.judgements);
        refresh();
    });
    connect(again, &QPushButton::clicked, this, &HistoryView::refresh);
    connect(compare_, &QPushButton::clicked, this, &HistoryView::compareSelected);
    connect(rejudge_, &QPushButton::clicked, this, &HistoryView::rejudgeSelected);
    connect(problem_, &QComboBox::currentIndexChanged, this,
            [this] { filter_->setProblem(problem_->currentData().toString()); });
    connect(solution_, &QLineEdit::textChanged, filter_, &HistoryFilter::setSolutionText);
    connect(sinceEnabled_, &QCheckBox::toggled, this, [this](bool on) {
        since_->setEnabled(on);
        filter_->setSince(on ? since_->date() : QDate());
    });
    connect(since_, &QDateEdit::dateChanged, this, [this](const QDate& day) {
        if (sinceEnabled_->isChecked()) filter_->setSince(day);
    });
    connect(judgementTable_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &HistoryView::showSelected);
    connect(judgementTable_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryView::selectionChanged);
    connect(&listing_, &QFutureWatcher<Loaded>::finished, this, [this] {
        Loaded loaded = listing_.result();
        if (!loaded.error.isEmpty()) {
            summary_->setText(loaded.error);
            return;
        }
        summary_->setText(
            tr("%n judgement(s) in %1", nullptr, static_cast<int>(loaded.judgements.size())).arg(storePath_) +
            (afterListing_.isEmpty() ? QString() : ". " + std::exchange(afterListing_, {})));
        judgements_->setJudgements(std::move(loaded.judgements));
        tests_->setTests({});
        fillProblems();
        selectionChanged();
        if (std::exchange(listAgain_, false))
            refresh();
        else if (storedToCompare_)
            compareWithRejudged(std::exchange(storedToCompare_, 0));
    });
    connect(&detailsLoading_, &QFutureWatcher<Loaded>::finished, this, [this] {
        Loaded loaded = detailsLoading_.result();
        const QModelIndex current = judgementTable_->currentIndex();
        if (loaded.one && current.isValid() && current.data(HistoryModel::IdRole).toLongLong() == loaded.one->id) {
            tests_->setTests(loaded.one->tests);
            keptSource_->setJudgement(*loaded.one, loaded.digestNow);
            shown_ = std::move(loaded.one);
            shownDigestNow_ = loaded.digestNow;
            selectionChanged(); // judging it again may now judge its kept copy
        }
    });
    connect(&comparing_, &QFutureWatcher<Loaded>::finished, this, [this] {
        Loaded loaded = comparing_.result();
        if (!loaded.one || !loaded.other) {
            comparisonSummary_->setText(loaded.error);
            details_->setCurrentIndex(1);
            return;
        }
        const store::JudgementComparison comparison = store::compareJudgements(*loaded.one, *loaded.other);
        const QString before = QStringLiteral("#%1").arg(loaded.one->id),
                      after = QStringLiteral("#%1").arg(loaded.other->id);
        QStringList changes{tr("%n verdict(s) changed", nullptr, comparison.verdictChanges),
                            tr("%n time(s) moved notably", nullptr, comparison.timeChanges)};
        // What changed in the package rather than in the solution, said only when something did.
        if (comparison.dataChanges > 0) changes << tr("%n test(s) with other data", nullptr, comparison.dataChanges);
        if (comparison.onlyBefore > 0)
            changes << tr("%n test(s) only in %1", nullptr, comparison.onlyBefore).arg(before);
        if (comparison.onlyAfter > 0) changes << tr("%n test(s) only in %1", nullptr, comparison.onlyAfter).arg(after);
        // Whether a change is the solution's own: said of one submission judged twice.
        if (comparison.sameSource && loaded.one->submission == loaded.other->submission)
            changes << (*comparison.sameSource ? tr("the same source") : tr("the source was edited between them"));
        comparisonSummary_->setText(tr("%1 (%2) against %3 (%4): %5.")
                                        .arg(nameOf(*loaded.one), loaded.one->verdict, nameOf(*loaded.other),
                                             loaded.other->verdict, changes.join(QStringLiteral(", "))));
        comparison_->setComparison(comparison, before, after);
        details_->setCurrentIndex(1);
        emit comparisonShown();
    });
    selectionChanged();
}

void HistoryView::setStorePath(const QString& path) {
    storePath_ = path;
    refresh();
}

void HistoryView::fillProblems() {
    const QString chosen = problem_->currentData().toString();
    const QSignalBlocker quiet(problem_);
    problem_->clear();
    problem_->addItem(tr("All problems"), QString());
    for (const auto& [directory, name] : judgements_->problems())
        problem_->addItem(name, directory);
    problem_->setCurrentIndex(std::max(0, problem_->findData(chosen)));
    filter_->setProblem(problem_->currentData().toString());
}

void HistoryView::refresh() {
    if (listing_.isRunning()) {
        listAgain_ = true; // what was stored meanwhile may be missing from that listing
        return;
    }
    summary_->setText(tr("Reading %1…").arg(storePath_));
    // A database connection belongs to the thread that opens it: the worker opens its own.
    listing_.setFuture(QtConcurrent::run([path = storePath_] {
        Loaded loaded;
        auto results = store::ResultsStore::open(path);
        if (!results) {
            loaded.error = tr("Cannot read the results database: %1").arg(QString::fromStdString(results.error()));
            return loaded;
        }
        auto judgements = results.value()->judgementSummaries();
        if (judgements)
            loaded.judgements = judgements.value();
        else
            loaded.error = QString::fromStdString(judgements.error());
        return loaded;
    }));
}

void HistoryView::showSelected() {
    const QModelIndex current = judgementTable_->currentIndex();
    if (!current.isValid()) return;
    if (details_->currentWidget() != keptSource_) details_->setCurrentIndex(0);
    keptSource_->clear();
    shown_.reset();
    detailsLoading_.setFuture(
        QtConcurrent::run([path = storePath_, id = current.data(HistoryModel::IdRole).toLongLong()] {
            Loaded loaded;
            auto results = store::ResultsStore::open(path);
            if (!results) return loaded;
            if (auto judgement = results.value()->judgement(id)) loaded.one = judgement.value();
            if (loaded.one) loaded.digestNow = store::digestOfFilesNow(*loaded.one);
            return loaded;
        }));
}

void HistoryView::selectionChanged() {
    const QModelIndexList rows = judgementTable_->selectionModel()->selectedRows();
    compare_->setEnabled(rows.size() == 2);
    forgetAction_->setEnabled(!rows.isEmpty());
    bool rejudgeable = rows.size() == 1;
    if (rejudgeable) {
        const bool problemThere = QFileInfo(rows.first().data(HistoryModel::ProblemDirectoryRole).toString()).exists();
        if (!problemThere) {
            rejudgeable = false;
            rejudge_->setToolTip(tr("Its problem is no longer where it was judged"));
        } else if (const store::StoredJudgement* judged = rejudgedFromCopy()) {
            rejudge_->setToolTip(
                QFileInfo(judged->submission).exists()
                    ? tr("Judge the source as it was judged (a copy was kept; the file was edited since) again, with "
                         "the package as it is now")
                    : tr("Judge the source as it was judged (a copy was kept; the file is gone) again, with the "
                         "package as it is now"));
        } else {
            rejudgeable = QFileInfo(rows.first().data(HistoryModel::SubmissionPathRole).toString()).isFile();
            rejudge_->setToolTip(rejudgeable ? tr("Judge the selected solution again, with the package as it is now")
                                             : tr("The solution is no longer where it was judged, and no copy of it "
                                                  "was kept"));
        }
    }
    rejudge_->setEnabled(rejudgeable);
    for (const auto& [button, action] : buttonActions_) {
        action->setEnabled(button->isEnabled());
        action->setToolTip(button->toolTip());
    }
}

const store::StoredJudgement* HistoryView::rejudgedFromCopy() const {
    const QModelIndexList rows = judgementTable_->selectionModel()->selectedRows();
    if (rows.size() != 1 || !shown_ || rows.first().data(HistoryModel::IdRole).toLongLong() != shown_->id)
        return nullptr;
    const bool sameNow = !shown_->sourceDigest.isEmpty() && shownDigestNow_ == shown_->sourceDigest;
    return !sameNow && store::hasCompleteCopy(*shown_) ? &*shown_ : nullptr;
}

void HistoryView::forgetSelected() {
    QList<qint64> ids;
    for (const QModelIndex& row : judgementTable_->selectionModel()->selectedRows())
        ids << row.data(HistoryModel::IdRole).toLongLong();
    if (ids.isEmpty()) return;
    const auto answer = QMessageBox::question(
        this, tr("Forget judgements"),
        tr("Forget %n judgement(s)? Their tests, outputs and kept sources are removed from the results database for "
           "good.",
           nullptr, static_cast<int>(ids.size())),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes) forget(ids);
}

void HistoryView::forget(const QList<qint64>& ids) {
    if (forgetting_.isRunning() || ids.isEmpty()) return;
    summary_->setText(tr("Forgetting %n judgement(s)…", nullptr, static_cast<int>(ids.size())));
    forgetting_.setFuture(QtConcurrent::run([path = storePath_, ids] {
        Forgetting done;
        auto results = store::ResultsStore::open(path);
        if (!results) {
            done.error = tr("Cannot forget: %1").arg(QString::fromStdString(results.error()));
            return done;
        }
        auto forgotten = results.value()->forget(ids);
        if (forgotten)
            done.forgotten = forgotten.value();
        else
            done.error = tr("Cannot forget: %1").arg(QString::fromStdString(forgotten.error()));
        return done;
    }));
}

void HistoryView::compareSelected() {
    const QModelIndexList rows = judgementTable_->selectionModel()->selectedRows();
    if (rows.size() != 2) return;
    compare(rows[0].data(HistoryModel::IdRole).toLongLong(), rows[1].data(HistoryModel::IdRole).toLongLong());
}

void HistoryView::compare(qint64 first, qint64 second) {
    comparisonSummary_->setText(tr("Reading the two judgements…"));
    comparing_.setFuture(QtConcurrent::run([path = storePath_, first, second] {
        Loaded loaded;
        auto results = store::ResultsStore::open(path);
        if (!results) {
            loaded.error = tr("Cannot read the results database: %1").arg(QString::fromStdString(results.error()));
            return loaded;
        }
        auto a = results.value()->judgement(first), b = results.value()->judgement(second);
        if (!a || !b) {
            loaded.error = QString::fromStdString(!a ? a.error() : b.error());
            return loaded;
        }
        // The earlier judgement is the one compared against.
        const bool inOrder = a->created != b->created ? a->created < b->created : a->id < b->id;
        loaded.one = inOrder ? a.value() : b.value();
        loaded.other = inOrder ? b.value() : a.value();
        return loaded;
    }));
}

void HistoryView::rejudgeSelected() {
    const QModelIndexList rows = judgementTable_->selectionModel()->selectedRows();
    if (rows.size() != 1) return;
    rejudging_ = Rejudge{rows.first().data(HistoryModel::IdRole).toLongLong(),
                         rows.first().data(HistoryModel::ProblemDirectoryRole).toString(),
                         rows.first().data(HistoryModel::SubmissionPathRole).toString()};
    if (const store::StoredJudgement* judged = rejudgedFromCopy())
        emit keptCopyRejudgeRequested(rejudging_->problem, *judged);
    else
        emit rejudgeRequested(rejudging_->problem, rejudging_->submission);
}

void HistoryView::judgementStored(qint64 id) {
    if (rejudging_) storedToCompare_ = id;
    refresh();
}

void HistoryView::compareWithRejudged(qint64 stored) {
    if (!rejudging_) return;
    const Rejudge rejudge = *rejudging_;
    // Only the same solution of the same problem answers the request: another solution judged meanwhile
    // leaves it standing.
    QModelIndex from, to;
    for (int row = 0; row < judgements_->rowCount(); ++row) {
        const QModelIndex index = judgements_->index(row, 0);
        const qint64 id = index.data(HistoryModel::IdRole).toLongLong();
        if (id == rejudge.from) from = index;
        if (id == stored && index.data(HistoryModel::SubmissionPathRole).toString() == rejudge.submission &&
            index.data(HistoryModel::ProblemDirectoryRole).toString() == rejudge.problem)
            to = index;
    }
    if (!to.isValid()) return;
    rejudging_.reset();
    if (!from.isValid()) return; // the earlier judgement was deleted meanwhile
    // Selected where the filter shows them; compared whatever it hides.
    QItemSelectionModel* selection = judgementTable_->selectionModel();
    selection->clearSelection();
    for (const QModelIndex& shown : {filter_->mapFromSource(from), filter_->mapFromSource(to)})
        if (shown.isValid()) selection->select(shown, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    compare(rejudge.from, stored);
}

} // namespace jd::ui
