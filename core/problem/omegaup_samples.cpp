#include "omegaup_samples.h"

#include <QStringList>

#include <algorithm>
#include <optional>

namespace jd::problem {
namespace {

enum class Part { Text, Input, Output, Description };

std::optional<Part> marker(const QString& line) {
    const QString word = line.trimmed().toLower();
    if (word == "||input") return Part::Input;
    if (word == "||output") return Part::Output;
    if (word == "||description") return Part::Description;
    if (word == "||end") return Part::Text;
    return std::nullopt;
}

// A fence longer than any run of backticks in the example, so that none of its lines ends the block.
QString fenceFor(const QStringList& lines) {
    qsizetype longest = 0;
    for (const QString& line : lines) {
        qsizetype run = 0;
        for (QChar c : line) {
            run = c == '`' ? run + 1 : 0;
            longest = std::max(longest, run);
        }
    }
    return QString(std::max<qsizetype>(3, longest + 1), '`');
}

} // namespace

QString omegaupSamplesAsMarkdown(const QString& markdown) {
    const QStringList lines = markdown.split('\n');
    QStringList out, block;
    Part part = Part::Text;
    int example = 0;
    bool changed = false;
    auto closeBlock = [&] {
        if (part != Part::Input && part != Part::Output) return;
        while (!block.isEmpty() && block.last().trimmed().isEmpty())
            block.removeLast();
        const QString fence = fenceFor(block);
        out << "" << fence;
        out += block;
        out << fence << "";
        block.clear();
    };
    for (const QString& line : lines) {
        const auto next = marker(line);
        if (!next) {
            if (part == Part::Input || part == Part::Output)
                block << line;
            else
                out << line;
            continue;
        }
        changed = true;
        closeBlock();
        if (*next == Part::Input) {
            out << "" << QStringLiteral("**Example %1: input**").arg(++example);
        } else if (*next == Part::Output) {
            out << "" << QStringLiteral("**Output**");
        } else if (*next == Part::Description) {
            out << "";
        }
        part = *next;
    }
    closeBlock();
    return changed ? out.join('\n') : markdown;
}

} // namespace jd::problem
