#pragma once
// Small multiples of the tests running now: one sparkline of CPU time and memory per running test (one
// per busy worker), beside the big chart of the test it follows. Painted directly, not with Qt Charts,
// so fifteen of them redrawn thirty times a second cost little. A click picks a test for the big chart.
#include "judge/sample_series.h"

#include <QList>
#include <QString>
#include <QWidget>

namespace jd::ui {

class LiveRuns;

class RunSparklines : public QWidget {
    Q_OBJECT
public:
    explicit RunSparklines(QWidget* parent = nullptr);

    // The running tests of `live`, `followed` highlighted; limits scale the lines (0: scaled to the data).
    void showRuns(const LiveRuns& live, const QString& followed);
    void setLimits(double timeLimitMs, double memoryLimitMiB);
    void clear();
    QStringList tests() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void testPicked(const QString& test);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    struct Lane {
        QString test;
        QList<judge::ResourcePoint> points;
    };
    QRect laneRect(int index) const;

    QList<Lane> lanes_;
    QString followed_;
    double timeLimitMs_ = 0, memoryLimitMiB_ = 0;
};

} // namespace jd::ui
