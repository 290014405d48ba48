#include "statements.h"

#include "package_root.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

#include <algorithm>
#include <optional>

namespace jd::problem {
namespace {

std::optional<StatementFormat> formatOf(const QString& suffix) {
    const QString lower = suffix.toLower();
    if (lower == "md" || lower == "markdown") return StatementFormat::Markdown;
    if (lower == "html" || lower == "htm") return StatementFormat::Html;
    if (lower == "tex") return StatementFormat::Latex;
    if (lower == "pdf") return StatementFormat::Pdf;
    if (lower == "txt") return StatementFormat::Text;
    return std::nullopt;
}

int formatRank(StatementFormat format) {
    switch (format) {
    case StatementFormat::Html: return 0;
    case StatementFormat::Markdown: return 1;
    case StatementFormat::Text: return 2;
    case StatementFormat::Latex: return 3;
    case StatementFormat::Pdf: return 4;
    }
    return 5;
}

bool english(const QString& language) {
    return language.isEmpty() || language == "en" || language.compare("english", Qt::CaseInsensitive) == 0;
}

// problem.en.md → "en"; problem.md → "".
QString languageOfName(const QFileInfo& file) {
    const QStringList parts = file.fileName().split('.');
    return parts.size() >= 3 ? parts[parts.size() - 2] : QString();
}

} // namespace

QString statementFormatName(StatementFormat format) {
    switch (format) {
    case StatementFormat::Markdown: return QStringLiteral("Markdown");
    case StatementFormat::Html: return QStringLiteral("HTML");
    case StatementFormat::Latex: return QStringLiteral("LaTeX");
    case StatementFormat::Pdf: return QStringLiteral("PDF");
    case StatementFormat::Text: return QStringLiteral("text");
    }
    return {};
}

QList<Statement> findStatements(const Problem& problem) {
    const PackageRoot package(problem.directory);
    const QDir root(problem.directory);
    QList<Statement> found;
    auto add = [&](const QFileInfo& file, const QString& language) {
        const auto format = formatOf(file.suffix());
        if (!format || !file.isFile()) return;
        auto inside = package.resolve(file.absoluteFilePath());
        if (!inside) return;
        for (const Statement& known : found)
            if (known.path == *inside) return;
        found << Statement{*inside, language, *format};
    };
    // Kattis: every problem.* file of the statement folder.
    for (const QString& folder : {QStringLiteral("statement"), QStringLiteral("problem_statement")})
        for (const QFileInfo& file : QDir(root.filePath(folder)).entryInfoList({"problem.*"}, QDir::Files, QDir::Name))
            add(file, languageOfName(file));
    // Polygon: statements/<language>/problem.tex and the rendered forms beside them.
    for (const QString& form :
         {QStringLiteral("statements/.html"), QStringLiteral("statements/.pdf"), QStringLiteral("statements")}) {
        const QDir forms(root.filePath(form));
        for (const QString& language : forms.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            for (const QFileInfo& file :
                 QDir(forms.filePath(language)).entryInfoList({"problem.*"}, QDir::Files, QDir::Name))
                add(file, language);
    }
    // omegaUp: statements/<language>.markdown (es.markdown, en.markdown), its images beside.
    for (const QFileInfo& file :
         QDir(root.filePath("statements")).entryInfoList({"*.markdown"}, QDir::Files, QDir::Name))
        add(file, file.completeBaseName());
    // DOMjudge: the statement beside domjudge-problem.ini.
    for (const QFileInfo& file : root.entryInfoList({"problem.*"}, QDir::Files, QDir::Name))
        if (file.fileName() != "problem.yaml" && file.fileName() != "problem.xml") add(file, languageOfName(file));
    std::stable_sort(found.begin(), found.end(), [](const Statement& a, const Statement& b) {
        if (english(a.language) != english(b.language)) return english(a.language);
        if (a.language != b.language) return a.language < b.language;
        return formatRank(a.format) < formatRank(b.format);
    });
    return found;
}

} // namespace jd::problem
