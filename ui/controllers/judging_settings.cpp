#include "judging_settings.h"

#include "judging_controller.h"

#include <QSettings>

#include <algorithm>

namespace jd::ui {

JudgingSettings JudgingSettings::load() {
    QSettings settings;
    JudgingSettings loaded;
    loaded.workers = std::max(0, settings.value("judging/workers", 0).toInt());
    loaded.pinned = settings.value("judging/pinned", true).toBool();
    const double limit = settings.value("judging/defaultTimeLimit", 1.0).toDouble();
    loaded.defaultTimeLimit = limit > 0 ? limit : 1.0;
    loaded.defaultMemoryMiB = std::clamp(settings.value("judging/defaultMemoryMiB", 0).toInt(), 0, 1 << 20);
    loaded.compileMemoryMiB = std::clamp(settings.value("judging/compileMemoryMiB", 0).toInt(), 0, 1 << 20);
    loaded.executors = settings.value("judging/executors").toStringList();
    loaded.executors.removeAll(QString());
    loaded.executorToken = settings.value("judging/executorToken").toString();
    return loaded;
}

void JudgingSettings::save() const {
    QSettings settings;
    settings.setValue("judging/workers", workers);
    settings.setValue("judging/pinned", pinned);
    settings.setValue("judging/defaultTimeLimit", defaultTimeLimit);
    settings.setValue("judging/defaultMemoryMiB", defaultMemoryMiB);
    settings.setValue("judging/compileMemoryMiB", compileMemoryMiB);
    settings.setValue("judging/executors", executors);
    settings.setValue("judging/executorToken", executorToken);
}

void JudgingSettings::applyTo(JudgingController& controller) const {
    controller.setWorkers(workers);
    controller.setPinning(pinned);
    controller.setDefaultTimeLimit(defaultTimeLimit);
    controller.setDefaultMemoryLimit(defaultMemoryMiB);
    controller.setCompileMemoryLimit(compileMemoryMiB);
    controller.setExecutors(executors, executorToken);
}

} // namespace jd::ui
