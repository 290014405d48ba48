#pragma once
// One file of a test (its input or its answer) for editing in place: small files as text to edit,
// files over 1 MiB as a read-only preview of their first and last pages with their size, and "Edit
// anyway" to load all of it (off the UI thread).
#include <QFutureWatcher>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace jd::ui {

class TestDataEditor : public QWidget {
    Q_OBJECT
public:
    explicit TestDataEditor(QWidget* parent = nullptr);

    void open(const QString& path); // empty: nothing to show
    bool isEditable() const;        // the whole file is loaded
    bool isModified() const;
    QByteArray contents() const; // what is to be saved (only when editable)
    void setReadOnly(bool readOnly);
    QPlainTextEdit* text() const { return text_; }
    QLabel* note() const { return note_; }

signals:
    void modifiedChanged(bool modified);

private:
    void loadWhole();

    QString path_;
    QLabel* note_;
    QPushButton* editAnyway_;
    QPlainTextEdit* text_;
    bool whole_ = false, readOnly_ = false;
    QFutureWatcher<QByteArray> loading_;
};

} // namespace jd::ui
