#include "language_settings.h"

#include "common/atomic_file.h"
#include "languages.h"
#include "problem/yaml_edit.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace jd::judge {
namespace {

Result<QByteArray> readUserFile(const QString& userFile) {
    if (!QFileInfo::exists(userFile)) return QByteArray();
    QFile file(userFile);
    if (!file.open(QIODevice::ReadOnly)) return fail(userFile.toStdString() + ": " + file.errorString().toStdString());
    return file.readAll();
}

// Written only when the whole table still loads with it.
Result<void> writeChecked(const QString& userFile, const QByteArray& text) {
    auto base = LanguageRegistry::load({});
    if (!base) return base.failure();
    if (auto loads = LanguageRegistry::fromYaml(text, userFile, std::move(base.value())); !loads)
        return loads.failure();
    if (!QDir().mkpath(QFileInfo(userFile).path()))
        return fail("cannot create " + QFileInfo(userFile).path().toStdString());
    return writeFileAtomically(userFile, text);
}

} // namespace

Result<void> saveLanguageCommands(const QString& userFile, const QString& id, const QStringList& compile,
                                  const QStringList& run) {
    if (run.isEmpty()) return fail("a language needs a run command");
    auto text = readUserFile(userFile);
    if (!text) return text.failure();
    QByteArray base = text.value();
    // An empty file is no map to insert into.
    if (base.trimmed().isEmpty()) base = "# Languages JudgeDesk runs differently here than its built-in table says.\n";
    auto edited = problem::editYamlValues(base, {{{id, "compile"}, {}, compile, false}, {{id, "run"}, {}, run, false}});
    if (!edited) return edited.failure();
    return writeChecked(userFile, edited.value());
}

Result<void> resetLanguage(const QString& userFile, const QString& id) {
    auto text = readUserFile(userFile);
    if (!text) return text.failure();
    if (text->isEmpty()) return {};
    auto edited = problem::editYamlValues(text.value(), {{{id}, {}, std::nullopt, true}});
    if (!edited) return edited.failure();
    return writeChecked(userFile, edited.value());
}

} // namespace jd::judge
