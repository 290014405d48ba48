#include "desk_job.h"

#include "judging_controller.h"

namespace jd::ui {

KeptRuns::Started DeskJob::startRuns() const {
    return runs->start(options.jobs, [relay = desk](const DoctorReport& report) {
        relay->post([report](JudgingController& controller) { emit controller.sandboxStarted(report); });
    });
}

void DeskJob::storeFailed(const QString& message) const {
    desk->post([message](JudgingController& controller) { emit controller.storeFailed(message); });
}

std::shared_ptr<session::SampleCoalescer> sharedCoalescer() {
    return std::shared_ptr<session::SampleCoalescer>(new session::SampleCoalescer,
                                                     [](session::SampleCoalescer* samples) { samples->deleteLater(); });
}

} // namespace jd::ui
