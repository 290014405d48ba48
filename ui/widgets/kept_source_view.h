#pragma once
// A judgement's sources as they were judged (the copies the results database keeps), highlighted and read
// only, with a word on what became of the files since: the same, edited, or gone.
#include "store/results_store.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace jd::ui {

class SourceEditor;

class KeptSourceView : public QWidget {
    Q_OBJECT
public:
    explicit KeptSourceView(QWidget* parent = nullptr);

    // `digestNow` is of the files as they are now (common/file_digest.h), empty when one is gone; taken off the
    // UI thread by the caller.
    void setJudgement(const store::StoredJudgement& judgement, const QString& digestNow);
    void clear();
    QString note() const;
    SourceEditor* editor() const { return editor_; }

private:
    void showFile(int index);

    QComboBox* files_;
    QLabel* note_;
    SourceEditor* editor_;
    QList<store::StoredSource> sources_;
};

} // namespace jd::ui
