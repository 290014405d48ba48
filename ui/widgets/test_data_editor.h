#pragma once
// One file of a test (its input or its answer) for editing in place: small files as text to edit,
// files over 1 MiB as a read-only preview of their first and last pages with their size, and "Edit
// anyway" to load all of it (off the UI thread). Saved in the encoding and with the line ends it was read with.
#include "common/result.h"

#include <QFutureWatcher>
#include <QWidget>

#include <memory>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace jd {
class EditableText;
}

namespace jd::ui {

class TestDataEditor : public QWidget {
    Q_OBJECT
public:
    explicit TestDataEditor(QWidget* parent = nullptr);
    ~TestDataEditor() override;

    void open(const QString& path); // empty: nothing to show
    bool isEditable() const;        // the whole file is loaded
    bool isModified() const;
    // What is to be saved (only when editable); fails naming a character the file's encoding lacks.
    Result<QByteArray> contents() const;
    void setReadOnly(bool readOnly);
    QPlainTextEdit* text() const { return text_; }
    QLabel* note() const { return note_; }

signals:
    void modifiedChanged(bool modified);

private:
    void loadWhole();
    void showWhole(const QByteArray& bytes);

    QString path_;
    QLabel* note_;
    QPushButton* editAnyway_;
    QPlainTextEdit* text_;
    bool whole_ = false, readOnly_ = false;
    QFutureWatcher<QByteArray> loading_;
    std::unique_ptr<EditableText> read_; // how the whole file was read, to be saved alike
};

} // namespace jd::ui
