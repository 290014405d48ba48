#pragma once
// Syntax highlighting for the source editor, behind an interface so that KF6 SyntaxHighlighting (and the
// network and TLS libraries it links) is loaded as a plugin when the first source is opened, not by every
// start of the window.
#include <QString>
#include <QtPlugin>

#include <memory>

class QTextDocument;

namespace jd::ui {

// Highlights one document; it lives as long as its document.
class SourceHighlighter {
public:
    virtual ~SourceHighlighter() = default;
    // Chooses the syntax by the file's name (plain text when none matches).
    virtual void setFileName(const QString& path) = 0;
    // The syntax in use ("C++", "Python"...), empty when none matched.
    virtual QString syntaxName() const = 0;
    virtual void setDarkTheme(bool dark) = 0;
};

class SourceHighlighterFactory {
public:
    virtual ~SourceHighlighterFactory() = default;
    virtual std::unique_ptr<SourceHighlighter> create(QTextDocument* document) = 0;
    // The highlighting library and its version, for the About box.
    virtual QString libraryDescription() const = 0;
};

} // namespace jd::ui

#define JUDGEDESK_SOURCE_HIGHLIGHTER_FACTORY_IID "org.judgedesk.SourceHighlighterFactory/1"
Q_DECLARE_INTERFACE(jd::ui::SourceHighlighterFactory, JUDGEDESK_SOURCE_HIGHLIGHTER_FACTORY_IID)
