#include "history_view.h"

#include "models/history_model.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
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
} // namespace

HistoryView::HistoryView(QWidget* parent)
    : QWidget(parent)
    , storePath_(store::ResultsStore::defaultPath())
    , judgements_(new HistoryModel(this))
    , tests_(new StoredTestsModel(this))
    , summary_(new QLabel(this))
    , judgementTable_(makeTable(judgements_, this)) {
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    summary_->setWordWrap(true);
    top->addWidget(summary_, 1);
    auto* again = new QPushButton(tr("Refresh"), this);
    top->addWidget(again);
    layout->addLayout(top);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(judgementTable_);
    splitter->addWidget(makeTable(tests_, this));
    layout->addWidget(splitter, 1);

    connect(again, &QPushButton::clicked, this, &HistoryView::refresh);
    connect(judgementTable_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &HistoryView::showSelected);
    connect(&listing_, &QFutureWatcher<Loaded>::finished, this, [this] {
        Loaded loaded = listing_.result();
        if (!loaded.error.isEmpty()) {
            summary_->setText(loaded.error);
            return;
        }
        summary_->setText(
            tr("%n judgement(s) in %1", nullptr, static_cast<int>(loaded.judgements.size())).arg(storePath_));
        judgements_->setJudgements(std::move(loaded.judgements));
        tests_->setTests({});
    });
    connect(&details_, &QFutureWatcher<Loaded>::finished, this, [this] {
        Loaded loaded = details_.result();
        const QModelIndex current = judgementTable_->currentIndex();
        if (loaded.one && current.isValid() && current.data(HistoryModel::IdRole).toLongLong() == loaded.one->id)
            tests_->setTests(loaded.one->tests);
    });
}

void HistoryView::setStorePath(const QString& path) {
    storePath_ = path;
    refresh();
}

void HistoryView::refresh() {
    if (listing_.isRunning()) return;
    summary_->setText(tr("Reading %1…").arg(storePath_));
    // A database connection belongs to the thread that opens it: the worker opens its own.
    listing_.setFuture(QtConcurrent::run([path = storePath_] {
        Loaded loaded;
        auto results = store::ResultsStore::open(path);
        if (!results) {
            loaded.error = tr("Cannot read the results database: %1").arg(QString::fromStdString(results.error()));
            return loaded;
        }
        auto judgements = results.value()->judgements();
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
    details_.setFuture(QtConcurrent::run([path = storePath_, id = current.data(HistoryModel::IdRole).toLongLong()] {
        Loaded loaded;
        auto results = store::ResultsStore::open(path);
        if (!results) return loaded;
        if (auto judgement = results.value()->judgement(id)) loaded.one = judgement.value();
        return loaded;
    }));
}

} // namespace jd::ui
