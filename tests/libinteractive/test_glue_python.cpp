// The Python glue: a C++ Main and a Python contestant exchanging calls through crossed pipes, as the judge joins
// them: arrays and matrices arrive as lists, every primitive crosses intact, the contestant's calls to Main are
// served while Main awaits its answer, and the module is found whatever its file is named.
#include "libinteractive/glue_c.h"
#include "libinteractive/glue_python.h"
#include "libinteractive/idl_parser.h"
#include "pair_run.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace jd::libinteractive;
using namespace jd::test;

class GluePythonTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    // Main (C++) built, the contestant's module written as `moduleFile` beside its glue; the commands to run
    // both, or empty ones with the compiler's words in `failure`.
    std::pair<QStringList, QStringList> build(const QString& name, const char* idlText, const std::string& module,
                                              const std::string& mainSource, const QString& moduleFile,
                                              const std::string& contestantSource, QString& failure) {
        auto idl = parseIdl(idlText, "module.idl");
        if (!idl) qFatal("%s", idl.error().c_str());
        const Interface& contestant = idl->interfaces[1];
        const QString mainDir = dir_.filePath(name + "/main/"), contestantDir = dir_.filePath(name + "/contestant/");
        QDir().mkpath(mainDir);
        QDir().mkpath(contestantDir);
        const GeneratedFile header = cHeader(*idl, contestant, module, CLanguage::Cpp);
        const GeneratedFile mainEntry = cMainEntry(*idl, contestant, module, CLanguage::Cpp);
        const GeneratedFile mainModule = pythonMainModule(*idl, contestant, module);
        const GeneratedFile entry = pythonContestantEntry(*idl, contestant, module);
        if (!writeFile(mainDir + QString::fromStdString(header.name), header.text) ||
            !writeFile(mainDir + QString::fromStdString(mainEntry.name), mainEntry.text) ||
            !writeFile(mainDir + "Main.cpp", mainSource) ||
            !writeFile(contestantDir + QString::fromStdString(mainModule.name), mainModule.text) ||
            !writeFile(contestantDir + QString::fromStdString(entry.name), entry.text) ||
            !writeFile(contestantDir + moduleFile, contestantSource))
            qFatal("cannot write the pair's sources");
        QProcess compiler;
        compiler.setProcessChannelMode(QProcess::MergedChannels);
        compiler.start("g++", {"-O2", "-o", mainDir + "main", mainDir + "Main.cpp", mainDir + "Main_entry.cpp"});
        compiler.waitForFinished(120000);
        if (compiler.exitCode() != 0) {
            failure = QString::fromUtf8(compiler.readAll());
            return {};
        }
        return {{mainDir + "main"}, {"/usr/bin/python3", contestantDir + QString::fromStdString(entry.name)}};
    }

    PairRun judge(const std::pair<QStringList, QStringList>& pair, const QByteArray& input) {
        const QString directory = QFileInfo(pair.first.first()).path();
        QFile file(directory + "/case.in");
        if (!file.open(QIODevice::WriteOnly) || file.write(input) != input.size()) qFatal("cannot write the input");
        file.close();
        return runPair(pair.first, pair.second, directory + "/case.in", directory + "/case.out");
    }

private slots:
    void anArrayArrivesAsAListAndTheAnswerCrossesBack_data() {
        QTest::addColumn<QString>("moduleFile");
        QTest::newRow("the module's own name") << "waves.py";
        QTest::newRow("any name") << "solutionB.py";
    }
    void anArrayArrivesAsAListAndTheAnswerCrossesBack() {
        QFETCH(QString, moduleFile);
        QString failure;
        const auto pair = build(
            "waves-" + QString(moduleFile).remove(".py"),
            "interface Main {};\ninterface waves {\n  int waves([Range(1, 100)] int n, int k, int[n] A);\n};\n",
            "waves",
            "#include <cstdio>\n#include \"waves.h\"\nint main() {\n  int A[4] = {1, 2, 3, -4};\n  printf(\"%d\\n\", "
            "waves(4, 100, A));\n}\n",
            moduleFile,
            "def waves(n, k, A):\n    print('debugging goes nowhere')\n    assert isinstance(A, list) and len(A) == "
            "n\n    return k + sum(a * (i + 1) for i, a in enumerate(A))\n",
            failure);
        QVERIFY2(!pair.first.isEmpty(), qPrintable(failure));
        const PairRun run = judge(pair, "");
        QCOMPARE(run.contestantStatus, 0);
        QCOMPARE(run.mainStatus, 0);
        QCOMPARE(run.output, QStringLiteral("98\n"));
    }

    void everyPrimitiveAndAMatrixCrossIntact() {
        QString failure;
        const auto pair = build(
            "primitives",
            "interface Main {}; interface m { double f(bool b, char c, short s, long l, float x, [Range(0, 3)] int "
            "n, double[n][2] grid); };",
            "m",
            "#include <cstdio>\n#include \"m.h\"\nint main() {\n  double grid[3][2] = {{0.5, 1.5}, {2.5, 3.5}, {4.5, "
            "5.5}};\n  printf(\"%.2f\\n\", f(true, 'x', -7, 5000000000LL, 0.25f, 3, grid));\n}\n",
            "m.py",
            "def f(b, c, s, l, x, n, grid):\n    assert b is True and c == 'x' and len(grid) == n and len(grid[0]) == "
            "2\n    return (1 if b else 0) + ord(c) + s + l // 1000000000 + x + sum(r[0] * r[1] for r in grid)\n",
            failure);
        QVERIFY2(!pair.first.isEmpty(), qPrintable(failure));
        const PairRun run = judge(pair, "");
        QCOMPARE(run.contestantStatus, 0);
        QCOMPARE(run.output, QStringLiteral("153.50\n"));
    }

    void callsToMainAreServedWhileItAwaitsTheContestantsAnswer() {
        QString failure;
        const auto pair = build(
            "callbacks",
            "interface Main { int square(int i); void answer(long total); }; interface guess { void play([Range(0, "
            "1000)] int n); };",
            "guess",
            "#include <cstdio>\n#include <cstdlib>\n#include \"guess.h\"\nint asked = 0;\nint square(int i) { ++asked; "
            "return i * i; }\nvoid answer(long long total) {\n  printf(\"%lld after %d calls\\n\", total, asked);\n  "
            "exit(0);\n}\nint main() {\n  play(100);\n  printf(\"no answer\\n\");\n}\n",
            "guess.py",
            "import Main\n\ndef play(n):\n    Main.answer(sum(Main.square(i) for i in range(1, n + 1)))\n", failure);
        QVERIFY2(!pair.first.isEmpty(), qPrintable(failure));
        const PairRun run = judge(pair, "");
        QCOMPARE(run.output, QStringLiteral("338350 after 100 calls\n"));
        QCOMPARE(run.mainStatus, 0);
        QCOMPARE(run.contestantStatus, 0); // Main ended inside answer, a NoReturn call
    }

    void aContestantThatRaisesEndsMainWith242() {
        QString failure;
        const auto pair = build("raises", "interface Main {}; interface m { int f(int x); };", "m",
                                "#include <cstdio>\n#include \"m.h\"\nint main() { printf(\"%d\\n\", f(3)); }\n",
                                "m.py", "def f(x):\n    raise ValueError(x)\n", failure);
        QVERIFY2(!pair.first.isEmpty(), qPrintable(failure));
        const PairRun run = judge(pair, "");
        QCOMPARE(run.contestantStatus, 1);
        QCOMPARE(run.mainStatus, 242);
    }
};

QTEST_GUILESS_MAIN(GluePythonTest)
#include "test_glue_python.moc"
