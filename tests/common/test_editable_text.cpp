// A file's bytes as an editor's text and back, changing nothing that was not edited: Windows line ends and the
// file's encoding kept, and what cannot come back as it was said to.
#include "common/editable_text.h"

#include <QTest>

using namespace jd;

class EditableTextTest : public QObject {
    Q_OBJECT
private slots:
    void unixTextComesBackAsItWas() {
        auto read = EditableText::read("int main() {}\n");
        QVERIFY(read && read->savesAsRead());
        QCOMPARE(read->bytesOf(read->text()).value(), QByteArray("int main() {}\n"));
    }

    void windowsLineEndsAreHeldAsNewlinesAndWrittenAgain() {
        auto read = EditableText::read("a\r\nb\r\n");
        QVERIFY(read && read->savesAsRead());
        QCOMPARE(read->text(), QStringLiteral("a\nb\n"));
        QCOMPARE(read->bytesOf("a\nb\nc\n").value(), QByteArray("a\r\nb\r\nc\r\n"));
    }

    void linesEndingInSeveralWaysCannotComeBackAsTheyWere() {
        auto read = EditableText::read("a\r\nb\nc\r\n");
        QVERIFY(read);
        QVERIFY(read->hasMixedLineEnds());
        QVERIFY(!read->savesAsRead());
    }

    void aLoneCarriageReturnCannotComeBackEither() {
        auto read = EditableText::read("a\rb\n");
        QVERIFY(read && !read->savesAsRead());
    }

    void aWindowsSourceInGbkKeepsBoth() {
        const QByteArray gbk = "// \xd6\xd0\xce\xc4\xd7\xa2\xca\xcd\r\nint main() {}\r\n";
        auto read = EditableText::read(gbk);
        QVERIFY(read && read->savesAsRead() && !read->isUtf8());
        QCOMPARE(read->text(), QString::fromUtf8("// 中文注释\nint main() {}\n"));
        QCOMPARE(read->bytesOf(read->text()).value(), gbk);
    }

    void anEmptyFileIsEmptyText() {
        auto read = EditableText::read(QByteArray());
        QVERIFY(read && read->text().isEmpty() && read->savesAsRead());
        QCOMPARE(read->bytesOf(QString()).value(), QByteArray());
    }

    void binaryDataIsNotText() { QVERIFY(!EditableText::read(QByteArray("\x01\x00\x02", 3))); }
};

QTEST_GUILESS_MAIN(EditableTextTest)
#include "test_editable_text.moc"
