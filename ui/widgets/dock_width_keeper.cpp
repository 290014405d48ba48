#include "dock_width_keeper.h"

#include <QDockWidget>
#include <QEvent>
#include <QGuiApplication>
#include <QMainWindow>
#include <QTimer>

namespace jd::ui {

DockWidthKeeper::DockWidthKeeper(QMainWindow* window, QDockWidget* dock, int width)
    : QObject(window)
    , window_(window)
    , dock_(dock)
    , width_(width) {
    dock_->installEventFilter(this);
}

void DockWidthKeeper::adoptCurrentWidth() {
    if (dock_->isVisible() && !dock_->isFloating() && dock_->width() > 0) width_ = dock_->width();
}

void DockWidthKeeper::restoreSoon() {
    QTimer::singleShot(0, this, [this] {
        if (!dock_->isVisible() || dock_->isFloating() || dock_->width() >= width_) return;
        window_->resizeDocks({dock_}, {width_}, Qt::Horizontal);
    });
}

bool DockWidthKeeper::eventFilter(QObject* watched, QEvent* event) {
    if (watched == dock_ && event->type() == QEvent::Resize && !dock_->isFloating() &&
        (QGuiApplication::mouseButtons() & Qt::LeftButton))
        width_ = dock_->width();
    return QObject::eventFilter(watched, event);
}

} // namespace jd::ui
