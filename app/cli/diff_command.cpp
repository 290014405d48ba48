// judgedesk-cli diff EXPECTED OUTPUT: what a failed test's output got wrong, as a person reads it.
#include "commands.h"
#include "judge/default_validator.h"
#include "judge/output_diff.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace jd::judge;

namespace {

constexpr jd::cli::UsageError usageError{"diff"};

QString lineNumber(int line) { return line > 0 ? QString::number(line) : QString(); }

} // namespace

int diffCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Compares a program's output with the expected answer line by line and shows the first difference "
        "(line and column) and the changed lines with context. Huge or binary files are read only up to a limit "
        "and odd bytes are shown as \\xNN. Exit code: 0 when the lines are the same, 1 when they differ, 2 on "
        "error.");
    parser.addHelpOption();
    parser.addOptions({
        {"context", "Unchanged lines shown around each change (default 3).", "N", "3"},
        {"max-bytes", "Bytes read of each file at most (default 4194304).", "N", "4194304"},
        {"exact-spacing", "Trailing blanks and carriage returns count as differences."},
    });
    parser.addPositionalArgument("expected", "The expected answer (.ans).");
    parser.addPositionalArgument("output", "The program's output.");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.positionalArguments().size() != 2) return usageError("usage: judgedesk-cli diff EXPECTED OUTPUT");
    DiffOptions options;
    bool contextOk = false, bytesOk = false;
    options.context = parser.value("context").toInt(&contextOk);
    options.maxBytes = parser.value("max-bytes").toLongLong(&bytesOk);
    if (!contextOk || options.context < 0) return usageError("--context: expected a number of lines");
    if (!bytesOk || options.maxBytes <= 0) return usageError("--max-bytes: expected a positive number of bytes");
    options.ignoreTrailingSpace = !parser.isSet("exact-spacing");

    auto diff = diffOutputs(parser.positionalArguments().at(0), parser.positionalArguments().at(1), options);
    if (!diff) return usageError(QString::fromStdString(diff.error()));
    QTextStream out(stdout);
    if (diff->identical && (diff->expectedTruncated || diff->outputTruncated)) {
        // The shown part is the same; the rest is compared as a stream, so the exit status is right
        // however large the files are.
        ComparatorOptions whole;
        whole.mode = options.ignoreTrailingSpace ? ComparatorOptions::Mode::Lines : ComparatorOptions::Mode::Exact;
        auto rest = compareOutputs(parser.positionalArguments().at(0), parser.positionalArguments().at(1), whole);
        if (!rest) return usageError(QString::fromStdString(rest.error()));
        if (!rest->accepted) {
            out << "the first " << options.maxBytes
                << " bytes hold the same lines; the files differ further on: " << rest->message << '\n';
            return 1;
        }
        out << "same lines\n";
        return 0;
    }
    if (diff->identical) {
        out << "same lines\n";
        return 0;
    }
    const FirstDifference& first = *diff->first;
    out << QStringLiteral("first difference: line %1, column %2: expected '%3', got '%4'\n")
               .arg(first.line)
               .arg(first.column)
               .arg(first.expected, first.output);
    for (const DiffLine& line : diff->lines) {
        switch (line.kind) {
        case DiffLine::Kind::Skipped: out << QStringLiteral("   ... %1 unchanged line(s)\n").arg(line.skipped); break;
        case DiffLine::Kind::Same:
            out << QStringLiteral("  %1 %2 | %3\n")
                       .arg(lineNumber(line.expectedLine), 6)
                       .arg(lineNumber(line.outputLine), 6)
                       .arg(line.text);
            break;
        case DiffLine::Kind::Removed:
            out << QStringLiteral("- %1 %2 | %3\n")
                       .arg(lineNumber(line.expectedLine), 6)
                       .arg(QString(), 6)
                       .arg(line.text);
            break;
        case DiffLine::Kind::Added:
            out << QStringLiteral("+ %1 %2 | %3\n")
                       .arg(QString(), 6)
                       .arg(lineNumber(line.outputLine), 6)
                       .arg(line.text);
            break;
        }
    }
    if (diff->shownTruncated) out << "   ... more differences not shown\n";
    if (diff->approximate) out << "(too many differences for a minimal diff: lines are paired in order)\n";
    if (diff->binary) out << "(binary content: odd bytes are shown as \\xNN)\n";
    if (diff->expectedTruncated) out << "(only the first " << options.maxBytes << " bytes of the expected answer)\n";
    if (diff->outputTruncated) out << "(only the first " << options.maxBytes << " bytes of the output)\n";
    return 1;
}
