#pragma once
// The tests running now and the samples each has sent, for the live graph: which test it follows (the
// one the user picked while it runs, else the oldest running one) and the points it has so far. A
// test's samples that arrive after its end was reported are not taken for a new run.
#include "session/test_samples.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace jd::ui {

class LiveRuns {
public:
    void clear();
    void add(const session::TestSamples& samples);
    void finish(const QString& test);

    QStringList running() const { return running_; } // oldest first
    bool isRunning(const QString& test) const { return running_.contains(test); }
    QList<judge::ResourcePoint> points(const QString& test) const { return points_.value(test); }
    bool hasFinished(const QString& test) const { return finished_.contains(test); }
    // The test the graph follows: `chosen` once it has started (running, or finished and kept in view),
    // else the oldest running one; empty when none runs.
    QString followed(const QString& chosen) const;

private:
    QStringList running_;
    QHash<QString, QList<judge::ResourcePoint>> points_;
    QSet<QString> finished_;
};

} // namespace jd::ui
