#pragma once
// A solution's source, highlighted by KF6 SyntaxHighlighting for its language, with line numbers;
// edits are saved atomically (a crash never leaves half a file).
#include "common/result.h"

#include <QPlainTextEdit>

namespace KSyntaxHighlighting {
class SyntaxHighlighter;
}

namespace jd::ui {

class SourceEditor : public QPlainTextEdit {
    Q_OBJECT
public:
    // Larger files are not sources: they are refused rather than loaded into the editor.
    static constexpr qint64 kMaxSourceBytes = 4 << 20;

    explicit SourceEditor(QWidget* parent = nullptr);

    // Loads `path` and highlights it by its name (or first line); a binary or huge file is refused.
    Result<void> openFile(const QString& path);
    Result<void> save();
    QString filePath() const { return path_; }
    // The syntax definition in use ("C++", "Python"...), empty when none matched.
    QString syntaxName() const;
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
    KSyntaxHighlighting::SyntaxHighlighter* highlighter_;
    QString path_;
    bool themed_ = false; // the highlighting theme is set with the first file
};

} // namespace jd::ui
