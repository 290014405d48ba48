#include "transcript_model.h"

#include "common/printable_text.h"

#include <QBrush>
#include <QColor>
#include <QFontDatabase>
#include <QLocale>

namespace jd::ui {

TranscriptModel::TranscriptModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void TranscriptModel::setTranscript(const judge::Transcript& transcript, bool failed) {
    beginResetModel();
    transcript_ = transcript;
    failing_.clear();
    if (failed) {
        // Each side's last message: the question the test ended on and the answer to it (or its absence).
        for (bool fromProgram : {true, false})
            for (qsizetype row = transcript_.entries.size() - 1; row >= 0; --row)
                if (transcript_.entries[row].fromProgram == fromProgram) {
                    failing_ << int(row);
                    break;
                }
        std::sort(failing_.begin(), failing_.end());
    }
    endResetModel();
}

void TranscriptModel::clear() { setTranscript({}); }

void TranscriptModel::setSearch(const QString& text) {
    search_ = text;
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

bool TranscriptModel::matches(int row) const {
    return !search_.isEmpty() &&
           QString::fromUtf8(transcript_.entries[row].data).contains(search_, Qt::CaseInsensitive);
}

int TranscriptModel::nextMatch(int from, bool forward) const {
    const int rows = rowCount();
    for (int step = 1; step <= rows; ++step) {
        const int row = ((from + (forward ? step : -step)) % rows + rows) % rows;
        if (matches(row)) return row;
    }
    return -1;
}

int TranscriptModel::matchCount() const {
    int count = 0;
    for (int row = 0; row < rowCount(); ++row)
        count += matches(row) ? 1 : 0;
    return count;
}

int TranscriptModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(transcript_.entries.size());
}

int TranscriptModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant TranscriptModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const judge::TranscriptEntry& entry = transcript_.entries[index.row()];
    const int column = index.column();
    // The speaker's lane holds the message; the other lane is left empty.
    const bool ownLane = (column == Program && entry.fromProgram) || (column == Interactor && !entry.fromProgram);
    switch (role) {
    case FromProgramRole: return entry.fromProgram;
    case FailingRole: return failing_.contains(index.row());
    case MatchRole: return matches(index.row());
    case Qt::DisplayRole:
        switch (column) {
        case Time: return QLocale::c().toString(entry.at.count() / 1e6, 'f', 3);
        case Program:
        case Interactor: {
            if (!ownLane) return {};
            QString text = printable(QString::fromUtf8(entry.data), Newlines::Keep);
            text.replace('\n', QStringLiteral("↵ "));
            return text.trimmed();
        }
        case Bytes: return entry.data.size();
        }
        return {};
    case Qt::ToolTipRole: return ownLane ? printable(QString::fromUtf8(entry.data), Newlines::Keep) : QVariant();
    case Qt::BackgroundRole:
        if (matches(index.row()) && ownLane) return QBrush(QColor(255, 213, 79, 150));
        if (failing_.contains(index.row())) return QBrush(QColor(229, 57, 53, ownLane ? 90 : 35));
        if (!ownLane) return {};
        return QBrush(entry.fromProgram ? QColor(31, 111, 235, 35) : QColor(163, 113, 247, 35));
    case Qt::FontRole:
        return column == Program || column == Interactor ? QVariant(QFontDatabase::systemFont(QFontDatabase::FixedFont))
                                                         : QVariant();
    case Qt::TextAlignmentRole:
        if (column == Time || column == Bytes) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        // The interactor's lane reads from the right, as a reply does.
        if (column == Interactor) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    return {};
}

void TranscriptModel::setSideNames(const QString& program, const QString& interactor) {
    programName_ = program;
    interactorName_ = interactor;
    emit headerDataChanged(Qt::Horizontal, Program, Interactor);
}

QVariant TranscriptModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Time: return tr("ms");
    case Program: return tr("%1 → %2").arg(programName_, interactorName_);
    case Interactor: return tr("%1 → %2").arg(interactorName_, programName_);
    case Bytes: return tr("Bytes");
    }
    return {};
}

} // namespace jd::ui
