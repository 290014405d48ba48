#pragma once
// Samples of one test that arrived together, oldest first: what the live graph is fed with.
#include "judge/sample_series.h"

#include <QList>
#include <QMetaType>
#include <QString>

namespace jd::session {

struct TestSamples {
    QString test;
    QList<judge::ResourcePoint> points;
};

} // namespace jd::session

Q_DECLARE_METATYPE(jd::session::TestSamples)
