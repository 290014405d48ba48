#include "resource_chart.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace jd::ui {

namespace {
// Axes grow in steps so a live graph does not rescale on every sample.
double roundUp(double value) {
    double step = 1;
    while (step * 10 < value)
        step *= 10;
    for (double factor : {1.0, 2.0, 5.0, 10.0})
        if (value <= step * factor) return step * factor;
    return step * 10;
}
} // namespace

ResourceChart::ResourceChart(QWidget* parent)
    : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    setMinimumHeight(200);
}

void ResourceChart::showEvent(QShowEvent* event) {
    build();
    QWidget::showEvent(event);
}

void ResourceChart::build() {
    if (view_) return;
    // Given its chart at construction: a chart view made without one makes a default chart, which
    // setChart() would then disown and leak.
    view_ = new QChartView(new QChart, this);
    cpu_ = new QLineSeries;
    memory_ = new QLineSeries;
    time_ = new QValueAxis;
    cpuAxis_ = new QValueAxis;
    memoryAxis_ = new QValueAxis;
    QChart* chart = view_->chart(); // owns the series and axes added to it
    chart->setMargins(QMargins(4, 4, 4, 4));
    cpu_->setName(tr("CPU time (ms)"));
    memory_->setName(tr("Memory (MiB)"));
    // A run of a few milliseconds has one or two samples: markers keep them visible.
    cpu_->setPointsVisible(true);
    memory_->setPointsVisible(true);
    chart->addSeries(cpu_);
    chart->addSeries(memory_);
    time_->setTitleText(tr("Wall time (ms)"));
    cpuAxis_->setTitleText(tr("CPU (ms)"));
    memoryAxis_->setTitleText(tr("Memory (MiB)"));
    for (QValueAxis* axis : {time_, cpuAxis_, memoryAxis_})
        axis->setLabelFormat("%g");
    chart->addAxis(time_, Qt::AlignBottom);
    chart->addAxis(cpuAxis_, Qt::AlignLeft);
    chart->addAxis(memoryAxis_, Qt::AlignRight);
    cpu_->attachAxis(time_);
    cpu_->attachAxis(cpuAxis_);
    memory_->attachAxis(time_);
    memory_->attachAxis(memoryAxis_);
    chart->legend()->setAlignment(Qt::AlignTop);
    view_->setRenderHint(QPainter::Antialiasing);
    layout()->addWidget(view_);
    // Made while this is being shown: shown and laid out now, not at the next turn of the event loop.
    view_->show();
    layout()->activate();
    cpu_->replace(cpuPoints_);
    memory_->replace(memoryPoints_);
    chart->setTitle(test_);
    updateAxes();
}

void ResourceChart::updateAxes() {
    if (!view_) return;
    time_->setRange(0, maxTime_ > 0 ? roundUp(maxTime_) : 1);
    cpuAxis_->setRange(0, maxCpu_ > 0 ? roundUp(maxCpu_) : 1);
    memoryAxis_->setRange(0, maxMemory_ > 0 ? roundUp(maxMemory_) : 1);
}

void ResourceChart::setTest(const QString& test) {
    test_ = test;
    cpuPoints_.clear();
    memoryPoints_.clear();
    maxTime_ = maxCpu_ = maxMemory_ = 0;
    if (!view_) return;
    cpu_->clear();
    memory_->clear();
    updateAxes();
    view_->chart()->setTitle(test);
}

void ResourceChart::append(const judge::ResourcePoint& point) {
    const double time = point.wallMicroseconds / 1000.0, cpu = point.cpuMicroseconds / 1000.0;
    const double memory = point.memoryBytes / 1048576.0;
    QList<QPointF> cpuAdded, memoryAdded;
    // Every run starts from nothing: the graph does too, so that even a single sample draws a line.
    if (cpuPoints_.isEmpty() && time > 0) {
        cpuAdded << QPointF(0, 0);
        memoryAdded << QPointF(0, 0);
    }
    cpuAdded << QPointF(time, cpu);
    memoryAdded << QPointF(time, memory);
    cpuPoints_ << cpuAdded;
    memoryPoints_ << memoryAdded;
    const bool grew = time > maxTime_ || cpu > maxCpu_ || memory > maxMemory_;
    maxTime_ = std::max(maxTime_, time);
    maxCpu_ = std::max(maxCpu_, cpu);
    maxMemory_ = std::max(maxMemory_, memory);
    if (!view_) return;
    cpu_->append(cpuAdded);
    memory_->append(memoryAdded);
    if (grew) updateAxes();
}

void ResourceChart::showSeries(const QString& test, const QList<judge::ResourcePoint>& points) {
    setTest(test);
    for (const auto& point : points)
        append(point);
}

void ResourceChart::addPoint(const QString& test, const judge::ResourcePoint& point) {
    if (test != test_) setTest(test);
    append(point);
}

void ResourceChart::clear() { setTest({}); }

} // namespace jd::ui
