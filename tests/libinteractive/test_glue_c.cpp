// The C and C++ glue: what each IDL construct declares (tables of IDL in, declarations out), the ids both sides
// number alike, and compiled pairs of Main and a contestant exchanging calls through crossed pipes, as the
// judge joins them: arguments of every type and arrays sized by parameters cross intact, nested calls are
// served while an answer is awaited, and a peer that goes away ends the other with libinteractive's status.
#include "libinteractive/glue_c.h"
#include "libinteractive/idl_parser.h"
#include "pair_run.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace jd::libinteractive;
using namespace jd::test;

namespace {

Idl parsed(const char* text) {
    auto idl = parseIdl(text, "module.idl");
    if (!idl) qFatal("%s", idl.error().c_str());
    return *idl;
}

} // namespace

class GlueCTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    // The IDL's pair built: Main (C++) from `mainSource`, the contestant from `contestantSource` in `language`;
    // empty paths when a compiler refused, with its words in `failure`.
    std::pair<QString, QString> build(const char* idlText, const std::string& module, const std::string& mainSource,
                                      const std::string& contestantSource, CLanguage language, QString& failure) {
        const Idl idl = parsed(idlText);
        const Interface& contestant = idl.interfaces[1];
        const QString root = dir_.filePath(QString::fromStdString(module) + (language == CLanguage::C ? "-c" : "-cpp"));
        QDir().mkpath(root + "/main");
        QDir().mkpath(root + "/contestant");
        const GeneratedFile mainHeader = cHeader(idl, contestant, module, CLanguage::Cpp);
        const GeneratedFile mainEntry = cMainEntry(idl, contestant, module, CLanguage::Cpp);
        const GeneratedFile header = cHeader(idl, contestant, module, language);
        const GeneratedFile entry = cContestantEntry(idl, contestant, module, language);
        const QString suffix = language == CLanguage::C ? ".c" : ".cpp";
        const QString mainDir = root + "/main/", contestantDir = root + "/contestant/";
        if (!writeFile(mainDir + QString::fromStdString(mainHeader.name), mainHeader.text) ||
            !writeFile(mainDir + QString::fromStdString(mainEntry.name), mainEntry.text) ||
            !writeFile(mainDir + "Main.cpp", mainSource) ||
            !writeFile(contestantDir + QString::fromStdString(header.name), header.text) ||
            !writeFile(contestantDir + QString::fromStdString(entry.name), entry.text) ||
            !writeFile(contestantDir + QString::fromStdString(module) + suffix, contestantSource))
            qFatal("cannot write the pair's sources");
        auto compile = [&](const QString& compiler, const QStringList& sources, const QString& binary) {
            QProcess process;
            process.setProcessChannelMode(QProcess::MergedChannels);
            process.start(compiler, QStringList{"-O2", "-Wall", "-Wextra", "-Werror", "-o", binary} + sources);
            process.waitForFinished(120000);
            if (process.exitCode() != 0) failure += QString::fromUtf8(process.readAll());
            return process.exitCode() == 0;
        };
        const bool mainBuilt = compile("g++", {mainDir + "Main.cpp", mainDir + "Main_entry.cpp"}, mainDir + "main");
        const bool contestantBuilt =
            compile(language == CLanguage::C ? "gcc" : "g++",
                    {contestantDir + QString::fromStdString(module) + suffix,
                     contestantDir + QString::fromStdString(entry.name)},
                    contestantDir + "contestant");
        if (!mainBuilt || !contestantBuilt) return {};
        return {mainDir + "main", contestantDir + "contestant"};
    }

    PairRun judge(const std::pair<QString, QString>& pair, const QByteArray& input) {
        const QString inputFile = QFileInfo(pair.first).path() + "/case.in";
        QFile file(inputFile);
        if (!file.open(QIODevice::WriteOnly) || file.write(input) != input.size()) qFatal("cannot write the input");
        file.close();
        return runPair({pair.first}, {pair.second}, inputFile, QFileInfo(pair.first).path() + "/case.out");
    }

private slots:
    void theHeaderDeclaresBothSidesFunctions_data() {
        QTest::addColumn<QString>("idl");
        QTest::addColumn<QString>("declaration");
        QTest::newRow("an array sized by a parameter")
            << "interface Main {}; interface waves { int waves([Range(1, 100)] int n, int k, int[n] A); };"
            << "int waves(int n, int k, int A[]);";
        QTest::newRow("long is long long") << "interface Main {}; interface m { int f(long A, long B); };"
                                           << "int f(long long A, long long B);";
        QTest::newRow("a matrix keeps its inner size")
            << "interface Main {}; interface m { void f([Range(0, 9)] int N, int[N][100] matriz); };"
            << "void f(int N, int matriz[][100]);";
        QTest::newRow("no parameters is void") << "interface Main {}; interface m { double f(); };"
                                               << "double f(void);";
        QTest::newRow("Main's functions too") << "interface Main { void answer(bool x, char c); }; interface m { void "
                                                 "f(); };"
                                              << "void answer(bool x, char c);";
    }
    void theHeaderDeclaresBothSidesFunctions() {
        QFETCH(QString, idl);
        QFETCH(QString, declaration);
        const Idl tree = parsed(qPrintable(idl));
        const GeneratedFile header = cHeader(tree, tree.interfaces[1], "module", CLanguage::Cpp);
        QCOMPARE(QString::fromStdString(header.name), QStringLiteral("module.h"));
        QVERIFY2(QString::fromStdString(header.text).contains(declaration), header.text.c_str());
    }

    void idsNumberTheContestantsFunctionsThenMains() {
        const Idl idl = parsed("interface Main { void answer(int x); void skip(); }; interface m { void a(); int b(); };");
        const Interface& main = idl.interfaces[0];
        const Interface& contestant = idl.interfaces[1];
        QCOMPARE(functionId(idl, contestant, contestant, contestant.functions[0]), 1u);
        QCOMPARE(functionId(idl, contestant, contestant, contestant.functions[1]), 2u);
        QCOMPARE(functionId(idl, contestant, main, main.functions[0]), 3u);
        QCOMPARE(functionId(idl, contestant, main, main.functions[1]), 4u);
    }

    void anArraySizedByAParameterCrossesIntact_data() {
        QTest::addColumn<int>("language");
        QTest::newRow("C++ contestant") << int(CLanguage::Cpp);
        QTest::newRow("C contestant") << int(CLanguage::C);
    }
    void anArraySizedByAParameterCrossesIntact() {
        QFETCH(int, language);
        QString failure;
        const auto pair = build(
            "interface Main {};\ninterface waves {\n  int waves([Range(1, 100)] int n, int k, int[n] A);\n};\n", "waves",
            "#include <cstdio>\n#include \"waves.h\"\nint main() {\n  int n, k;\n  if (scanf(\"%d %d\", &n, &k) != 2) "
            "return 1;\n  int A[100];\n  for (int i = 0; i < n; ++i) if (scanf(\"%d\", &A[i]) != 1) return 1;\n  "
            "printf(\"%d\\n\", waves(n, k, A));\n}\n",
            "#include \"waves.h\"\n#include <stdio.h>\nint waves(int n, int k, int A[]) {\n  int sum = k;\n  for (int i = "
            "0; i < n; ++i) sum += A[i] * (i + 1);\n  printf(\"debugging goes nowhere\\n\");\n  return sum;\n}\n",
            CLanguage(language), failure);
        QVERIFY2(!pair.first.isEmpty(), qPrintable(failure));
        const PairRun run = judge(pair, "4 100\n1 2 3 -4\n");
        QCOMPARE(run.mainStatus, 0);
        QCOMPARE(run.contestantStatus, 0);
        QCOMPARE(run.output, QStringLiteral("98\n")); // 100 + 1 + 4 + 9 - 16
    }

    void everyPrimitiveAndAMatrixCrossIntact() {
        QString failure;
        const auto pair = build(
            "interface Main {}; interface m { double f(bool b, char c, short s, long l, float x, [Range(0, 3)] int "
            "n, double[n][2] grid); };",
            "m",
            "#include <cstdio>\n#include \"m.h\"\nint main() {\n  double grid[3][2] = {{0.5, 1.5}, {2.5, 3.5}, {4.5, "
            "5.5}};\n  printf(\"%.2f\\n\", f(true, 'x', -7, 5000000000LL, 0.25f, 3, grid));\n}\n",
            "#include \"m.h\"\ndouble f(bool b, char c, short s, long long l, float x, int n, double grid[][2]) {\n  "
            "double sum = (b ? 1 : 0) + c + s + (double)(l / 1000000000LL) + x;\n  for (int i = 0; i < n; ++i) sum += "
            "grid[i][0] * grid[i][1];\n  return sum;\n}\n",
            CLanguage::Cpp, failure);
        QVERIFY2(!pair.first.isEmpty(), qPrintable(failure));
        const PairRun run = judge(pair, "");
        QCOMPARE(run.mainStatus, 0);
        // 1 + 'x' (120) - 7 + 5 + 0.25 + 0.75 + 8.75 + 24.75
        QCOMPARE(run.output, QStringLiteral("153.50\n"));
    }

    void callsToMainAreServedWhileItAwaitsTheContestantsAnswer() {
        QString failure;
        const auto pair = build(
            "interface Main { int square(int i); void answer(long total); }; interface guess { void play([Range(0, "
            "1000)] int n); };",
            "guess",
            "#include <cstdio>\n#include <cstdlib>\n#include \"guess.h\"\nint asked = 0;\nint square(int i) { ++asked; "
            "return i * i; }\nvoid answer(long long total) {\n  printf(\"%lld after %d calls\\n\", total, asked);\n  "
            "exit(0);\n}\nint main() {\n  int n;\n  if (scanf(\"%d\", &n) != 1) return 1;\n  play(n);\n  "
            "printf(\"no answer\\n\");\n}\n",
            "#include \"guess.h\"\nvoid play(int n) {\n  long long total = 0;\n  for (int i = 1; i <= n; ++i) total += "
            "square(i);\n  answer(total);\n}\n",
            CLanguage::Cpp, failure);
        QVERIFY2(!pair.first.isEmpty(), qPrintable(failure));
        const PairRun run = judge(pair, "100\n");
        QCOMPARE(run.output, QStringLiteral("338350 after 100 calls\n"));
        QCOMPARE(run.mainStatus, 0);
        // Main ended inside answer, a NoReturn call: the contestant's process ends cleanly.
        QCOMPARE(run.contestantStatus, 0);
    }

    void aContestantThatExitsInsteadOfAnsweringEndsMainWith242() {
        QString failure;
        const auto pair =
            build("interface Main {}; interface m { int f(int x); };", "m",
                  "#include <cstdio>\n#include \"m.h\"\nint main() { printf(\"%d\\n\", f(3)); }\n",
                  "#include \"m.h\"\n#include <stdlib.h>\nint f(int x) { exit(x); }\n", CLanguage::Cpp, failure);
        QVERIFY2(!pair.first.isEmpty(), qPrintable(failure));
        const PairRun run = judge(pair, "");
        QCOMPARE(run.contestantStatus, 3);
        QCOMPARE(run.mainStatus, 242);
        QCOMPARE(run.output, QString());
    }
};

QTEST_GUILESS_MAIN(GlueCTest)
#include "test_glue_c.moc"
