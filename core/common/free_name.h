#pragma once
// A name not yet taken in a directory: `name` itself, else "stem-2.ext", "stem-3.ext", ...
#include <QDir>
#include <QString>

namespace jd {

QString freeName(const QDir& directory, const QString& name);

} // namespace jd
