#pragma once
// A package's JSON file (TPS's problem.json, omegaUp's settings.json) read whole, with errors that name the
// file and the line of a syntax error.
#include "../common/result.h"

#include <QDir>
#include <QJsonObject>
#include <QString>

namespace jd::problem {

inline constexpr qint64 kLargestPackageJson = 4 << 20;

// The object in `file` below `root`; an error when it cannot be read, is larger than 4 MiB, is not JSON or
// not an object.
Result<QJsonObject> readJsonObject(const QDir& root, const QString& file);

// "settings.json: Limits.TimeLimit: message" (the field left out when empty).
Error jsonError(const QString& file, const QString& field, const QString& message);

} // namespace jd::problem
