#pragma once
// A run's result as isolate-like "key:value" meta lines and as JSON.
#include "run_result.h"

#include <QJsonObject>
#include <QString>

namespace jd::sandbox {

QString metaLines(const RunResult& result);
QJsonObject toJson(const RunResult& result);

} // namespace jd::sandbox
