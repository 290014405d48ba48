#pragma once
// JudgeDesk's own plugins (lib/judgedesk/*.so): what links libraries the window's cold start does without
// (KF6 SyntaxHighlighting, Qt Network) is loaded when first needed. Looked for in an installation's (or
// the AppImage's) ../lib/judgedesk beside bin/, then beside the executable.
#include "common/result.h"

class QObject;

namespace jd::ui {

// The plugin's instance, loaded once per process and kept for it (what it makes may live as long as the
// process); `what` names it in the error.
Result<QObject*> loadPluginLibrary(const char* fileName, const char* what);

} // namespace jd::ui
