#pragma once
// Files that come with JudgeDesk: installed beside it (share/judgedesk/), or, for a build run from its
// tree, in the sources.
#include <QString>

namespace jd {

// The example problems (also the templates of new problems); empty when neither place has them.
QString bundledExamplesDirectory();

} // namespace jd
