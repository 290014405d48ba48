#include "sample_series.h"

#include <QDataStream>
#include <QIODevice>

namespace jd::judge {
namespace {
constexpr quint32 kMagic = 0x4a445331; // "JDS1"
}

void SampleSeries::add(const ResourcePoint& point) {
    if (!points_.isEmpty() && ++skipped_ < stride_) return;
    skipped_ = 0;
    points_ << point;
    if (points_.size() < kMaxPoints) return;
    QList<ResourcePoint> thinned;
    thinned.reserve(kMaxPoints / 2 + 1);
    for (qsizetype i = 0; i < points_.size(); i += 2)
        thinned << points_[i];
    // Keep the spacing even: count the incoming points since the last point that survived the thinning.
    const bool lastSurvived = (points_.size() - 1) % 2 == 0;
    skipped_ = lastSurvived ? 0 : stride_;
    points_ = std::move(thinned);
    stride_ *= 2;
}

void SampleSeries::finish(const ResourcePoint& point) {
    if (points_.size() >= kMaxPoints) points_.removeLast();
    points_ << point;
}

QByteArray SampleSeries::serialize() const {
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_0);
    out << kMagic << static_cast<quint32>(points_.size());
    for (const ResourcePoint& point : points_)
        out << point.wallMicroseconds << point.cpuMicroseconds << point.memoryBytes;
    return bytes;
}

Result<SampleSeries> SampleSeries::deserialize(const QByteArray& bytes) {
    QDataStream in(bytes);
    in.setVersion(QDataStream::Qt_6_0);
    quint32 magic = 0, count = 0;
    in >> magic >> count;
    if (magic != kMagic || count > static_cast<quint32>(kMaxPoints) * 2)
        return fail("not a sample series (or one from a newer JudgeDesk)");
    SampleSeries series;
    for (quint32 i = 0; i < count; ++i) {
        ResourcePoint point;
        in >> point.wallMicroseconds >> point.cpuMicroseconds >> point.memoryBytes;
        series.points_ << point;
    }
    if (in.status() != QDataStream::Ok) return fail("a truncated sample series");
    series.stride_ = 1;
    return series;
}

} // namespace jd::judge
