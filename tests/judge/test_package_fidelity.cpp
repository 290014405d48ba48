// Packages written for DOMjudge and Kattis are judged as those systems judge them: their multi-pass and
// validator layouts, their scores, their output and memory limits, their interactive precedence, and
// submissions of several files and JVM classes found by their main method.
#include "common/tree_copy.h"
#include "judge/problem_judge.h"
#include "judge/report_format.h"
#include "judge/verification.h"
#include "judge_fixture.h"
#include "polygon_problem.h"
#include "problem/kattis_reader.h"
#include "sandbox/allowed_cpus.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::judge;

class PackageFidelity : public QObject {
    Q_OBJECT
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    LanguageRegistry languages_;
    QTemporaryDir cache_;

    std::unique_ptr<ProblemJudge> judgeFor(const QString& directory) {
        return test::judgeForPackage(directory, sandbox_, cache_.path(), languages_);
    }

    JudgeReport judge(ProblemJudge& judge, const QStringList& paths,
                      std::optional<problem::JudgingRules> rules = std::nullopt) {
        SubmissionRequest request;
        request.paths = paths;
        request.dialect = problem::dialectName(judge.problem().dialect.dialect);
        auto files = collectSubmission(request, languages_);
        if (!files) qFatal("%s", files.error().c_str());
        JudgeOptions options;
        options.jobs = 2;
        options.rules = rules;
        auto report = judge.judge(files.value(), options);
        if (!report) qFatal("%s", report.error().c_str());
        return report.value();
    }

    // A problem whose answer to n is n+1, on inputs 1..count.
    static QString successorProblem(const QString& root, const QByteArray& problemYaml, int count = 2) {
        test::writeTestFile(root + "/problem.yaml", problemYaml);
        for (int n = 1; n <= count; ++n) {
            test::writeTestFile(root + QStringLiteral("/data/secret/%1.in").arg(n), QByteArray::number(n) + "\n");
            test::writeTestFile(root + QStringLiteral("/data/secret/%1.ans").arg(n), QByteArray::number(n + 1) + "\n");
        }
        return root;
    }

    static QString why(const JudgeReport& report) {
        if (report.verdict == Verdict::CE) return report.compile.compilerOutput;
        for (const TestOutcome& test : report.tests)
            if (test.verdict != Verdict::AC) return test.test + ": " + verdictCode(test.verdict) + " " + test.message;
        return verdictCode(report.verdict);
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        languages_ = LanguageRegistry::load({}).value();
    }

    // CMS's GroupMin: a subtask is worth its score times the lowest outcome among its tests, so a solution
    // that earns half of one test earns half of each subtask holding it.
    void aTpsSubtaskScoresItsWeakestTestsShare() {
        const QString example = QStringLiteral(JUDGEDESK_EXAMPLES_DIR "/tps-summax");
        auto judge = judgeFor(example);
        JudgeReport report = this->judge(*judge, {example + "/solution/only_sum.cpp"});
        QCOMPARE(report.score, 50.0);
        QCOMPARE(report.verdict, Verdict::WA);
    }

    // The TPS grader holds main and calls the contestant's function; the submission is only that function.
    void aTpsGraderStartsTheProgramAndCallsTheSubmission() {
        const QString example = QStringLiteral(JUDGEDESK_EXAMPLES_DIR "/tps-summax");
        auto judge = judgeFor(example);
        JudgeReport report = this->judge(*judge, {example + "/solution/model.cpp"});
        QCOMPARE(report.verdict, Verdict::AC);
        QCOMPARE(report.score, 100.0);
    }

    // Kattis include/<language>/: a helper header the problem gives every C++ submission.
    void kattisIncludeFilesAreCompiledWithTheSubmission() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("p"), "name: P\n");
        test::writeTestFile(root + "/include/cpp/successor.h", "inline long successor(long n) { return n + 1; }\n");
        test::writeTestFile(dir.filePath("s.cpp"), "#include \"successor.h\"\n#include <cstdio>\n"
                                                   "int main() { long n; std::scanf(\"%ld\", &n); "
                                                   "std::printf(\"%ld\\n\", successor(n)); }\n");
        auto judge = judgeFor(root);
        QCOMPARE(this->judge(*judge, {dir.filePath("s.cpp")}).verdict, Verdict::AC);
    }

    void dialectFollowsWhatThePackageSays() {
        QTemporaryDir dir;
        auto kattis = problem::readKattisProblem(successorProblem(dir.filePath("k"), "name: K\n"));
        QCOMPARE(kattis->dialect.dialect, problem::Dialect::Kattis);
        const QString domjudge = successorProblem(dir.filePath("d"), "name: D\n");
        test::writeTestFile(domjudge + "/domjudge-problem.ini", "name = D\ntimelimit = 2\n");
        auto read = problem::readKattisProblem(domjudge);
        QCOMPARE(read->dialect.dialect, problem::Dialect::DOMjudge);
        QCOMPARE(read->dialect.reason, QStringLiteral("domjudge-problem.ini is present"));
    }

    // problemtools caps the address space: an allocation past the limit fails at once (a run-time error in
    // Kattis's words, which JudgeDesk explains), where a limit on resident memory lets the program run into it.
    void memoryPastTheLimitIsRteUnderAddressSpaceSayingWhyAndMleUnderResident() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("mem"), "name: M\nlimits:\n  memory: 64\n", 1);
        const QString hog =
            test::writeTestFile(dir.filePath("hog.cpp"),
                                "#include <cstdio>\n#include <cstring>\nint main() { int n; std::scanf(\"%d\", &n);"
                                " char* volatile p = new char[300 << 20]; std::memset(p, 1, 300 << 20);"
                                " std::printf(\"%d\\n\", n + p[12345]); }\n");
        auto judge = judgeFor(root);
        const JudgeReport capped = this->judge(*judge, {hog});
        QCOMPARE(verdictInDialect(capped.verdict, problem::Dialect::Kattis), QStringLiteral("RTE"));
        QCOMPARE(capped.tests.last().explanation,
                 QStringLiteral("It hit the memory limit of 64 MiB: the cap on its address space refused an "
                                "allocation. Kattis counts this as a run-time error (RTE)."));
        problem::JudgingRules resident;
        resident.memoryLimit = problem::MemoryLimitRule::Resident;
        QCOMPARE(verdictCode(this->judge(*judge, {hog}, resident).verdict), QStringLiteral("MLE"));
    }

    // DOMjudge cuts output off at the limit and lets the program run on: an endless flood is a time
    // limit there, and a program that ends after writing too much is OLE. Kattis stops it at the limit.
    void outputFloodIsTimeLimitForDomjudgeAndOleForKattis() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("flood"), "name: F\nlimits:\n  output: 1\n", 1);
        test::writeTestFile(root + "/domjudge-problem.ini", "timelimit = 1\n");
        const QString endless = test::writeTestFile(dir.filePath("endless.py"),
                                                    "import sys\nwhile True:\n    sys.stdout.write('x' * 65536)\n");
        const QString finite =
            test::writeTestFile(dir.filePath("finite.py"), "import sys\nsys.stdout.write('x' * (3 << 20))\n");
        auto judge = judgeFor(root);
        QCOMPARE(verdictCode(this->judge(*judge, {endless}).verdict), QStringLiteral("TLE"));
        JudgeReport cut = this->judge(*judge, {finite});
        QCOMPARE(verdictCode(cut.verdict), QStringLiteral("OLE"));
        problem::JudgingRules kattis = problem::rulesOf(problem::Dialect::Kattis);
        QCOMPARE(verdictCode(this->judge(*judge, {endless}, kattis).verdict), QStringLiteral("OLE"));
    }

    // Codeforces' file problems: the test is input.txt in the program's directory, its answer is what it
    // leaves in output.txt; a program of standard streams reads nothing and is judged on nothing.
    void aPolygonProblemOfFilesIsJudgedThroughThem() {
        QTemporaryDir dir;
        const QString root = dir.filePath("files");
        test::writeTestFile(root + "/problem.xml", R"(<?xml version="1.0" encoding="utf-8"?>
<problem short-name="files">
  <judging input-file="input.txt" output-file="output.txt">
    <testset name="tests">
      <time-limit>2000</time-limit><memory-limit>268435456</memory-limit><test-count>2</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern><answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests><test method="manual"/><test method="manual"/></tests>
    </testset>
  </judging>
</problem>
)");
        for (int n = 1; n <= 2; ++n) {
            test::writeTestFile(root + QStringLiteral("/tests/%1").arg(n, 2, 10, QChar('0')),
                                QByteArray::number(n) + "\n");
            test::writeTestFile(root + QStringLiteral("/tests/%1.a").arg(n, 2, 10, QChar('0')),
                                QByteArray::number(n + 1) + "\n");
        }
        const QString files =
            test::writeTestFile(dir.filePath("files.py"),
                                "n = int(open('input.txt').read())\nopen('output.txt', 'w').write(f'{n + 1}\\n')\n");
        const QString streams = test::writeTestFile(dir.filePath("streams.py"), "print(int(input()) + 1)\n");
        auto judge = judgeFor(root);
        const JudgeReport throughFiles = this->judge(*judge, {files});
        QVERIFY2(throughFiles.verdict == Verdict::AC, qPrintable(why(throughFiles)));
        QVERIFY(reportToText(judge->problem(), "files.py", throughFiles)
                    .contains("The program reads input.txt and writes output.txt\n"));
        QCOMPARE(verdictCode(this->judge(*judge, {streams}).verdict), QStringLiteral("RE"));
    }

    // A testlib checker gives 50 points on each of two tests worth 10: Polygon takes them as the test's score,
    // or, where the problem treats the checker's points as a percent, as half of the test's 10.
    void aTestlibCheckersPointsAreTheTestsScoreOrItsPercentageAsThePolygonProblemSays_data() {
        QTest::addColumn<QByteArray>("judging");
        QTest::addColumn<double>("score");
        QTest::newRow("points") << QByteArray("<judging>") << 100.0;
        QTest::newRow("percent") << QByteArray(R"(<judging treat-points-from-checker-as-percent="true">)") << 10.0;
    }
    void aTestlibCheckersPointsAreTheTestsScoreOrItsPercentageAsThePolygonProblemSays() {
        QFETCH(QByteArray, judging);
        QFETCH(double, score);
        QTemporaryDir dir;
        const QString root = test::polygonPointsProblem(
            dir.filePath("half"), "check.py", "import sys\nsys.stderr.write('points 50 half of it\\n')\nsys.exit(7)\n",
            judging);
        const QString source = test::writeTestFile(dir.filePath("one.py"), "print(1)\n");
        auto judge = judgeFor(root);
        const JudgeReport report = this->judge(*judge, {source});
        QVERIFY2(report.verdict == Verdict::AC, qPrintable(why(report)));
        QCOMPARE(report.score, score);
    }

    // A group of two tests worth 30 and one worth 70, summed: one test of the first group wrong.
    // DOMjudge scores the group (all or nothing): 70; problemtools scores each test: 30 + 70 + 70.
    void groupScoresFollowTheDialect() {
        QTemporaryDir dir;
        const QString root = dir.filePath("groups");
        test::writeTestFile(root + "/problem.yaml", "name: G\nvalidation: default score\n");
        test::writeTestFile(root + "/data/secret/testdata.yaml", "grader_flags: sum\n");
        test::writeTestFile(root + "/data/secret/g1/testdata.yaml", "accept_score: 30\ngrader_flags: sum\n");
        test::writeTestFile(root + "/data/secret/g2/testdata.yaml", "accept_score: 70\ngrader_flags: sum\n");
        for (auto [group, n] : {std::pair{"g1", 1}, {"g1", 2}, {"g2", 3}, {"g2", 4}}) {
            test::writeTestFile(root + QStringLiteral("/data/secret/%1/%2.in").arg(group).arg(n),
                                QByteArray::number(n));
            test::writeTestFile(root + QStringLiteral("/data/secret/%1/%2.ans").arg(group).arg(n),
                                QByteArray::number(n + 1));
        }
        const QString almost =
            test::writeTestFile(dir.filePath("almost.py"), "n = int(input())\nprint(n + 1 if n != 2 else 0)\n");
        auto judge = judgeFor(root);
        QCOMPARE(this->judge(*judge, {almost}).score, 170.0);
        problem::JudgingRules domjudge = problem::rulesOf(problem::Dialect::DOMjudge);
        QCOMPARE(this->judge(*judge, {almost}, domjudge).score, 70.0);
    }

    // The 2023-07 draft and legacy packages say `validation: custom multi-pass`: the second pass must run,
    // so an answer wrong only there is rejected.
    void legacyMultiPassRunsEveryPass() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("passes"), "name: P\nvalidation: custom multi-pass\n", 1);
        test::writeTestFile(root + "/output_validators/v/v.py", R"(import sys
feedback = sys.argv[3]
got = sys.stdin.read().split()
expected = open(sys.argv[1]).read().split()
want = str(int(expected[0]) + 1)
if got != [want]:
    sys.exit(43)
if int(expected[0]) < 10:
    open(feedback + 'nextpass.in', 'w').write(str(int(expected[0]) + 10) + '\n')
sys.exit(42)
)");
        const QString firstOnly =
            test::writeTestFile(dir.filePath("first.py"), "n = int(input())\nprint(n + 1 if n < 10 else n)\n");
        const QString both = test::writeTestFile(dir.filePath("both.py"), "print(int(input()) + 1)\n");
        auto judge = judgeFor(root);
        QCOMPARE(verdictCode(this->judge(*judge, {firstOnly}).verdict), QStringLiteral("WA"));
        JudgeReport right = this->judge(*judge, {both});
        QVERIFY2(right.verdict == Verdict::AC, qPrintable(why(right)));
        QCOMPARE(right.tests.first().passes, 2);
    }

    // The 2023-07 draft keeps one named validator with its sources (validate.cc + validate.h) inside
    // output_validator/.
    void draftOutputValidatorDirectoryHoldsANamedValidator() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("draft"),
                                              "problem_format_version: 2023-07-draft\nname: D\n"
                                              "validation: custom\n",
                                              1);
        test::writeTestFile(root + "/output_validator/check/validate.h", "#define ACCEPTED 42\n#define REJECTED 43\n");
        test::writeTestFile(
            root + "/output_validator/check/validate.cc",
            "#include \"validate.h\"\n#include <cstdio>\nint main(int, char** argv) { long e, g;"
            " std::FILE* a = std::fopen(argv[2], \"r\"); std::fscanf(a, \"%ld\", &e);"
            " if (std::scanf(\"%ld\", &g) != 1) return REJECTED; return g == e ? ACCEPTED : REJECTED; }\n");
        const QString right = test::writeTestFile(dir.filePath("right.py"), "print(int(input()) + 1)\n");
        const QString wrong = test::writeTestFile(dir.filePath("wrong.py"), "print(int(input()) + 2)\n");
        auto judge = judgeFor(root);
        JudgeReport accepted = this->judge(*judge, {right});
        QVERIFY2(accepted.verdict == Verdict::AC, qPrintable(why(accepted)));
        QCOMPARE(verdictCode(this->judge(*judge, {wrong}).verdict), QStringLiteral("WA"));
    }

    // An interactor that does not notice its program is gone runs into its own wall clock: the program,
    // which never answered, gets the time limit, not a judge error.
    void silentProgramIsOutOfTimeEvenWhenTheInteractorHangs() {
        QTemporaryDir dir;
        const QString root = dir.filePath("hang");
        test::writeTestFile(root + "/problem.yaml",
                            "name: H\nvalidation: custom interactive\nlimits:\n  time_limit: 1\n");
        test::writeTestFile(root + "/data/secret/1.in", "5\n");
        test::writeTestFile(root + "/data/secret/1.ans", "5\n");
        test::writeTestFile(root + "/output_validators/i/i.py",
                            "import time\nprint('guess', flush=True)\nwhile True:\n    time.sleep(1)\n");
        const QString silent = test::writeTestFile(dir.filePath("silent.py"), "import time\ntime.sleep(100)\n");
        auto judge = judgeFor(root);
        JudgeReport report = this->judge(*judge, {silent});
        QVERIFY2(report.verdict == Verdict::ILE || report.verdict == Verdict::TLE, qPrintable(why(report)));
        QCOMPARE(verdictInDialect(report.verdict, problem::Dialect::Kattis), QStringLiteral("TLE"));
    }

    // A validator that floods its feedback is stopped at the helpers' file limit, the same way every
    // time: the test is a judge error naming what happened, not a memory limit of the moment.
    void aValidatorFloodingItsFeedbackIsAJudgeErrorEveryTime_data() {
        QTest::addColumn<QByteArray>("validator");
        QTest::addColumn<QString>("file");
        QTest::newRow("judgemessage.txt")
            << QByteArray("import sys\nwith open(sys.argv[3] + 'judgemessage.txt', 'w') as f:\n"
                          "    while True:\n        f.write('x' * (1 << 20))\n")
            << "judgemessage.txt";
        QTest::newRow("standard error") << QByteArray(
                                               "import sys\nwhile True:\n    sys.stderr.write('x' * (1 << 20))\n")
                                        << "stderr.txt";
    }
    void aValidatorFloodingItsFeedbackIsAJudgeErrorEveryTime() {
        QFETCH(QByteArray, validator);
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("flood"), "name: F\nvalidation: custom\n", 1);
        test::writeTestFile(root + "/output_validators/v/v.py", validator);
        const QString right = test::writeTestFile(dir.filePath("right.py"), "print(int(input()) + 1)\n");
        auto judge = judgeFor(root);
        for (int attempt = 0; attempt < 2; ++attempt) {
            JudgeReport report = this->judge(*judge, {right});
            QCOMPARE(verdictCode(report.verdict), QStringLiteral("JE"));
            QVERIFY2(report.tests.first().message.startsWith("the checker failed: it wrote 256 MiB into " + file +
                                                             ", a judge helper's limit"),
                     qPrintable(report.tests.first().message.left(300)));
        }
    }

    void interactorThatCrashesIsAJudgeError() {
        QTemporaryDir dir;
        const QString root = dir.filePath("crash");
        test::writeTestFile(root + "/problem.yaml", "name: C\nvalidation: custom interactive\n");
        test::writeTestFile(root + "/data/secret/1.in", "5\n");
        test::writeTestFile(root + "/data/secret/1.ans", "5\n");
        test::writeTestFile(root + "/output_validators/i/i.py", "raise SystemExit(3)\n");
        const QString program = test::writeTestFile(dir.filePath("p.py"), "print(1)\n");
        auto judge = judgeFor(root);
        QCOMPARE(verdictCode(this->judge(*judge, {program}).verdict), QStringLiteral("JE"));
    }

    void runTimeErrorShowsTheEndOfStandardError() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("rte"), "name: R\n", 1);
        const QString crash = test::writeTestFile(dir.filePath("crash.py"), "x = int(input())\nprint(x // 0)\n");
        auto judge = judgeFor(root);
        JudgeReport report = this->judge(*judge, {crash});
        QCOMPARE(verdictCode(report.verdict), QStringLiteral("RE"));
        QVERIFY2(report.tests.first().message.section('\n', 0, 0).contains("ZeroDivisionError"),
                 qPrintable(report.tests.first().message));
    }

    // Kattis limits.code: a source larger than the limit is turned away with the reason, not compiled.
    void aSourceOverTheCodeLimitIsACompileErrorSayingWhy() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("code"), "name: C\nlimits:\n  code: 1\n", 1);
        const QString big =
            test::writeTestFile(dir.filePath("big.py"), "print(int(input()) + 1)\n#" + QByteArray(2048, 'x') + "\n");
        auto judge = judgeFor(root);
        JudgeReport report = this->judge(*judge, {big});
        QCOMPARE(verdictCode(report.verdict), QStringLiteral("CE"));
        QCOMPARE(report.compile.compilerOutput,
                 QStringLiteral("the source is 3 KiB, more than the problem's code limit of 1 KiB (limits.code)"));
    }

    // A JVM stack trace names the exception first and its frames after: the exception is the headline.
    void runTimeErrorHeadlineIsTheExceptionNotAStackFrame() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("jvm"), "name: J\n", 1);
        const QString crash = test::writeTestFile(
            dir.filePath("Crash.java"), "public class Crash { public static void main(String[] a) {"
                                        " int[] t = new int[1]; System.out.println(t[new java.util.Scanner(System.in)"
                                        ".nextInt()]); } }\n");
        auto judge = judgeFor(root);
        JudgeReport report = this->judge(*judge, {crash});
        QCOMPARE(verdictCode(report.verdict), QStringLiteral("RE"));
        QVERIFY2(report.tests.first().message.section('\n', 0, 0).contains("ArrayIndexOutOfBoundsException"),
                 qPrintable(report.tests.first().message));
    }

    // Only the language's own sources are compiled: a stray .txt or a broken header nothing includes
    // does not make CE; modules beside the main file are importable.
    void severalFilesMakeOneSubmission_data() {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QStringList>("contents");
        QTest::newRow("Python modules") << QStringList{"main.py", "helper.py", "notes.txt"}
                                        << QStringList{"import helper\nprint(helper.next(int(input())))\n",
                                                       "def next(n):\n    return n + 1\n", "not code at all {"};
        QTest::newRow("C++ with headers")
            << QStringList{"solve.cpp", "util.h", "unused.h"}
            << QStringList{"#include \"util.h\"\n#include <cstdio>\nint main() { int n;"
                           " std::scanf(\"%d\", &n); std::printf(\"%d\\n\", next(n)); }\n",
                           "inline int next(int n) { return n + 1; }\n", "this is not C++ }}}\n"};
        QTest::newRow("JavaScript ES modules")
            << QStringList{"main.mjs", "lib.mjs"}
            << QStringList{"import { next } from './lib.mjs';\nimport { readFileSync }"
                           " from 'fs';\nconsole.log(next(Number(readFileSync(0,"
                           " 'utf8'))));\n",
                           "export function next(n) { return n + 1; }\n"};
    }
    void severalFilesMakeOneSubmission() {
        QFETCH(QStringList, names);
        QFETCH(QStringList, contents);
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("multi"), "name: M\n");
        for (qsizetype i = 0; i < names.size(); ++i)
            test::writeTestFile(dir.filePath("submission/" + names[i]), contents[i].toUtf8());
        auto judge = judgeFor(root);
        JudgeReport report = this->judge(*judge, {dir.filePath("submission")});
        QVERIFY2(report.verdict == Verdict::AC, qPrintable(why(report)));
    }

    // Two scripts and no main.*: only the entry point the package names (submissions.yaml) says which
    // one starts the program.
    void theEntryPointAPackageNamesStartsTheProgram() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("entry"), "name: E\n");
        test::writeTestFile(dir.filePath("two/helper.py"), "def successor(n):\n    return n + 1\n");
        test::writeTestFile(dir.filePath("two/solve.py"), "import helper\nprint(helper.successor(int(input())))\n");
        SubmissionRequest request;
        request.paths = {dir.filePath("two")};
        auto ambiguous = collectSubmission(request, languages_);
        QVERIFY(!ambiguous);
        QVERIFY2(QString::fromStdString(ambiguous.error()).contains("helper.py") &&
                     QString::fromStdString(ambiguous.error()).contains("solve.py"),
                 ambiguous.error().c_str());
        request.entryPoint = "solve.py";
        auto files = collectSubmission(request, languages_);
        QVERIFY2(files, files ? "" : files.error().c_str());
        QVERIFY(files->sources.first().endsWith("solve.py"));
        auto judge = judgeFor(root);
        JudgeOptions options;
        auto report = judge->judge(files.value(), options);
        QVERIFY2(report && report->verdict == Verdict::AC, report ? qPrintable(why(*report)) : report.error().c_str());
    }

    // A C++ submission takes the files of cpp/, not those of c/ (C++ claims the extension .C): whichever order
    // the directories come in.
    void theLanguageDirectoryNamedForTheLanguageWinsOverOneOfItsExtensions() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("c/entry.c"), "int main(void) { return 0; }\n");
        test::writeTestFile(dir.filePath("cpp/entry.cpp"), "int main() { return 0; }\n");
        test::writeTestFile(dir.filePath("module.cpp"), "int f() { return 1; }\n");
        for (const QStringList& order : {QStringList{"c", "cpp"}, QStringList{"cpp", "c"}}) {
            problem::Problem problem;
            for (const QString& key : order)
                problem.languageFiles.insert(key, dir.filePath(key));
            SubmissionRequest request;
            request.paths = {dir.filePath("module.cpp")};
            auto files = collectSubmission(request, languages_);
            QVERIFY2(files, files ? "" : files.error().c_str());
            auto merged = withLanguageFiles(*files, problem);
            QVERIFY2(merged, merged ? "" : merged.error().c_str());
            QVERIFY2(merged->sources.join(' ').contains("cpp/entry.cpp"), qPrintable(merged->sources.join(' ')));
            QVERIFY2(!merged->sources.join(' ').contains("c/entry.c"), qPrintable(merged->sources.join(' ')));
        }
    }

    // DOMjudge and Kattis find the class with main(String[]) among the compiled ones.
    void javaMainClassIsFoundAmongTheCompiledClasses_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("any file name") << "test-hello.java"
                                       << "class Main { public static void main(String[] a) {"
                                          " System.out.println(new java.util.Scanner(System.in).nextInt() + 1); } }\n"
                                       << "AC";
        QTest::newRow("inside a package") << "Solve.java"
                                          << "package contest.a;\nclass Helper {}\npublic class Solve { public static "
                                             "void main(String[] a) { System.out.println(new java.util.Scanner("
                                             "System.in).nextInt() + 1); } }\n"
                                          << "AC";
        QTest::newRow("no main") << "Nothing.java"
                                 << "class Nothing { static void helper() {} }\n"
                                 << "CE";
        QTest::newRow("two mains") << "Two.java"
                                   << "class A { public static void main(String[] a) {} }\n"
                                      "class B { public static void main(String[] a) {} }\n"
                                   << "CE";
    }
    void javaMainClassIsFoundAmongTheCompiledClasses() {
        QFETCH(QString, file);
        QFETCH(QString, source);
        QFETCH(QString, verdict);
        if (QStandardPaths::findExecutable("javac").isEmpty()) QSKIP("no JDK here");
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("java"), "name: J\n", 1);
        auto judge = judgeFor(root);
        JudgeReport report = this->judge(*judge, {test::writeTestFile(dir.filePath(file), source.toUtf8())});
        QCOMPARE(verdictCode(report.verdict), verdict);
        if (verdict == "CE")
            QVERIFY2(report.compile.compilerOutput.contains("public static void main(String[] args)"),
                     qPrintable(report.compile.compilerOutput));
    }

    // A Kattis package in the 2025-09 format with a 0.5 s limit whose time_limit_exceeded solution spins 0.6 s
    // of CPU, less than the 0.75 s of time_limit × time_limit_to_tle, and whose accepted one spins 0.3 s,
    // more than the 0.25 s of time_limit / ac_to_time_limit.
    static QString packageWithSolutionsNearTheLimit(const QString& root) {
        successorProblem(root, "problem_format_version: 2025-09\nname: N\nlimits:\n  time_limit: 0.5\n", 1);
        auto spinning = [](double seconds) {
            return QStringLiteral("#include <cstdio>\n#include <ctime>\nint main() { long n; std::scanf(\"%ld\", &n);"
                                  " while (std::clock() < %1 * CLOCKS_PER_SEC) {} std::printf(\"%ld\\n\", n + 1); }\n")
                .arg(seconds)
                .toUtf8();
        };
        test::writeTestFile(root + "/submissions/time_limit_exceeded/edge.cpp", spinning(0.6));
        test::writeTestFile(root + "/submissions/accepted/slowish.cpp", spinning(0.3));
        return root;
    }

    Verification verify(ProblemJudge& judge, const VerificationOptions& verification) {
        JudgeOptions options;
        options.jobs = 2;
        auto verified = verifySubmissions(judge, languages_, options, {}, verification);
        if (!verified) qFatal("%s", verified.error().c_str());
        return verified.value();
    }

    static SubmissionVerification named(const Verification& verification, const QString& name) {
        for (const SubmissionVerification& verified : verification.submissions)
            if (verified.name == name) return verified;
        qFatal("%s was not verified", qPrintable(name));
    }

    // problemtools runs every test to time_limit × time_limit_to_tle and judges at the limit from those runs:
    // a solution that passes a little past the limit agrees with time_limit_exceeded, with a warning.
    void kattisVerificationWarnsAboutASolutionThatPassesJustPastTheLimit() {
        QTemporaryDir dir;
        auto judge = judgeFor(packageWithSolutionsNearTheLimit(dir.filePath("near")));
        const Verification verification = verify(*judge, {});
        const SubmissionVerification edge = named(verification, "time_limit_exceeded/edge.cpp");
        QVERIFY2(edge.agreement.agreed, qPrintable(why(*edge.report)));
        QCOMPARE(edge.report->verdict, Verdict::TLE);
        QCOMPARE(edge.report->timeLimit, 0.5);
        QCOMPARE(edge.report->timeLimitSource, QStringLiteral("from the package"));
        QCOMPARE(edge.asRun->verdict, Verdict::AC);
        QCOMPARE(edge.asRun->timeLimit, 0.75);
        QCOMPARE(edge.warnings, QStringList{"sensitive to the time limit: TLE at 0.5 s, AC at 0.75 s"});
    }

    // problemtools' guess_tle: a wrong guess, rejected by the interactor in the first millisecond, then a spin.
    // Run to the margin and judged at the limit, the rejection came first: WA, and nothing to warn about.
    void anInteractiveRejectionBeforeASpinIsAWrongAnswerUnderTimeMargins() {
        QTemporaryDir dir;
        const QString example = QStringLiteral(JUDGEDESK_EXAMPLES_DIR "/guess");
        const QString root = dir.filePath("guess");
        for (const char* part : {"output_validator", "data"})
            QVERIFY(copyTree(example + "/" + part, root + "/" + part));
        QVERIFY(QFile::copy(example + "/problem.yaml", root + "/problem.yaml"));
        QVERIFY(QDir().mkpath(root + "/submissions/wrong_answer"));
        QVERIFY(QFile::copy(example + "/submissions/wrong_answer/guess_tle.cpp",
                            root + "/submissions/wrong_answer/guess_tle.cpp"));
        auto judge = judgeFor(root);
        const Verification verification = verify(*judge, {});
        QVERIFY(verification.margins);
        const SubmissionVerification guessTle = named(verification, "wrong_answer/guess_tle.cpp");
        QVERIFY2(guessTle.agreement.agreed, qPrintable(why(*guessTle.report)));
        QCOMPARE(verdictCode(guessTle.report->verdict), QStringLiteral("WA"));
        QVERIFY2(guessTle.warnings.isEmpty(), qPrintable(guessTle.warnings.join('\n')));
    }

    void kattisVerificationWarnsAboutAnAcceptedSolutionSlowerThanItsShareOfTheLimit() {
        QTemporaryDir dir;
        auto judge = judgeFor(packageWithSolutionsNearTheLimit(dir.filePath("near")));
        const SubmissionVerification slowish = named(verify(*judge, {}), "accepted/slowish.cpp");
        QVERIFY2(slowish.agreement.agreed, qPrintable(why(*slowish.report)));
        QCOMPARE(slowish.warnings.size(), 1);
        QVERIFY2(slowish.warnings.first().contains("over time_limit / ac_to_time_limit = 0.25 s"),
                 qPrintable(slowish.warnings.first()));
    }

    // A legacy Kattis package names no time limit: problemtools derives it from the accepted submissions
    // (ceil(slowest x time_multiplier 5)), so one that needs 1.2 s is accepted, under a limit of 6 s or more.
    void aKattisPackageWithoutALimitIsJudgedAtTheLimitItsAcceptedSubmissionsCalibrate() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("legacy"), "name: L\n", 1);
        test::writeTestFile(root + "/submissions/accepted/slow.cpp",
                            "#include <cstdio>\n#include <ctime>\nint main() { long n; std::scanf(\"%ld\", &n);"
                            " while (std::clock() < 1.2 * CLOCKS_PER_SEC) {} std::printf(\"%ld\\n\", n + 1); }\n");
        auto judge = judgeFor(root);
        const Verification verification = verify(*judge, {});
        QCOMPARE(verification.timeLimit.origin, TimeLimitChoice::Origin::Calibrated);
        QVERIFY2(verification.timeLimit.seconds >= 6, qPrintable(verification.timeLimit.source));
        QVERIFY2(verification.timeLimit.source.startsWith("calibrated from the accepted submissions"),
                 qPrintable(verification.timeLimit.source));
        const SubmissionVerification slow = named(verification, "accepted/slow.cpp");
        QVERIFY2(slow.agreement.agreed, qPrintable(why(*slow.report)));
        QCOMPARE(slow.report->timeLimit, verification.timeLimit.seconds);
        QVERIFY(slow.warnings.isEmpty());
    }

    void aGivenLimitIsNotCalibrated() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("legacy"), "name: L\n", 1);
        test::writeTestFile(root + "/submissions/accepted/ok.py", "print(int(input()) + 1)\n");
        auto judge = judgeFor(root);
        JudgeOptions options;
        setTimeLimit(options, 3);
        auto verified = verifySubmissions(*judge, languages_, options);
        QVERIFY(verified);
        QCOMPARE(verified->timeLimit.origin, TimeLimitChoice::Origin::Given);
        QCOMPARE(verified->submissions.first().report->timeLimit, 3.0);
    }

    void withoutTimeMarginsTheVerificationRunsToTheLimitOnly() {
        QTemporaryDir dir;
        auto judge = judgeFor(packageWithSolutionsNearTheLimit(dir.filePath("near")));
        const Verification verification = verify(*judge, {false});
        const SubmissionVerification edge = named(verification, "time_limit_exceeded/edge.cpp");
        QVERIFY(edge.agreement.agreed);
        QVERIFY(!edge.asRun);
        QCOMPARE(verification.warned(), 0);
        QVERIFY2(edge.report->tests.first().time < std::chrono::milliseconds(600),
                 "the run was stopped at the 0.5 s limit");
    }

    // A program that spins while it has one CPU to itself and fails otherwise: beside another worker (each
    // pinned to a CPU of its own) it runs out of time, alone (the machine to itself) it is a run-time error.
    static QString packageOfARunThatNeedsTheMachineAlone(const QString& root, const QString& directory) {
        successorProblem(root, "problem_format_version: 2025-09\nname: A\nlimits:\n  time_limit: 0.5\n", 2);
        test::writeTestFile(root + "/submissions/" + directory + "/crowded.c",
                            "#define _GNU_SOURCE\n#include <sched.h>\nint main(void) { cpu_set_t cpus;"
                            " sched_getaffinity(0, sizeof cpus, &cpus); if (CPU_COUNT(&cpus) == 1) for (;;) {}"
                            " return 3; }\n");
        test::writeTestFile(root + "/submissions/accepted/ok.py", "print(int(input()) + 1)\n");
        return root;
    }

    Verification verifyOnTwoPinnedWorkers(ProblemJudge& judge) {
        JudgeOptions options;
        options.jobs = 2;
        const std::vector<int> allowed = sandbox::allowedCpus();
        options.cpus = {allowed[0], allowed[1]};
        auto verified = verifySubmissions(judge, languages_, options, {}, {false});
        if (!verified) qFatal("%s", verified.error().c_str());
        return verified.value();
    }

    void aDisagreementOutOfTimeBesideOtherRunsIsJudgedAgainAlone() {
        if (sandbox::allowedCpus().size() < 2) QSKIP("two CPUs are needed to pin two workers apart");
        QTemporaryDir dir;
        auto judge = judgeFor(packageOfARunThatNeedsTheMachineAlone(dir.filePath("alone"), "run_time_error"));
        const Verification verification = verifyOnTwoPinnedWorkers(*judge);
        const SubmissionVerification crowded = named(verification, "run_time_error/crowded.c");
        QVERIFY2(crowded.agreement.agreed, qPrintable(why(*crowded.report)));
        QCOMPARE(crowded.report->verdict, Verdict::RE);
        QVERIFY2(crowded.judgedAlone.startsWith("with 2 tests at once it was TLE on "), qPrintable(crowded.judgedAlone));
        QVERIFY(named(verification, "accepted/ok.py").judgedAlone.isEmpty());
        QCOMPARE(verification.submissions.first().name, QStringLiteral("accepted/ok.py")); // told in the package's order
    }

    void aSubmissionThatAgreesBesideOtherRunsIsNotJudgedAgain() {
        if (sandbox::allowedCpus().size() < 2) QSKIP("two CPUs are needed to pin two workers apart");
        QTemporaryDir dir;
        auto judge = judgeFor(packageOfARunThatNeedsTheMachineAlone(dir.filePath("alone"), "time_limit_exceeded"));
        const SubmissionVerification crowded = named(verifyOnTwoPinnedWorkers(*judge), "time_limit_exceeded/crowded.c");
        QVERIFY2(crowded.agreement.agreed, qPrintable(why(*crowded.report)));
        QCOMPARE(crowded.report->verdict, Verdict::TLE);
        QVERIFY(crowded.judgedAlone.isEmpty());
    }

    void withOneWorkerADisagreementOutOfTimeIsFinal() {
        QTemporaryDir dir;
        auto judge = judgeFor(packageOfARunThatNeedsTheMachineAlone(dir.filePath("alone"), "run_time_error"));
        JudgeOptions options;
        options.jobs = 1;
        options.cpus = {sandbox::allowedCpus().front()};
        auto verified = verifySubmissions(*judge, languages_, options, {}, {false});
        QVERIFY(verified);
        const SubmissionVerification crowded = named(verified.value(), "run_time_error/crowded.c");
        QVERIFY(!crowded.agreement.agreed);
        QCOMPARE(crowded.report->verdict, Verdict::TLE);
        QVERIFY(crowded.judgedAlone.isEmpty());
    }

    // Odd programs get what DOMjudge gives them.
    void oddProgramsGetDomjudgesVerdicts_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("stops its parent and waits")
            << "#include <signal.h>\n#include <unistd.h>\nint main() { kill(getppid(), SIGSTOP); for (;;) pause(); }\n"
            << "TLE";
        QTest::newRow("writes in its directory and /tmp")
            << "#include <cstdio>\nint main() { int n; std::scanf(\"%d\", &n); std::FILE* f = std::fopen(\"scratch\","
               " \"w\"); std::FILE* t = std::fopen(\"/tmp/scratch\", \"w\"); if (t) std::fputs(\"x\", t);"
               " if (f) std::fclose(f); std::printf(\"%d\\n\", n + 1); }\n"
            << "AC";
        QTest::newRow("too many threads")
            << "#include <pthread.h>\n#include <unistd.h>\nvoid* idle(void*) { pause(); return nullptr; }\n"
               "int main() { for (int i = 0; i < 10000; ++i) { pthread_t t; if (pthread_create(&t, nullptr, idle,"
               " nullptr)) return 1; } }\n"
            << "RE";
    }
    void oddProgramsGetDomjudgesVerdicts() {
        QFETCH(QString, source);
        QFETCH(QString, verdict);
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("odd"), "name: O\nlimits:\n  time_limit: 1\n", 1);
        test::writeTestFile(root + "/domjudge-problem.ini", "timelimit = 1\n");
        auto judge = judgeFor(root);
        JudgeReport report = this->judge(*judge, {test::writeTestFile(dir.filePath("odd.cpp"), source.toUtf8())});
        QVERIFY2(verdictCode(report.verdict) == verdict, qPrintable(why(report)));
    }
};

QTEST_GUILESS_MAIN(PackageFidelity)
#include "test_package_fidelity.moc"
