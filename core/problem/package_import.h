#pragma once
// Brings a problem into a workspace: an archive (a DOMjudge or Kattis zip, a Polygon package) is unpacked,
// a folder elsewhere is copied, into a folder of its own named after it. Whatever comes in must read as a
// problem first; until it does nothing appears in the workspace (it is made aside and renamed in whole).
#include "../common/result.h"
#include "package_archive.h"

#include <QString>

namespace jd::problem {

// The new problem folder's path. Its name comes from the source's ("Mixed Polygon-3$linux.zip" →
// "mixed-polygon-3-linux"), with "-2", "-3", ... when the workspace has one of that name already.
Result<QString> importPackage(const QString& source, const QString& workspace, const ArchiveLimits& limits = {});

} // namespace jd::problem
