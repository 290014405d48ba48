#pragma once
// How a background job reaches the object that started it (a page's job runner) without keeping it alive or
// waiting for it: the job holds a relay (a QObject on the UI thread, deleted there once the last job holding it
// lets it go) and posts to it; on the UI thread the relay hands the call to its target if that is still there,
// else drops it. So a runner may be destroyed while its jobs still run, and nothing of it is touched after.
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace jd::ui {

template <class Target> class JobRelay : public QObject {
public:
    // Made on the target's thread; deleted there (deleteLater) when the last holder lets it go.
    static std::shared_ptr<JobRelay> to(Target* target) {
        // deleteLater may be called from any thread; the relay then goes on its own thread, after what was posted.
        return std::shared_ptr<JobRelay>(new JobRelay(target), [](JobRelay* relay) { relay->deleteLater(); });
    }

    // Any thread: `call` runs on the target's thread, with the target, if it is still alive then.
    void post(std::function<void(Target&)> call) {
        QMetaObject::invokeMethod(
            this,
            [this, call = std::move(call)] {
                if (target_) call(*target_);
            },
            Qt::QueuedConnection);
    }
    // The target's thread: the target, or null once it is gone. A relay is also the context that queues a
    // background object's signals to the target's thread.
    Target* target() const { return target_; }

private:
    explicit JobRelay(Target* target)
        : target_(target) {}

    QPointer<Target> target_; // read on the target's thread only
};

} // namespace jd::ui
