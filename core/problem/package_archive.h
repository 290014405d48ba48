#pragma once
// Problem packages that arrive as one file: a DOMjudge or Kattis .zip, a Polygon package .zip, or a
// tarball. They are unpacked (through KF6 Archive) into a directory of their own and then read like any
// package. An archive is hostile input: entries that would land outside the directory, links, and
// more bytes or entries than a problem can need are refused with a message saying which entry.
#include "../common/result.h"

#include <QString>

namespace jd::problem {

struct ArchiveLimits {
    qint64 maxBytes = qint64(4) << 30; // all files together, as unpacked
    int maxEntries = 200000;
};

bool isPackageArchive(const QString& path);

// Unpacks `archive` below `cacheDirectory` (once per content: a second call finds it there) and
// returns the directory holding the package's problem.yaml / problem.xml / data. The unpacking
// happens in a scratch directory renamed into place when complete, so no half package is ever seen.
Result<QString> unpackPackageArchive(const QString& archive, const QString& cacheDirectory,
                                     const ArchiveLimits& limits = {});

// Where unpacked packages are kept: ~/.cache/judgedesk/packages.
QString defaultPackageCache();

} // namespace jd::problem
