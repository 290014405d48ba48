#include "source_highlighter_plugin.h"

#include "source_highlighter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPluginLoader>

namespace jd::ui {
namespace {

constexpr auto kPluginName = "judgedesk-syntax-highlighting.so";

Result<SourceHighlighterFactory*> loadPlugin() {
    const QString directory = QCoreApplication::applicationDirPath();
    QStringList tried;
    for (const QString& candidate : {directory + "/../lib/judgedesk/" + kPluginName, directory + "/" + kPluginName}) {
        const QString path = QDir::cleanPath(candidate);
        if (!QFileInfo::exists(path)) {
            tried << path;
            continue;
        }
        // The loader stays for the process: highlighters made by the plugin live as long as their editors.
        static QPluginLoader loader;
        loader.setFileName(path);
        auto* factory = qobject_cast<SourceHighlighterFactory*>(loader.instance());
        if (!factory)
            return fail("the syntax highlighting plugin " + path.toStdString() +
                        " does not load: " + loader.errorString().toStdString());
        return factory;
    }
    return fail("no syntax highlighting plugin (looked for " + tried.join(", ").toStdString() + ")");
}

} // namespace

Result<SourceHighlighterFactory*> sourceHighlighters() {
    static const Result<SourceHighlighterFactory*> loaded = loadPlugin();
    return loaded;
}

} // namespace jd::ui
