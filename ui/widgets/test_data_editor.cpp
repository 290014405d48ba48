#include "test_data_editor.h"

#include "common/editable_text.h"
#include "common/file_preview.h"
#include "common/units.h"
#include "source_editor.h"

#include <QFile>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

TestDataEditor::TestDataEditor(QWidget* parent)
    : QWidget(parent)
    , note_(new QLabel(this))
    , editAnyway_(new QPushButton(tr("Edit Anyway"), this))
    , text_(new QPlainTextEdit(this)) {
    text_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    text_->setLineWrapMode(QPlainTextEdit::NoWrap);
    note_->setWordWrap(true);
    auto* noteRow = new QHBoxLayout;
    noteRow->addWidget(note_, 1);
    noteRow->addWidget(editAnyway_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(noteRow);
    layout->addWidget(text_);
    note_->hide();
    editAnyway_->hide();
    connect(editAnyway_, &QPushButton::clicked, this, &TestDataEditor::loadWhole);
    connect(text_->document(), &QTextDocument::modificationChanged, this, &TestDataEditor::modifiedChanged);
    connect(&loading_, &QFutureWatcher<QByteArray>::finished, this, [this] {
        editAnyway_->hide();
        showWhole(loading_.result());
    });
}

TestDataEditor::~TestDataEditor() = default;

// The file's text as it is to be saved again: a test made on Windows keeps its CR LF, bytes that are not UTF-8
// keep their encoding, and data that cannot come back as it was (binary, lines ending in several ways) is shown
// read-only rather than changed by an edit elsewhere in it.
void TestDataEditor::showWhole(const QByteArray& bytes) {
    auto read = EditableText::read(bytes);
    if (!read) {
        read_.reset();
        whole_ = false;
        text_->setPlainText(QString::fromUtf8(bytes));
        note_->setText(tr("Not text (%1): shown read-only, since saving it would change its bytes.")
                           .arg(QString::fromStdString(read.error())));
        note_->show();
    } else {
        read_ = std::make_unique<EditableText>(std::move(read.value()));
        whole_ = read_->savesAsRead();
        text_->setPlainText(read_->text());
        note_->setText(SourceEditor::savingNoteFor(*read_));
        note_->setVisible(!note_->text().isEmpty());
    }
    text_->setReadOnly(readOnly_ || !whole_);
    text_->document()->setModified(false);
}

void TestDataEditor::open(const QString& path) {
    loading_.waitForFinished();
    path_ = path;
    whole_ = false;
    read_.reset();
    note_->hide();
    editAnyway_->hide();
    if (path.isEmpty()) {
        text_->clear();
        text_->setReadOnly(true);
        return;
    }
    auto preview = previewFile(path);
    if (!preview) {
        text_->setPlainText({});
        note_->setText(QFile::exists(path) ? QString::fromStdString(preview.error())
                                           : tr("No file yet: what you type here is saved as it."));
        note_->show();
        whole_ = !QFile::exists(path);
        text_->setReadOnly(readOnly_ || !whole_);
        return;
    }
    if (preview->whole) return showWhole(preview->head);
    {
        text_->setPlainText(QString::fromUtf8(preview->head) +
                            tr("\n\n… %1 not shown …\n\n")
                                .arg(QString::fromStdString(formatBytes(
                                    uint64_t(preview->size - preview->head.size() - preview->tail.size())))) +
                            QString::fromUtf8(preview->tail));
        note_->setText(tr("A preview of a %1 file: its first and last 64 KiB, read-only.")
                           .arg(QString::fromStdString(formatBytes(uint64_t(preview->size)))));
        note_->show();
        editAnyway_->setVisible(!readOnly_);
    }
    text_->setReadOnly(readOnly_ || !whole_);
    text_->document()->setModified(false);
}

void TestDataEditor::loadWhole() {
    editAnyway_->setEnabled(false);
    note_->setText(tr("Reading all of it…"));
    loading_.setFuture(QtConcurrent::run([path = path_] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }));
    editAnyway_->setEnabled(true);
}

bool TestDataEditor::isEditable() const { return whole_ && !readOnly_; }

bool TestDataEditor::isModified() const { return text_->document()->isModified(); }

Result<QByteArray> TestDataEditor::contents() const {
    // A file that was not there is written as typed.
    if (!read_) return text_->toPlainText().toUtf8();
    return read_->bytesOf(text_->toPlainText());
}

void TestDataEditor::setReadOnly(bool readOnly) {
    readOnly_ = readOnly;
    text_->setReadOnly(readOnly_ || !whole_);
}

} // namespace jd::ui
