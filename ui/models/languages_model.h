#pragma once
// The languages table as Settings shows it: each language's id, name, extensions, whether its tools are
// installed here, and its compile and run commands (editable; an edit is asked for, not made here: the
// owner writes it to the user's languages file and reloads).
#include "judge/languages.h"

#include <QAbstractTableModel>

namespace jd::ui {

class LanguagesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Id, Name, Extensions, Installed, Compile, Run, ColumnCount };
    enum Role { InstalledRole = Qt::UserRole + 1 };

    explicit LanguagesModel(QObject* parent = nullptr);
    // Looks each language's tool up in PATH: call off the UI thread for a large table (it stats files).
    void setLanguages(const judge::LanguageRegistry& languages);
    const QList<judge::Language>& languages() const { return languages_; }

    // A command as one line of text and back (quoted where a word has spaces).
    static QString commandText(const QStringList& command);
    static QStringList commandWords(const QString& text);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void commandsEdited(const QString& id, const QStringList& compile, const QStringList& run);

private:
    QList<judge::Language> languages_;
    QStringList tools_; // per language: its tool's path, empty when not installed
};

} // namespace jd::ui
