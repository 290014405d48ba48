#pragma once
// A text file of any size as a list of lines, read on demand through its line index: a view asks only
// for the rows it shows, so a 50 MiB output opens as fast as a small one. Lines are cut at a length a
// person can read and shown with odd bytes escaped. Marks (character ranges to highlight on a row) come
// from whoever pairs this file with another (the side-by-side view).
#include "common/line_index.h"

#include <QAbstractListModel>
#include <QCache>
#include <QFile>

#include <functional>
#include <memory>

namespace jd::ui {

class FileLinesModel : public QAbstractListModel {
    Q_OBJECT
public:
    static constexpr qint64 kMaxLineBytes = 4096;
    using Marks = QList<QPair<qsizetype, qsizetype>>; // (start, length) in the row's text
    using Marker = std::function<Marks(int row)>;

    enum Role {
        LineNumberRole = Qt::UserRole + 1, // 1-based
        MarksRole,                         // Marks as QVariant
        FocusRole,                         // the row holds the place a person was sent to (bool)
    };

    explicit FileLinesModel(QObject* parent = nullptr);

    void setFile(LineIndex index);
    void clear();
    bool hasFile() const { return file_ != nullptr; }
    qint64 fileSize() const { return index_.fileSize(); }
    const LineIndex& lineIndex() const { return index_; }
    // The text of a row as shown (cut, escaped); empty past the end.
    QString lineText(int row) const;
    // Bytes [byteStart, byteStart + byteLength) of a row as characters of its text as shown.
    QPair<qsizetype, qsizetype> shownRange(int row, qint64 byteStart, qint64 byteLength) const;
    void setMarker(Marker marker);
    // The row (and its characters) to focus: the first difference.
    void setFocus(int row, Marks marks);
    int focusRow() const { return focusRow_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    LineIndex index_;
    std::unique_ptr<QFile> file_;
    mutable QCache<int, QString> lines_{4096};
    Marker marker_;
    int focusRow_ = -1;
    Marks focusMarks_;
};

} // namespace jd::ui
