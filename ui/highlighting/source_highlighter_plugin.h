#pragma once
// Finds and loads the syntax-highlighting plugin once per process: beside the executable in a build
// tree's lib/judgedesk, or an installation's (or AppImage's) ../lib/judgedesk.
#include "common/result.h"

namespace jd::ui {

class SourceHighlighterFactory;

// The factory, or why there is none (the editor then shows sources without colours).
Result<SourceHighlighterFactory*> sourceHighlighters();

} // namespace jd::ui
