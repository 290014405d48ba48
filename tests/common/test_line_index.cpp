// The line index: where each line of a file starts and ends, whatever the file's size or last byte.
#include "common/line_index.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using jd::LineIndex;

class LineIndexTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    LineIndex index(const QString& name, const QByteArray& contents) {
        auto built = LineIndex::build(jd::test::writeTestFile(dir_.filePath(name), contents));
        if (!built) qFatal("%s", built.error().c_str());
        return built.value();
    }

private slots:
    void eachLineStartsAfterANewline() {
        const LineIndex lines = index("three", "ab\n\ncde\n");
        QCOMPARE(lines.lineCount(), 3);
        QCOMPARE(lines.lineStart(0), 0);
        QCOMPARE(lines.lineEnd(0), 2);
        QCOMPARE(lines.lineStart(1), 3);
        QCOMPARE(lines.lineEnd(1), 3); // empty
        QCOMPARE(lines.lineStart(2), 4);
        QCOMPARE(lines.lineEnd(2), 7);
    }

    void aLastLineWithoutNewlineCounts() {
        const LineIndex lines = index("open", "ab\ncd");
        QCOMPARE(lines.lineCount(), 2);
        QCOMPARE(lines.lineEnd(1), 5);
        QCOMPARE(lines.longestLine(), 2);
    }

    void anEmptyFileHasNoLines() { QCOMPARE(index("empty", "").lineCount(), 0); }

    void linesSpanningReadsAreFound() {
        QByteArray contents = QByteArray((1 << 20) - 1, 'x') + "\n" + QByteArray(3 << 20, 'y') + "\nz";
        const LineIndex lines = index("big", contents);
        QCOMPARE(lines.lineCount(), 3);
        QCOMPARE(lines.lineStart(1), 1 << 20);
        QCOMPARE(lines.lineEnd(1), (1 << 20) + (3 << 20));
        QCOMPARE(lines.lineStart(2), (1 << 20) + (3 << 20) + 1);
        QCOMPARE(lines.fileSize(), qint64(contents.size()));
        QCOMPARE(lines.longestLine(), qint64(3 << 20));
    }

    void anOffsetIsFoundInItsLine() {
        const LineIndex lines = index("offsets", "ab\n\ncde\n");
        QCOMPARE(lines.lineAt(0), 0);
        QCOMPARE(lines.lineAt(2), 0); // the newline belongs to its line
        QCOMPARE(lines.lineAt(3), 1);
        QCOMPARE(lines.lineAt(6), 2);
        QCOMPARE(lines.lineAt(100), 2);
    }

    void aMissingFileIsNamed() {
        auto built = LineIndex::build(dir_.filePath("nope"));
        QVERIFY(!built);
        QVERIFY(QString::fromStdString(built.error()).contains("nope"));
    }

    void aDirectoryIsRefusedAndNamed() {
        QVERIFY(QDir().mkpath(dir_.filePath("folder")));
        auto built = LineIndex::build(dir_.filePath("folder"));
        QVERIFY(!built);
        QVERIFY(QString::fromStdString(built.error()).contains("not a regular file"));
    }

    void aFifoIsRefusedWithoutWaitingForAWriter() {
        const QByteArray fifo = dir_.filePath("fifo").toLocal8Bit();
        QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
        QVERIFY(!LineIndex::build(QString::fromLocal8Bit(fifo))); // returns: no writer will ever come
    }

    void aSymlinkToAFileIsFollowed() {
        const QString target = jd::test::writeTestFile(dir_.filePath("target"), "a\nb\n");
        QVERIFY(QFile::link(target, dir_.filePath("link")));
        auto built = LineIndex::build(dir_.filePath("link"));
        QVERIFY(built);
        QCOMPARE(built->lineCount(), 2);
    }

    void aStopRequestEndsTheBuild() {
        std::stop_source stop;
        stop.request_stop();
        QVERIFY(!LineIndex::build(jd::test::writeTestFile(dir_.filePath("stopped"), "a\n"), stop.get_token()));
    }
};

QTEST_GUILESS_MAIN(LineIndexTest)
#include "test_line_index.moc"
