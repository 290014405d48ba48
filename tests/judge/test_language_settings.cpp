// A language's commands changed by the user land in the user's languages file, and only there: the
// built-in table is overridden by id, the file's other content stays, a broken result is never written.
#include "judge/language_settings.h"
#include "judge/languages.h"
#include "sandbox_fixture.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace jd::judge;

class LanguageSettingsTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void savedCommandsOverrideTheBuiltInOnesAndKeepTheRestOfTheFile() {
        const QString file = jd::test::writeTestFile(dir_.filePath("kept/languages.yaml"),
                                                     "# my machine\npython3:\n  name: Python 3 (mine)\n");
        QVERIFY(saveLanguageCommands(file, "cpp20", {"g++-14", "-O2", "-o", "{binary}", "{sources}"}, {"{binary}"}));
        auto languages = LanguageRegistry::load(file);
        QVERIFY2(languages, languages ? "" : languages.error().c_str());
        QCOMPARE(languages->byId("cpp20")->compile.first(), QStringLiteral("g++-14"));
        QCOMPARE(languages->byId("cpp20")->name, QStringLiteral("C++20")); // the rest as built in
        QCOMPARE(languages->byId("python3")->name, QStringLiteral("Python 3 (mine)"));
        QVERIFY(jd::test::readTestFile(file).startsWith("# my machine\n"));
    }

    // -Wl,--stack=... is how a coach gives a recursive solution its stack; a comma is no word separator.
    void aWordWithACommaOrBracesStaysOneWord() {
        const QString file = dir_.filePath("flow/languages.yaml");
        const QStringList compile = {"g++", "-Wl,--stack=268435456", "-DNAME={main}x", "[a]", "-o", "{binary}",
                                     "{sources}"};
        auto saved = saveLanguageCommands(file, "cpp20", compile, {"{binary}", "a, b"});
        QVERIFY2(saved, saved ? "" : saved.error().c_str());
        auto languages = LanguageRegistry::load(file);
        QVERIFY2(languages, languages ? "" : languages.error().c_str());
        QCOMPARE(languages->byId("cpp20")->compile, compile);
        QCOMPARE(languages->byId("cpp20")->run, QStringList({"{binary}", "a, b"}));
    }

    void aMissingFileIsCreated() {
        const QString file = dir_.filePath("new/deeper/languages.yaml");
        QVERIFY(saveLanguageCommands(file, "cpp17", {"clang++", "-o", "{binary}", "{sources}"}, {"{binary}"}));
        QCOMPARE(LanguageRegistry::load(file)->byId("cpp17")->compile.first(), QStringLiteral("clang++"));
    }

    void aLanguageNeedsARunCommand() {
        const QString file = dir_.filePath("norun/languages.yaml");
        auto saved = saveLanguageCommands(file, "cpp20", {"g++"}, {});
        QVERIFY(!saved);
        QVERIFY(QString::fromStdString(saved.error()).contains("run command"));
        QVERIFY(!QFileInfo::exists(file));
    }

    void resettingALanguageTakesItsEntryOut() {
        const QString file = dir_.filePath("reset/languages.yaml");
        QVERIFY(saveLanguageCommands(file, "cpp20", {"g++-14", "{sources}"}, {"{binary}"}));
        auto reset = resetLanguage(file, "cpp20");
        QVERIFY2(reset, reset ? "" : reset.error().c_str());
        QCOMPARE(LanguageRegistry::load(file)->byId("cpp20")->compile.first(), QStringLiteral("g++"));
    }

    void aFileThatCannotBeReadIsLeftAlone() {
        const QByteArray broken = "cpp20: [unclosed\n";
        const QString file = jd::test::writeTestFile(dir_.filePath("broken/languages.yaml"), broken);
        QVERIFY(!saveLanguageCommands(file, "cpp20", {"g++"}, {"{binary}"}));
        QCOMPARE(jd::test::readTestFile(file), broken);
    }
};

QTEST_GUILESS_MAIN(LanguageSettingsTest)
#include "test_language_settings.moc"
