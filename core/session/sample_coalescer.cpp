#include "sample_coalescer.h"

#include <algorithm>

namespace jd::session {

SampleCoalescer::SampleCoalescer(std::chrono::milliseconds interval, QObject* parent)
    : QObject(parent)
    , interval_(interval) {
    timer_.setSingleShot(true);
    timer_.setTimerType(Qt::PreciseTimer);
    connect(&timer_, &QTimer::timeout, this, &SampleCoalescer::flush);
}

void SampleCoalescer::push(const QString& test, const judge::ResourcePoint& point) {
    {
        std::lock_guard lock(mutex_);
        auto pending = std::find_if(pending_.begin(), pending_.end(),
                                    [&test](const TestSamples& samples) { return samples.test == test; });
        if (pending == pending_.end())
            pending_.append({test, {point}});
        else
            pending->points.append(point);
        if (std::exchange(scheduled_, true)) return;
    }
    // The timer belongs to the owner's thread: it is started there.
    QMetaObject::invokeMethod(this, &SampleCoalescer::schedule, Qt::QueuedConnection);
}

void SampleCoalescer::schedule() {
    if (timer_.isActive()) return;
    const auto waited = std::chrono::milliseconds(sinceLastBatch_.isValid() ? sinceLastBatch_.elapsed() : 0);
    const bool first = !sinceLastBatch_.isValid();
    timer_.start(first ? std::chrono::milliseconds(0) : std::max(std::chrono::milliseconds(0), interval_ - waited));
}

void SampleCoalescer::flush() {
    timer_.stop();
    QList<TestSamples> batch;
    {
        std::lock_guard lock(mutex_);
        batch.swap(pending_);
        scheduled_ = false;
    }
    if (batch.isEmpty()) return;
    sinceLastBatch_.start();
    ++batches_;
    emit samplesArrived(batch);
}

} // namespace jd::session
