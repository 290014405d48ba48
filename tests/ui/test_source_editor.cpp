// A solution's source in the editor: highlighted for its language with line numbers, saved
// atomically in the encoding it was written in, and binary or huge files refused with a reason instead of loaded.
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

    void aGbkSourceIsShownInChineseAndSaysSo() {
        SourceEditor editor;
        QVERIFY(editor.openFile(write("sum.cpp", "// \xd6\xd0\xce\xc4\xd7\xa2\xca\xcd\nint main() {}\n")));
        QCOMPARE(editor.toPlainText(), QString::fromUtf8("// 中文注释\nint main() {}\n"));
        QVERIFY(editor.savesAsRead());
        QVERIFY2(editor.savingNote().contains(QString::fromLatin1(editor.encoding())), qPrintable(editor.savingNote()));
    }

    void anEditedGbkSourceIsSavedInGbkAgain() {
        SourceEditor editor;
        const QByteArray gbk = "// \xd6\xd0\xce\xc4\xd7\xa2\xca\xcd\nint main() {}\n";
        const QString path = write("gbk.cpp", gbk);
        QVERIFY(editor.openFile(path));
        editor.moveCursor(QTextCursor::End);
        editor.insertPlainText("// \u6c42\u548c\n"); // 求和, typed as a person types it
        QVERIFY(editor.save());
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), gbk + "// \xc7\xf3\xba\xcd\n");
    }

    void aCharacterTheSourcesEncodingLacksIsNotSaved() {
        SourceEditor editor;
        const QByteArray cyrillic =
            "// \xcf\xf0\xee\xe3\xf0\xe0\xec\xec\xe0 \xef\xf0\xee\xf1\xf2\xee\xe9\nint main() {}\n";
        const QString path = write("ru.cpp", cyrillic);
        QVERIFY(editor.openFile(path));
        editor.moveCursor(QTextCursor::End);
        editor.insertPlainText(QString::fromUtf8("// 中\n"));
        auto saved = editor.save();
        QVERIFY(!saved);
        QVERIFY2(QString::fromStdString(saved.error()).contains("U+4E2D"), saved.error().c_str());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), cyrillic); // untouched
    }

    void anEditedWindowsSourceKeepsItsLineEndings() {
        SourceEditor editor;
        const QString path = write("crlf.cpp", "int main() {\r\n    return 0;\r\n}\r\n");
        QVERIFY(editor.openFile(path));
        QCOMPARE(editor.document()->blockCount(), 4);
        editor.moveCursor(QTextCursor::End);
        editor.insertPlainText("// done\n");
        QVERIFY(editor.save());
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), QByteArray("int main() {\r\n    return 0;\r\n}\r\n// done\r\n"));
    }

    void aSourceWhoseLinesEndInSeveralWaysCannotBeSavedAsRead() {
        SourceEditor editor;
        QVERIFY(editor.openFile(write("mixed.cpp", "int main() {\r\n    return 0;\n}\r\n")));
        QVERIFY(!editor.savesAsRead());
        QVERIFY2(editor.savingNote().contains("Read-only"), qPrintable(editor.savingNote()));
    }

    void aUtf8SourceHasNoEncodingNote() {
        SourceEditor editor;
        QVERIFY(editor.openFile(write("plain.cpp", "// résumé\nint main() {}\n")));
        QCOMPARE(editor.encoding(), QByteArray("UTF-8"));
        QVERIFY(editor.savingNote().isEmpty());
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
