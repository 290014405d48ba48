#include "file_lines_model.h"

#include "common/printable_text.h"

namespace jd::ui {

FileLinesModel::FileLinesModel(QObject* parent)
    : QAbstractListModel(parent) {}

void FileLinesModel::setFile(LineIndex index) {
    beginResetModel();
    lines_.clear();
    marker_ = nullptr;
    focusRow_ = -1;
    focusMarks_.clear();
    file_ = std::make_unique<QFile>(index.path());
    if (!file_->open(QIODevice::ReadOnly)) file_.reset();
    index_ = std::move(index);
    endResetModel();
}

void FileLinesModel::clear() {
    beginResetModel();
    lines_.clear();
    marker_ = nullptr;
    focusRow_ = -1;
    focusMarks_.clear();
    file_.reset();
    index_ = {};
    endResetModel();
}

QString FileLinesModel::lineText(int row) const {
    if (!file_ || row < 0 || row >= index_.lineCount()) return {};
    if (const QString* cached = lines_.object(row)) return *cached;
    const qint64 start = index_.lineStart(row), length = index_.lineEnd(row) - start;
    QByteArray bytes;
    if (file_->seek(start)) bytes = file_->read(std::min(length, kMaxLineBytes));
    if (bytes.endsWith('\r')) bytes.chop(1); // a Windows line end is not part of what was said
    QString text = printable(QString::fromUtf8(bytes));
    if (length > kMaxLineBytes) text += QStringLiteral(" … (%1 more bytes)").arg(length - kMaxLineBytes);
    lines_.insert(row, new QString(text));
    return text;
}

QPair<qsizetype, qsizetype> FileLinesModel::shownRange(int row, qint64 byteStart, qint64 byteLength) const {
    if (!file_ || row < 0 || row >= index_.lineCount()) return {0, 0};
    const qint64 start = index_.lineStart(row), length = std::min(index_.lineEnd(row) - start, kMaxLineBytes);
    QByteArray bytes;
    if (file_->seek(start)) bytes = file_->read(length);
    byteStart = std::clamp<qint64>(byteStart, 0, bytes.size());
    byteLength = std::clamp<qint64>(byteLength, 0, bytes.size() - byteStart);
    const qsizetype shownStart = printable(QString::fromUtf8(bytes.left(byteStart))).size();
    // An empty place (the end of the file) still gets one cell to show it.
    const qsizetype shownLength = printable(QString::fromUtf8(bytes.mid(byteStart, byteLength))).size();
    return {shownStart, std::max<qsizetype>(1, shownLength)};
}

void FileLinesModel::setMarker(Marker marker) {
    marker_ = std::move(marker);
    if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1), {MarksRole});
}

void FileLinesModel::setFocus(int row, Marks marks) {
    const int before = focusRow_;
    focusRow_ = row;
    focusMarks_ = std::move(marks);
    for (int changed : {before, row})
        if (changed >= 0 && changed < rowCount()) emit dataChanged(index(changed), index(changed));
}

int FileLinesModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    return int(std::min<qint64>(index_.lineCount(), std::numeric_limits<int>::max()));
}

QVariant FileLinesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    switch (role) {
    case Qt::DisplayRole: return lineText(index.row());
    case LineNumberRole: return index.row() + 1;
    case FocusRole: return index.row() == focusRow_;
    case MarksRole: {
        Marks marks = marker_ ? marker_(index.row()) : Marks();
        if (index.row() == focusRow_)
            for (const auto& mark : focusMarks_)
                if (!marks.contains(mark)) marks.append(mark);
        return QVariant::fromValue(marks);
    }
    default: return {};
    }
}

} // namespace jd::ui
