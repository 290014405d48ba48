#pragma once
// Why a path given by a user cannot be read, in words: a link to nothing or a loop of links reads as "no such
// file" to the system, which sends the user looking for a file that is there.
#include <QString>

namespace jd {

// "no such file or directory", "a link to nothing (target)", "a loop of links", or "not readable" (no
// permission); empty when the path can be read.
QString whyUnreadable(const QString& path);

} // namespace jd
