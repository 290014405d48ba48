#pragma once
// A run's CPU time and memory over wall-clock time, as the sandbox sampled them: live while a test
// runs, or a finished test's stored series.
#include "judge/sample_series.h"

#include <QChartView>

class QLineSeries;
class QValueAxis;

namespace jd::ui {

class ResourceChart : public QChartView {
    Q_OBJECT
public:
    explicit ResourceChart(QWidget* parent = nullptr);

    void showSeries(const QString& test, const QList<judge::ResourcePoint>& points);
    // A live sample; a sample of another test than the one shown starts a new graph.
    void addPoint(const QString& test, const judge::ResourcePoint& point);
    void clear();
    QString shownTest() const { return test_; }
    int pointCount() const;

private:
    void append(const judge::ResourcePoint& point);
    void setTest(const QString& test);

    QLineSeries* cpu_;
    QLineSeries* memory_;
    QValueAxis* time_;
    QValueAxis* cpuAxis_;
    QValueAxis* memoryAxis_;
    QString test_;
    double maxTime_ = 0, maxCpu_ = 0, maxMemory_ = 0;
};

} // namespace jd::ui
