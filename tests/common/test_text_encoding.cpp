// A file's text in the encoding it was written in: UTF-8 as it is, a contestant's GBK or windows-1251 source
// read in that encoding and given back byte for byte, binary data refused, and a character an encoding lacks
// named rather than written as something else.
#include "common/text_encoding.h"

#include <QTest>

using namespace jd;

namespace {

// "// 中文注释: 求和" (a Chinese comment: "sum") in GBK, as Dev-C++ on a Chinese Windows writes it.
const QByteArray kGbkSource = "#include <cstdio>\n// \xd6\xd0\xce\xc4\xd7\xa2\xca\xcd: \xc7\xf3\xba\xcd\n"
                              "int main() { int a, b; scanf(\"%d%d\", &a, &b); printf(\"%d\\n\", a + b); }\n";
// "// Программа простой" in windows-1251, as a Russian Windows writes it.
const QByteArray kCyrillicSource = "// \xcf\xf0\xee\xe3\xf0\xe0\xec\xec\xe0 \xef\xf0\xee\xf1\xf2\xee\xe9\n"
                                   "int main() {}\n";

} // namespace

class TextEncodingTest : public QObject {
    Q_OBJECT
private slots:
    void utf8IsReadAsUtf8() {
        const QByteArray bytes = "// résumé ✓\nint main() {}\n";
        auto decoded = decodeText(bytes);
        QVERIFY(decoded);
        QVERIFY(decoded->isUtf8());
        QCOMPARE(decoded->text, QString::fromUtf8(bytes));
        QVERIFY(decoded->roundTrips);
    }

    void aUtf8ByteOrderMarkIsKeptForSavingAgain() {
        const QByteArray bytes = "\xef\xbb\xbfint main() {}\n";
        auto decoded = decodeText(bytes);
        QVERIFY(decoded && decoded->isUtf8());
        QCOMPARE(decoded->text.front(), QChar(0xFEFF));
        QCOMPARE(encodeText(decoded->text, decoded->encoding).value(), bytes);
    }

    void aGbkSourceIsReadInGbk() {
        auto decoded = decodeText(kGbkSource);
        QVERIFY2(decoded, decoded ? "" : decoded.error().c_str());
        QVERIFY2(decoded->encoding.compare("GB18030", Qt::CaseInsensitive) == 0, decoded->encoding.constData());
        QVERIFY(decoded->text.contains(QString::fromUtf8("// 中文注释: 求和\n")));
    }

    void aGbkSourceReadGivesItsBytesBack() {
        auto decoded = decodeText(kGbkSource);
        QVERIFY(decoded && decoded->roundTrips);
        QCOMPARE(encodeText(decoded->text, decoded->encoding).value(), kGbkSource);
    }

    void aWindows1251SourceIsReadAsCyrillic() {
        auto decoded = decodeText(kCyrillicSource);
        QVERIFY2(decoded, decoded ? "" : decoded.error().c_str());
        QVERIFY2(decoded->encoding.compare("windows-1251", Qt::CaseInsensitive) == 0, decoded->encoding.constData());
        QVERIFY(decoded->text.startsWith(QString::fromUtf8("// Программа простой\n")));
        QVERIFY(decoded->roundTrips);
    }

    void aUtf16ByteOrderMarkSaysUtf16() {
        QByteArray bytes("\xff\xfe", 2);
        for (char c : QByteArray("int main() {}\n"))
            bytes.append(c).append('\0');
        auto decoded = decodeText(bytes);
        QVERIFY2(decoded, decoded ? "" : decoded.error().c_str());
        QCOMPARE(decoded->encoding, QByteArray("UTF-16LE"));
        QCOMPARE(decoded->text, QString(QChar(0xFEFF)) + "int main() {}\n");
        QCOMPARE(encodeText(decoded->text, decoded->encoding).value(), bytes);
    }

    void aNulByteIsBinaryData() {
        auto decoded = decodeText(QByteArray("\x7f"
                                             "ELF\x02\x01\x01\0\0\0",
                                             10));
        QVERIFY(!decoded);
        QVERIFY2(QString::fromStdString(decoded.error()).contains("binary"), decoded.error().c_str());
    }

    void aCompilerQuotingAGbkLineIsReadInGbk() {
        // The compiler's own quotes are UTF-8 (‘x’), the line it quotes is the source's GBK.
        const QByteArray log = "sum.cpp:2:5: error: \xe2\x80\x98x\xe2\x80\x99 was not declared in this scope\n"
                               "    2 | x = 1; // \xd6\xd0\xce\xc4\xd7\xa2\xca\xcd\n";
        const QString text = readableText(log);
        QVERIFY2(text.contains(QString::fromUtf8("// 中文注释")), qPrintable(text));
        QVERIFY2(text.contains(QString::fromUtf8("‘x’")), qPrintable(text));
    }

    void bytesNoEncodingReadsAreShownWithReplacements() {
        QCOMPARE(readableText(QByteArray("a\0\xff", 3)), QString::fromUtf8(QByteArray("a\0\xff", 3)));
    }

    void aCharacterTheEncodingLacksIsNamed() {
        auto encoded = encodeText(QString::fromUtf8("// Привет 中\n"), "windows-1251");
        QVERIFY(!encoded);
        QVERIFY2(QString::fromStdString(encoded.error()).contains("U+4E2D"), encoded.error().c_str());
    }

    void textTheEncodingHoldsIsWrittenInIt() {
        auto encoded = encodeText(QString::fromUtf8("// Программа простой\nint main() {}\n"), "windows-1251");
        QVERIFY(encoded);
        QCOMPARE(encoded.value(), kCyrillicSource);
    }
};

QTEST_GUILESS_MAIN(TextEncodingTest)
#include "test_text_encoding.moc"
