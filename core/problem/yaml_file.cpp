#include "yaml_file.h"

#include <QFile>
#include <QFileInfo>

namespace jd::problem {
namespace {

// yaml-cpp parses nesting by recursion; flow collections and block indentation are counted here first
// so that a hostile file is refused before it can exhaust the stack.
int nestingLine(const QByteArray& text) {
    int depth = 0, line = 1;
    bool quoted = false;
    char quote = 0;
    for (char byte : text) {
        if (byte == '\n') ++line;
        if (quoted) {
            if (byte == quote) quoted = false;
            continue;
        }
        if (byte == '"' || byte == '\'') {
            quoted = true;
            quote = byte;
        } else if (byte == '[' || byte == '{') {
            if (++depth > kDeepestYamlNesting) return line;
        } else if (byte == ']' || byte == '}') {
            depth = std::max(0, depth - 1);
        }
    }
    return 0;
}

int indentationLine(const QByteArray& text) {
    int line = 0;
    for (const QByteArray& row : text.split('\n')) {
        ++line;
        qsizetype indent = 0;
        while (indent < row.size() && (row[indent] == ' ' || row[indent] == '-'))
            ++indent;
        if (indent > 2 * kDeepestYamlNesting) return line;
    }
    return 0;
}

} // namespace

YamlFile loadYamlFile(const QString& path) {
    YamlFile file;
    const QFileInfo info(path);
    if (info.isDir()) {
        file.error = QStringLiteral("is a directory, not a file");
        return file;
    }
    if (!info.isFile()) {
        file.error = QStringLiteral("is not a regular file");
        return file;
    }
    if (info.size() > kLargestYamlFile) {
        file.error = QStringLiteral("is %1 MiB, too large for a settings file (at most %2 MiB)")
                         .arg(info.size() >> 20)
                         .arg(kLargestYamlFile >> 20);
        return file;
    }
    QFile input(path);
    if (!input.open(QIODevice::ReadOnly)) {
        file.error = QStringLiteral("cannot be read: %1").arg(input.errorString());
        return file;
    }
    // The size as it is now (it was checked above, but may have grown since): reading a buffer of the
    // largest size allowed would cost 16 MiB for every few-line settings file.
    const QByteArray text = input.read(std::min<qint64>(input.size(), kLargestYamlFile) + 1);
    if (int line = std::max(nestingLine(text), indentationLine(text)); line > 0) {
        file.line = line;
        file.error = QStringLiteral("nested deeper than %1 levels").arg(kDeepestYamlNesting);
        return file;
    }
    try {
        file.root = YAML::Load(text.toStdString());
    } catch (const YAML::ParserException& error) {
        file.line = error.mark.line + 1;
        file.error = QString::fromStdString(error.msg);
    } catch (const std::exception& error) { file.error = QString::fromUtf8(error.what()); }
    return file;
}

} // namespace jd::problem
