// A solution's source in the editor: highlighted for its language with line numbers, saved
// atomically, and binary or huge files refused with a reason instead of loaded.
#include "widgets/source_editor.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

using jd::ui::SourceEditor;

class SourceEditorTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    QString write(const QString& name, const QByteArray& contents) {
        QFile file(dir_.filePath(name));
        if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(name));
        file.write(contents);
        return file.fileName();
    }

private slots:
    void aCppSourceIsHighlightedAsCpp() {
        SourceEditor editor;
        QVERIFY(editor.openFile(write("sum.cpp", "#include <cstdio>\nint main() { return 0; }\n")));
        QCOMPARE(editor.syntaxName(), QStringLiteral("C++"));
        // The highlighter formats the text: the keyword line carries formats.
        QTRY_VERIFY(!editor.document()->findBlockByNumber(1).layout()->formats().isEmpty());
        QVERIFY(editor.lineNumberAreaWidth() > 0);
        QVERIFY(!editor.document()->isModified());
    }

    void pythonIsKnownByItsName() {
        SourceEditor editor;
        QVERIFY(editor.openFile(write("guess.py", "print(input())\n")));
        QCOMPARE(editor.syntaxName(), QStringLiteral("Python"));
    }

    void anEditIsSavedWhole() {
        SourceEditor editor;
        const QString path = write("main.cpp", "int main() {}\n");
        QVERIFY(editor.openFile(path));
        editor.selectAll(); // as a person edits: setPlainText() would start a new, unmodified document
        editor.insertPlainText("int main() { return 1; }\n");
        QVERIFY(editor.document()->isModified());
        QVERIFY(editor.save());
        QVERIFY(!editor.document()->isModified());
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), QByteArray("int main() { return 1; }\n"));
    }

    void binaryAndHugeFilesAreRefused() {
        SourceEditor editor;
        auto binary = editor.openFile(write("a.out", QByteArray("\x7f"
                                                                "ELF\0\0\0",
                                                                7)));
        QVERIFY(!binary);
        QVERIFY(QString::fromStdString(binary.error()).contains("not text"));
        QFile huge(dir_.filePath("huge.cpp"));
        QVERIFY(huge.open(QIODevice::WriteOnly) && huge.resize(SourceEditor::kMaxSourceBytes + 1));
        huge.close();
        auto tooLarge = editor.openFile(huge.fileName());
        QVERIFY(!tooLarge);
        QVERIFY(QString::fromStdString(tooLarge.error()).contains("too large"));
        QVERIFY(!editor.openFile(dir_.filePath("missing.cpp")));
    }
};

QTEST_MAIN(SourceEditorTest)
#include "test_source_editor.moc"
