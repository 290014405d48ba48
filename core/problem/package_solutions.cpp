#include "package_solutions.h"

#include "../common/atomic_file.h"
#include "../common/free_name.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamReader>

#include <optional>

namespace jd::problem {
namespace {

bool isPolygon(const Problem& problem) { return problem.formatVersion == "polygon"; }
bool isTps(const Problem& problem) { return problem.formatVersion == "tps"; }

// Polygon's name for a source's language (problem.xml's `type`), as Polygon itself writes it for the usual
// compilers; empty for a language it is not known to name (the attribute is then left out).
QString polygonType(const QString& fileName) {
    static const QHash<QString, QString> types = {
        {"cpp", "cpp.g++17"}, {"cc", "cpp.g++17"}, {"cxx", "cpp.g++17"},  {"c", "c.gcc"},    {"py", "python.3"},
        {"java", "java11"},   {"kt", "kotlin"},    {"pas", "pascal.fpc"}, {"dpr", "delphi"}, {"cs", "csharp.mono"},
        {"go", "go"},         {"rs", "rust"},      {"js", "js.9"},        {"rb", "ruby.2"},  {"hs", "haskell.ghc"}};
    return types.value(QFileInfo(fileName).suffix().toLower());
}

// Copies `source` into `folder` of the package under a free name: the new file's path.
Result<QString> copyInto(const Problem& problem, const QString& source, const QString& folder) {
    const QFileInfo from(source);
    if (!from.isFile()) return fail(source.toStdString() + ": not a file");
    const QDir into(QDir(problem.directory).filePath(folder));
    if (!into.mkpath(".")) return fail("cannot create " + into.path().toStdString());
    const QString target = into.filePath(freeName(into, from.fileName()));
    if (auto copied = copyFileAtomically(source, target); !copied) return copied.failure();
    return target;
}

// The lines of a <solution> of `tag` for the source at `path`, wrapped in `wrappers` (outermost first), each line
// indented by four spaces a level.
QStringList solutionLines(const QString& tag, const QString& path, const QStringList& wrappers) {
    const QString type = polygonType(path);
    QStringList lines{
        QStringLiteral("<solution tag=\"%1\">").arg(tag.toHtmlEscaped()),
        QStringLiteral("    <source path=\"%1\"%2/>")
            .arg(path.toHtmlEscaped(), type.isEmpty() ? QString() : QStringLiteral(" type=\"%1\"").arg(type)),
        QStringLiteral("</solution>")};
    for (auto wrapper = wrappers.rbegin(); wrapper != wrappers.rend(); ++wrapper) {
        for (QString& line : lines)
            line.prepend("    ");
        lines.prepend("<" + *wrapper + ">");
        lines.append("</" + *wrapper + ">");
    }
    return lines;
}

// problem.xml with a solution of `tag` at `path` (relative to the package) added at the end of <assets>'
// <solutions>, which is made (and <assets> in <problem>) when there is none. The text is edited where the
// solution goes and nowhere else: the rest of the file stays byte for byte as Polygon (or a person) wrote it.
Result<QByteArray> withPolygonSolution(const QByteArray& bytes, const QString& tag, const QString& path) {
    const QString text = QString::fromUtf8(bytes);
    QXmlStreamReader xml(text);
    QStringList open; // the elements the reader is in, outermost first
    std::optional<QString> edited;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartDocument() && !xml.documentEncoding().isEmpty() &&
            xml.documentEncoding().compare(u"utf-8", Qt::CaseInsensitive) != 0)
            return fail("problem.xml is in " + xml.documentEncoding().toString().toStdString() +
                        "; only UTF-8 is edited here");
        if (xml.isStartElement()) open << xml.name().toString();
        if (!xml.isEndElement()) continue;
        const QString parent = open.size() >= 2 ? open[open.size() - 2] : QString();
        const int depth = int(open.size());
        open.removeLast();
        if (edited) continue;
        // The first of these to close takes the solution: a <solutions> there is, else the <assets>, else <problem>.
        QStringList wrappers;
        if (xml.name() == u"solutions" && parent == "assets")
            wrappers = {};
        else if (xml.name() == u"assets" && parent == "problem")
            wrappers = {"solutions"};
        else if (xml.name() == u"problem" && depth == 1)
            wrappers = {"assets", "solutions"};
        else
            continue;
        const qsizetype end = xml.characterOffset();
        const qsizetype closing = text.lastIndexOf('<', end - 1);
        const qsizetype lineStart = closing > 0 ? text.lastIndexOf('\n', closing - 1) + 1 : 0;
        const QString before = text.mid(lineStart, closing - lineStart);
        const QString indent = before.trimmed().isEmpty() ? before : QString(4 * (depth - 1), ' ');
        QString inserted;
        for (const QString& line : solutionLines(tag, path, wrappers))
            inserted += "\n" + indent + "    " + line;
        if (text.mid(closing, 2) != u"</") { // <solutions/>: opened and closed around the solution
            const QString name = xml.name().toString();
            edited =
                text.left(closing) + "<" + name + ">" + inserted + "\n" + indent + "</" + name + ">" + text.mid(end);
            continue;
        }
        // Before the closing tag, and before the line break and indentation that lead up to it.
        qsizetype at = closing;
        while (at > 0 && text[at - 1].isSpace())
            --at;
        edited = text.left(at) + inserted + text.mid(at);
    }
    // Read to its end all the same: a file that does not parse further on is not rewritten.
    if (xml.hasError())
        return fail("problem.xml, line " + std::to_string(xml.lineNumber()) + ": " + xml.errorString().toStdString());
    if (!edited) return fail("problem.xml has no <problem> to add the solution to");
    return edited->toUtf8();
}

Result<QString> addPolygonSolution(const Problem& problem, const QString& source, const QString& tag) {
    const QString xmlPath = QDir(problem.directory).filePath("problem.xml");
    QFile file(xmlPath);
    if (!file.open(QIODevice::ReadOnly)) return fail(xmlPath.toStdString() + ": " + file.errorString().toStdString());
    const QByteArray text = file.readAll();
    file.close();
    if (tag == "main") {
        QXmlStreamReader xml(text);
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"solution" &&
                xml.attributes().value("tag") == u"main")
                return fail("problem.xml names its main solution already; a package has one");
    }
    auto copied = copyInto(problem, source, "solutions");
    if (!copied) return copied;
    const QString relative = "solutions/" + QFileInfo(*copied).fileName();
    auto rewritten = withPolygonSolution(text, tag, relative);
    if (rewritten)
        if (auto written = writeFileAtomically(xmlPath, *rewritten); !written) rewritten = written.failure();
    if (!rewritten) {
        QFile::remove(*copied); // named nowhere: not left behind
        return rewritten.failure();
    }
    return copied;
}

Result<QString> addTpsSolution(const Problem& problem, const QString& source, const QString& verdict) {
    const QString jsonPath = QDir(problem.directory).filePath("solutions.json");
    QJsonObject solutions;
    if (QFile file(jsonPath); file.exists()) {
        if (!file.open(QIODevice::ReadOnly))
            return fail(jsonPath.toStdString() + ": " + file.errorString().toStdString());
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
        if (!document.isObject())
            return fail("solutions.json: " + (error.error != QJsonParseError::NoError
                                                  ? error.errorString().toStdString()
                                                  : std::string("not an object of solutions")));
        solutions = document.object();
    }
    if (verdict == "model_solution")
        for (auto entry = solutions.begin(); entry != solutions.end(); ++entry)
            if (entry.value().toObject().value("verdict").toString() == u"model_solution")
                return fail("solutions.json names its model solution already (" + entry.key().toStdString() +
                            "); a package has one");
    auto copied = copyInto(problem, source, "solution");
    if (!copied) return copied;
    solutions.insert(QFileInfo(*copied).fileName(), QJsonObject{{"verdict", verdict}});
    if (auto written = writeFileAtomically(jsonPath, QJsonDocument(solutions).toJson()); !written) {
        QFile::remove(*copied);
        return written.failure();
    }
    return copied;
}

} // namespace

QStringList solutionKinds(const Problem& problem) {
    if (isPolygon(problem))
        return {"accepted",
                "main",
                "wrong-answer",
                "presentation-error",
                "time-limit-exceeded",
                "time-limit-exceeded-or-accepted",
                "memory-limit-exceeded",
                "time-limit-exceeded-or-memory-limit-exceeded",
                "rejected",
                "failed"};
    if (isTps(problem))
        return {"correct",           "model_solution", "incorrect",     "wrong_answer",
                "time_limit",        "memory_limit",   "runtime_error", "time_limit_and_runtime_error",
                "partially_correct", "failed"};
    return {"accepted", "wrong_answer", "time_limit_exceeded", "run_time_error", "rejected", "brute_force"};
}

Result<QString> addSolution(const Problem& problem, const QString& source, const QString& kind) {
    if (!solutionKinds(problem).contains(kind))
        return fail("'" + kind.toStdString() + "' is not what a solution of this package can be expected to get (" +
                    solutionKinds(problem).join(", ").toStdString() + ")");
    if (isPolygon(problem)) return addPolygonSolution(problem, source, kind);
    if (isTps(problem)) return addTpsSolution(problem, source, kind);
    return copyInto(problem, source, "submissions/" + kind);
}

} // namespace jd::problem
