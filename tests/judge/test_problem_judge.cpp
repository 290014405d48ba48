// Judging whole problems: each submission of the example package gets the verdict its directory
// names; custom checkers speak the Kattis and testlib protocols; groups aggregate into a score.
#include "judge/interaction.h"
#include "judge/problem_judge.h"
#include "judge_fixture.h"
#include "problem/kattis_reader.h"
#include "problem/plain_tests_reader.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using namespace jd;
using namespace jd::judge;

namespace {

const QString kExamples = QStringLiteral(JUDGEDESK_EXAMPLES_DIR);

} // namespace

class ProblemJudgeTest : public QObject {
    Q_OBJECT
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    LanguageRegistry languages_;
    QTemporaryDir cache_;

    std::unique_ptr<ProblemJudge> judgeFor(const QString& directory) {
        return test::judgeForPackage(directory, sandbox_, cache_.path(), languages_);
    }

    JudgeReport judge(ProblemJudge& judge, const QString& source, int jobs = 2) {
        JudgeOptions options;
        options.jobs = jobs;
        auto report = judge.judge({{source}, languages_.forSource(source), {}}, options);
        if (!report) qFatal("%s", report.error().c_str());
        return report.value();
    }

    // A problem whose answers are "n+1" for input n, checked by `checker` under `protocol`.
    QString checkedPackage(QTemporaryDir& dir, const QByteArray& problemYaml, const QString& checkerPath,
                           const QByteArray& checker) {
        const QString root = dir.filePath("checked");
        test::writeTestFile(root + "/problem.yaml", problemYaml);
        for (int n : {1, 2, 3}) {
            test::writeTestFile(root + QStringLiteral("/data/secret/%1.in").arg(n), QByteArray::number(n) + "\n");
            test::writeTestFile(root + QStringLiteral("/data/secret/%1.ans").arg(n), QByteArray::number(n + 1) + "\n");
        }
        test::writeTestFile(root + "/" + checkerPath, checker);
        return root;
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        languages_ = LanguageRegistry::load({}).value();
    }

    void exampleSubmissionsGetTheirVerdicts_data() {
        QTest::addColumn<QString>("submission");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("C++ accepted") << "accepted/sum.cpp"
                                      << "AC";
        QTest::newRow("Python accepted") << "accepted/sum.py"
                                         << "AC";
        QTest::newRow("C++ overflow") << "wrong_answer/overflow.cpp"
                                      << "WA";
        QTest::newRow("C++ spin") << "time_limit_exceeded/spin.cpp"
                                  << "TLE";
        QTest::newRow("C++ crash") << "run_time_error/crash.cpp"
                                   << "RE";
        QTest::newRow("Python raise") << "run_time_error/crash.py"
                                      << "RE";
        // A Kattis package: problemtools caps the address space, so the allocation fails at once; the
        // program's std::bad_alloc says why (Kattis calls it a run-time error all the same).
        QTest::newRow("C++ memory hog") << "memory_limit_exceeded/hog.cpp"
                                        << "MLE";
        QTest::newRow("Java heap exhausted") << "memory_limit_exceeded/Hog.java"
                                             << "MLE";
        QTest::newRow("C++ compile error") << "compiler_error/broken.cpp"
                                           << "CE";
        QTest::newRow("Python syntax error") << "compiler_error/broken.py"
                                             << "CE";
    }
    void exampleSubmissionsGetTheirVerdicts() {
        QFETCH(QString, submission);
        QFETCH(QString, verdict);
        if (submission.endsWith(".java") && QStandardPaths::findExecutable("javac").isEmpty()) QSKIP("no JDK here");
        auto aplusb = judgeFor(kExamples + "/aplusb");
        JudgeReport report = judge(*aplusb, kExamples + "/aplusb/submissions/" + submission);
        QCOMPARE(verdictCode(report.verdict), verdict);
    }

    void aWrongAnswerNamesItsTestAndWhy() {
        auto aplusb = judgeFor(kExamples + "/aplusb");
        QSignalSpy progress(aplusb.get(), &ProblemJudge::testFinished);
        JudgeReport report = judge(*aplusb, kExamples + "/aplusb/submissions/wrong_answer/overflow.cpp");
        QCOMPARE(progress.count(), 4);
        QCOMPARE(report.tests.size(), 4);
        QCOMPARE(verdictCode(report.tests[3].verdict), QStringLiteral("WA"));
        QCOMPARE(report.tests[3].test, QStringLiteral("secret/03-large"));
        QVERIFY(report.tests[3].message.contains("expected '1999999999999999999'"));
        QCOMPARE(report.timeLimit, 1.0);
    }

    void failingOutputsAreKeptAndAcceptedOnesOnlyWhenAsked() {
        auto aplusb = judgeFor(kExamples + "/aplusb");
        QTemporaryDir work;
        JudgeOptions options;
        options.workDirectory = work.path();
        const QString overflow = kExamples + "/aplusb/submissions/wrong_answer/overflow.cpp";
        auto report = aplusb->judge({{overflow}, languages_.forSource(overflow), {}}, options);
        QVERIFY(report.ok());
        QHash<QString, TestOutcome> byName;
        for (const TestOutcome& test : report->tests)
            byName.insert(test.test, test);
        auto contents = [](const QString& path) {
            QFile file(path);
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<none>");
        };
        QCOMPARE(verdictCode(byName["secret/03-large"].verdict), QStringLiteral("WA"));
        const QByteArray wrong = contents(byName["secret/03-large"].outputFile);
        QVERIFY2(wrong != "<none>" && wrong != "1999999999999999999\n",
                 "the wrong answer is kept to be seen: " + wrong);
        QVERIFY2(!byName["sample/1"].outputFile.isEmpty(), "samples are kept");
        QVERIFY2(byName["secret/01-small"].outputFile.isEmpty(), "an accepted output is not kept by default");
        QVERIFY(byName["secret/01-small"].errorFile.isEmpty());
        QCOMPARE(QDir(work.path()).entryList({"worker*"}, QDir::Files), QStringList());

        options.keepAcceptedOutputs = true;
        report = aplusb->judge({{overflow}, languages_.forSource(overflow), {}}, options);
        QVERIFY(report.ok());
        for (const TestOutcome& test : report->tests)
            if (test.test == "secret/01-small") QCOMPARE(contents(test.outputFile), QByteArray("42\n"));
    }

    void kattisValidatorDecidesAndExplains() {
        QTemporaryDir dir;
        const QString root = checkedPackage(dir, "validation: custom\n", "output_validators/near/near.cpp", R"(
#include <cstdio>
#include <cstdlib>
#include <string>
// Accepts an answer within 1 of the judge's; explains a rejection in judgemessage.txt.
int main(int argc, char** argv) {
    FILE* answer = std::fopen(argv[2], "r");
    long expected = 0, got = 0;
    if (!answer || std::fscanf(answer, "%ld", &expected) != 1) return 1;
    if (std::scanf("%ld", &got) != 1) got = -1000000;
    if (std::labs(got - expected) <= 1) return 42;
    FILE* message = std::fopen((std::string(argv[3]) + "judgemessage.txt").c_str(), "w");
    std::fprintf(message, "%ld is too far from %ld", got, expected);
    return 43;
})");
        test::writeTestFile(dir.filePath("close.py"), "print(int(input()))\n");     // off by one: accepted
        test::writeTestFile(dir.filePath("far.py"), "print(int(input()) * 10)\n");  // wrong
        test::writeTestFile(dir.filePath("quiet.py"), "import sys\nsys.exit(0)\n"); // no output: wrong
        auto judge = judgeFor(root);
        JudgeReport close = this->judge(*judge, dir.filePath("close.py"));
        QVERIFY2(close.verdict == Verdict::AC, qPrintable(close.tests.first().message));
        JudgeReport far = this->judge(*judge, dir.filePath("far.py"));
        QCOMPARE(verdictCode(far.verdict), QStringLiteral("WA"));
        QCOMPARE(far.tests.first().message, QStringLiteral("10 is too far from 2"));
        QCOMPARE(verdictCode(this->judge(*judge, dir.filePath("quiet.py")).verdict), QStringLiteral("WA"));
    }

    void kattisValidatorThatMisbehavesIsAJudgeError() {
        QTemporaryDir dir;
        const QString root = checkedPackage(dir, "validation: custom\n", "output_validators/broken/broken.cpp",
                                            "int main() { return 0; } // 0 is neither 42 nor 43\n");
        test::writeTestFile(dir.filePath("right.py"), "print(int(input()) + 1)\n");
        auto judge = judgeFor(root);
        JudgeReport report = this->judge(*judge, dir.filePath("right.py"));
        QCOMPARE(verdictCode(report.verdict), QStringLiteral("JE"));
        QVERIFY2(report.tests.first().message.contains("the checker failed"), qPrintable(report.tests.first().message));
    }

    void submissionExitingFortyTwoIsNotAValidatorVerdict() {
        QTemporaryDir dir;
        const QString root =
            checkedPackage(dir, "validation: custom\n", "output_validators/v/v.cpp", "int main() { return 43; }\n");
        test::writeTestFile(dir.filePath("sly.py"), "import sys\nprint(int(input()) + 1)\nsys.exit(42)\n");
        auto judge = judgeFor(root);
        QCOMPARE(verdictCode(this->judge(*judge, dir.filePath("sly.py")).verdict), QStringLiteral("RE"));
    }

    void testlibCheckerExitCodesMap() {
        QTemporaryDir dir;
        // A checker in testlib's protocol, without testlib itself: the answer file says what to return.
        const QString root = checkedPackage(dir, "validation: custom score\n", "output_validators/t/t.cpp", R"(
#include <cstdio>
int main(int, char** argv) {
    FILE* output = std::fopen(argv[2], "r");
    int code = 3;
    if (!output || std::fscanf(output, "%d", &code) != 1) return 3;
    if (code == 7) std::fprintf(stderr, "points 0.25 partly right\n");
    else std::fprintf(stderr, "said %d\n", code);
    return code;
})");
        auto problem = problem::readKattisProblem(root);
        QVERIFY(problem);
        problem->outputValidatorProtocol = "testlib";
        ProblemJudge judge(problem.value(), std::make_shared<SandboxExecutor>(sandbox_),
                           std::make_shared<Compiler>(sandbox_, cache_.path()), languages_);
        const QList<std::pair<int, QString>> cases = {{0, "AC"}, {1, "WA"}, {2, "PE"}, {3, "JE"}, {7, "AC"}};
        for (const auto& [code, verdict] : cases) {
            QString source = test::writeTestFile(dir.filePath(QStringLiteral("say%1.py").arg(code)),
                                                 QStringLiteral("print(%1)\n").arg(code).toUtf8());
            JudgeReport report = this->judge(judge, source);
            QCOMPARE(verdictCode(report.tests.first().verdict), verdict);
            if (code == 7) QCOMPARE(report.tests.first().score.value_or(-1), 0.25);
        }
    }

    void groupsAggregateIntoAScore() {
        QTemporaryDir dir;
        const QString root = dir.filePath("scored");
        test::writeTestFile(root + "/problem.yaml", "problem_format_version: 2025-09\ntype: scoring\n");
        test::writeTestFile(root + "/data/secret/small/test_group.yaml", "score_aggregation: min\nmax_score: 30\n");
        test::writeTestFile(root + "/data/secret/large/test_group.yaml", "score_aggregation: min\nmax_score: 70\n");
        for (const char* group : {"small", "large"})
            for (int n : {1, 2}) {
                int value = QByteArray(group) == "small" ? n : 1000000 + n;
                test::writeTestFile(root + QStringLiteral("/data/secret/%1/%2.in").arg(group).arg(n),
                                    QByteArray::number(value));
                test::writeTestFile(root + QStringLiteral("/data/secret/%1/%2.ans").arg(group).arg(n),
                                    QByteArray::number(value * 2));
            }
        // Doubles small numbers only: the small group's 30 points, not the large group's 70.
        test::writeTestFile(dir.filePath("partial.py"), "n = int(input())\nprint(n * 2 if n < 1000 else 0)\n");
        test::writeTestFile(dir.filePath("full.py"), "print(int(input()) * 2)\n");
        auto judge = judgeFor(root);
        JudgeReport partial = this->judge(*judge, dir.filePath("partial.py"));
        QCOMPARE(partial.score, 30.0);
        QCOMPARE(verdictCode(partial.verdict), QStringLiteral("WA"));
        JudgeReport full = this->judge(*judge, dir.filePath("full.py"));
        QCOMPARE(full.score, 100.0);
        QCOMPARE(verdictCode(full.verdict), QStringLiteral("AC"));
    }

    void aggregationFollowsTheGroupSettings() {
        problem::TestGroup root;
        problem::TestGroup secret;
        secret.name = "secret";
        secret.settings.aggregation = problem::Aggregation::Sum;
        for (const char* name : {"secret/a", "secret/b", "secret/c"})
            secret.tests.push_back({name, {}, {}, {}, false, {}, {}});
        root.groups << secret;
        QList<TestOutcome> outcomes;
        for (auto [name, verdict] : {std::pair{"secret/a", Verdict::AC}, std::pair{"secret/b", Verdict::TLE},
                                     std::pair{"secret/c", Verdict::WA}}) {
            TestOutcome outcome;
            outcome.test = name;
            outcome.verdict = verdict;
            outcomes << outcome;
        }
        GroupOutcome summed = aggregate(root, outcomes, true);
        QCOMPARE(summed.groups.first().score, 1.0);                   // one accepted test, accept_score 1
        QCOMPARE(verdictCode(summed.verdict), QStringLiteral("TLE")); // the first rejection decides
        root.groups.first().settings.aggregation = problem::Aggregation::Min;
        QCOMPARE(aggregate(root, outcomes, true).groups.first().score, 0.0);
        root.groups.first().settings.acceptIfAnyAccepted = true;
        QCOMPARE(verdictCode(aggregate(root, outcomes, true).groups.first().verdict), QStringLiteral("AC"));
    }

    // An OI-style problem: the program reads echo.in and writes echo.out in its working directory.
    void fileInputAndOutput_data() {
        QTest::addColumn<QByteArray>("program");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("message");
        QTest::newRow("reads and writes the files")
            << QByteArray("open('echo.out', 'w').write(open('echo.in').read())\n") << "AC"
            << "";
        QTest::newRow("prints to standard output instead")
            << QByteArray("print(open('echo.in').read().strip())\n") << "WA"
            << "the program wrote no echo.out";
        QTest::newRow("reads standard input, which is empty")
            << QByteArray("import sys\nopen('echo.out', 'w').write(sys.stdin.read())\n") << "WA"
            << "";
        QTest::newRow("fills the disk") << QByteArray("f = open('echo.out', 'w')\nwhile True: f.write('x' * 65536)\n")
                                        << "OLE"
                                        << "";
    }
    void fileInputAndOutput() {
        QFETCH(QByteArray, program);
        QFETCH(QString, verdict);
        QFETCH(QString, message);
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("echo/1.in"), "hello\n");
        test::writeTestFile(dir.filePath("echo/1.out"), "hello\n");
        problem::PlainTestsSettings settings;
        settings.inputFileName = "echo.in";
        settings.outputFileName = "echo.out";
        settings.timeLimit = 5;
        auto echo = problem::readPlainTestFolder(dir.filePath("echo"), "echo", settings);
        QVERIFY(echo.ok());
        ProblemJudge judge(*echo, std::make_shared<SandboxExecutor>(sandbox_),
                           std::make_shared<Compiler>(sandbox_, cache_.path()), languages_);
        const QString source = test::writeTestFile(dir.filePath("echo.py"), program);
        JudgeReport report = this->judge(judge, source, 1);
        QCOMPARE(verdictCode(report.verdict), verdict);
        QVERIFY2(report.tests.first().message.contains(message), qPrintable(report.tests.first().message));
        QCOMPARE(report.score, verdict == "AC" ? 100.0 : 0.0);
    }

    // Multi-pass (Kattis 2025-09): input 1, and while the answer is input + 1 and below 3, the
    // validator hands the answer to the next pass. A right program needs three passes.
    void batchMultiPass_data() {
        QTest::addColumn<QByteArray>("program");
        QTest::addColumn<int>("allowedPasses");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<int>("passes");
        const QByteArray right = "print(int(input()) + 1)\n", stuck = "input()\nprint(2)\n";
        QTest::newRow("right in every pass") << right << 3 << "AC" << 3;
        QTest::newRow("right only in the first pass") << stuck << 3 << "WA" << 2;
        QTest::newRow("validator wants more passes than allowed") << right << 2 << "JE" << 2;
    }
    void batchMultiPass() {
        QFETCH(QByteArray, program);
        QFETCH(int, allowedPasses);
        QFETCH(QString, verdict);
        QFETCH(int, passes);
        QTemporaryDir dir;
        const QString root = dir.filePath("passes");
        test::writeTestFile(root + "/problem.yaml", QStringLiteral("problem_format_version: 2025-09\ntype: multi-pass\n"
                                                                   "limits:\n  validation_passes: %1\n")
                                                        .arg(allowedPasses)
                                                        .toUtf8());
        test::writeTestFile(root + "/data/secret/1.in", "1\n");
        test::writeTestFile(root + "/data/secret/1.ans", "-\n");
        test::writeTestFile(root + "/output_validator/validate.py", R"(import sys
given = int(open(sys.argv[1]).read())
said = int(sys.stdin.read())
if said != given + 1:
    open(sys.argv[3] + "judgemessage.txt", "w").write("expected %d, got %d" % (given + 1, said))
    sys.exit(43)
if said < 4:
    open(sys.argv[3] + "nextpass.in", "w").write("%d\n" % said)
sys.exit(42)
)");
        auto judge = judgeFor(root);
        JudgeReport report = this->judge(*judge, test::writeTestFile(dir.filePath("answer.py"), program), 1);
        QCOMPARE(verdictCode(report.verdict), verdict);
        QCOMPARE(report.tests.first().passes, passes);
        if (verdict == "WA") QCOMPARE(report.tests.first().message, QStringLiteral("expected 3, got 2"));
        if (verdict == "JE") QVERIFY(report.tests.first().message.contains("limits.validation_passes (2)"));
    }

    // The same in an interactive problem: the validator asks, the program answers, pass after pass.
    void interactiveMultiPass() {
        QTemporaryDir dir;
        const QString root = dir.filePath("talks");
        test::writeTestFile(root + "/problem.yaml", "problem_format_version: 2025-09\ntype: [interactive, multi-pass]\n"
                                                    "limits:\n  validation_passes: 3\n");
        test::writeTestFile(root + "/data/secret/1.in", "1\n");
        test::writeTestFile(root + "/output_validator/validate.py", R"(import sys
given = int(open(sys.argv[1]).read())
print(given, flush=True)
said = int(sys.stdin.readline())
if said != given + 1:
    sys.exit(43)
if given < 3:
    open(sys.argv[3] + "nextpass.in", "w").write("%d\n" % said)
sys.exit(42)
)");
        auto judge = judgeFor(root);
        JudgeReport report =
            this->judge(*judge, test::writeTestFile(dir.filePath("answer.py"), "print(int(input()) + 1)\n"), 1);
        QCOMPARE(verdictCode(report.verdict), QStringLiteral("AC"));
        QCOMPARE(report.tests.first().passes, 3);
    }

    void aRunIsSampledLiveAndKeptWithItsOutcome() {
        QTemporaryDir dir;
        const QString root = dir.filePath("burn");
        test::writeTestFile(root + "/problem.yaml", "problem_format_version: 2025-09\nlimits:\n  time_limit: 5\n");
        test::writeTestFile(root + "/data/secret/1.in", "x\n");
        test::writeTestFile(root + "/data/secret/1.ans", "done\n");
        const QString burner = test::writeTestFile(
            dir.filePath("burn.cpp"),
            "#include <cstdio>\n#include <ctime>\n#include <vector>\nint main() {\n"
            "  std::vector<char> held(64 << 20, 1); timespec t;\n"
            "  do clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); while (t.tv_nsec < 400000000 && !t.tv_sec);\n"
            "  std::puts(held[12345] ? \"done\" : \"\"); }\n");
        auto judge = judgeFor(root);
        QSignalSpy live(judge.get(), &ProblemJudge::sampleTaken);
        JudgeReport report = this->judge(*judge, burner, 1);
        QCOMPARE(verdictCode(report.verdict), QStringLiteral("AC"));
        const auto& points = report.tests.first().samples.points();
        QVERIFY2(points.size() >= 5, qPrintable(QString::number(points.size())));
        QVERIFY2(live.count() >= 4, qPrintable(QString::number(live.count())));
        QCOMPARE(live.first().at(0).toString(), QStringLiteral("secret/1"));
        QCOMPARE(points.last().cpuMicroseconds, report.tests.first().time.count() / 1000);
        // The last point is the run's peak; a reused slot measures it above its init's footprint, which
        // the kernel may trim by a little meanwhile (the sandbox's accuracy tests bound that error).
        QVERIFY2(points.last().memoryBytes >= (60u << 20),
                 qPrintable(QStringLiteral("the peak holds the 64 MiB the program touched, got %1 bytes")
                                .arg(points.last().memoryBytes)));
        for (qsizetype i = 1; i < points.size(); ++i)
            QVERIFY(points[i].wallMicroseconds >= points[i - 1].wallMicroseconds);
    }

    void cancellingStopsEverythingWithin100Milliseconds() {
        auto aplusb = judgeFor(kExamples + "/aplusb");
        test::Leftovers leftovers;
        JudgeOptions options;
        options.jobs = 2;
        setTimeLimit(options, 20); // the spin would run for 20 s per test without the cancel
        const QString source = kExamples + "/aplusb/submissions/time_limit_exceeded/spin.cpp";
        const Language* language = languages_.forSource(source);
        QVERIFY(judge(*aplusb, kExamples + "/aplusb/submissions/accepted/sum.cpp").verdict == Verdict::AC); // warm
        std::stop_source stop;
        options.stop = stop.get_token();
        std::chrono::steady_clock::time_point cancelledAt;
        std::thread canceller([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancelledAt = std::chrono::steady_clock::now();
            stop.request_stop();
        });
        auto report = aplusb->judge({{source}, language, {}}, options);
        const auto returnedAt = std::chrono::steady_clock::now();
        canceller.join();
        QVERIFY(report);
        const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(returnedAt - cancelledAt);
        QVERIFY2(took.count() <= 100,
                 qPrintable(QStringLiteral("judge() returned %1 ms after the cancel").arg(took.count())));
        QCOMPARE(verdictCode(report->verdict), QStringLiteral("--"));
        for (const auto& test : report->tests)
            QCOMPARE(verdictCode(test.verdict), QStringLiteral("--"));
        QStringList left = leftovers.check(*sandbox_);
        QVERIFY2(left.isEmpty(), qPrintable(left.join("; ")));
    }

    // A stop requested `after` into judge() of `source` (in `language`), as Cancel or Ctrl-C would:
    // how long judge() took to return after it, and what it returned.
    std::pair<std::chrono::milliseconds, Result<JudgeReport>> judgeAndStop(ProblemJudge& judge, const QString& source,
                                                                           const Language& language,
                                                                           std::chrono::milliseconds after) {
        std::stop_source stop;
        JudgeOptions options;
        options.stop = stop.get_token();
        std::chrono::steady_clock::time_point stoppedAt;
        std::thread stopper([&] {
            std::this_thread::sleep_for(after);
            stoppedAt = std::chrono::steady_clock::now();
            stop.request_stop();
        });
        auto report = judge.judge({{source}, &language, {}}, options);
        const auto returnedAt = std::chrono::steady_clock::now();
        stopper.join();
        return {std::chrono::duration_cast<std::chrono::milliseconds>(returnedAt - stoppedAt), std::move(report)};
    }

    void stoppingDuringCompilationEndsItWithinASecondAndCachesNothing() {
        QTemporaryDir cache;
        auto problem = problem::readKattisProblem(kExamples + "/aplusb");
        QVERIFY(problem);
        ProblemJudge aplusb(problem.value(), std::make_shared<SandboxExecutor>(sandbox_),
                            std::make_shared<Compiler>(sandbox_, cache.path()), languages_);
        const QString source = kExamples + "/aplusb/submissions/accepted/sum.cpp";
        Language slowCompiler = *languages_.forSource(source);
        slowCompiler.compile = {"/bin/sleep", "60"};
        test::Leftovers leftovers;
        auto [took, report] = judgeAndStop(aplusb, source, slowCompiler, std::chrono::milliseconds(500));
        QVERIFY2(report, report ? "" : report.error().c_str());
        QVERIFY2(took.count() <= 1000,
                 qPrintable(QStringLiteral("judge() returned %1 ms after the stop").arg(took.count())));
        QCOMPARE(verdictCode(report->verdict), QStringLiteral("--"));
        QCOMPARE(report->tests.size(), 4);
        QStringList cached = QDir(cache.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
        QVERIFY2(cached.isEmpty(), qPrintable("a cancelled compile left cache entries: " + cached.join(", ")));
        QStringList left = leftovers.check(*sandbox_);
        QVERIFY2(left.isEmpty(), qPrintable(left.join("; ")));
    }

    void stoppingWhileTheCheckerRunsEndsItWithinASecond() {
        QTemporaryDir dir;
        const QString root = checkedPackage(dir, "validation: custom\n", "output_validators/slow/slow.py",
                                            "import time\ntime.sleep(60)\n");
        test::writeTestFile(dir.filePath("right.py"), "print(int(input()) + 1)\n");
        auto judge = judgeFor(root);
        QVERIFY(judge->prepare()); // the checker is ready: the stop comes while it checks the first test
        test::Leftovers leftovers;
        const QString source = dir.filePath("right.py");
        auto [took, report] =
            judgeAndStop(*judge, source, *languages_.forSource(source), std::chrono::milliseconds(1500));
        QVERIFY2(report, report ? "" : report.error().c_str());
        QVERIFY2(took.count() <= 1000,
                 qPrintable(QStringLiteral("judge() returned %1 ms after the stop").arg(took.count())));
        QCOMPARE(verdictCode(report->verdict), QStringLiteral("--"));
        QStringList left = leftovers.check(*sandbox_);
        QVERIFY2(left.isEmpty(), qPrintable(left.join("; ")));
    }

    void aStopRequestedBeforeJudgingBeginsRunsNothing() {
        auto aplusb = judgeFor(kExamples + "/aplusb");
        QSignalSpy progress(aplusb.get(), &ProblemJudge::testFinished);
        std::stop_source stop;
        stop.request_stop();
        JudgeOptions options;
        options.stop = stop.get_token();
        const QString source = kExamples + "/aplusb/submissions/accepted/sum.cpp";
        auto report = aplusb->judge({{source}, languages_.forSource(source), {}}, options);
        QVERIFY(report);
        QCOMPARE(verdictCode(report->verdict), QStringLiteral("--"));
        QCOMPARE(progress.count(), 0);
    }

    void verdictsDoNotChangeUnderLoad() {
        QTemporaryDir dir;
        const QString root = dir.filePath("burn");
        test::writeTestFile(root + "/problem.yaml", "problem_format_version: 2025-09\nlimits:\n  time_limit: 1\n");
        for (int n : {1, 2}) {
            test::writeTestFile(root + QStringLiteral("/data/secret/%1.in").arg(n), "x\n");
            test::writeTestFile(root + QStringLiteral("/data/secret/%1.ans").arg(n), "done\n");
        }
        // Burn a given share of the 1 s limit in CPU time, then answer: near the limit on either side.
        auto burner = [&](const QString& name, int milliseconds) {
            return test::writeTestFile(
                dir.filePath(name),
                QStringLiteral("#include <cstdio>\n#include <ctime>\nint main() { timespec t; do "
                               "clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);"
                               " while (t.tv_sec * 1000 + t.tv_nsec / 1000000 < %1); std::puts(\"done\"); }\n")
                    .arg(milliseconds)
                    .toUtf8());
        };
        const QString fast = burner("near_ac.cpp", 700), slow = burner("near_tle.cpp", 1300);
        auto judge = judgeFor(root);
        auto verdicts = [&] {
            return QStringList{verdictCode(this->judge(*judge, fast, 1).verdict),
                               verdictCode(this->judge(*judge, slow, 1).verdict)};
        };
        const QStringList idle = verdicts();
        QCOMPARE(idle, QStringList({"AC", "TLE"}));
        // Two busy loops, one per CPU of a two-core machine, for as long as the judging takes.
        std::atomic<bool> stop{false};
        std::vector<std::thread> load;
        for (int i = 0; i < 2; ++i)
            load.emplace_back([&] {
                // The relaxed load of `stop` keeps the loop from being optimised away; it is the load.
                while (!stop.load(std::memory_order_relaxed)) {}
            });
        const QStringList loaded = verdicts();
        stop = true;
        for (auto& thread : load)
            thread.join();
        QCOMPARE(loaded, idle);
    }

    // Each verdict twice: with the programs joined by plain pipes (Kattis, Polygon) and through the
    // recording relay (DOMjudge); who fell silent first must be told alike either way.
    void interactiveSubmissionsGetTheirVerdicts_data() {
        QTest::addColumn<QString>("submission");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<bool>("recorded");
        const std::pair<const char*, const char*> cases[] = {
            {"accepted/binary_search.cpp", "AC"},      {"wrong_answer/count_up.py", "WA"},
            {"time_limit_exceeded/silent.cpp", "ILE"}, {"time_limit_exceeded/thinker.cpp", "TLE"},
            {"run_time_error/crash.py", "RE"},         {"wrong_answer/guess_tle.cpp", "WA"},
        };
        for (bool recorded : {false, true})
            for (const auto& [submission, verdict] : cases)
                QTest::addRow("%s %s", recorded ? "relayed" : "direct", submission)
                    << QString::fromLatin1(submission) << QString::fromLatin1(verdict) << recorded;
    }
    void interactiveSubmissionsGetTheirVerdicts() {
        QFETCH(QString, submission);
        QFETCH(QString, verdict);
        QFETCH(bool, recorded);
        auto guess = judgeFor(kExamples + "/guess");
        const QString source = kExamples + "/guess/submissions/" + submission;
        JudgeOptions options;
        options.jobs = 2;
        options.rules = problem::rulesOf(problem::Dialect::Kattis);
        if (recorded) options.rules->interaction = problem::InteractionRule::Recorded;
        auto judged = guess->judge({{source}, languages_.forSource(source), {}}, options);
        QVERIFY2(judged, judged ? "" : judged.error().c_str());
        const JudgeReport& report = *judged;
        QString firstMessage;
        for (const auto& test : report.tests)
            if (test.verdict != Verdict::AC && firstMessage.isEmpty()) firstMessage = test.test + ": " + test.message;
        QVERIFY2(verdictCode(report.verdict) == verdict,
                 qPrintable("got " + verdictCode(report.verdict) + " (" + firstMessage + "), expected " + verdict));
        for (const auto& test : report.tests)
            QCOMPARE(test.transcriptFile.isEmpty(), !recorded);
    }

    void interactiveTranscriptRecordsBothSides() {
        QTemporaryDir work;
        auto guess = judgeFor(kExamples + "/guess");
        JudgeOptions options;
        options.workDirectory = work.path();
        options.rules = problem::rulesOf(problem::Dialect::Kattis);
        options.rules->interaction = problem::InteractionRule::Recorded;
        const QString source = kExamples + "/guess/submissions/accepted/binary_search.py";
        auto report = guess->judge({{source}, languages_.forSource(source), {}}, options);
        QVERIFY(report && report->verdict == Verdict::AC);
        QFile transcript(report->tests.first().transcriptFile);
        QVERIFY(transcript.open(QIODevice::ReadOnly));
        const QByteArray lines = transcript.readAll();
        QVERIFY2(lines.contains("\"from\":\"program\"") && lines.contains("\"data\":\"correct\\n\""),
                 lines.constData());
        auto loaded = Transcript::load(report->tests.first().transcriptFile);
        QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
        QVERIFY(loaded->entries.size() >= 2);
        QVERIFY(loaded->entries.first().fromProgram); // the guesser speaks first
        QCOMPARE(loaded->entries.last().data, QByteArray("correct\n"));
        QVERIFY(!loaded->entries.last().fromProgram);
        for (qsizetype i = 1; i < loaded->entries.size(); ++i)
            QVERIFY(loaded->entries[i].at >= loaded->entries[i - 1].at);
    }

    // Rejected in its first millisecond, then spinning: the program is stopped at the rejection, which
    // stands, so the test takes no time to speak of.
    void aProgramRejectedWhileItRunsIsStoppedThen() {
        auto guess = judgeFor(kExamples + "/guess");
        const JudgeReport report = judge(*guess, kExamples + "/guess/submissions/wrong_answer/guess_tle.cpp");
        QCOMPARE(verdictCode(report.verdict), QStringLiteral("WA"));
        for (const TestOutcome& test : report.tests) {
            QVERIFY2(test.time < std::chrono::milliseconds(500), qPrintable(test.test + ": " + test.message));
            QVERIFY2(test.decidedAt && *test.decidedAt <= test.time, qPrintable(test.test));
            QVERIFY2(test.message.contains("stopped once the interactor had rejected it"), qPrintable(test.message));
        }
    }

    // The interactor accepts and is gone before the program's last line: nobody reads it, and that is fine.
    void aLineWrittenAfterTheInteractorAcceptedIsNoFailure() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("late.py"),
                            "import sys, time\nlow, high = 1, 1000\nwhile True:\n"
                            "    m = (low + high) // 2\n    print(m, flush=True)\n"
                            "    r = input()\n    if r == 'correct': break\n"
                            "    low, high = (m + 1, high) if r == 'higher' else (low, m - 1)\n"
                            "time.sleep(0.05)\nprint('thank you', flush=True)\n");
        auto guess = judgeFor(kExamples + "/guess");
        for (bool recorded : {false, true}) {
            JudgeOptions options;
            options.rules = problem::rulesOf(problem::Dialect::Kattis);
            if (recorded) options.rules->interaction = problem::InteractionRule::Recorded;
            const QString source = dir.filePath("late.py");
            auto report = guess->judge({{source}, languages_.forSource(source), {}}, options);
            QVERIFY(report);
            QVERIFY2(report->verdict == Verdict::AC,
                     qPrintable(verdictCode(report->verdict) + ": " + report->tests.first().message));
        }
    }

    void interactiveProgramExitingFortyTwoIsNotTheValidatorsVerdict() {
        QTemporaryDir dir;
        // Wins the game, then exits 42 as if it were the validator: the exit code is its own.
        test::writeTestFile(dir.filePath("sly.py"),
                            "import sys\nlow, high = 1, 1000\nwhile True:\n"
                            "    m = (low + high) // 2\n    print(m, flush=True)\n"
                            "    r = input()\n    if r == 'correct': sys.exit(42)\n"
                            "    low, high = (m + 1, high) if r == 'higher' else (low, m - 1)\n");
        auto guess = judgeFor(kExamples + "/guess");
        QCOMPARE(verdictCode(judge(*guess, dir.filePath("sly.py")).verdict), QStringLiteral("RE"));
    }
};

QTEST_GUILESS_MAIN(ProblemJudgeTest)
#include "test_problem_judge.moc"
