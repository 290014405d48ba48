#pragma once
// A run's CPU time and memory over wall-clock time, as the sandbox sampled them: live while a test
// runs, or a finished test's stored series. The chart itself (Qt Charts, costly to make) is made when
// it is first shown; until then the points are only kept.
#include "judge/sample_series.h"

#include <QPointF>
#include <QWidget>

class QChartView;
class QLineSeries;
class QValueAxis;

namespace jd::ui {

class ResourceChart : public QWidget {
    Q_OBJECT
public:
    explicit ResourceChart(QWidget* parent = nullptr);

    void showSeries(const QString& test, const QList<judge::ResourcePoint>& points);
    // A live sample; a sample of another test than the one shown starts a new graph.
    void addPoint(const QString& test, const judge::ResourcePoint& point);
    void clear();
    QString shownTest() const { return test_; }
    int pointCount() const { return int(cpuPoints_.size()); }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void append(const judge::ResourcePoint& point);
    void setTest(const QString& test);
    void build();
    void updateAxes();

    QString test_;
    QList<QPointF> cpuPoints_, memoryPoints_; // (wall ms, CPU ms) and (wall ms, MiB)
    double maxTime_ = 0, maxCpu_ = 0, maxMemory_ = 0;
    QChartView* view_ = nullptr;
    QLineSeries* cpu_ = nullptr;
    QLineSeries* memory_ = nullptr;
    QValueAxis* time_ = nullptr;
    QValueAxis* cpuAxis_ = nullptr;
    QValueAxis* memoryAxis_ = nullptr;
};

} // namespace jd::ui
