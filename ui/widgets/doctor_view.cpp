#include "doctor_view.h"

#include "models/doctor_model.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

DoctorView::DoctorView(QWidget* parent)
    : QWidget(parent)
    , model_(new DoctorModel(this))
    , table_(new QTableView(this))
    , summary_(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    top->addWidget(summary_, 1);
    auto* again = new QPushButton(tr("Check again"), this);
    top->addWidget(again, 0, Qt::AlignTop);
    layout->addLayout(top);
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setWordWrap(true);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(DoctorModel::Section, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(DoctorModel::Item, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(table_);

    connect(again, &QPushButton::clicked, this, &DoctorView::refresh);
    connect(&watcher_, &QFutureWatcher<DoctorReport>::finished, this, [this] { showReport(watcher_.result()); });
}

void DoctorView::showEvent(QShowEvent* event) {
    // Probed when first looked at: the probe starts a sandbox and every compiler, which a start of
    // JudgeDesk should not wait for nor pay.
    if (!std::exchange(probed_, true)) refresh();
    QWidget::showEvent(event);
}

void DoctorView::refresh() {
    if (watcher_.isRunning()) return;
    summary_->setText(tr("<b>Checking what the sandbox has on this machine…</b>"));
    emit statusMessage(tr("Probing namespaces, cgroups, seccomp and toolchains"));
    // Probing starts a sandbox and asks each compiler for its version: never on the UI thread.
    watcher_.setFuture(QtConcurrent::run([] { return runDoctor(); }));
}

void DoctorView::showReport(const DoctorReport& report) {
    model_->setReport(report);
    emit reported(report);
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
    emit statusMessage(tr("%1 of %2 toolchains found").arg(found).arg(report.toolchains.size()));
}

} // namespace jd::ui
