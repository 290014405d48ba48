#pragma once
// Live samples gathered from the judging threads and handed to the UI thread in batches, at most one
// batch per interval whatever the number of workers: with 15 workers sampling at 50 Hz the UI thread
// still wakes ~30 times a second, not 750.
#include "test_samples.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <chrono>
#include <mutex>

namespace jd::session {

class SampleCoalescer : public QObject {
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds kDefaultInterval{33};

    explicit SampleCoalescer(std::chrono::milliseconds interval = kDefaultInterval, QObject* parent = nullptr);

    // Any thread. Tests appear in a batch in the order their first sample arrived.
    void push(const QString& test, const judge::ResourcePoint& point);
    // The owner's thread: hands over what is pending now (before a test's end is shown, say).
    void flush();
    int batchesDelivered() const { return batches_; }

signals:
    void samplesArrived(const QList<jd::session::TestSamples>& batch);

private:
    void schedule();

    const std::chrono::milliseconds interval_;
    QTimer timer_;
    QElapsedTimer sinceLastBatch_;
    int batches_ = 0;
    std::mutex mutex_;
    QList<TestSamples> pending_; // guarded by mutex_
    bool scheduled_ = false;     // guarded by mutex_: a flush is on its way to the owner's thread
};

} // namespace jd::session
