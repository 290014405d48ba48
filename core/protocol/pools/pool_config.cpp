#include "pool_config.h"

#include <QFile>

#include <algorithm>
#include <cmath>
#include <yaml-cpp/yaml.h>

namespace jd::protocol {
namespace {

constexpr int kMostSandboxes = 1000;
constexpr double kLongestTimeoutSeconds = 24 * 3600;

std::string where(const std::string& file, const YAML::Node& node) {
    return file + ":" + std::to_string(node.Mark().line + 1) + ": ";
}

Result<void> readSettings(const std::string& file, const YAML::Node& map, PoolSettings& settings) {
    if (!map || map.IsNull()) return {};
    if (!map.IsMap()) return fail(where(file, map) + "expected a map of settings");
    for (auto entry = map.begin(); entry != map.end(); ++entry) {
        const YAML::Node keyNode = entry->first; // copies: the iterator's proxy is a temporary
        const YAML::Node value = entry->second;
        const std::string key = keyNode.as<std::string>();
        double number = NAN;
        try {
            number = value.as<double>();
        } catch (const YAML::Exception&) { return fail(where(file, value) + key + ": expected a number"); }
        if (!std::isfinite(number) || number < 0) return fail(where(file, value) + key + ": expected a number >= 0");
        if (key == "pool_size" || key == "scale_limit") {
            if (number != std::floor(number) || number > kMostSandboxes)
                return fail(where(file, value) + key + ": expected a whole number up to " +
                            std::to_string(kMostSandboxes));
            (key == "pool_size" ? settings.poolSize : settings.scaleLimit) = int(number);
        } else if (key == "idle_timeout" || key == "running_timeout") {
            if (number <= 0 || number > kLongestTimeoutSeconds)
                return fail(where(file, value) + key + ": expected seconds above 0 and up to a day");
            (key == "idle_timeout" ? settings.idleTimeout : settings.runningTimeout) =
                std::chrono::milliseconds(std::llround(number * 1000));
        } else {
            return fail(where(file, keyNode) + "unknown setting " + key +
                        " (pool_size, scale_limit, idle_timeout, running_timeout)");
        }
    }
    if (settings.scaleLimit < 1) return fail(where(file, map) + "scale_limit: at least one sandbox");
    if (settings.poolSize > settings.scaleLimit)
        return fail(where(file, map) + "pool_size " + std::to_string(settings.poolSize) + " is above scale_limit " +
                    std::to_string(settings.scaleLimit));
    return {};
}

} // namespace

PoolsConfig judgingPoolsConfig(int workers) {
    PoolSettings settings;
    settings.poolSize = settings.scaleLimit = std::clamp(workers, 1, kMostSandboxes);
    settings.runningTimeout = std::chrono::hours(1);
    return PoolsConfig{{{kJudgingPool, settings}}};
}

Result<PoolsConfig> parsePoolsConfig(const std::string& text, const std::string& shownAs) {
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::ParserException& error) {
        return fail(shownAs + ":" + std::to_string(error.mark.line + 1) + ": " + error.msg);
    } catch (const std::exception& error) { return fail(shownAs + ": " + error.what()); }
    if (!root.IsMap()) return fail(shownAs + ": expected the sections general: and pools:");
    try {
        for (auto entry = root.begin(); entry != root.end(); ++entry) {
            const YAML::Node section = entry->first;
            if (const auto key = section.as<std::string>(); key != "general" && key != "pools")
                return fail(where(shownAs, section) + "unknown section " + key + " (general, pools)");
        }
        PoolSettings general;
        if (auto read = readSettings(shownAs, root["general"], general); !read) return read.failure();
        const YAML::Node pools = root["pools"];
        PoolsConfig config;
        // The seed's own file has only general: its settings apply to each of its language pools.
        if (!pools) {
            for (const char* language : kSeedLanguages)
                config.pools[language] = general;
            return config;
        }
        if (!pools.IsMap() || pools.size() == 0)
            return fail(shownAs + ": pools: expected at least one pool (a profile name and its settings)");
        for (auto entry = pools.begin(); entry != pools.end(); ++entry) {
            const YAML::Node nameNode = entry->first;
            const YAML::Node settingsNode = entry->second;
            const std::string name = nameNode.as<std::string>();
            if (name.empty() || name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_-+") != std::string::npos)
                return fail(where(shownAs, nameNode) + "pool name '" + name +
                            "': lower-case letters, digits, '_', '-' and '+'");
            PoolSettings settings = general;
            if (auto read = readSettings(shownAs, settingsNode, settings); !read) return read.failure();
            config.pools[name] = settings;
        }
        return config;
    } catch (const YAML::Exception& error) { return fail(shownAs + ": " + error.what()); }
}

Result<PoolsConfig> readPoolsConfig(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(path.toStdString() + ": cannot be read: " + file.errorString().toStdString());
    if (file.size() > (1 << 20)) return fail(path.toStdString() + ": too large for a settings file");
    return parsePoolsConfig(file.readAll().toStdString(), path.toStdString());
}

} // namespace jd::protocol
