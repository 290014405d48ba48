#pragma once
// Copies a directory's plain files (hidden ones included) below another, keeping their permissions;
// links are left behind: a copy never reaches outside the tree it was asked for.
#include "result.h"

#include <QString>

namespace jd {

Result<void> copyTree(const QString& from, const QString& to);

} // namespace jd
