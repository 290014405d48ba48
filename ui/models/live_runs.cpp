#include "live_runs.h"

namespace jd::ui {

void LiveRuns::clear() {
    running_.clear();
    points_.clear();
    finished_.clear();
}

void LiveRuns::add(const session::TestSamples& samples) {
    if (samples.points.isEmpty() || finished_.contains(samples.test)) return;
    if (!running_.contains(samples.test)) running_.append(samples.test);
    points_[samples.test] += samples.points;
}

void LiveRuns::finish(const QString& test) {
    running_.removeOne(test);
    points_.remove(test);
    finished_.insert(test);
}

QString LiveRuns::followed(const QString& chosen) const {
    if (!chosen.isEmpty() && (running_.contains(chosen) || finished_.contains(chosen))) return chosen;
    return running_.isEmpty() ? QString() : running_.first();
}

} // namespace jd::ui
