#include "source_editor.h"

#include "common/editable_text.h"
#include "highlighting/source_highlighter.h"
#include "highlighting/source_highlighter_plugin.h"

#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QPainter>
#include <QSaveFile>
#include <QTextBlock>

namespace jd::ui {

class SourceEditor::LineNumberArea : public QWidget {
public:
    explicit LineNumberArea(SourceEditor* editor)
        : QWidget(editor)
        , editor_(editor) {}
    QSize sizeHint() const override { return {editor_->lineNumberAreaWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent* event) override { editor_->paintLineNumbers(event); }

private:
    SourceEditor* editor_;
};

SourceEditor::SourceEditor(QWidget* parent)
    : QPlainTextEdit(parent)
    , lineNumbers_(new LineNumberArea(this)) {
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 4);
    connect(this, &QPlainTextEdit::blockCountChanged, this,
            [this] { setViewportMargins(lineNumberAreaWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, &SourceEditor::updateLineNumberArea);
    setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
}

SourceEditor::~SourceEditor() = default;

Result<void> SourceEditor::openFile(const QString& path, const QString& shownAs) {
    // A file that fails to open leaves none open: nothing is saved over the one before.
    path_.clear();
    read_.reset();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail("cannot open " + path.toStdString() + ": " + file.errorString().toStdString());
    if (file.size() > kMaxSourceBytes)
        return fail(path.toStdString() + " is " + std::to_string(file.size() >> 20) +
                    " MiB: too large for a source file");
    auto read = EditableText::read(file.readAll());
    if (!read) return fail(path.toStdString() + " is not text (" + read.error() + ")");
    path_ = QFileInfo(path).absoluteFilePath();
    read_ = std::make_unique<EditableText>(std::move(read.value()));
    setPlainText(read_->text());
    // The highlighting library is loaded with the first file: it is not worth a slower start.
    if (!highlighter_ && highlightingError_.isEmpty()) {
        if (auto factory = sourceHighlighters()) {
            highlighter_ = factory.value()->create(document());
            applyTheme();
        } else {
            highlightingError_ = QString::fromStdString(factory.error());
        }
    }
    if (highlighter_) highlighter_->setFileName(shownAs.isEmpty() ? path : shownAs);
    document()->setModified(false);
    return {};
}

Result<void> SourceEditor::save() {
    if (path_.isEmpty()) return fail("no file is open");
    // Encoded first: a character the encoding lacks leaves the file as it was, without a temporary file made.
    auto bytes = read_->bytesOf(toPlainText());
    if (!bytes)
        return fail("cannot save " + path_.toStdString() + " in " + read_->encoding().toStdString() +
                    ", the encoding it was written in: " + bytes.error());
    QSaveFile file(path_);
    if (!file.open(QIODevice::WriteOnly))
        return fail("cannot write " + path_.toStdString() + ": " + file.errorString().toStdString());
    file.write(bytes.value());
    if (!file.commit()) return fail("cannot write " + path_.toStdString() + ": " + file.errorString().toStdString());
    document()->setModified(false);
    return {};
}

QByteArray SourceEditor::encoding() const { return read_ ? read_->encoding() : QByteArray("UTF-8"); }

bool SourceEditor::savesAsRead() const { return !read_ || read_->savesAsRead(); }

QString SourceEditor::savingNote() const { return read_ ? savingNoteFor(*read_) : QString(); }

QString SourceEditor::savingNoteFor(const EditableText& read) {
    if (read.hasMixedLineEnds())
        return tr("Read-only: its lines end in more than one way (Windows' CR LF and another), and saving it would "
                  "end them all alike.");
    if (read.isUtf8()) return {};
    const QString name = QString::fromLatin1(read.encoding());
    if (!read.savesAsRead())
        return tr("Shown as %1 and read-only: the file is not UTF-8, and saving it would change bytes that were "
                  "not edited.")
            .arg(name);
    return tr("Shown as %1: the file is not UTF-8. An edit is saved in %1 again, as the file was written.").arg(name);
}

QString SourceEditor::syntaxName() const { return highlighter_ ? highlighter_->syntaxName() : QString(); }

int SourceEditor::lineNumberAreaWidth() const {
    int digits = 1;
    for (int lines = std::max(1, blockCount()); lines >= 10; lines /= 10)
        ++digits;
    return 8 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(3, digits);
}

void SourceEditor::resizeEvent(QResizeEvent* event) {
    QPlainTextEdit::resizeEvent(event);
    const QRect area = contentsRect();
    lineNumbers_->setGeometry(QRect(area.left(), area.top(), lineNumberAreaWidth(), area.height()));
}

void SourceEditor::changeEvent(QEvent* event) {
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && highlighter_) applyTheme();
}

// The highlighting theme follows the desktop's: light or dark by the window colour.
void SourceEditor::applyTheme() { highlighter_->setDarkTheme(palette().color(QPalette::Base).lightness() < 128); }

void SourceEditor::updateLineNumberArea(const QRect& rect, int dy) {
    if (dy)
        lineNumbers_->scroll(0, dy);
    else
        lineNumbers_->update(0, rect.y(), lineNumbers_->width(), rect.height());
}

void SourceEditor::paintLineNumbers(QPaintEvent* event) {
    QPainter painter(lineNumbers_);
    painter.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
    painter.setPen(palette().color(QPalette::PlaceholderText));
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (block.isVisible() && top + height >= event->rect().top())
            painter.drawText(0, top, lineNumbers_->width() - 4, fontMetrics().height(), Qt::AlignRight,
                             QString::number(block.blockNumber() + 1));
        block = block.next();
        top += height;
    }
}

} // namespace jd::ui
