#include "languages.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <yaml-cpp/yaml.h>

// Q_INIT_RESOURCE declares a function and may not stand in a namespace.
static void initCoreResources() { Q_INIT_RESOURCE(core_resources); }

namespace jd::judge {
namespace {

struct LanguageFileError {
    std::string message;
};

[[noreturn]] void failAt(const QString& file, const YAML::Node& node, const QString& field, const QString& what) {
    QString where = file + (node.IsDefined() ? ":" + QString::number(node.Mark().line + 1) : QString());
    throw LanguageFileError{(where + ": " + field + ": " + what).toStdString()};
}

QStringList words(const QString& file, const YAML::Node& node, const QString& field) {
    QStringList list;
    if (!node) return list;
    if (!node.IsSequence()) failAt(file, node, field, "expected a list");
    for (const auto& item : node) {
        if (!item.IsScalar()) failAt(file, item, field, "expected words");
        list << QString::fromStdString(item.Scalar());
    }
    return list;
}

QMap<QString, QStringList> wordsByDialect(const QString& file, const YAML::Node& node, const QString& field) {
    if (!node.IsMap()) failAt(file, node, field, "expected a map of dialects");
    QMap<QString, QStringList> byDialect;
    for (const auto& entry : node) {
        const QString dialect = QString::fromStdString(entry.first.as<std::string>());
        byDialect[dialect] = words(file, entry.second, field + "." + dialect);
    }
    return byDialect;
}

double positive(const QString& file, const YAML::Node& node, const QString& field) {
    bool ok = false;
    double value = node.IsScalar() ? QString::fromStdString(node.Scalar()).toDouble(&ok) : 0;
    if (!ok || value <= 0) failAt(file, node, field, "expected a positive number");
    return value;
}

Language parseLanguage(const QString& file, const QString& id, const YAML::Node& node, Language language) {
    if (!node.IsMap()) failAt(file, node, id, "expected a map");
    language.id = id;
    if (node["name"]) language.name = QString::fromStdString(node["name"].as<std::string>());
    if (language.name.isEmpty()) language.name = id;
    if (node["extensions"]) language.extensions = words(file, node["extensions"], id + ".extensions");
    if (node["aliases"]) language.aliases = words(file, node["aliases"], id + ".aliases");
    if (node["out_of_memory"])
        language.outOfMemoryMarker = QString::fromStdString(node["out_of_memory"].as<std::string>());
    if (node["shebang"]) language.shebang = QString::fromStdString(node["shebang"].as<std::string>());
    if (node["compile"]) language.compile = words(file, node["compile"], id + ".compile");
    if (node["run"]) language.run = words(file, node["run"], id + ".run");
    if (node["version"]) language.version = words(file, node["version"], id + ".version");
    if (node["environment"]) language.environment = words(file, node["environment"], id + ".environment");
    if (node["implements"]) language.implements = QString::fromStdString(node["implements"].as<std::string>());
    if (node["scripts"]) language.scripts = words(file, node["scripts"], id + ".scripts");
    if (const YAML::Node limits = node["compile_limits"]) {
        if (limits["time"])
            language.compileLimits.cpuSeconds = positive(file, limits["time"], id + ".compile_limits.time");
        if (limits["memory"])
            language.compileLimits.memoryMiB = int(positive(file, limits["memory"], id + ".compile_limits.memory"));
        if (limits["output"])
            language.compileLimits.outputMiB = int(positive(file, limits["output"], id + ".compile_limits.output"));
        if (limits["processes"])
            language.compileLimits.processes =
                int(positive(file, limits["processes"], id + ".compile_limits.processes"));
    }
    if (node["answers"]) language.takesAnswers = node["answers"].as<std::string>() == "true";
    if (node["reserves_address_space"])
        language.reservesAddressSpace = node["reserves_address_space"].as<std::string>() == "true";
    if (node["dialect_extensions"])
        language.dialectExtensions = wordsByDialect(file, node["dialect_extensions"], id + ".dialect_extensions");
    if (node["dialect_aliases"])
        language.dialectAliases = wordsByDialect(file, node["dialect_aliases"], id + ".dialect_aliases");
    if (const YAML::Node exitStatus = node["exit_status"]) {
        if (!exitStatus.IsScalar() || (exitStatus.Scalar() != "ignored" && exitStatus.Scalar() != "checked"))
            failAt(file, exitStatus, id + ".exit_status", "expected ignored or checked");
        language.exitStatusIgnored = exitStatus.Scalar() == "ignored";
    }
    if (const YAML::Node needs = node["run_needs"]) {
        if (needs["processes"])
            language.runProcesses = int(positive(file, needs["processes"], id + ".run_needs.processes"));
        if (needs["stack"]) language.runStackMiB = int(positive(file, needs["stack"], id + ".run_needs.stack"));
        if (needs["writable_tmp"]) language.needsWritableTmp = needs["writable_tmp"].as<bool>(false);
    }
    if (language.run.isEmpty()) failAt(file, node, id, "has no run command");
    return language;
}

} // namespace

bool Language::needsMainClass() const {
    for (const QString& word : run)
        if (word.contains("{mainclass}")) return true;
    return false;
}

bool Language::sameLanguageAs(const Language& other) const {
    const QString mine = implements.isEmpty() ? id : implements;
    return mine == (other.implements.isEmpty() ? other.id : other.implements);
}

QString Language::sourceExtension() const {
    if (!extensions.isEmpty()) return extensions.first();
    static const QRegularExpression version("[0-9]+$");
    return QString(id).remove(version);
}

QString Language::toolPath() const {
    const QStringList& command = compile.isEmpty() ? run : compile;
    if (command.isEmpty() || command.first().startsWith('{')) return {};
    return QStandardPaths::findExecutable(command.first());
}

namespace {
// {memory_mb-N}: what is left of the limit for a runtime's heap once N MiB are kept for the runtime itself
// (DOMjudge's JVM heap), nothing when the limit leaves nothing.
const QRegularExpression& lessenedMemory() {
    static const QRegularExpression pattern(QStringLiteral("\\{memory_mb-(\\d+)\\}"));
    return pattern;
}
} // namespace

int Language::runtimeReserveMiB() const {
    for (const QString& word : run)
        if (auto match = lessenedMemory().match(word); match.hasMatch()) return match.captured(1).toInt();
    return 0;
}

QStringList expandCommand(const QStringList& command, const CommandValues& values) {
    QStringList expanded;
    for (const QString& word : command) {
        if (word == "{sources}") {
            expanded << values.sources;
            continue;
        }
        QString text = word;
        for (auto match = lessenedMemory().match(text); match.hasMatch(); match = lessenedMemory().match(text))
            text.replace(match.capturedStart(), match.capturedLength(),
                         QString::number(std::max(0, values.memoryMiB - match.captured(1).toInt())));
        text.replace("{main}", values.main)
            .replace("{binary}", values.binary)
            .replace("{outdir}", values.outdir)
            .replace("{mainclass}", values.mainClass)
            .replace("{memory_mb}", QString::number(values.memoryMiB))
            .replace("{test}", values.test);
        expanded << text;
    }
    return expanded;
}

QString LanguageRegistry::defaultUserFile() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + "/judgedesk/languages.yaml";
}

Result<LanguageRegistry> LanguageRegistry::fromYaml(const QByteArray& yaml, const QString& shownAs,
                                                    LanguageRegistry base) {
    try {
        YAML::Node root = YAML::Load(yaml.toStdString());
        if (root.IsNull()) return base;
        if (!root.IsMap()) failAt(shownAs, root, "languages", "expected a map of language ids");
        for (const auto& entry : root) {
            const QString id = QString::fromStdString(entry.first.as<std::string>());
            auto existing = std::find_if(base.languages_.begin(), base.languages_.end(),
                                         [&](const Language& language) { return language.id == id; });
            if (existing != base.languages_.end())
                *existing = parseLanguage(shownAs, id, entry.second, *existing);
            else
                base.languages_ << parseLanguage(shownAs, id, entry.second, Language{});
        }
    } catch (const LanguageFileError& error) {
        return fail(error.message);
    } catch (const YAML::ParserException& error) {
        return fail(shownAs.toStdString() + ":" + std::to_string(error.mark.line + 1) + ": " + error.msg);
    } catch (const YAML::Exception& error) { return fail(shownAs.toStdString() + ": " + error.what()); }
    return base;
}

Result<LanguageRegistry> LanguageRegistry::load(const QString& userFile) {
    initCoreResources();
    QFile builtIn(":/judgedesk/languages.yaml");
    if (!builtIn.open(QIODevice::ReadOnly)) return fail("the built-in languages table is missing");
    auto registry = fromYaml(builtIn.readAll(), "languages.yaml (built in)");
    if (!registry || userFile.isEmpty() || !QFileInfo::exists(userFile)) return registry;
    QFile user(userFile);
    if (!user.open(QIODevice::ReadOnly)) return fail(userFile.toStdString() + ": " + user.errorString().toStdString());
    return fromYaml(user.readAll(), userFile, std::move(registry.value()));
}

const Language* LanguageRegistry::byId(const QString& id, const QString& dialect) const {
    if (!dialect.isEmpty())
        for (const Language& language : languages_)
            if (language.dialectAliases.value(dialect).contains(id)) return &language;
    for (const Language& language : languages_)
        if (language.id == id) return &language;
    for (const Language& language : languages_)
        if (language.aliases.contains(id)) return &language;
    return nullptr;
}

const Language* LanguageRegistry::forSource(const QString& path, const QByteArray& firstLine,
                                            const QString& dialect) const {
    const QString extension = QFileInfo(path).suffix();
    const Language* claimed = nullptr; // the language the dialect's system gives the extension
    if (!dialect.isEmpty())
        for (const Language& language : languages_)
            if (language.dialectExtensions.value(dialect).contains(extension)) {
                claimed = &language;
                break;
            }
    if (firstLine.startsWith("#!"))
        for (const Language& language : languages_)
            if (!language.shebang.isEmpty() && firstLine.contains(language.shebang.toUtf8()))
                // `#!/usr/bin/env python3` on Kattis is still run by its Python 3, PyPy.
                return claimed && claimed->sameLanguageAs(language) ? claimed : &language;
    if (claimed) return claimed;
    for (const Language& language : languages_)
        if (language.extensions.contains(extension)) return &language;
    // omegaUp names a source Main.<language>: Main.cpp17-gcc, Main.py3.
    if (!extension.isEmpty())
        for (const Language& language : languages_)
            if (language.aliases.contains(extension)) return &language;
    return nullptr;
}

const Language* LanguageRegistry::forSourceFile(const QString& path, const QString& dialect) const {
    QFile file(path);
    const QByteArray firstLine = file.open(QIODevice::ReadOnly) ? file.readLine(256) : QByteArray();
    return forSource(path, firstLine, dialect);
}

const Language* LanguageRegistry::forProgramDirectory(const QString& directory) const {
    if (!QFileInfo(directory).isDir()) return nullptr;
    const QDir dir(directory);
    for (const Language& language : languages_)
        for (const QString& script : language.scripts)
            if (QFileInfo(dir.filePath(script)).isFile()) return &language;
    return nullptr;
}

Result<void> LanguageRegistry::preferInDialect(const QString& id, const QString& dialect) {
    auto preferred = std::find_if(languages_.begin(), languages_.end(),
                                  [&](const Language& language) { return language.id == id; });
    if (preferred == languages_.end()) return fail("no language has the id " + id.toStdString());
    for (Language& language : languages_) {
        if (language.id == id || !language.sameLanguageAs(*preferred)) continue;
        language.dialectExtensions.remove(dialect);
        language.dialectAliases.remove(dialect);
    }
    return {};
}

} // namespace jd::judge
