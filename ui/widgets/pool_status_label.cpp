#include "pool_status_label.h"

#include "models/pool_status.h"

namespace jd::ui {

PoolStatusLabel::PoolStatusLabel(Source source, QWidget* parent)
    : QLabel(parent)
    , source_(std::move(source)) {
    setObjectName(QStringLiteral("poolStatus"));
    setContentsMargins(6, 0, 6, 0);
    timer_.setInterval(1000); // the pools' monitor itself works once a second
    connect(&timer_, &QTimer::timeout, this, &PoolStatusLabel::refresh);
    refresh();
}

void PoolStatusLabel::refresh() {
    const PoolStatus status = describePools(source_());
    setText(status.text);
    setToolTip(status.details);
    // Only the tint is set: every other colour stays the window's, and follows it to a dark palette.
    const QColor color = poolLoadColor(status.load);
    QPalette tinted;
    if (color.isValid()) tinted.setColor(QPalette::Window, color);
    setAutoFillBackground(color.isValid());
    setPalette(tinted);
    setProperty("load", int(status.load));
}

void PoolStatusLabel::showEvent(QShowEvent* event) {
    refresh();
    timer_.start();
    QLabel::showEvent(event);
}

void PoolStatusLabel::hideEvent(QHideEvent* event) {
    timer_.stop();
    QLabel::hideEvent(event);
}

} // namespace jd::ui
