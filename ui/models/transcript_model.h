#pragma once
// An interactive test's conversation as a two-lane timeline: one row per message, when it was said (ms
// from the start), what the program said to the interactor in one lane and what the interactor answered
// in the other, and how many bytes; line breaks shown as ↵. When the test failed, the last exchange (each
// side's last message) is marked; a search marks every message that contains the text.
#include "judge/interaction.h"

#include <QAbstractTableModel>

namespace jd::ui {

class TranscriptModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Time, Program, Interactor, Bytes, ColumnCount };
    enum Role {
        FromProgramRole = Qt::UserRole + 1,
        FailingRole, // the message belongs to the exchange the test failed on
        MatchRole,   // the message contains the searched text
    };

    explicit TranscriptModel(QObject* parent = nullptr);
    // `failed`: the test was not accepted, so its last exchange is where to look.
    void setTranscript(const judge::Transcript& transcript, bool failed = false);
    // What the two sides are called in the column heads: the program and the interactor, or for a
    // libinteractive problem the contestant's module and Main.
    void setSideNames(const QString& program, const QString& interactor);
    void clear();
    bool truncated() const { return transcript_.truncated; }
    // The rows of the last exchange (empty when the test passed or nothing was said).
    QList<int> failingRows() const { return failing_; }

    void setSearch(const QString& text);
    // The next row from `from` (wrapping) whose message contains the searched text; -1 when none does.
    int nextMatch(int from, bool forward = true) const;
    int matchCount() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    bool matches(int row) const;

    judge::Transcript transcript_;
    QString programName_ = tr("Program"), interactorName_ = tr("Interactor");
    QList<int> failing_;
    QString search_;
};

} // namespace jd::ui
