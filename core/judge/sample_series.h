#pragma once
// The CPU and memory a run used over time, as the sandbox sampled it (50 Hz): what the GUI draws as a
// test's graph, kept with the judgement. Long runs are thinned to a bounded number of points by
// halving the resolution, so a 10 s run costs no more to keep than a 1 s one.
#include "../common/result.h"

#include <QByteArray>
#include <QList>

#include <cstdint>

namespace jd::judge {

struct ResourcePoint {
    qint64 wallMicroseconds = 0;
    qint64 cpuMicroseconds = 0;
    quint64 memoryBytes = 0;
    bool operator==(const ResourcePoint&) const = default;
};

class SampleSeries {
public:
    static constexpr int kMaxPoints = 512;

    void add(const ResourcePoint& point);
    // The run's last word (its totals and peak): always kept, whatever the thinning.
    void finish(const ResourcePoint& point);
    const QList<ResourcePoint>& points() const { return points_; }
    bool isEmpty() const { return points_.isEmpty(); }

    // A compact, versioned binary form for the results database.
    QByteArray serialize() const;
    static Result<SampleSeries> deserialize(const QByteArray& bytes);

private:
    QList<ResourcePoint> points_;
    int stride_ = 1;  // keep one incoming point of this many
    int skipped_ = 0; // incoming points dropped since the last one kept
};

} // namespace jd::judge
