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
    // Live samples of the test shown, appended to its graph.
    void addPoints(const QList<judge::ResourcePoint>& points);
    // The limits of the runs shown, drawn as dashed lines (CPU time limit on the CPU axis, memory limit on
    // the memory axis); the axes always reach them, so how near a run came is seen at a glance.
    void setLimits(double timeLimitMs, double memoryLimitMiB);
    // The moment the shown test's verdict was given (its wall time), marked with the verdict's code.
    void markVerdict(const QString& verdict, double wallMs);
    QString verdictMark() const { return verdictLabel_; }
    void clear();
    QString shownTest() const { return test_; }
    int pointCount() const { return int(cpuPoints_.size()); }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void append(const QList<judge::ResourcePoint>& points);
    void setTest(const QString& test);
    void build();
    void updateAxes();

    void drawLimits();
    void drawVerdict();
    void updateTitle();

    QString test_;
    double timeLimitMs_ = 0, memoryLimitMiB_ = 0;
    QString verdictLabel_;
    double verdictMs_ = 0;
    QList<QPointF> cpuPoints_, memoryPoints_; // (wall ms, CPU ms) and (wall ms, MiB)
    double maxTime_ = 0, maxCpu_ = 0, maxMemory_ = 0;
    QChartView* view_ = nullptr;
    QLineSeries* cpu_ = nullptr;
    QLineSeries* memory_ = nullptr;
    QLineSeries* cpuLimit_ = nullptr;
    QLineSeries* memoryLimit_ = nullptr;
    QLineSeries* verdict_ = nullptr;
    QValueAxis* time_ = nullptr;
    QValueAxis* cpuAxis_ = nullptr;
    QValueAxis* memoryAxis_ = nullptr;
};

} // namespace jd::ui
