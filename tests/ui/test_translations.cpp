// The GUI's translations as built by lrelease: English plural forms, and the German one started.
#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

class TranslationsTest : public QObject {
    Q_OBJECT
private slots:
    void englishSaysOneTestAndTwoTests() {
        QTranslator english;
        QVERIFY(english.load("judgedesk_en", QStringLiteral(JUDGEDESK_QM_DIRECTORY)));
        QCOMPARE(english.translate("jd::ui::TestsModel", "%n test(s)", nullptr, 1), QStringLiteral("%n test"));
        QCOMPARE(english.translate("jd::ui::TestsModel", "%n test(s)", nullptr, 2), QStringLiteral("%n tests"));
    }

    void germanHasTheStartPageAndTheMenus() {
        QTranslator german;
        QVERIFY(german.load("judgedesk_de", QStringLiteral(JUDGEDESK_QM_DIRECTORY)));
        QCOMPARE(german.translate("jd::ui::WelcomePage", "Open the examples"), QStringLiteral("Die Beispiele öffnen"));
        QCOMPARE(german.translate("jd::ui::MainWindow", "&File"), QStringLiteral("&Datei"));
    }
};

QTEST_GUILESS_MAIN(TranslationsTest)
#include "test_translations.moc"
