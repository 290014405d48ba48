#include "ksyntax_highlighter_plugin.h"

#include <QPointer>

#include <ksyntaxhighlighting_version.h>

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

namespace jd::ui {
namespace {

// Loading the syntax definitions takes a while and they never change: one repository for the process.
KSyntaxHighlighting::Repository& repository() {
    static KSyntaxHighlighting::Repository instance;
    return instance;
}

class KSyntaxSourceHighlighter : public SourceHighlighter {
public:
    explicit KSyntaxSourceHighlighter(QTextDocument* document)
        : highlighter_(new KSyntaxHighlighting::SyntaxHighlighter(document)) {} // owned by the document

    void setFileName(const QString& path) override {
        if (!highlighter_) return;
        KSyntaxHighlighting::Definition definition = repository().definitionForFileName(path);
        if (!definition.isValid()) definition = repository().definitionForMimeType(QStringLiteral("text/plain"));
        highlighter_->setDefinition(definition);
    }

    QString syntaxName() const override {
        if (!highlighter_) return {};
        const auto definition = highlighter_->definition();
        return definition.isValid() && definition.name() != QLatin1String("None") ? definition.name() : QString();
    }

    void setDarkTheme(bool dark) override {
        if (!highlighter_) return;
        highlighter_->setTheme(repository().defaultTheme(dark ? KSyntaxHighlighting::Repository::DarkTheme
                                                              : KSyntaxHighlighting::Repository::LightTheme));
        highlighter_->rehighlight();
    }

private:
    QPointer<KSyntaxHighlighting::SyntaxHighlighter> highlighter_; // gone when its document is
};

} // namespace

std::unique_ptr<SourceHighlighter> KSyntaxHighlighterPlugin::create(QTextDocument* document) {
    return std::make_unique<KSyntaxSourceHighlighter>(document);
}

QString KSyntaxHighlighterPlugin::libraryDescription() const {
    return QStringLiteral("KF6 SyntaxHighlighting " KSYNTAXHIGHLIGHTING_VERSION_STRING);
}

} // namespace jd::ui
