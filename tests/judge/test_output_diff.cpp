// What a person sees of a failed test's output: the first difference pinned to a line and column, and
// a diff with context, bounded for huge or binary outputs.
#include "judge/output_diff.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jd::judge;
using Kind = DiffLine::Kind;

namespace {

QString numbers(int count, int changedLine = 0, const QByteArray& changedTo = {}) {
    QByteArray text;
    for (int i = 1; i <= count; ++i)
        text += (i == changedLine ? changedTo : QByteArray::number(i)) + "\n";
    return QString::fromLatin1(text);
}

// "same 3", "removed 6", "added 60", "skipped 2"...
QStringList describe(const OutputDiff& diff) {
    QStringList lines;
    for (const DiffLine& line : diff.lines) {
        switch (line.kind) {
        case Kind::Same: lines << "same " + line.text; break;
        case Kind::Removed: lines << "removed " + line.text; break;
        case Kind::Added: lines << "added " + line.text; break;
        case Kind::Skipped: lines << QStringLiteral("skipped %1").arg(line.skipped); break;
        }
    }
    return lines;
}

} // namespace

class OutputDiffTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    QString file(const QString& name, const QByteArray& contents) {
        QFile out(dir_.filePath(name));
        if (!out.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(name));
        out.write(contents);
        return out.fileName();
    }

    OutputDiff diff(const QByteArray& expected, const QByteArray& output, const DiffOptions& options = {}) {
        auto result = diffOutputs(file("expected", expected), file("output", output), options);
        if (!result) qFatal("diff failed: %s", result.error().c_str());
        return result.value();
    }

private slots:
    void sameLinesAreIdenticalDespiteLineEndingsAndTrailingBlanks() {
        OutputDiff result = diff("3 4\n7\n", "3 4  \r\n7");
        QVERIFY(result.identical);
        QVERIFY(!result.first);
        QVERIFY(!result.binary);
    }

    void oneWrongLineIsPinnedToItsLineAndColumnWithContext() {
        OutputDiff result = diff(numbers(12).toLatin1(), numbers(12, 6, "60").toLatin1());
        QVERIFY(!result.identical);
        QCOMPARE(result.first->line, 6);
        QCOMPARE(result.first->column, 2);
        QCOMPARE(result.first->expected, QStringLiteral("6"));
        QCOMPARE(result.first->output, QStringLiteral("60"));
        QCOMPARE(describe(result), QStringList({"skipped 2", "same 3", "same 4", "same 5", "removed 6", "added 60",
                                                "same 7", "same 8", "same 9", "skipped 3"}));
        QCOMPARE(result.lines[4].expectedLine, 6);
        QCOMPARE(result.lines[4].outputLine, 0);
        QCOMPARE(result.lines[5].outputLine, 6);
        QVERIFY(!result.approximate);
    }

    void aMissingLastLineIsTheEndOfTheOutput() {
        OutputDiff result = diff("1\n2\n3\n", "1\n2\n");
        QCOMPARE(result.first->line, 3);
        QCOMPARE(result.first->expected, QStringLiteral("3"));
        QCOMPARE(result.first->output, QStringLiteral("<end of file>"));
        QCOMPARE(describe(result), QStringList({"same 1", "same 2", "removed 3"}));
    }

    void anExtraLineIsFoundByTheMinimalDiff() {
        OutputDiff result = diff(numbers(40).toLatin1(),
                                 numbers(20).toLatin1() + "debug\n" + numbers(40).toLatin1().mid(numbers(20).size()));
        QCOMPARE(std::count_if(result.lines.begin(), result.lines.end(),
                               [](const DiffLine& line) { return line.kind == Kind::Added; }),
                 1);
        QCOMPARE(std::count_if(result.lines.begin(), result.lines.end(),
                               [](const DiffLine& line) { return line.kind == Kind::Removed; }),
                 0);
        QCOMPARE(result.first->line, 21);
        QCOMPARE(result.first->expected, QStringLiteral("21"));
        QCOMPARE(result.first->output, QStringLiteral("debug"));
    }

    void interleavedChangesGetAShortestScript() {
        // a b c a b b a -> c b a b a c: the classic example has a shortest edit script of 5.
        OutputDiff result = diff("a\nb\nc\na\nb\nb\na\n", "c\nb\na\nb\na\nc\n");
        const auto changes = std::count_if(result.lines.begin(), result.lines.end(), [](const DiffLine& line) {
            return line.kind == Kind::Added || line.kind == Kind::Removed;
        });
        QCOMPARE(changes, 5);
    }

    void tooManyDifferencesPairLinesInOrder() {
        DiffOptions options;
        options.maxEdits = 10;
        OutputDiff result = diff(numbers(50).toLatin1(), QByteArray("x\n").repeated(50), options);
        QVERIFY(result.approximate);
        QCOMPARE(result.lines.size(), size_t(100));
        QCOMPARE(describe(result).mid(0, 4), QStringList({"removed 1", "added x", "removed 2", "added x"}));
    }

    void manyDifferencesAreShownUpToTheLimit() {
        DiffOptions options;
        options.maxShownLines = 30;
        OutputDiff result = diff(numbers(500).toLatin1(), QByteArray("x\n").repeated(500), options);
        QCOMPARE(result.lines.size(), size_t(30));
        QVERIFY(result.shownTruncated);
    }

    void binaryBytesAreShownEscaped() {
        OutputDiff result = diff("ok\n", QByteArray("ok\0\xff\x01", 5) + "\n");
        QVERIFY(result.binary);
        QCOMPARE(result.first->column, 3);
        QCOMPARE(describe(result), QStringList({"removed ok", "added ok\\x00\\xff\\x01"}));
    }

    void validUtf8IsShownAsText() {
        OutputDiff result = diff("привет\n", "прювет\n");
        QVERIFY(!result.binary);
        QCOMPARE(result.first->column, 3);
        QCOMPARE(result.first->output, QStringLiteral("прювет"));
    }

    void aLongLineIsShownAroundItsFirstDifference() {
        OutputDiff result = diff(QByteArray(200, 'a') + "\n", QByteArray(100, 'a') + "b" + QByteArray(99, 'a') + "\n");
        QCOMPARE(result.first->column, 101);
        QCOMPARE(result.first->output, QChar(0x2026) + QString(15, 'a') + "b" + QString(44, 'a') + QChar(0x2026));
    }

    void aLongLineIsCut() {
        DiffOptions options;
        options.maxLineLength = 10;
        OutputDiff result = diff("short\n", QByteArray(100, 'y') + "\n", options);
        QCOMPARE(result.lines[1].text, QString(10, 'y') + QChar(0x2026));
    }

    // A runaway program's 2 GB of NUL bytes: only the head is read, in bounded memory.
    void aTwoGigabyteOutputIsReadOnlyUpToTheLimit() {
        QFile huge(dir_.filePath("huge"));
        QVERIFY(huge.open(QIODevice::WriteOnly));
        QVERIFY(huge.resize(2ll << 30));
        huge.close();
        auto result = diffOutputs(file("expected", "42\n"), huge.fileName());
        QVERIFY2(result, result ? "" : result.error().c_str());
        QVERIFY(result->outputTruncated && !result->expectedTruncated);
        QVERIFY(result->binary);
        QVERIFY(result->first->output.startsWith("\\x00\\x00"));
        QVERIFY(result->lines.back().text.size() <= DiffOptions{}.maxLineLength + 1);
        QFile::remove(huge.fileName());
    }

    void aMissingFileIsNamed() {
        auto result = diffOutputs(file("expected", "1\n"), dir_.filePath("no-such-output"));
        QVERIFY(!result);
        QVERIFY(QString::fromStdString(result.error()).contains("no-such-output"));
    }
};

QTEST_GUILESS_MAIN(OutputDiffTest)
#include "test_output_diff.moc"
