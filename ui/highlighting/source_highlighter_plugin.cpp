#include "source_highlighter_plugin.h"

#include "plugins/plugin_library.h"
#include "source_highlighter.h"

namespace jd::ui {

Result<SourceHighlighterFactory*> sourceHighlighters() {
    static const Result<SourceHighlighterFactory*> loaded = []() -> Result<SourceHighlighterFactory*> {
        auto plugin = loadPluginLibrary("judgedesk-syntax-highlighting.so", "syntax highlighting");
        if (!plugin) return plugin.failure();
        if (auto* factory = qobject_cast<SourceHighlighterFactory*>(*plugin)) return factory;
        return fail("the syntax highlighting plugin is not one");
    }();
    return loaded;
}

} // namespace jd::ui
