// What reaches a terminal or a report: control and bidirectional characters shown as escapes.
#include "common/printable_text.h"

#include <QTest>

class PrintableText : public QObject {
    Q_OBJECT

private slots:
    void plainTextPassesUnchanged() {
        const QString text = QStringLiteral("secret/01-großer Fall\tmit Tab: é ✓");
        QCOMPARE(jd::printable(text), text);
    }

    void terminalEscapesAreShownNotSent() {
        QCOMPARE(jd::printable(QStringLiteral("\x1b[31mred\x1b[0m")), QStringLiteral("\\x1b[31mred\\x1b[0m"));
    }

    void nulAndDeleteAndC1ControlsAreEscaped() {
        QCOMPARE(jd::printable(QString::fromUtf16(u"a\u0000b\u007fc\u009bd", 7)),
                 QStringLiteral("a\\x00b\\x7fc\\x9bd"));
    }

    void newlinesAreKeptOnlyWhenAsked() {
        QCOMPARE(jd::printable(QStringLiteral("1\n2\r")), QStringLiteral("1\\x0a2\\x0d"));
        QCOMPARE(jd::printable(QStringLiteral("1\n2\r"), jd::Newlines::Keep), QStringLiteral("1\n2\\x0d"));
    }

    void bidirectionalOverridesCannotReorderWhatIsShown() {
        QCOMPARE(jd::printable(QString::fromUtf16(u"ok\u202eKO")), QStringLiteral("ok\\u202eKO"));
        QCOMPARE(jd::printable(QString::fromUtf16(u"\u2066x\u2069")), QStringLiteral("\\u2066x\\u2069"));
    }
};

QTEST_GUILESS_MAIN(PrintableText)
#include "test_printable_text.moc"
