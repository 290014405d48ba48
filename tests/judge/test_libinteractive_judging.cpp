// omegaUp's libinteractive problems judged as quark judges them: Main and the contestant's module joined by the
// generated glue, Main's output judged by the problem's validator, the contestant's own failures its verdicts,
// a contestant that leaves Main waiting or breaks the calls an RTE, a language without glue a CE; and the same
// verdicts every time while every core is busy.
#include "cpu_load.h"
#include "judge/interaction.h"
#include "judge_fixture.h"
#include "libinteractive_problem.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace jd;
using namespace jd::judge;

class LibinteractiveJudgingTest : public QObject {
    Q_OBJECT
    test::PackageJudging judging_;
    QTemporaryDir dir_;
    QString problem_;

    QString solution(const QString& name, const QByteArray& source) {
        const QString path = dir_.filePath("solutions/" + name);
        test::writeTestFile(path, source);
        return path;
    }

private slots:
    void initTestCase() {
        judging_.start();
        problem_ = test::writeSumsLibinteractiveProblem(dir_.filePath("sums"));
    }

    void aRightModuleIsAcceptedWithFullMarks_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("source");
        QTest::newRow("C++") << "right.cpp"
                             << QByteArray("#include \"sums.h\"\nlong long sum(int n, int values[]) {\n  long long s = "
                                           "0;\n  for (int i = 0; i < n; ++i) s += values[i];\n  return s;\n}\n");
        QTest::newRow("Python, a module of its own name") << "sums.py"
                                                          << QByteArray("def sum(n, values):\n    total = 0\n    for v "
                                                                        "in values:\n        total += v\n    return "
                                                                        "total\n");
        QTest::newRow("Python, a module of any name, tried by hand")
            << "solution.py"
            << QByteArray("import builtins\n\ndef sum(n, values):\n    print('debugging goes nowhere')\n    return "
                          "builtins.sum(values)\n\nif __name__ == '__main__':\n    print(sum(3, [1, 2, 3]))\n");
        QTest::newRow("C") << "right.c"
                           << QByteArray("#include \"sums.h\"\nlong long sum(int n, int values[]) {\n  long long s = 0;\n "
                                         " for (int i = 0; i < n; ++i) s += values[i];\n  return s;\n}\n");
    }
    void aRightModuleIsAcceptedWithFullMarks() {
        QFETCH(QString, name);
        QFETCH(QByteArray, source);
        const JudgeReport report = judging_.judge(problem_, solution(name, source));
        QVERIFY2(report.verdict != Verdict::CE, qPrintable(report.compile.compilerOutput));
        QCOMPARE(verdictCode(report.verdict), QStringLiteral("AC"));
        QCOMPARE(report.score, 1.0);
    }

    void aWrongAnswerIsWhatTheValidatorMakesOfMainsOutput() {
        const JudgeReport report = judging_.judge(
            problem_, solution("wrong.cpp", "#include \"sums.h\"\nlong long sum(int n, int values[]) { return n; }\n"));
        QCOMPARE(verdictCode(report.verdict), QStringLiteral("WA"));
        QCOMPARE(report.score, 0.0);
        QVERIFY2(report.tests.first().message.contains("Main said: got 3, expected 6"),
                 qPrintable(report.tests.first().message));
    }

    void theContestantsOwnFailureIsItsVerdict_data() {
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("a crash") << QByteArray("#include \"sums.h\"\n#include <stdlib.h>\nlong long sum(int n, int "
                                               "values[]) { abort(); }\n")
                                 << "RE";
        QTest::newRow("a spin") << QByteArray("#include \"sums.h\"\nlong long sum(int n, int values[]) {\n  volatile "
                                              "long long s = 0;\n  for (;;) s += n;\n}\n")
                                << "TLE";
    }
    void theContestantsOwnFailureIsItsVerdict() {
        QFETCH(QByteArray, source);
        QFETCH(QString, verdict);
        const JudgeReport report = judging_.judge(problem_, solution(QString(QTest::currentDataTag()).replace(' ', '-') + ".cpp", source));
        QCOMPARE(verdictCode(report.verdict), verdict);
    }

    void aContestantThatExitsInsteadOfAnsweringIsARunTimeError() {
        const JudgeReport report = judging_.judge(
            problem_, solution("exits.cpp", "#include \"sums.h\"\n#include <stdlib.h>\nlong long sum(int n, int "
                                            "values[]) { exit(0); }\n"));
        QCOMPARE(verdictCode(report.verdict), QStringLiteral("RE"));
        QVERIFY2(report.tests.first().message.contains("Main stopped"), qPrintable(report.tests.first().message));
    }

    void aLanguageWithoutGlueIsACompileError() {
        const JudgeReport report = judging_.judge(
            problem_, solution("sums.java", "class sums { static long sum(int n, int[] values) { return 0; } }\n"));
        QCOMPARE(verdictCode(report.verdict), QStringLiteral("CE"));
        QVERIFY2(report.compile.compilerOutput.contains("libinteractive does not support language"),
                 qPrintable(report.compile.compilerOutput));
    }

    // The Judge page shows an interactive run's transcript: here, the calls that passed, Main's first.
    void theCallsThatPassedAreTheTestsTranscript() {
        QTemporaryDir work;
        auto judge = judging_.judgeFor(problem_);
        JudgeOptions options;
        options.jobs = 1;
        options.workDirectory = work.path();
        const QString source = solution("transcribed.cpp", "#include \"sums.h\"\nlong long sum(int n, int values[]) "
                                                           "{\n  long long s = 0;\n  for (int i = 0; i < n; ++i) s += "
                                                           "values[i];\n  return s;\n}\n");
        const JudgeReport report = test::judgeFiles(*judge, judging_.languages(), {source}, options);
        QCOMPARE(verdictCode(report.verdict), QStringLiteral("AC"));
        auto transcript = Transcript::load(report.tests.first().transcriptFile);
        QVERIFY2(transcript, transcript ? "" : transcript.error().c_str());
        QCOMPARE(transcript->entries.size(), 2);
        QVERIFY(!transcript->entries[0].fromProgram);
        QCOMPARE(transcript->entries[0].data, QByteArray("sum(n = 3, values = [1, 2, 3])\n"));
        QVERIFY(transcript->entries[1].fromProgram);
        QCOMPARE(transcript->entries[1].data, QByteArray("sum returned 6\n"));
    }

    void theSameVerdictsComeOutEveryTimeUnderLoad() {
        const QString right = solution("again.cpp", "#include \"sums.h\"\nlong long sum(int n, int values[]) {\n  long "
                                                    "long s = 0;\n  for (int i = 0; i < n; ++i) s += values[i];\n  "
                                                    "return s;\n}\n");
        const QString exits = solution("leaves.cpp", "#include \"sums.h\"\n#include <stdlib.h>\nlong long sum(int n, "
                                                     "int values[]) { exit(0); }\n");
        auto judge = judging_.judgeFor(problem_);
        JudgeOptions options;
        options.jobs = 2;
        QStringList differing;
        test::CpuLoad load;
        for (int round = 0; round < 8; ++round)
            for (const auto& [source, expected] : {std::pair{right, QStringLiteral("AC")}, std::pair{exits, QStringLiteral("RE")}}) {
                const JudgeReport report = test::judgeFiles(*judge, judging_.languages(), {source}, options);
                if (verdictCode(report.verdict) != expected)
                    differing << QStringLiteral("round %1, %2: %3 (%4)")
                                     .arg(round)
                                     .arg(QFileInfo(source).fileName(), verdictCode(report.verdict),
                                          report.tests.isEmpty() ? report.compile.compilerOutput
                                                                 : report.tests.first().message);
            }
        QVERIFY2(differing.isEmpty(), qPrintable(differing.join('\n')));
    }
};

QTEST_GUILESS_MAIN(LibinteractiveJudgingTest)
#include "test_libinteractive_judging.moc"
