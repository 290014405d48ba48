#pragma once
// A solution's source, highlighted for its language (KF6 SyntaxHighlighting, loaded as a plugin with the
// first file), with line numbers; edits are saved atomically (a crash never leaves half a file), in the encoding
// the file was written in (a contestant's GBK or windows-1251 source stays so: see common/text_encoding.h) and
// with its lines ending as they did.
#include "common/result.h"

#include <QPlainTextEdit>

#include <memory>

namespace jd {
class EditableText;
}

namespace jd::ui {

class SourceHighlighter;

class SourceEditor : public QPlainTextEdit {
    Q_OBJECT
public:
    // Larger files are not sources: they are refused rather than loaded into the editor.
    static constexpr qint64 kMaxSourceBytes = 4 << 20;

    explicit SourceEditor(QWidget* parent = nullptr);
    ~SourceEditor() override;

    // Loads `path` and highlights it by its name (or `shownAs`'s, for a copy of a file) or first line; a binary
    // or huge file is refused.
    Result<void> openFile(const QString& path, const QString& shownAs = {});
    Result<void> save();
    QString filePath() const { return path_; }
    // The encoding the file is read and saved in: "UTF-8", or the one a file that is not was written in.
    QByteArray encoding() const;
    // Saving the file unedited gives back its bytes (its encoding and its Windows or Unix line ends kept). When not
    // (bytes its encoding does not read, lines ending in several ways), the file is to be shown read-only: an edit
    // would change what was not edited.
    bool savesAsRead() const;
    // For a file that is not UTF-8 or cannot be saved as read, a sentence saying what it is shown as and how it is
    // saved, or why it is not; else empty.
    QString savingNote() const;
    // The same sentence for any text read to be edited (a test's data too).
    static QString savingNoteFor(const EditableText& read);
    // The syntax definition in use ("C++", "Python"...), empty when none matched or there is no
    // highlighting here (highlightingError() says why).
    QString syntaxName() const;
    QString highlightingError() const { return highlightingError_; }
    int lineNumberAreaWidth() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    class LineNumberArea;
    void paintLineNumbers(QPaintEvent* event);
    void updateLineNumberArea(const QRect& rect, int dy);
    void applyTheme();

    LineNumberArea* lineNumbers_;
    std::unique_ptr<SourceHighlighter> highlighter_; // made with the first file
    QString highlightingError_;
    QString path_;
    std::unique_ptr<EditableText> read_; // how the open file was read, to be saved alike
};

} // namespace jd::ui
