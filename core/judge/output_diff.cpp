#include "output_diff.h"

#include <QByteArrayView>
#include <QFile>

#include <algorithm>
#include <functional>

namespace jd::judge {
namespace {

const QString kEndOfFile = QStringLiteral("<end of file>");
constexpr int kFragmentLength = 60; // characters of each line shown around the first difference

struct LoadedLines {
    std::vector<QByteArray> lines;
    bool truncated = false;
};

Result<LoadedLines> loadLines(const QString& path, qint64 maxBytes) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail("cannot read " + path.toStdString() + ": " + file.errorString().toStdString());
    QByteArray bytes = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return fail("cannot read " + path.toStdString() + ": " + file.errorString().toStdString());
    LoadedLines loaded;
    if (bytes.size() > maxBytes) {
        // Only whole lines: a line cut at the limit would show as a difference that is not there.
        loaded.truncated = true;
        bytes.truncate(maxBytes);
        if (qsizetype lastBreak = bytes.lastIndexOf('\n'); lastBreak >= 0) bytes.truncate(lastBreak + 1);
    }
    for (qsizetype start = 0; start < bytes.size();) {
        qsizetype end = bytes.indexOf('\n', start);
        if (end < 0) end = bytes.size();
        loaded.lines.push_back(bytes.mid(start, end - start));
        start = end + 1;
    }
    return loaded;
}

QByteArrayView comparisonKey(const QByteArray& line, bool ignoreTrailingSpace) {
    qsizetype end = line.size();
    if (ignoreTrailingSpace)
        while (end > 0 && (line[end - 1] == ' ' || line[end - 1] == '\t' || line[end - 1] == '\r'))
            --end;
    return QByteArrayView(line.constData(), end);
}

// The line as a person should see it: valid UTF-8 as is, control bytes (but tabs) and the bytes of
// invalid UTF-8 as \xNN; longer than `maxLength` characters, cut with an ellipsis.
QString displayText(const QByteArray& line, int maxLength, bool& binary) {
    const bool validUtf8 = QByteArrayView(line).isValidUtf8();
    QString text;
    for (qsizetype i = 0; i < line.size() && text.size() < maxLength;) {
        const auto byte = static_cast<unsigned char>(line[i]);
        if ((byte < 0x20 && byte != '\t') || byte == 0x7f || (byte >= 0x80 && !validUtf8)) {
            if (byte != '\r') binary = true;
            text += byte == '\r' ? QStringLiteral("\\r") : QStringLiteral("\\x%1").arg(byte, 2, 16, QChar('0'));
            ++i;
            continue;
        }
        qsizetype end = i + 1;
        while (end < line.size()) {
            const auto next = static_cast<unsigned char>(line[end]);
            if ((next < 0x20 && next != '\t') || next == 0x7f || (next >= 0x80 && !validUtf8)) break;
            ++end;
        }
        text += QString::fromUtf8(line.constData() + i, end - i);
        i = end;
    }
    if (text.size() > maxLength) text.truncate(maxLength);
    if (text.size() == maxLength && QString::fromUtf8(line).size() > maxLength) text += QChar(0x2026);
    return text;
}

enum class Op { Same, Removed, Added };
struct Edit {
    Op op;
    int expected; // index into the expected lines (Same, Removed)
    int output;   // index into the output lines (Same, Added)
};

// Myers' O((N+M)D) shortest edit script between a[0..n) and b[0..m), or nothing when it needs more
// than `maxEdits` edits. The trace keeps, for each D, only the diagonals D could reach.
std::optional<std::vector<Edit>> shortestEdits(int n, int m, const std::function<bool(int, int)>& equal, int maxEdits) {
    const int limit = std::min(n + m, maxEdits);
    std::vector<int> v(2 * static_cast<size_t>(limit) + 3, 0);
    const int offset = limit + 1;
    std::vector<std::vector<int>> trace;
    int found = -1;
    for (int d = 0; d <= limit && found < 0; ++d) {
        trace.emplace_back(v.begin() + (offset - d - 1), v.begin() + (offset + d + 2));
        for (int k = -d; k <= d; k += 2) {
            int x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1]
                                                                                   : v[offset + k - 1] + 1;
            int y = x - k;
            while (x < n && y < m && equal(x, y)) {
                ++x;
                ++y;
            }
            v[offset + k] = x;
            if (x >= n && y >= m) {
                found = d;
                break;
            }
        }
    }
    if (found < 0) return std::nullopt;

    std::vector<Edit> edits;
    int x = n, y = m;
    for (int d = found; d > 0; --d) {
        const std::vector<int>& before = trace[static_cast<size_t>(d)]; // diagonals -(d+1)..d+1 before step d
        auto at = [&](int k) { return before[static_cast<size_t>(k + d + 1)]; };
        const int k = x - y;
        const int previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1;
        const int previousX = at(previousK), previousY = previousX - previousK;
        while (x > previousX && y > previousY) {
            --x;
            --y;
            edits.push_back({Op::Same, x, y});
        }
        if (previousK == k + 1) {
            --y;
            edits.push_back({Op::Added, x, y});
        } else {
            --x;
            edits.push_back({Op::Removed, x, y});
        }
    }
    while (x > 0 && y > 0) {
        --x;
        --y;
        edits.push_back({Op::Same, x, y});
    }
    std::reverse(edits.begin(), edits.end());
    return edits;
}

// Lines paired in order: what a person reads when the two sides have little in common.
std::vector<Edit> pairedEdits(int n, int m, const std::function<bool(int, int)>& equal) {
    std::vector<Edit> edits;
    for (int i = 0; i < std::max(n, m); ++i) {
        if (i < n && i < m && equal(i, i)) {
            edits.push_back({Op::Same, i, i});
            continue;
        }
        if (i < n) edits.push_back({Op::Removed, i, std::min(i, m)});
        if (i < m) edits.push_back({Op::Added, std::min(i, n), i});
    }
    return edits;
}

// The line around where it parts from the other: whole when short, else from a little before the
// column, with ellipses where it is cut.
QString fragmentAround(const QString& line, int column) {
    if (line.size() <= kFragmentLength) return line;
    const int start = std::max(0, column - 1 - kFragmentLength / 4);
    QString fragment = line.mid(start, kFragmentLength);
    if (start > 0) fragment.prepend(QChar(0x2026));
    if (line.size() - start > kFragmentLength) fragment += QChar(0x2026);
    return fragment;
}

} // namespace

Result<OutputDiff> diffOutputs(const QString& expectedPath, const QString& outputPath, const DiffOptions& options) {
    auto expected = loadLines(expectedPath, options.maxBytes);
    if (!expected) return expected.failure();
    auto output = loadLines(outputPath, options.maxBytes);
    if (!output) return output.failure();
    const std::vector<QByteArray>& a = expected->lines;
    const std::vector<QByteArray>& b = output->lines;

    OutputDiff diff;
    diff.expectedTruncated = expected->truncated;
    diff.outputTruncated = output->truncated;
    auto equalLines = [&](int i, int j) {
        return comparisonKey(a[static_cast<size_t>(i)], options.ignoreTrailingSpace) ==
               comparisonKey(b[static_cast<size_t>(j)], options.ignoreTrailingSpace);
    };

    // The common head and tail need no search; most wrong outputs differ in a few lines in between.
    const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
    int head = 0;
    while (head < n && head < m && equalLines(head, head))
        ++head;
    int tail = 0;
    while (tail < n - head && tail < m - head && equalLines(n - 1 - tail, m - 1 - tail))
        ++tail;
    const int middleA = n - head - tail, middleB = m - head - tail;
    auto equalMiddle = [&](int i, int j) { return equalLines(head + i, head + j); };
    auto middle = shortestEdits(middleA, middleB, equalMiddle, options.maxEdits);
    if (!middle) {
        diff.approximate = true;
        middle = pairedEdits(middleA, middleB, equalMiddle);
    }
    std::vector<Edit> edits;
    edits.reserve(static_cast<size_t>(head + tail) + middle->size());
    for (int i = 0; i < head; ++i)
        edits.push_back({Op::Same, i, i});
    for (const Edit& edit : *middle)
        edits.push_back({edit.op, head + edit.expected, head + edit.output});
    for (int i = tail; i > 0; --i)
        edits.push_back({Op::Same, n - i, m - i});

    bool binary = false;
    auto textOf = [&](const Edit& edit) {
        const QByteArray& raw =
            edit.op == Op::Removed ? a[static_cast<size_t>(edit.expected)] : b[static_cast<size_t>(edit.output)];
        return displayText(raw, options.maxLineLength, binary);
    };

    const auto firstChange =
        std::find_if(edits.begin(), edits.end(), [](const Edit& edit) { return edit.op != Op::Same; });
    diff.identical = firstChange == edits.end();
    if (!diff.identical) {
        // Where the output first parts from the answer: the next line each side has at that point.
        const int expectedAt = firstChange->expected, outputAt = firstChange->output;
        bool ignored = false;
        const QString expectedLine =
            expectedAt < n ? displayText(a[static_cast<size_t>(expectedAt)], options.maxLineLength, ignored)
                           : kEndOfFile;
        const QString outputLine =
            outputAt < m ? displayText(b[static_cast<size_t>(outputAt)], options.maxLineLength, ignored) : kEndOfFile;
        FirstDifference first;
        first.line = outputAt + 1;
        first.column = 1;
        if (expectedAt < n && outputAt < m) {
            while (first.column <= std::min(expectedLine.size(), outputLine.size()) &&
                   expectedLine[first.column - 1] == outputLine[first.column - 1])
                ++first.column;
            first.expected = fragmentAround(expectedLine, first.column);
            first.output = fragmentAround(outputLine, first.column);
        } else {
            first.expected = expectedAt < n ? fragmentAround(expectedLine, 1) : kEndOfFile;
            first.output = outputAt < m ? fragmentAround(outputLine, 1) : kEndOfFile;
        }
        diff.first = first;
    }

    // Changes with their context; runs of unchanged lines between them are summarised.
    std::vector<bool> shown(edits.size(), false);
    for (size_t i = 0; i < edits.size(); ++i) {
        if (edits[i].op == Op::Same) continue;
        const size_t from = i >= static_cast<size_t>(options.context) ? i - static_cast<size_t>(options.context) : 0;
        const size_t to = std::min(edits.size(), i + static_cast<size_t>(options.context) + 1);
        std::fill(shown.begin() + static_cast<std::ptrdiff_t>(from), shown.begin() + static_cast<std::ptrdiff_t>(to),
                  true);
    }
    for (size_t i = 0; i < edits.size();) {
        if (static_cast<int>(diff.lines.size()) >= options.maxShownLines) {
            diff.shownTruncated = true;
            break;
        }
        if (!shown[i]) {
            size_t end = i;
            while (end < edits.size() && !shown[end])
                ++end;
            DiffLine skipped;
            skipped.kind = DiffLine::Kind::Skipped;
            skipped.expectedLine = edits[i].expected + 1;
            skipped.outputLine = edits[i].output + 1;
            skipped.skipped = static_cast<int>(end - i);
            diff.lines.push_back(skipped);
            i = end;
            continue;
        }
        const Edit& edit = edits[i];
        DiffLine line;
        line.kind = edit.op == Op::Same      ? DiffLine::Kind::Same
                    : edit.op == Op::Removed ? DiffLine::Kind::Removed
                                             : DiffLine::Kind::Added;
        line.expectedLine = edit.op == Op::Added ? 0 : edit.expected + 1;
        line.outputLine = edit.op == Op::Removed ? 0 : edit.output + 1;
        line.text = textOf(edit);
        diff.lines.push_back(line);
        ++i;
    }
    // Odd bytes anywhere compared, shown or not, make the outputs binary.
    if (!binary) {
        auto hasOddBytes = [](const std::vector<QByteArray>& lines) {
            return std::any_of(lines.begin(), lines.end(), [](const QByteArray& line) {
                if (!QByteArrayView(line).isValidUtf8()) return true;
                return std::any_of(line.begin(), line.end(), [](char c) {
                    const auto byte = static_cast<unsigned char>(c);
                    return (byte < 0x20 && byte != '\t' && byte != '\r') || byte == 0x7f;
                });
            });
        };
        binary = hasOddBytes(a) || hasOddBytes(b);
    }
    diff.binary = binary;
    return diff;
}

} // namespace jd::judge
