#include "plugin_library.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPluginLoader>

#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace jd::ui {

Result<QObject*> loadPluginLibrary(const char* fileName, const char* what) {
    static std::mutex mutex;
    static std::map<std::string, std::unique_ptr<QPluginLoader>> loaders;
    std::lock_guard lock(mutex);
    if (auto loaded = loaders.find(fileName); loaded != loaders.end()) return loaded->second->instance();
    const QString directory = QCoreApplication::applicationDirPath();
    QStringList tried;
    for (const QString& candidate : {directory + "/../lib/judgedesk/" + fileName, directory + "/" + fileName}) {
        const QString path = QDir::cleanPath(candidate);
        if (!QFileInfo::exists(path)) {
            tried << path;
            continue;
        }
        auto loader = std::make_unique<QPluginLoader>(path);
        QObject* instance = loader->instance();
        if (!instance)
            return fail(std::string("the ") + what + " plugin " + path.toStdString() +
                        " does not load: " + loader->errorString().toStdString());
        loaders.emplace(fileName, std::move(loader));
        return instance;
    }
    return fail(std::string("no ") + what + " plugin (looked for " + tried.join(", ").toStdString() + ")");
}

} // namespace jd::ui
