#include "main_window.h"

#include "models/doctor_model.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , model_(new DoctorModel(this))
    , table_(new QTableView(this))
    , summary_(new QLabel(this)) {
    setWindowTitle(tr("JudgeDesk"));
    resize(1100, 640);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    layout->addWidget(summary_);
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setWordWrap(true);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(DoctorModel::Section, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(DoctorModel::Item, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(table_);
    setCentralWidget(central);

    auto* toolbar = addToolBar(tr("Sandbox"));
    toolbar->setMovable(false);
    QAction* refresh = toolbar->addAction(tr("Check again"), this, &MainWindow::refreshDoctor);
    refresh->setShortcut(QKeySequence::Refresh);

    connect(&watcher_, &QFutureWatcher<DoctorReport>::finished, this, [this] { showReport(watcher_.result()); });
    refreshDoctor();
}

void MainWindow::refreshDoctor() {
    if (watcher_.isRunning()) return;
    summary_->setText(tr("<b>Checking what the sandbox has on this machine…</b>"));
    statusBar()->showMessage(tr("Probing namespaces, cgroups, seccomp and toolchains"));
    // Probing starts a sandbox and asks each compiler for its version: never on the UI thread.
    watcher_.setFuture(QtConcurrent::run([] { return runDoctor(); }));
}

void MainWindow::showReport(const DoctorReport& report) {
    model_->setReport(report);
    if (report.sandbox) {
        const auto& sandbox = *report.sandbox;
        QString isolation = QString::fromStdString(sandbox.isolationDescription);
        QString accounting = QString::fromStdString(sandbox.accountingDescription);
        summary_->setText(tr("<b>Runs get %1 isolation</b>: %2.<br>Accounting: %3.")
                              .arg(QString::fromStdString(sandbox::isolationName(sandbox.isolation)),
                                   isolation.toHtmlEscaped(), accounting.toHtmlEscaped()));
    } else {
        summary_->setText(tr("<b>The sandbox cannot start here:</b> %1").arg(report.sandboxError.toHtmlEscaped()));
    }
    int found = 0;
    for (const auto& tool : report.toolchains)
        found += !tool.path.isEmpty();
    statusBar()->showMessage(tr("%1 of %2 toolchains found").arg(found).arg(report.toolchains.size()));
}

} // namespace jd::ui
