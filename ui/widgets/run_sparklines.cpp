#include "run_sparklines.h"

#include "models/live_runs.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace jd::ui {

namespace {
constexpr int kLaneHeight = 44;
constexpr int kLaneGap = 4;
constexpr int kWidth = 200;
} // namespace

RunSparklines::RunSparklines(QWidget* parent)
    : QWidget(parent) {
    setToolTip(tr("The tests running now; click one to follow it in the big chart"));
    setAttribute(Qt::WA_OpaquePaintEvent, false);
}

void RunSparklines::showRuns(const LiveRuns& live, const QString& followed) {
    const QStringList running = live.running();
    const bool resized = running.size() != lanes_.size();
    lanes_.clear();
    for (const QString& test : running)
        lanes_.append({test, live.points(test)}); // implicitly shared: no copy of the points
    followed_ = followed;
    if (resized) updateGeometry();
    update();
}

void RunSparklines::setLimits(double timeLimitMs, double memoryLimitMiB) {
    timeLimitMs_ = timeLimitMs;
    memoryLimitMiB_ = memoryLimitMiB;
    update();
}

void RunSparklines::clear() {
    lanes_.clear();
    followed_.clear();
    updateGeometry();
    update();
}

QStringList RunSparklines::tests() const {
    QStringList tests;
    for (const Lane& lane : lanes_)
        tests << lane.test;
    return tests;
}

QSize RunSparklines::sizeHint() const {
    return {kWidth, std::max<int>(1, int(lanes_.size())) * (kLaneHeight + kLaneGap)};
}

QSize RunSparklines::minimumSizeHint() const { return {kWidth, kLaneHeight}; }

QRect RunSparklines::laneRect(int index) const {
    return {0, index * (kLaneHeight + kLaneGap), width() - 1, kLaneHeight};
}

void RunSparklines::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette colours = palette();
    const QColor cpuColour(0x20, 0x9f, 0xdf), memoryColour(0x99, 0xca, 0x53);
    for (int index = 0; index < lanes_.size(); ++index) {
        const Lane& lane = lanes_[index];
        const QRect rect = laneRect(index);
        if (!rect.intersects(this->rect())) break;
        const bool followed = lane.test == followed_;
        painter.setPen(followed ? QPen(colours.color(QPalette::Highlight), 2) : QPen(colours.color(QPalette::Mid)));
        painter.setBrush(colours.color(QPalette::Base));
        painter.drawRect(rect);
        const qint64 lastWall = lane.points.isEmpty() ? 0 : lane.points.last().wallMicroseconds;
        painter.setPen(colours.color(QPalette::Text));
        painter.drawText(rect.adjusted(4, 2, -4, 0), Qt::AlignLeft | Qt::AlignTop,
                         painter.fontMetrics().elidedText(lane.test, Qt::ElideMiddle, rect.width() / 2));
        painter.drawText(rect.adjusted(4, 2, -4, 0), Qt::AlignRight | Qt::AlignTop,
                         tr("%1 ms").arg(lastWall / 1000.0, 0, 'f', 0));
        if (lane.points.isEmpty()) continue;
        // Scaled to the limits when known, so that a run near its limit looks near the top.
        double maxWall = 1, maxCpu = timeLimitMs_, maxMemory = memoryLimitMiB_;
        for (const auto& point : lane.points) {
            maxWall = std::max(maxWall, point.wallMicroseconds / 1000.0);
            maxCpu = std::max(maxCpu, point.cpuMicroseconds / 1000.0);
            maxMemory = std::max(maxMemory, point.memoryBytes / 1048576.0);
        }
        const QRectF plot = QRectF(rect).adjusted(3, 16, -3, -3);
        auto draw = [&](const QColor& colour, auto value, double max) {
            QPainterPath path;
            path.moveTo(plot.left(), plot.bottom());
            for (const auto& point : lane.points)
                path.lineTo(plot.left() + plot.width() * (point.wallMicroseconds / 1000.0) / maxWall,
                            plot.bottom() - plot.height() * value(point) / std::max(max, 1e-9));
            painter.setPen(QPen(colour, 1.5));
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(path);
        };
        draw(
            memoryColour, [](const judge::ResourcePoint& p) { return p.memoryBytes / 1048576.0; }, maxMemory);
        draw(
            cpuColour, [](const judge::ResourcePoint& p) { return p.cpuMicroseconds / 1000.0; }, maxCpu);
    }
}

void RunSparklines::mousePressEvent(QMouseEvent* event) {
    for (int index = 0; index < lanes_.size(); ++index)
        if (laneRect(index).contains(event->position().toPoint())) {
            emit testPicked(lanes_[index].test);
            return;
        }
    QWidget::mousePressEvent(event);
}

} // namespace jd::ui
