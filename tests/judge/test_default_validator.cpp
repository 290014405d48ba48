// The built-in comparison, answer against output, with the Kattis default validator's flags.
#include "judge/default_validator.h"
#include "sandbox_fixture.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

using namespace jd::judge;

class DefaultValidator : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    QString file(const QString& name, const QByteArray& contents) {
        return jd::test::writeTestFile(dir_.filePath(name), contents);
    }

private slots:
    void comparesLikeKattis_data() {
        QTest::addColumn<QByteArray>("answer");
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("message");
        QTest::newRow("same") << QByteArray("3\n") << QByteArray("3\n") << QStringList{} << true << "";
        QTest::newRow("whitespace is free")
            << QByteArray("1 2\n3\n") << QByteArray("  1\n\n2 3") << QStringList{} << true << "";
        QTest::newRow("case is free") << QByteArray("Yes\n") << QByteArray("YES\n") << QStringList{} << true << "";
        QTest::newRow("case sensitive") << QByteArray("Yes\n") << QByteArray("YES\n") << QStringList{"case_sensitive"}
                                        << false << "line 1: expected 'Yes', got 'YES'";
        QTest::newRow("space change sensitive")
            << QByteArray("1 2\n") << QByteArray("1  2\n") << QStringList{"space_change_sensitive"} << false
            << "whitespace differs";
        QTest::newRow("wrong token") << QByteArray("1\n2\n3\n") << QByteArray("1\n2\n4\n") << QStringList{} << false
                                     << "line 3: expected '3', got '4'";
        QTest::newRow("missing output") << QByteArray("1 2\n") << QByteArray("1\n") << QStringList{} << false
                                        << "output ended early: expected '2' at token 2";
        QTest::newRow("extra output") << QByteArray("1\n") << QByteArray("1\n2\n") << QStringList{} << false
                                      << "line 2: unexpected output '2' after the answer ended";
        QTest::newRow("empty output") << QByteArray("42\n") << QByteArray("") << QStringList{} << false
                                      << "ended early";
        QTest::newRow("floats without tolerance are text")
            << QByteArray("0.5\n") << QByteArray("0.50\n") << QStringList{} << false << "expected '0.5', got '0.50'";
        QTest::newRow("absolute tolerance") << QByteArray("1.000000\n") << QByteArray("1.0000009\n")
                                            << QStringList{"float_absolute_tolerance", "1e-6"} << true << "";
        QTest::newRow("outside absolute tolerance")
            << QByteArray("1.0\n") << QByteArray("1.00001\n") << QStringList{"float_absolute_tolerance", "1e-6"}
            << false << "is not within the tolerance";
        QTest::newRow("relative tolerance") << QByteArray("1000000\n") << QByteArray("1000000.5\n")
                                            << QStringList{"float_relative_tolerance", "1e-6"} << true << "";
        QTest::newRow("either tolerance") << QByteArray("1e9 0\n") << QByteArray("1000000000.5 0.0000005\n")
                                          << QStringList{"float_tolerance", "1e-6"} << true << "";
        QTest::newRow("number expected") << QByteArray("2.5\n") << QByteArray("two\n")
                                         << QStringList{"float_tolerance", "1e-6"} << false
                                         << "expected the number '2.5'";
        QTest::newRow("words beside numbers") << QByteArray("Case #1: 0.333\n") << QByteArray("case #1: 0.3333\n")
                                              << QStringList{"float_absolute_tolerance", "0.001"} << true << "";
        QTest::newRow("nan equals nan") << QByteArray("nan\n") << QByteArray("NaN\n")
                                        << QStringList{"float_tolerance", "1e-9"} << true << "";
        QTest::newRow("exact mode") << QByteArray("1 2\n") << QByteArray("1 2\n") << QStringList{"exact"} << true << "";
        QTest::newRow("exact mode sees spaces") << QByteArray("1 2\n") << QByteArray("1 2 \n") << QStringList{"exact"}
                                                << false << "byte 3 (line 1) differs";
        QTest::newRow("lines mode ignores line ends")
            << QByteArray("a b\nc\n") << QByteArray("a b  \nc\n\n\n") << QStringList{"lines"} << true << "";
        QTest::newRow("lines mode keeps inner spaces")
            << QByteArray("a b\n") << QByteArray("a  b\n") << QStringList{"lines"} << false << "line 1: expected 'a b'";
        QTest::newRow("binary output") << QByteArray("3\n")
                                       << QByteArray("\x7f"
                                                     "ELF\x02\x01\x01\0\0",
                                                     9)
                                       << QStringList{} << false << "line 1: expected '3'";
    }
    void comparesLikeKattis() {
        QFETCH(QByteArray, answer);
        QFETCH(QByteArray, output);
        QFETCH(QStringList, flags);
        QFETCH(bool, accepted);
        QFETCH(QString, message);
        auto options = ComparatorOptions::fromFlags(flags);
        QVERIFY2(options, options ? "" : options.error().c_str());
        auto result = compareOutputs(file("answer", answer), file("output", output), options.value());
        QVERIFY2(result, result ? "" : result.error().c_str());
        QCOMPARE(result->accepted, accepted);
        QVERIFY2(result->message.contains(message), qPrintable(result->message));
    }

    void longOutputsAreStreamed() {
        // 16 MiB of numbers, differing only in the very last one: found, with its line.
        QByteArray body;
        body.reserve(17 << 20);
        for (int i = 0; body.size() < (16 << 20); ++i)
            body += QByteArray::number(i) + '\n';
        const int lines = static_cast<int>(body.count('\n'));
        auto result = compareOutputs(file("big.ans", body + "end\n"), file("big.out", body + "End!\n"),
                                     ComparatorOptions::fromFlags({"case_sensitive"}).value());
        QVERIFY(result && !result->accepted);
        QCOMPARE(result->message, QStringLiteral("line %1: expected 'end', got 'End!'").arg(lines + 1));
    }

    // One token of 96 MiB on each side (as a 2 GiB answer or /dev/zero would be): compared piece by
    // piece, the judge's peak memory stays far below the token's size.
    static long peakKiB() {
        rusage usage{};
        ::getrusage(RUSAGE_SELF, &usage);
        return usage.ru_maxrss;
    }
    void aHugeTokenIsComparedWithoutHoldingIt() {
        const QByteArray giant(96 << 20, 'x');
        const QString answer = file("giant.ans", giant + "y\n");
        const QString same = file("giant.out", giant + "y\n");
        const QString differs = file("giant2.out", giant + "z\n");
        const long before = peakKiB();
        auto accepted = compareOutputs(answer, same, {});
        auto rejected = compareOutputs(answer, differs, {});
        QVERIFY(accepted && accepted->accepted);
        QVERIFY(rejected && !rejected->accepted);
        QVERIFY2(rejected->message.startsWith("line 1: expected 'xxxx"), qPrintable(rejected->message));
        QVERIFY2(peakKiB() - before < (32 << 10), qPrintable(QString::number(peakKiB() - before)));
        QFile::remove(answer);
        QFile::remove(same);
        QFile::remove(differs);
    }

    void aTokenLongerThanItsAnswerIsRejected() {
        const QByteArray giant(3 << 20, '7');
        auto result = compareOutputs(file("long.ans", giant + "\n"), file("long.out", giant + "7\n"), {});
        QVERIFY(result && !result->accepted);
        auto shorter = compareOutputs(file("long2.ans", giant + "7\n"), file("long2.out", giant + "\n"), {});
        QVERIFY(shorter && !shorter->accepted);
    }

    void longLinesAreComparedPieceByPiece() {
        const QByteArray line(5 << 20, 'a');
        auto options = ComparatorOptions::fromFlags({"lines"}).value();
        auto same = compareOutputs(file("line.ans", line + "\nend\n"), file("line.out", line + "   \nend\n"), options);
        QVERIFY2(same && same->accepted, same ? qPrintable(same->message) : same.error().c_str());
        auto differs =
            compareOutputs(file("line2.ans", line + "b\nend\n"), file("line2.out", line + "c\nend\n"), options);
        QVERIFY(differs && !differs->accepted);
        QVERIFY2(differs->message.startsWith("line 1:"), qPrintable(differs->message));
        auto later = compareOutputs(file("line3.ans", line + "\nend\n"), file("line3.out", line + "\nEnd\n"), options);
        QVERIFY(later && !later->accepted);
        QVERIFY2(later->message.startsWith("line 2:"), qPrintable(later->message));
    }

    void badFlagsAreNamed() {
        auto unknown = ComparatorOptions::fromFlags({"float_tolerance", "1e-6", "fuzzy"});
        QVERIFY(!unknown);
        QCOMPARE(QString::fromStdString(unknown.error()), QStringLiteral("unknown default validator flag 'fuzzy'"));
        auto missing = ComparatorOptions::fromFlags({"float_absolute_tolerance"});
        QVERIFY(!missing);
        QVERIFY(QString::fromStdString(missing.error()).contains("needs a non-negative number"));
    }

    void missingFilesAreNamed() {
        auto result = compareOutputs(dir_.filePath("nope.ans"), file("out", "1\n"), {});
        QVERIFY(!result);
        QVERIFY(QString::fromStdString(result.error()).contains("cannot read the answer"));
    }

    void aDifferingTokenIsPlacedInBothFiles() {
        auto result = compareOutputs(file("place.ans", "1 2\n3 4\n"), file("place.out", "1 2\n3   5\n"), {});
        QVERIFY(result && !result->accepted);
        QCOMPARE(result->expectedAt, std::optional<Place>(Place{6, 2, 3, 1}));
        QCOMPARE(result->outputAt, std::optional<Place>(Place{8, 2, 5, 1}));
    }

    void anOutputThatEndsEarlyIsPlacedAtItsEnd() {
        auto result = compareOutputs(file("short.ans", "1 22\n"), file("short.out", "1\n"), {});
        QVERIFY(result && !result->accepted);
        QCOMPARE(result->expectedAt, std::optional<Place>(Place{2, 1, 3, 2}));
        QCOMPARE(result->outputAt, std::optional<Place>(Place{2, 2, 1, 0}));
    }

    void aDifferingLineIsPlacedWhole() {
        auto options = ComparatorOptions::fromFlags({"lines"});
        auto result = compareOutputs(file("lines.ans", "a b\nc d\n"), file("lines.out", "a b\nc  d\n"), *options);
        QVERIFY(result && !result->accepted);
        QCOMPARE(result->expectedAt, std::optional<Place>(Place{4, 2, 1, 3}));
        QCOMPARE(result->outputAt, std::optional<Place>(Place{4, 2, 1, 4}));
    }

    void aDifferingByteIsPlacedExactly() {
        auto options = ComparatorOptions::fromFlags({"exact"});
        auto result = compareOutputs(file("exact.ans", "ab\ncd\n"), file("exact.out", "ab\ncx\n"), *options);
        QVERIFY(result && !result->accepted);
        QCOMPARE(result->expectedAt, std::optional<Place>(Place{4, 2, 2, 1}));
        QCOMPARE(result->outputAt, std::optional<Place>(Place{4, 2, 2, 1}));
    }

    void anAcceptedOutputHasNoPlace() {
        auto result = compareOutputs(file("same.ans", "7\n"), file("same.out", "7"), {});
        QVERIFY(result && result->accepted);
        QVERIFY(!result->expectedAt && !result->outputAt);
    }

    // Files that agree for megabytes are skipped at memcmp's speed: what is said after is the same.
    void aLongSharedStartIsCountedInTokensAndLines() {
        const QByteArray shared = QByteArray("x ").repeated(300000) + QByteArray("7\n").repeated(100000);
        auto early = compareOutputs(file("p1.ans", shared + "1 2\n"), file("p1.out", shared + "1\n"), {});
        QVERIFY(early && !early->accepted);
        QCOMPARE(early->message, QStringLiteral("output ended early: expected '2' at token 400002"));
        QCOMPARE(early->expectedAt->line, 100001);
        QCOMPARE(early->expectedAt->column, 3);
        auto spaced = compareOutputs(file("p2.ans", shared + "1 2\n"), file("p2.out", shared + "1  2\n"),
                                     *ComparatorOptions::fromFlags({"space_change_sensitive"}));
        QVERIFY(spaced && !spaced->accepted);
        QCOMPARE(spaced->message, QStringLiteral("line 100001: whitespace differs before token 400002"));
        auto inToken = compareOutputs(file("p3.ans", shared + "12345\n"), file("p3.out", shared + "12346\n"), {});
        QVERIFY(inToken && !inToken->accepted);
        QCOMPARE(inToken->message, QStringLiteral("line 100001: expected '12345', got '12346'"));
        QCOMPARE(inToken->outputAt, std::optional<Place>(Place{shared.size(), 100001, 1, 5}));
        QVERIFY(compareOutputs(file("p4.ans", shared + "ok\n"), file("p4.out", shared + "OK  \n"), {})->accepted);
    }

    void aLongSharedStartIsCountedByLinesAndBytes() {
        const QByteArray shared = QByteArray("a b\n").repeated(200000);
        auto lines = compareOutputs(file("q1.ans", shared + "c d\n"), file("q1.out", shared + "c e\n"),
                                    *ComparatorOptions::fromFlags({"lines"}));
        QVERIFY(lines && !lines->accepted);
        QCOMPARE(lines->message, QStringLiteral("line 200001: expected 'c d', got 'c e'"));
        auto exact = compareOutputs(file("q2.ans", shared + "c d\n"), file("q2.out", shared + "c e\n"),
                                    *ComparatorOptions::fromFlags({"exact"}));
        QVERIFY(exact && !exact->accepted);
        QCOMPARE(exact->message, QStringLiteral("byte %1 (line 200001) differs").arg(shared.size() + 2));
        QCOMPARE(exact->outputAt, std::optional<Place>(Place{shared.size() + 2, 200001, 3, 1}));
    }

    void onlyTheTokensThatDifferAreMarked() {
        const LineDifferences marks = differingTokens("1 22 3", "1  23 3", {});
        QCOMPARE(marks.expected, (QList<QPair<qsizetype, qsizetype>>{{2, 2}}));
        QCOMPARE(marks.output, (QList<QPair<qsizetype, qsizetype>>{{3, 2}}));
    }

    void tokensWithinTheToleranceAreNotMarked() {
        const LineDifferences marks =
            differingTokens("0.5 1.0 x", "0.5000001 2 X", *ComparatorOptions::fromFlags({"float_tolerance", "1e-6"}));
        QCOMPARE(marks.expected, (QList<QPair<qsizetype, qsizetype>>{{4, 3}}));
        QCOMPARE(marks.output, (QList<QPair<qsizetype, qsizetype>>{{10, 1}}));
    }

    void aTokenWithoutAPartnerIsMarked() {
        const LineDifferences marks = differingTokens("1", "1 2", {});
        QVERIFY(marks.expected.isEmpty());
        QCOMPARE(marks.output, (QList<QPair<qsizetype, qsizetype>>{{2, 1}}));
    }

    void caseCountsOnlyWhenAsked() {
        QVERIFY(differingTokens("Yes", "YES", {}).output.isEmpty());
        QCOMPARE(differingTokens("Yes", "YES", *ComparatorOptions::fromFlags({"case_sensitive"})).output.size(), 1);
    }

    void linesModeMarksFromTheFirstDifferingCharacter() {
        const auto lines = *ComparatorOptions::fromFlags({"lines"});
        const LineDifferences marks = differingTokens("a b c", "a bx c", lines);
        QCOMPARE(marks.expected, (QList<QPair<qsizetype, qsizetype>>{{3, 2}}));
        QCOMPARE(marks.output, (QList<QPair<qsizetype, qsizetype>>{{3, 3}}));
        QVERIFY(differingTokens("a b", "a b  ", lines).output.isEmpty()); // trailing spaces are forgiven
    }

    void theComparatorIsDescribedInWords() {
        QCOMPARE(describeComparator({}), QStringLiteral("whitespace-separated tokens, case-insensitive"));
        QCOMPARE(
            describeComparator(*ComparatorOptions::fromFlags({"case_sensitive", "float_absolute_tolerance", "1e-6"})),
            QStringLiteral("whitespace-separated tokens, case-sensitive, absolute tolerance 1e-06"));
    }
};

QTEST_GUILESS_MAIN(DefaultValidator)
#include "test_default_validator.moc"
