#include "languages_model.h"

#include <QBrush>
#include <QColor>
#include <QProcess>

namespace jd::ui {

LanguagesModel::LanguagesModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void LanguagesModel::setLanguages(const judge::LanguageRegistry& languages) {
    beginResetModel();
    languages_ = languages.languages();
    tools_.clear();
    for (const judge::Language& language : languages_)
        tools_ << language.toolPath();
    endResetModel();
}

QString LanguagesModel::commandText(const QStringList& command) {
    QStringList words;
    for (const QString& word : command)
        words << (word.contains(' ') || word.isEmpty() ? '"' + word + '"' : word);
    return words.join(' ');
}

QStringList LanguagesModel::commandWords(const QString& text) { return QProcess::splitCommand(text); }

int LanguagesModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(languages_.size()); }

int LanguagesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant LanguagesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const judge::Language& language = languages_[index.row()];
    const QString& tool = tools_[index.row()];
    if (role == InstalledRole) return !tool.isEmpty();
    if (role == Qt::ForegroundRole && index.column() == Installed && tool.isEmpty())
        return QBrush(QColor(0xc6, 0x28, 0x28));
    if (role == Qt::ToolTipRole && (index.column() == Compile || index.column() == Run))
        return tr("{sources}, {main}, {binary}, {outdir}, {mainclass} and {memory_mb} are filled in when it runs. "
                  "Double-click to change it for this machine.");
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    switch (index.column()) {
    case Id: return language.id;
    case Name: return language.name;
    case Extensions: return language.extensions.join(QStringLiteral(", "));
    case Installed: return tool.isEmpty() ? tr("not installed") : tool;
    case Compile: return commandText(language.compile);
    case Run: return commandText(language.run);
    }
    return {};
}

bool LanguagesModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !index.isValid() || (index.column() != Compile && index.column() != Run)) return false;
    // Copies: whoever hears the edit may reload the table, and this language with it.
    const judge::Language language = languages_[index.row()];
    const QStringList words = commandWords(value.toString());
    const QStringList compile = index.column() == Compile ? words : language.compile;
    const QStringList run = index.column() == Run ? words : language.run;
    if (compile == language.compile && run == language.run) return false;
    emit commandsEdited(language.id, compile, run);
    return true;
}

Qt::ItemFlags LanguagesModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.column() == Compile || index.column() == Run) flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant LanguagesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Id: return tr("Id");
    case Name: return tr("Language");
    case Extensions: return tr("Extensions");
    case Installed: return tr("Installed");
    case Compile: return tr("Compile");
    case Run: return tr("Run");
    }
    return {};
}

} // namespace jd::ui
