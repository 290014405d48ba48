#pragma once
// Test files that are links written down: where git cannot make a symbolic link (a checkout on Windows, an archive
// made from one, `core.symlinks false`), it writes a file holding the link's target instead. testdata_tools
// contests (the Swedish Olympiad's) link each group's tests to earlier groups' that way, so such a file holding
// only the relative path of another test file of data/ is read as that file, as Kattis read the link.
#include "problem.h"

namespace jd::problem {

// The file `path` stands for: its target when it holds only the relative path of a file of the same extension
// inside `dataDirectory`, else `path` itself.
QString followWrittenLink(const QString& path, const QString& dataDirectory);

// Every test of `group` read through its written links; one warning in `warnings` says how many there were.
void followWrittenLinks(TestGroup& group, const QString& dataDirectory, QStringList& warnings);

} // namespace jd::problem
