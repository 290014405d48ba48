#pragma once
// What a failed test's output got wrong, for a person to look at: a line diff of the program's output
// against the expected answer, with context, and the first difference pinned to a line and column.
// Bounded in all it reads and keeps, so a 2 GB or binary output costs no more than a few megabytes:
// only the head of each file is compared, odd bytes are shown escaped, and a diff with too many
// differences falls back to pairing lines in order rather than searching for a minimal one.
#include "../common/result.h"

#include <QString>

#include <optional>
#include <vector>

namespace jd::judge {

struct DiffOptions {
    qint64 maxBytes = 4 << 20;       // read at most this much of each file
    int maxLineLength = 2000;        // characters shown of one line; the rest is cut
    int maxEdits = 2000;             // a minimal diff is searched up to this many differing lines
    int context = 3;                 // unchanged lines shown around each change
    int maxShownLines = 5000;        // lines in the result, context included
    bool ignoreTrailingSpace = true; // lines equal but for trailing blanks (or "\r") are the same
};

struct DiffLine {
    enum class Kind { Same, Removed, Added, Skipped };
    Kind kind = Kind::Same;
    int expectedLine = 0; // 1-based; 0 when the line is not in the expected answer
    int outputLine = 0;   // likewise for the output
    QString text;         // Skipped: empty
    int skipped = 0;      // Skipped: how many unchanged lines are not shown
};

struct FirstDifference {
    int line = 0;             // of the output (the expected answer's for a missing line)
    int column = 0;           // 1-based character where the two lines part
    QString expected, output; // the two lines from there on, shortened; "<end of file>" for none
};

struct OutputDiff {
    bool identical = false;
    std::optional<FirstDifference> first;
    std::vector<DiffLine> lines;
    bool expectedTruncated = false, outputTruncated = false; // only their first maxBytes were compared
    bool binary = false;                                     // NUL, control bytes or invalid UTF-8: shown as \xNN
    bool approximate = false;    // too many differences for a minimal diff: lines paired in order
    bool shownTruncated = false; // more differences than maxShownLines lines can show
};

Result<OutputDiff> diffOutputs(const QString& expectedPath, const QString& outputPath, const DiffOptions& options = {});

} // namespace jd::judge
