#include "transcript_model.h"

#include <QColor>
#include <QFontDatabase>
#include <QLocale>

namespace jd::ui {

TranscriptModel::TranscriptModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void TranscriptModel::setTranscript(const judge::Transcript& transcript) {
    beginResetModel();
    transcript_ = transcript;
    endResetModel();
}

void TranscriptModel::clear() { setTranscript({}); }

int TranscriptModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(transcript_.entries.size());
}

int TranscriptModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant TranscriptModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const judge::TranscriptEntry& entry = transcript_.entries[index.row()];
    switch (role) {
    case FromProgramRole: return entry.fromProgram;
    case Qt::DisplayRole:
        switch (index.column()) {
        case Time: return QLocale::c().toString(entry.at.count() / 1e6, 'f', 3);
        case Speaker: return entry.fromProgram ? tr("program →") : tr("← interactor");
        case Data: {
            QString text = QString::fromUtf8(entry.data);
            text.replace('\n', QStringLiteral("↵ "));
            return text.trimmed();
        }
        }
        return {};
    case Qt::ToolTipRole: return index.column() == Data ? QString::fromUtf8(entry.data) : QVariant();
    case Qt::BackgroundRole: return entry.fromProgram ? QColor(31, 111, 235, 35) : QColor(163, 113, 247, 35);
    case Qt::FontRole:
        return index.column() == Data ? QVariant(QFontDatabase::systemFont(QFontDatabase::FixedFont)) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == Time ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    }
    return {};
}

QVariant TranscriptModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Time: return tr("ms");
    case Speaker: return tr("From");
    case Data: return tr("Said");
    }
    return {};
}

} // namespace jd::ui
