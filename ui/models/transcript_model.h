#pragma once
// An interactive test's conversation as a table: when (ms from the start), who spoke (the program or
// the interactor) and what they said, line breaks shown as ↵.
#include "judge/interaction.h"

#include <QAbstractTableModel>

namespace jd::ui {

class TranscriptModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Time, Speaker, Data, ColumnCount };
    enum Role { FromProgramRole = Qt::UserRole + 1 };

    explicit TranscriptModel(QObject* parent = nullptr);
    void setTranscript(const judge::Transcript& transcript);
    void clear();
    bool truncated() const { return transcript_.truncated; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    judge::Transcript transcript_;
};

} // namespace jd::ui
