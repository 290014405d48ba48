#pragma once
// How a background job reaches the controller that started it without keeping it alive or waiting for it: the
// job holds a relay (a QObject on the UI thread, deleted there once the last job holding it lets it go) and posts
// to it; on the UI thread the relay hands the call to its controller if that is still there, else drops it. So
// the controller may be destroyed while its jobs still run, and nothing of it is touched after.
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace jd::ui {

class JudgingController;

class JobRelay : public QObject {
    Q_OBJECT
public:
    // Made on the controller's thread; deleted there (deleteLater) when the last holder lets it go.
    static std::shared_ptr<JobRelay> to(JudgingController* controller);

    // Any thread: `call` runs on the controller's thread, with the controller, if it is still alive then.
    void post(std::function<void(JudgingController&)> call);
    // The controller's thread: the controller, or null once it is gone.
    JudgingController* controller() const { return controller_; }

private:
    explicit JobRelay(JudgingController* controller);

    QPointer<JudgingController> controller_; // read on the controller's thread only
};

} // namespace jd::ui
