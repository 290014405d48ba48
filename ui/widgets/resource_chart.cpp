#include "resource_chart.h"

#include <QChart>
#include <QLineSeries>
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
    // Given its chart at construction: a chart view made without one makes a default chart, which
    // setChart() would then disown and leak.
    : QChartView(new QChart, parent)
    , cpu_(new QLineSeries)
    , memory_(new QLineSeries)
    , time_(new QValueAxis)
    , cpuAxis_(new QValueAxis)
    , memoryAxis_(new QValueAxis) {
    QChart* chart = this->chart();
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
    for (QValueAxis* axis : {time_, cpuAxis_, memoryAxis_}) {
        axis->setLabelFormat("%g");
        axis->setRange(0, 1);
    }
    chart->addAxis(time_, Qt::AlignBottom);
    chart->addAxis(cpuAxis_, Qt::AlignLeft);
    chart->addAxis(memoryAxis_, Qt::AlignRight);
    cpu_->attachAxis(time_);
    cpu_->attachAxis(cpuAxis_);
    memory_->attachAxis(time_);
    memory_->attachAxis(memoryAxis_);
    chart->legend()->setAlignment(Qt::AlignTop);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(200);
}

void ResourceChart::setTest(const QString& test) {
    test_ = test;
    cpu_->clear();
    memory_->clear();
    maxTime_ = maxCpu_ = maxMemory_ = 0;
    for (QValueAxis* axis : {time_, cpuAxis_, memoryAxis_})
        axis->setRange(0, 1);
    chart()->setTitle(test);
}

void ResourceChart::append(const judge::ResourcePoint& point) {
    const double time = point.wallMicroseconds / 1000.0, cpu = point.cpuMicroseconds / 1000.0;
    const double memory = point.memoryBytes / 1048576.0;
    // Every run starts from nothing: the graph does too, so that even a single sample draws a line.
    if (cpu_->count() == 0 && time > 0) {
        cpu_->append(0, 0);
        memory_->append(0, 0);
    }
    cpu_->append(time, cpu);
    memory_->append(time, memory);
    if (time > maxTime_) time_->setRange(0, roundUp(maxTime_ = time));
    if (cpu > maxCpu_) cpuAxis_->setRange(0, roundUp(maxCpu_ = cpu));
    if (memory > maxMemory_) memoryAxis_->setRange(0, roundUp(maxMemory_ = memory));
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

int ResourceChart::pointCount() const { return static_cast<int>(cpu_->count()); }

} // namespace jd::ui
