#include "job_relay.h"

#include "judging_controller.h"

namespace jd::ui {

JobRelay::JobRelay(JudgingController* controller)
    : controller_(controller) {}

std::shared_ptr<JobRelay> JobRelay::to(JudgingController* controller) {
    // deleteLater may be called from any thread; the relay then goes on its own thread, after what was posted.
    return std::shared_ptr<JobRelay>(new JobRelay(controller), [](JobRelay* relay) { relay->deleteLater(); });
}

void JobRelay::post(std::function<void(JudgingController&)> call) {
    QMetaObject::invokeMethod(
        this,
        [this, call = std::move(call)] {
            if (controller_) call(*controller_);
        },
        Qt::QueuedConnection);
}

} // namespace jd::ui
