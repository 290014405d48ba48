#include "resource_chart.h"

#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLegendMarker>
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
    for (double factor : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0})
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
    cpuLimit_ = new QLineSeries;
    memoryLimit_ = new QLineSeries;
    verdict_ = new QLineSeries;
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
    // The limits in their run's colours, dashed; the verdict's moment a dotted vertical.
    for (auto [limit, of] : {std::pair{cpuLimit_, cpu_}, std::pair{memoryLimit_, memory_}}) {
        QPen pen(of->color());
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(1.5);
        limit->setPen(pen);
        chart->addSeries(limit);
    }
    QPen verdictPen(palette().color(QPalette::WindowText));
    verdictPen.setStyle(Qt::DotLine);
    verdictPen.setWidthF(1.5);
    verdict_->setPen(verdictPen);
    chart->addSeries(verdict_);
    time_->setTitleText(tr("Wall time (ms)"));
    cpuAxis_->setTitleText(tr("CPU (ms)"));
    memoryAxis_->setTitleText(tr("Memory (MiB)"));
    for (QValueAxis* axis : {time_, cpuAxis_, memoryAxis_})
        axis->setLabelFormat("%g");
    chart->addAxis(time_, Qt::AlignBottom);
    chart->addAxis(cpuAxis_, Qt::AlignLeft);
    chart->addAxis(memoryAxis_, Qt::AlignRight);
    for (QLineSeries* series : {cpu_, cpuLimit_, verdict_}) {
        series->attachAxis(time_);
        series->attachAxis(cpuAxis_);
    }
    for (QLineSeries* series : {memory_, memoryLimit_}) {
        series->attachAxis(time_);
        series->attachAxis(memoryAxis_);
    }
    chart->legend()->setAlignment(Qt::AlignTop);
    view_->setRenderHint(QPainter::Antialiasing);
    cpu_->replace(cpuPoints_);
    memory_->replace(memoryPoints_);
    for (QLineSeries* series : {cpuLimit_, memoryLimit_, verdict_})
        for (QLegendMarker* marker : chart->legend()->markers(series))
            marker->setVisible(false);
    updateAxes(); // the title too, before the chart's first layout
    layout()->addWidget(view_);
    // Made while this is being shown: shown and laid out now, not at the next turn of the event loop.
    view_->show();
    layout()->activate();
}

void ResourceChart::updateAxes() {
    if (!view_) return;
    const double time = std::max(maxTime_, verdictMs_), cpu = std::max(maxCpu_, timeLimitMs_ * 1.05);
    const double memory = std::max(maxMemory_, memoryLimitMiB_ * 1.05);
    time_->setRange(0, time > 0 ? roundUp(time) : 1);
    cpuAxis_->setRange(0, cpu > 0 ? roundUp(cpu) : 1);
    memoryAxis_->setRange(0, memory > 0 ? roundUp(memory) : 1);
    drawLimits();
    drawVerdict();
}

void ResourceChart::drawLimits() {
    if (!view_) return;
    const double end = time_->max();
    cpuLimit_->replace(timeLimitMs_ > 0 ? QList<QPointF>{{0, timeLimitMs_}, {end, timeLimitMs_}} : QList<QPointF>{});
    memoryLimit_->replace(memoryLimitMiB_ > 0 ? QList<QPointF>{{0, memoryLimitMiB_}, {end, memoryLimitMiB_}}
                                              : QList<QPointF>{});
}

// The limits and the verdict are said in the title: the legend has room for the two runs' lines only.
void ResourceChart::updateTitle() {
    if (!view_) return;
    QStringList facts;
    if (timeLimitMs_ > 0) facts << tr("time limit %1 ms").arg(timeLimitMs_);
    if (memoryLimitMiB_ > 0) facts << tr("memory limit %1 MiB").arg(memoryLimitMiB_);
    if (!verdictLabel_.isEmpty()) facts << tr("%1 at %2 ms").arg(verdictLabel_).arg(verdictMs_, 0, 'f', 0);
    QString title = QStringLiteral("<b>%1</b>").arg(test_.toHtmlEscaped());
    if (!facts.isEmpty()) title += QStringLiteral("<br>") + facts.join(QStringLiteral(", ")).toHtmlEscaped();
    view_->chart()->setTitle(title);
}

void ResourceChart::drawVerdict() {
    if (!view_) return;
    verdict_->replace(verdictLabel_.isEmpty() ? QList<QPointF>{}
                                              : QList<QPointF>{{verdictMs_, 0}, {verdictMs_, cpuAxis_->max()}});
    updateTitle();
}

void ResourceChart::setLimits(double timeLimitMs, double memoryLimitMiB) {
    timeLimitMs_ = std::max(0.0, timeLimitMs);
    memoryLimitMiB_ = std::max(0.0, memoryLimitMiB);
    updateAxes();
}

void ResourceChart::markVerdict(const QString& verdict, double wallMs) {
    verdictLabel_ = verdict;
    verdictMs_ = std::max(0.0, wallMs);
    updateAxes();
}

void ResourceChart::setTest(const QString& test) {
    test_ = test;
    cpuPoints_.clear();
    memoryPoints_.clear();
    maxTime_ = maxCpu_ = maxMemory_ = 0;
    verdictLabel_.clear();
    verdictMs_ = 0;
    if (!view_) return;
    cpu_->clear();
    memory_->clear();
    updateAxes();
}

// A batch goes to the series in one call: one repaint per batch, not per sample.
void ResourceChart::append(const QList<judge::ResourcePoint>& points) {
    QList<QPointF> cpuAdded, memoryAdded;
    bool grew = false;
    for (const auto& point : points) {
        const double time = point.wallMicroseconds / 1000.0, cpu = point.cpuMicroseconds / 1000.0;
        const double memory = point.memoryBytes / 1048576.0;
        // Every run starts from nothing: the graph does too, so that even a single sample draws a line.
        if (cpuPoints_.isEmpty() && cpuAdded.isEmpty() && time > 0) {
            cpuAdded << QPointF(0, 0);
            memoryAdded << QPointF(0, 0);
        }
        cpuAdded << QPointF(time, cpu);
        memoryAdded << QPointF(time, memory);
        grew = grew || time > maxTime_ || cpu > maxCpu_ || memory > maxMemory_;
        maxTime_ = std::max(maxTime_, time);
        maxCpu_ = std::max(maxCpu_, cpu);
        maxMemory_ = std::max(maxMemory_, memory);
    }
    cpuPoints_ << cpuAdded;
    memoryPoints_ << memoryAdded;
    if (!view_ || cpuAdded.isEmpty()) return;
    cpu_->append(cpuAdded);
    memory_->append(memoryAdded);
    if (grew) updateAxes();
}

void ResourceChart::showSeries(const QString& test, const QList<judge::ResourcePoint>& points) {
    setTest(test);
    append(points);
}

void ResourceChart::addPoints(const QList<judge::ResourcePoint>& points) { append(points); }

void ResourceChart::clear() { setTest({}); }

} // namespace jd::ui
