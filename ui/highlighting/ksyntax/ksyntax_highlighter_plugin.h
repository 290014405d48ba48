#pragma once
// The syntax-highlighting plugin: KF6 SyntaxHighlighting's definitions and themes behind
// SourceHighlighterFactory.
#include "highlighting/source_highlighter.h"

#include <QObject>

namespace jd::ui {

class KSyntaxHighlighterPlugin : public QObject, public SourceHighlighterFactory {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID JUDGEDESK_SOURCE_HIGHLIGHTER_FACTORY_IID)
    Q_INTERFACES(jd::ui::SourceHighlighterFactory)
public:
    std::unique_ptr<SourceHighlighter> create(QTextDocument* document) override;
    QString libraryDescription() const override;
};

} // namespace jd::ui
