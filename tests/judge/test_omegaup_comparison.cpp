// omegaUp's built-in validators score an output exactly as quark does: token, token-caseless, token-numeric
// with its tolerance, literal; and the score a custom validator prints is read the same way.
#include "judge/omegaup_comparison.h"
#include "sandbox_fixture.h"

#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::judge;

class OmegaUpComparisonTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    double score(const QString& kind, const QByteArray& answer, const QByteArray& output, double tolerance = 1e-6) {
        const QString answerFile = test::writeTestFile(dir_.filePath("answer"), answer);
        const QString outputFile = test::writeTestFile(dir_.filePath("output"), output);
        auto compared = omegaupCompare(kind, answerFile, outputFile, tolerance);
        if (!compared) qFatal("%s", compared.error().c_str());
        return compared->score;
    }

private slots:
    void tokenIgnoresHowTokensAreSpaced() {
        QCOMPARE(score("token", "1 2\n3\n", "1\n2   3"), 1.0);
        QCOMPARE(score("token", "a b", "a\tb\r\n\n"), 1.0);
    }

    void tokenCountsUnicodeSpacesAndUnitSeparatorsAsSpaces() {
        QCOMPARE(score("token", "a b",
                       "a\xc2\xa0"
                       "b"),
                 1.0); // no-break space
        QCOMPARE(score("token", "a b",
                       "a\x1f"
                       "b"),
                 1.0); // unit separator
        QCOMPARE(score("token", "a b",
                       "a\xe3\x80\x80"
                       "b"),
                 1.0); // ideographic space
    }

    void tokenIsCaseSensitiveAndTokenCaselessIsNot() {
        QCOMPARE(score("token", "Yes", "yes"), 0.0);
        QCOMPARE(score("token-caseless", "Yes", "yES"), 1.0);
        QCOMPARE(score("token-caseless", "Straße", "STRASSE"), 0.0); // simple folding, as Go's EqualFold
    }

    void aMissingOrExtraTokenScoresZero() {
        QCOMPARE(score("token", "1 2", "1"), 0.0);
        QCOMPARE(score("token", "1 2", "1 2 3"), 0.0);
        QCOMPARE(score("token", "", ""), 1.0);
    }

    // token-numeric: only runs of [0-9.-] are tokens; letters and punctuation separate them.
    void tokenNumericReadsOnlyNumbers() {
        QCOMPARE(score("token-numeric", "1 2", "x = 1, y = 2"), 1.0);
        QCOMPARE(score("token-numeric", "100000", "1e5"), 0.0); // 1 and 5
        QCOMPARE(score("token-numeric", "hello, world!", ""), 1.0);
    }

    void tokenNumericAcceptsWithinOneAndAHalfTolerancesAbsolute() {
        QCOMPARE(score("token-numeric", "1", "1.0000014"), 1.0);
        QCOMPARE(score("token-numeric", "0.5", "0.5000015"), 1.0);
    }

    void tokenNumericFallsBackToRelativeErrorForLargeNumbers() {
        QCOMPARE(score("token-numeric", "1000000", "1000000.9"), 1.0);
        QCOMPARE(score("token-numeric", "1000000", "1000002"), 0.0);
    }

    // Near zero quark compares against tolerance x 2^-1022, so 0 against 0.00001 differs.
    void tokenNumericIsStrictAgainstZero() {
        QCOMPARE(score("token-numeric", "0", "0.0000001"), 1.0); // within 1.5 x tolerance
        QCOMPARE(score("token-numeric", "0", "0.00001"), 0.0);
    }

    void tokenNumericTreatsTwoUnparsableTokensAsEqual() {
        QVERIFY(omegaupNumbersEqual("1.2.3", "--", 1e-6));
        QVERIFY(!omegaupNumbersEqual("1.2.3", "1", 1e-6));
        QVERIFY(omegaupNumbersEqual("-.5", "-0.5", 1e-6));
        QVERIFY(omegaupNumbersEqual("1.", "1", 1e-6));
    }

    void literalTakesTheOutputsFirstTokenAsTheScore() {
        QCOMPARE(score("literal", "", "0.5 points\n"), 0.5);
        QCOMPARE(score("literal", "", "7"), 1.0);  // clamped
        QCOMPARE(score("literal", "", "-1"), 0.0); // clamped
        QCOMPARE(score("literal", "", "zero"), 0.0);
        QCOMPARE(score("literal", "", ""), 0.0);
    }

    // go-base keeps 0.6666666666666667 as 2/3.
    void aPrintedScoreBecomesTheRationalQuarkKeeps() {
        QCOMPARE(omegaupScoreFromText("0.6666666666666667\n").score, 2.0 / 3);
        QCOMPARE(omegaupScoreFromText("  1\n").score, 1.0);
        QVERIFY(omegaupScoreFromText("").message.contains("empty"));
    }

    void theMessageSaysWhereTheOutputParts() {
        const QString answerFile = test::writeTestFile(dir_.filePath("a"), "1\n2\n");
        const QString outputFile = test::writeTestFile(dir_.filePath("o"), "1\n3\n");
        auto compared = omegaupCompare("token", answerFile, outputFile, 1e-6);
        QCOMPARE(compared->message, QStringLiteral("line 2: expected '2', got '3' (token 2)"));
    }
};

QTEST_GUILESS_MAIN(OmegaUpComparisonTest)
#include "test_omegaup_comparison.moc"
