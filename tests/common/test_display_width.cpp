// The columns text takes in a terminal, by which the CLI's tables line up: Chinese, Japanese and Korean
// characters take two, combining marks none, everything else one.
#include "common/display_width.h"

#include <QTest>

using namespace jd;

class DisplayWidthTest : public QObject {
    Q_OBJECT
private slots:
    void asciiTakesAColumnACharacter() { QCOMPARE(displayWidth(u"alice"), 5); }

    void chineseCharactersTakeTwoColumnsEach() { QCOMPARE(displayWidth(u"张三"), 4); }

    void fullwidthFormsAndHangulTakeTwo() {
        QCOMPARE(displayWidth(u"ＡＢ"), 4);
        QCOMPARE(displayWidth(u"한"), 2);
    }

    void aCombiningMarkTakesNone() { QCOMPARE(displayWidth(u"e\u0301"), 1); }

    void anIdeographBeyondTheBasicPlaneTakesTwo() { QCOMPARE(displayWidth(QString::fromUcs4(U"\U00020000")), 2); }

    void paddingFillsToTheWidthInColumns() {
        QCOMPARE(padToWidth(QStringLiteral("张三"), 6), QStringLiteral("张三  "));
        QCOMPARE(padToWidth(QStringLiteral("bob"), 6), QStringLiteral("bob   "));
        QCOMPARE(padToWidth(QStringLiteral("7"), 3, Qt::AlignRight), QStringLiteral("  7"));
    }

    void textWiderThanTheWidthIsLeftWhole() { QCOMPARE(padToWidth(QStringLiteral("张三"), 2), QStringLiteral("张三")); }
};

QTEST_GUILESS_MAIN(DisplayWidthTest)
#include "test_display_width.moc"
