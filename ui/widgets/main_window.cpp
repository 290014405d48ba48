#include "main_window.h"

#include "controllers/judging_controller.h"
#include "doctor_view.h"
#include "history_view.h"
#include "judging_view.h"
#include "pool_status_label.h"

#include <QStatusBar>
#include <QTabWidget>

namespace jd::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , controller_(new JudgingController(this))
    , tabs_(new QTabWidget(this))
    , judging_(new JudgingView(controller_, tabs_))
    , history_(new HistoryView(tabs_))
    , doctor_(new DoctorView(tabs_)) {
    setWindowTitle(tr("JudgeDesk"));
    resize(1200, 760);
    tabs_->addTab(judging_, tr("Judge"));
    tabs_->addTab(history_, tr("History"));
    tabs_->addTab(doctor_, tr("This machine"));
    // The results database is read when its page is first looked at, not at every start.
    connect(tabs_, &QTabWidget::currentChanged, this, [this](int index) {
        if (tabs_->widget(index) == history_ && !historyRead_) {
            historyRead_ = true;
            history_->refresh();
        }
    });
    connect(controller_, &JudgingController::judgementStored, this, [this] {
        if (historyRead_) history_->refresh();
    });
    connect(controller_, &JudgingController::storeFailed, this,
            [this](const QString& message) { statusBar()->showMessage(message); });
    poolStatus_ = new PoolStatusLabel([controller = controller_] { return controller->poolStats(); }, this);
    statusBar()->addPermanentWidget(poolStatus_);
    tabs_->setDocumentMode(true);
    setCentralWidget(tabs_);
    connect(doctor_, &DoctorView::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message); });
    connect(controller_, &JudgingController::judgingStarted, this,
            [this](const QString& description) { statusBar()->showMessage(description); });
    connect(controller_, &JudgingController::failed, this,
            [this](const QString& message) { statusBar()->showMessage(message); });
    connect(controller_, &JudgingController::judgingFinished, this, [this] {
        statusBar()->showMessage(tr("Judging done"));
        poolStatus_->refresh(); // every sandbox is back: no need to wait for the next second
    });
}

} // namespace jd::ui
