// The problem editor's fields read as the package readers read them: every refusal says why.
#include "problem/settings_fields.h"

#include <QTest>

using namespace jd::problem;

class SettingsFieldsTest : public QObject {
    Q_OBJECT
private slots:
    void aTimeLimitIsReadInSecondsOrMilliseconds() {
        QCOMPARE(parseTimeLimit("1.5").value(), 1.5);
        QCOMPARE(parseTimeLimit(" 250ms ").value(), 0.25);
    }

    void aNegativeZeroOrHugeTimeLimitIsRefusedWithTheReason() {
        QCOMPARE(parseTimeLimit("-1").error(), std::string("the time limit cannot be negative"));
        QCOMPARE(parseTimeLimit("0").error(), std::string("the time limit must be above 0 s"));
        QCOMPARE(parseTimeLimit("601").error(), std::string("the time limit can be at most 600 s"));
        QCOMPARE(parseTimeLimit("").error(), std::string("the time limit is needed"));
        QVERIFY(!parseTimeLimit("fast"));
    }

    void notANumberAndInfinityAreRefusedWherever() {
        for (const char* text : {"nan", "inf", "-inf", "1e400"}) {
            QVERIFY2(!parseTimeLimit(text), text);
            QVERIFY2(!parseMemoryLimit(text), text);
            QVERIFY2(!parseOutputLimit(text), text);
        }
        QVERIFY(!parseValidatorFlags("float_tolerance nan", true));
        QVERIFY(!parseValidatorFlags("float_tolerance inf", true));
    }

    void aMemoryLimitIsReadInMibOrWithAUnit() {
        QCOMPARE(parseMemoryLimit("256").value(), 256);
        QCOMPARE(parseMemoryLimit("1G").value(), 1024);
        QCOMPARE(parseMemoryLimit("65536K").value(), 64);
    }

    void aMemoryLimitBelowOneMibOrInPartsOrAboveTheBoundIsRefused() {
        QCOMPARE(parseMemoryLimit("0").error(), std::string("the memory limit must be at least 1 MiB"));
        QCOMPARE(parseMemoryLimit("-5").error(), std::string("the memory limit must be at least 1 MiB"));
        QCOMPARE(parseMemoryLimit("1.5").error(), std::string("the memory limit is a whole number of MiB"));
        QCOMPARE(parseMemoryLimit("100000").error(), std::string("the memory limit can be at most 65536 MiB"));
        QCOMPARE(parseOutputLimit("").error(), std::string("the output limit is needed"));
    }

    void aNameIsOneLineAndNotEmpty() {
        QCOMPARE(parseProblemName("  A Plus B ").value(), QStringLiteral("A Plus B"));
        QCOMPARE(parseProblemName("   ").error(), std::string("a problem needs a name"));
        QCOMPARE(parseProblemName("A\nB").error(), std::string("the name is one line"));
        QVERIFY(!parseProblemName(QString(201, 'x')));
    }

    void theDefaultValidatorsFlagsAreCheckedWordByWord() {
        QCOMPARE(parseValidatorFlags("float_tolerance 1e-6  case_sensitive", true).value(),
                 QStringList({"float_tolerance", "1e-6", "case_sensitive"}));
        QVERIFY(QString::fromStdString(parseValidatorFlags("ignore_case", true).error())
                    .startsWith("'ignore_case' is not a flag of the default validator"));
        QCOMPARE(parseValidatorFlags("float_tolerance", true).error(),
                 std::string("float_tolerance needs a number of at least 0 after it"));
        QVERIFY(!parseValidatorFlags("float_absolute_tolerance -1", true));
    }

    void aCustomValidatorsArgumentsAreItsOwnBusiness() {
        QCOMPARE(parseValidatorFlags("--mode strict", false).value(), QStringList({"--mode", "strict"}));
    }

    void aProblemTypeIsReadFromItsWords() {
        QCOMPARE(problemTypeText(*parseProblemType("scoring interactive", false, true)),
                 QStringLiteral("scoring interactive"));
        QCOMPARE(problemTypeText(*parseProblemType("pass-fail", true, false)), QStringLiteral("pass-fail"));
        QCOMPARE(parseProblemType("interactive", false, false).error(),
                 std::string("an interactive problem needs a validator program of its own: choose one as the "
                             "checker first"));
        QCOMPARE(parseProblemType("multi-pass", true, true).error(),
                 std::string("a legacy package has no multi-pass problems: use 2025-09"));
        QVERIFY(!parseProblemType("submit-answer", false, true));
    }
};

QTEST_GUILESS_MAIN(SettingsFieldsTest)
#include "test_settings_fields.moc"
