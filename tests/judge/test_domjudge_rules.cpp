// A package prepared for DOMjudge is recognised by DOMjudge's own files and judged by its judgehost's rules:
// its code size, its languages (.pl is Perl), the first file of a multi-file submission, the language a
// submissions.json names, where the program runs and what it may write, the wall-clock limit at the time
// limit plus its overshoot, standard error past the limit, scores per group, and a rejected empty output
// (NO-OUTPUT) told from a wrong one.
#include "judge/expectation.h"
#include "judge/problem_judge.h"
#include "judge/report_format.h"
#include "judge/system_verdict.h"
#include "judge_fixture.h"
#include "problem/kattis_reader.h"
#include "sandbox_fixture.h"

#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::judge;

namespace {

QString successorProblem(const QString& root, const QByteArray& problemYaml = "name: S\n") {
    return test::writeSuccessorPackage(root, problemYaml);
}

QString domjudgeProblem(const QString& root, const QByteArray& timeLimit = "1\n") {
    successorProblem(root);
    test::writeTestFile(root + "/.timelimit", timeLimit);
    return root;
}

// Starts COUNT threads that all wait until every one has started, then answers the successor of its input.
QByteArray threadsProgram(int count) {
    return QByteArray(R"(#include <atomic>
#include <iostream>
#include <thread>
#include <vector>
int main() {
    long long n;
    std::cin >> n;
    std::atomic<int> started{0};
    std::vector<std::thread> threads;
    for (int i = 0; i < COUNT; ++i)
        threads.emplace_back([&] {
            ++started;
            while (started < COUNT) std::this_thread::yield();
        });
    for (auto& thread : threads) thread.join();
    std::cout << n + 1 << std::endl;
}
)")
        .replace("COUNT", QByteArray::number(count));
}

} // namespace

class DomjudgeRules : public QObject {
    Q_OBJECT
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    LanguageRegistry languages_;
    QTemporaryDir cache_;

    JudgeReport judge(const QString& problem, const QStringList& paths, const QString& entryPoint = {},
                      std::optional<problem::JudgingRules> rules = std::nullopt) {
        auto judge = test::judgeForPackage(problem, sandbox_, cache_.path(), languages_);
        JudgeOptions options;
        options.rules = rules;
        return test::judgeFiles(*judge, languages_, paths, options, entryPoint);
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        languages_ = LanguageRegistry::load({}).value();
    }

    void aTimelimitFileMakesItADomjudgePackage() {
        QTemporaryDir dir;
        auto problem = problem::readKattisProblem(domjudgeProblem(dir.filePath("p"), "2.5\n"));
        QVERIFY(problem);
        QCOMPARE(problem->dialect.dialect, problem::Dialect::DOMjudge);
        QCOMPARE(problem->dialect.reason, QStringLiteral(".timelimit is present"));
        QCOMPARE(*problem->limits.timeLimit, 2.5);
    }

    void anExpectedScoreLineMakesItADomjudgePackage() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("p"));
        test::writeTestFile(root + "/submissions/accepted/a.py", "# @EXPECTED_SCORE@: 1\nprint(int(input()) + 1)\n");
        auto problem = problem::readKattisProblem(root);
        QCOMPARE(problem->dialect.dialect, problem::Dialect::DOMjudge);
        QCOMPARE(problem->dialect.reason,
                 QStringLiteral("submissions/accepted/a.py carries DOMjudge's @EXPECTED_SCORE@"));
    }

    // DOMjudge's own submissions.json sits beside submissions/ and names paths in the zip with their language.
    void submissionsJsonBesideSubmissionsNamesLanguageAndEntryPoint() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("p"));
        test::writeTestFile(root + "/submissions/accepted/two/helper.py", "def succ(n):\n    return n + 1\n");
        test::writeTestFile(root + "/submissions/accepted/two/run.py",
                            "from helper import succ\nprint(succ(int(input())))\n");
        test::writeTestFile(root + "/submissions.json",
                            R"({"submissions/accepted/two/": {"langid": "python3", "entry_point": "run.py",
                                "team": "jury"}})");
        auto problem = problem::readKattisProblem(root);
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QCOMPARE(problem->dialect.reason, QStringLiteral("DOMjudge's submissions.json is present"));
        QCOMPARE(problem->submissions[0].language, QStringLiteral("python3"));
        auto files = collectPackageSubmission(problem->submissions[0], *problem, languages_);
        QVERIFY2(files, files ? "" : files.error().c_str());
        QCOMPARE(files->language->id, QStringLiteral("pypy3")); // DOMjudge's python3
        QVERIFY(files->sources.first().endsWith("run.py"));
    }

    // DOMjudge's sourcesize_limit is 256 KiB where Kattis's limits.code defaults to 128 KiB.
    void aSourceOf145KiBIsJudgedUnderDomjudgesCodeLimit() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString big = test::writeTestFile(dir.filePath("big.py"),
                                                "print(int(input()) + 1)\n" + QByteArray(145 * 1024, '#') + "\n");
        QCOMPARE(judge(root, {big}).verdict, Verdict::AC);
        const QString kattis = successorProblem(dir.filePath("k"));
        QCOMPARE(judge(kattis, {big}).verdict, Verdict::CE);
    }

    // DOMjudge's python3 language compiles and runs with pypy3, and so does Kattis's ("Python 3 (w/PyPy3)").
    void pythonIsPyPy() {
        if (QStandardPaths::findExecutable("pypy3").isEmpty()) QSKIP("pypy3 is not installed here");
        QTemporaryDir dir;
        const QString probe = test::writeTestFile(
            dir.filePath("which.py"),
            "import sys\nn = int(input())\nprint(n + 1 if sys.implementation.name == 'pypy' else 'cpython')\n");
        const JudgeReport report = judge(domjudgeProblem(dir.filePath("p")), {probe});
        QCOMPARE(report.language, QStringLiteral("PyPy 3"));
        QCOMPARE(report.verdict, Verdict::AC);
        QCOMPARE(judge(successorProblem(dir.filePath("k")), {probe}).verdict, Verdict::AC);
        QCOMPARE(languages_.byId("python3", "domjudge")->id, QStringLiteral("pypy3"));
        QCOMPARE(languages_.byId("cpython", "domjudge")->id, QStringLiteral("python3"));
    }

    // DOMjudge's compile scripts name no standard (g++'s default is gnu++17) and define no ONLINE_JUDGE.
    void cAndCppCompileAsDomjudgesScriptsDo() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString cpp = test::writeTestFile(
            dir.filePath("succ.cpp"), "#include <cstdio>\nint main() { int n; std::scanf(\"%d\", &n);\n"
                                      "#if defined(ONLINE_JUDGE) || __cplusplus != 201703L\n n = -2;\n#endif\n"
                                      " std::printf(\"%d\\n\", n + 1); }\n");
        const JudgeReport report = judge(root, {cpp});
        QCOMPARE(report.language, QStringLiteral("C++ (DOMjudge's g++)"));
        QCOMPARE(report.verdict, Verdict::AC);
        const QString c = test::writeTestFile(dir.filePath("succ.c"),
                                              "#include <stdio.h>\nint main(void) { int n; scanf(\"%d\", &n);\n"
                                              "#ifdef ONLINE_JUDGE\n n = -2;\n#endif\n printf(\"%d\\n\", n + 1); }\n");
        QCOMPARE(judge(root, {c}).verdict, Verdict::AC);
        QCOMPARE(languages_.byId("cpp", "domjudge")->id, QStringLiteral("domjudge-cpp"));
    }

    void perlIsDotPl() {
        if (QStandardPaths::findExecutable("perl").isEmpty()) QSKIP("perl is not installed here");
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString source =
            test::writeTestFile(dir.filePath("succ.pl"), "my $n = <STDIN>; print $n + 1, \"\\n\";\n");
        const JudgeReport report = judge(root, {source});
        QCOMPARE(report.language, QStringLiteral("Perl"));
        QCOMPARE(report.verdict, Verdict::AC);
    }

    // DOMjudge's run script starts an interpreted program from the first file it is given.
    void aMultiFileSubmissionStartsFromItsFirstFile() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        test::writeTestFile(dir.filePath("s/a.py"), "print(int(input()) + 1)\n");
        test::writeTestFile(dir.filePath("s/b.py"), "print(0)\n");
        QCOMPARE(judge(root, {dir.filePath("s")}).verdict, Verdict::AC);
        test::writeTestFile(dir.filePath("t/a.py"), "print(0)\n");
        test::writeTestFile(dir.filePath("t/b.py"), "print(int(input()) + 1)\n");
        QCOMPARE(judge(root, {dir.filePath("t")}).verdict, Verdict::WA);
        QCOMPARE(judge(root, {dir.filePath("t")}, "b.py").verdict, Verdict::AC); // submissions.json's entry_point
    }

    // DOMjudge refuses such a submission when it is made, so it never gets a verdict there: CE, saying why.
    void aFileNameDomjudgeRefusesIsNeverJudged() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString badlyNamed = test::writeTestFile(dir.filePath("-succ.py"), "print(int(input()) + 1)\n");
        const JudgeReport report = judge(root, {badlyNamed});
        QCOMPARE(report.verdict, Verdict::CE);
        QVERIFY2(report.compile.compilerOutput.contains("'-succ.py'"), qPrintable(report.compile.compilerOutput));
        QCOMPARE(judge(successorProblem(dir.filePath("k")), {badlyNamed}).verdict, Verdict::AC);
    }

    void twoFilesOfOneNameAreRefusedWhenSubmitted() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString main = test::writeTestFile(dir.filePath("s/a.py"), "print(int(input()) + 1)\n");
        const QString twin = test::writeTestFile(dir.filePath("s/lib/a.py"), "print(0)\n");
        const JudgeReport report = judge(root, {main, twin}, "a.py");
        QCOMPARE(report.verdict, Verdict::CE);
        QVERIFY2(report.compile.compilerOutput.contains("two files named 'a.py'"),
                 qPrintable(report.compile.compilerOutput));
    }

    // The program runs in its own directory, which is the judge's: a file it writes there cannot be made.
    void theProgramCannotWriteBesideItself() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString writer = test::writeTestFile(
            dir.filePath("w.py"), "n = int(input())\ntry:\n    open('notes.txt', 'w').write('x')\n    print(n + 1)\n"
                                  "except OSError:\n    print('cannot write')\n");
        QCOMPARE(judge(root, {writer}).verdict, Verdict::WA);
        QCOMPARE(judge(successorProblem(dir.filePath("k")), {writer}).verdict, Verdict::AC);
    }

    // DOMjudge's chroot has no /tmp: nowhere is the program's to write.
    void theProgramCannotWriteToTmp() {
        if (!sandbox_->report().confinesWrites)
            QSKIP("without namespaces or Landlock a run may write wherever this user may (said by doctor)");
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString writer = test::writeTestFile(
            dir.filePath("w.py"), "n = int(input())\ntry:\n    open('/tmp/notes.txt', 'w').write('x')\n"
                                  "    print(n + 1)\nexcept OSError:\n    print('cannot write')\n");
        QCOMPARE(judge(root, {writer}).verdict, Verdict::WA);
        QCOMPARE(judge(successorProblem(dir.filePath("k")), {writer}).verdict, Verdict::AC);
    }

    // runguard clears the environment but PATH: no HOME, no TMPDIR, no LANG.
    void theProgramGetsNoHomeNorTmpdir() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString probe = test::writeTestFile(
            dir.filePath("e.py"), "import os\nn = int(input())\n"
                                  "print(n + 1 if not {'HOME', 'TMPDIR', 'LANG'} & set(os.environ) else 'set')\n");
        QCOMPARE(judge(root, {probe}).verdict, Verdict::AC);
        QCOMPARE(judge(successorProblem(dir.filePath("k")), {probe}).verdict, Verdict::WA); // Kattis's runs have HOME
    }

    // runguard stops a program at the time limit and max(1 s, 10%): with a 1 s limit, at 2 s of wall-clock time.
    void aSleeperIsTimelimitAtTheLimitAndItsOvershoot() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString late = test::writeTestFile(dir.filePath("late.py"),
                                                 "import time\nn = int(input())\ntime.sleep(2.4)\nprint(n + 1)\n");
        const JudgeReport report = judge(root, {late});
        QCOMPARE(report.verdict, Verdict::TLE);
        QVERIFY2(report.tests[0].wallTime < std::chrono::milliseconds(2400), qPrintable(report.tests[0].message));
        QCOMPARE(report.rules.wallClock, problem::WallClockRule::Overshoot);
        problem::JudgingRules generous = problem::rulesOf(problem::Dialect::DOMjudge);
        generous.wallClock = problem::WallClockRule::Generous;
        QCOMPARE(judge(root, {late}, {}, generous).verdict, Verdict::AC);
    }

    void aProgramAnsweringWithinTheOvershootIsJudgedOnItsAnswer() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString late = test::writeTestFile(dir.filePath("late.py"),
                                                 "import time\nn = int(input())\ntime.sleep(1.3)\nprint(n + 1)\n");
        QCOMPARE(judge(root, {late}).verdict, Verdict::AC);
    }

    void aProgramThatStopsItselfIsTimelimit() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString stopped =
            test::writeTestFile(dir.filePath("stop.py"), "import os, signal\nos.kill(os.getpid(), signal.SIGSTOP)\n");
        QCOMPARE(judge(root, {stopped}).verdict, Verdict::TLE);
    }

    // runguard's RLIMIT_NPROC is 64 for every language, threads counted: a C++ program of 40 threads runs there,
    // where C++'s own need (8) would refuse its threads.
    void aProgramMayRunSixtyFourThreads() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString threads = test::writeTestFile(dir.filePath("threads.cpp"), threadsProgram(40));
        const JudgeReport report = judge(root, {threads});
        QCOMPARE(report.rules.processLimit, problem::ProcessLimitRule::SixtyFour);
        QVERIFY2(report.verdict == Verdict::AC, qPrintable(report.tests.value(0).message));
        problem::JudgingRules perLanguage = problem::rulesOf(problem::Dialect::DOMjudge);
        perLanguage.processLimit = problem::ProcessLimitRule::PerLanguage;
        QCOMPARE(judge(root, {threads}, {}, perLanguage).verdict, Verdict::RE);
    }

    void aProgramOfMoreThanSixtyFourThreadsIsARunError() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString threads = test::writeTestFile(dir.filePath("threads.cpp"), threadsProgram(80));
        const JudgeReport report = judge(root, {threads});
        QCOMPARE(systemVerdict(report), QStringLiteral("RUN-ERROR"));
    }

    // DOMjudge's judgehost gives a test its group's output_validator_flags instead of the problem's validator_flags;
    // problemtools gives it both.
    void aGroupsValidatorFlagsReplaceTheProblems() {
        QTemporaryDir dir;
        const QString root = dir.filePath("p");
        test::writeTestFile(root + "/problem.yaml", "name: Y\nvalidator_flags: case_sensitive\n");
        test::writeTestFile(root + "/.timelimit", "2\n");
        test::writeTestFile(root + "/data/secret/g/testdata.yaml", "output_validator_flags: space_change_sensitive\n");
        test::writeTestFile(root + "/data/secret/g/1.in", "1\n");
        test::writeTestFile(root + "/data/secret/g/1.ans", "Yes\n");
        const QString lower = test::writeTestFile(dir.filePath("lower.py"), "input()\nprint('yes')\n");
        QCOMPARE(judge(root, {lower}).verdict, Verdict::AC);
        test::writeTestFile(root + "/problem.yaml",
                            "name: Y\nvalidator_flags: case_sensitive\nlimits:\n  time_limit: 2\n");
        QFile::remove(root + "/.timelimit");
        QCOMPARE(judge(root, {lower}).verdict, Verdict::WA); // a Kattis package: both sets of flags
    }

    // runpipe runs an interactive validator with the test's files and feedback directory alone.
    void anInteractiveValidatorGetsNoFlags() {
        QTemporaryDir dir;
        const QString root = dir.filePath("p");
        test::writeTestFile(root + "/problem.yaml",
                            "name: I\nvalidation: custom interactive\nvalidator_flags: strict\n");
        test::writeTestFile(root + "/.timelimit", "2\n");
        test::writeTestFile(root + "/data/secret/1.in", "5\n");
        test::writeTestFile(root + "/data/secret/1.ans", "5\n");
        test::writeTestFile(root + "/output_validators/i/i.py",
                            "import sys\nprint(5, flush=True)\nanswer = input()\n"
                            "sys.exit(42 if answer == '6' and len(sys.argv) == 4 else 43)\n");
        const QString successor = test::writeTestFile(dir.filePath("s.py"), "print(int(input()) + 1)\n");
        QCOMPARE(judge(root, {successor}).verdict, Verdict::AC);
    }

    // Standard error past the limit is cut off and never changes the verdict.
    void standardErrorPastTheLimitIsCutOffAndTheProgramRunsOn() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("p"), "name: S\nlimits:\n  output: 1\n");
        test::writeTestFile(root + "/.timelimit", "2\n");
        const QString noisy = test::writeTestFile(
            dir.filePath("noisy.py"),
            "import sys\nn = int(input())\nsys.stderr.write('e' * (3 << 20))\nsys.stderr.flush()\nprint(n + 1)\n");
        const JudgeReport report = judge(root, {noisy});
        QCOMPARE(report.verdict, Verdict::AC);
    }

    // Scoring as DOMjudge does: groups are the folders with a testdata.yaml; one naming no accept_score earns
    // nothing; the tests of a folder without one run but count for neither the score nor the verdict.
    void onlyFoldersWithTestdataYamlAreGroupsAndOnlyAcceptScoresScore() {
        QTemporaryDir dir;
        const QString root = dir.filePath("p");
        test::writeTestFile(root + "/problem.yaml", "name: G\nvalidation: default score\n");
        test::writeTestFile(root + "/.timelimit", "1\n");
        test::writeTestFile(root + "/data/secret/testdata.yaml", "grader_flags: sum\n");
        test::writeTestFile(root + "/data/secret/g1/testdata.yaml", "accept_score: 30\n");
        test::writeTestFile(root + "/data/secret/g2/testdata.yaml", "on_reject: continue\n");
        for (auto [group, n] : {std::pair{"g1", 1}, {"g2", 2}, {"loose", 3}}) {
            test::writeTestFile(root + QStringLiteral("/data/secret/%1/%2.in").arg(group).arg(n),
                                QByteArray::number(n));
            test::writeTestFile(root + QStringLiteral("/data/secret/%1/%2.ans").arg(group).arg(n),
                                QByteArray::number(n + 1));
        }
        const QString wrongOnLoose =
            test::writeTestFile(dir.filePath("s.py"), "n = int(input())\nprint(n + 1 if n != 3 else 0)\n");
        const JudgeReport report = judge(root, {wrongOnLoose});
        QCOMPARE(report.score, 30.0);
        QCOMPARE(report.verdict, Verdict::AC);
    }

    // DOMjudge's export names an interactive problem's validator as its run script (special_run) and carries
    // it, with its build and run scripts, as output_validators/<name>/.
    void anExportedInteractiveProblemIsJudgedThroughTheRunScriptItNames() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("p"), "name: S\nvalidation: custom\n");
        test::writeTestFile(root + "/domjudge-problem.ini",
                            "timelimit='2'\nspecial_run='succ_run'\nspecial_compare='succ_run'\n");
        test::writeTestFile(root + "/output_validators/succ_run/run",
                            "#!/bin/sh\nexec python3 \"$(dirname \"$0\")/interactor.py\" \"$@\"\n");
        test::writeTestFile(root + "/output_validators/succ_run/interactor.py",
                            "import sys\nn = int(open(sys.argv[1]).read())\nprint(n, flush=True)\n"
                            "line = sys.stdin.readline().strip()\nsys.exit(42 if line == str(n + 1) else 43)\n");
        test::writeTestFile(root + "/output_validators/accepting/accept.c", "int main(void) { return 42; }\n");
        auto problem = problem::readKattisProblem(root);
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QVERIFY(problem->validation.interactive);
        QVERIFY(problem->outputValidator.endsWith("output_validators/succ_run"));
        const QString right = test::writeTestFile(dir.filePath("r.py"), "print(int(input()) + 1)\n");
        const QString wrong = test::writeTestFile(dir.filePath("w.py"), "print(int(input()))\n");
        QCOMPARE(judge(root, {right}).verdict, Verdict::AC);
        QCOMPARE(judge(root, {wrong}).verdict, Verdict::WA);
    }

    void aRunScriptThePackageDoesNotCarryIsRefusedNamingIt() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        test::writeTestFile(root + "/domjudge-problem.ini", "special_run='boolfind_run'\n");
        auto problem = problem::readKattisProblem(root);
        QVERIFY(!problem);
        QVERIFY2(QString::fromStdString(problem.error()).contains("no output_validators/boolfind_run/"),
                 problem.error().c_str());
        // A name leading out of output_validators/ is never followed.
        test::writeTestFile(root + "/domjudge-problem.ini", "special_run='../data'\n");
        auto escaping = problem::readKattisProblem(root);
        QVERIFY(!escaping);
        QVERIFY2(QString::fromStdString(escaping.error()).contains("'../data'"), escaping.error().c_str());
    }

    // Of several validators, the one special_compare names judges (DOMjudge's export carries the one it uses).
    void theComparisonTheIniNamesIsTheOneOfSeveral() {
        QTemporaryDir dir;
        const QString root = successorProblem(dir.filePath("p"), "name: S\nvalidation: custom\n");
        test::writeTestFile(root + "/domjudge-problem.ini", "timelimit = 1\nspecial_compare = \"strict\"\n");
        test::writeTestFile(root + "/output_validators/accepting/accept.c", "int main(void) { return 42; }\n");
        test::writeTestFile(root + "/output_validators/strict/strict.py",
                            "import sys\nwant = open(sys.argv[2]).read().split()\n"
                            "sys.exit(42 if sys.stdin.read().split() == want else 43)\n");
        const QString wrong = test::writeTestFile(dir.filePath("w.py"), "print(0)\n");
        QCOMPARE(judge(root, {wrong}).verdict, Verdict::WA);
    }

    // DOMjudge's JVM gets the memory limit less 128 MiB as its heap: a heap of 160 MiB under a limit of 256 MiB
    // is an OutOfMemoryError there, which Kattis's problemtools (the heap as large as the limit) accepts.
    void javasHeapIsTheMemoryLimitLess128MiB() {
        QTemporaryDir dir;
        const QString root = dir.filePath("p");
        successorProblem(root, "name: S\nlimits:\n  memory: 256\n");
        test::writeTestFile(root + "/.timelimit", "5\n");
        const QString hog = test::writeTestFile(dir.filePath("Main.java"), R"(
import java.util.*;
public class Main {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        List<int[]> kept = new ArrayList<>();
        for (int i = 0; i < 160; i++) { int[] block = new int[1 << 18]; Arrays.fill(block, i); kept.add(block); }
        System.out.println(n + kept.size() / 160);
    }
})");
        const JudgeReport domjudge = judge(root, {hog});
        QCOMPARE(domjudge.language, QStringLiteral("Java (DOMjudge's javac)"));
        QCOMPARE(systemVerdict(domjudge), QStringLiteral("RUN-ERROR"));
        QVERIFY2(domjudge.tests.first().message.contains("OutOfMemoryError"),
                 qPrintable(domjudge.tests.first().message));
        const QString kattis = dir.filePath("k");
        successorProblem(kattis, "name: S\nlimits:\n  memory: 256\n  time_limit: 5\n");
        QCOMPARE(judge(kattis, {hog}).verdict, Verdict::AC);
    }

    // DOMjudge's judgehost calls a rejected output of no byte at all NO-OUTPUT; a blank line is output.
    void aRejectedOutputOfNoByteIsNoOutput() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const JudgeReport silent = judge(root, {test::writeTestFile(dir.filePath("s.py"), "input()\n")});
        QCOMPARE(silent.verdict, Verdict::WA);
        QCOMPARE(systemVerdict(silent), QStringLiteral("NO-OUTPUT"));
        QCOMPARE(systemVerdict(silent.tests.first(), problem::Dialect::DOMjudge), QStringLiteral("NO-OUTPUT"));
        auto problem = problem::readKattisProblem(root);
        QCOMPARE(reportToJson(*problem, "s.py", silent)["systemVerdict"].toString(), QStringLiteral("NO-OUTPUT"));
        QVERIFY(reportToText(*problem, "s.py", silent).contains("DOMjudge: NO-OUTPUT"));
        const JudgeReport blank = judge(root, {test::writeTestFile(dir.filePath("b.py"), "input()\nprint()\n")});
        QCOMPARE(systemVerdict(blank), QStringLiteral("WRONG-ANSWER"));
    }

    // The submission's result is its first rejected test's: an empty output after a wrong one is WRONG-ANSWER.
    void theFirstRejectedTestDecidesBetweenNoOutputAndWrongAnswer() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        test::writeTestFile(root + "/data/secret/2.in", "5\n");
        test::writeTestFile(root + "/data/secret/2.ans", "6\n");
        const QString wrongThenSilent =
            test::writeTestFile(dir.filePath("ws.py"), "n = int(input())\nif n == 1: print(0)\n");
        const JudgeReport report = judge(root, {wrongThenSilent});
        QCOMPARE(report.tests.size(), 2);
        QCOMPARE(systemVerdict(report.tests[1], problem::Dialect::DOMjudge), QStringLiteral("NO-OUTPUT"));
        QCOMPARE(systemVerdict(report), QStringLiteral("WRONG-ANSWER"));
    }

    // Kattis and JudgeDesk know no NO-OUTPUT: an empty output is a wrong answer there.
    void aKattisPackagesEmptyOutputIsAWrongAnswer() {
        QTemporaryDir dir;
        const JudgeReport silent =
            judge(successorProblem(dir.filePath("k")), {test::writeTestFile(dir.filePath("s.py"), "input()\n")});
        QCOMPARE(systemVerdict(silent), QStringLiteral("WA"));
    }

    // DOMjudge's verifier holds a no_output/ submission to NO-OUTPUT and a wrong_answer/ one to WRONG-ANSWER;
    // an @EXPECTED_RESULTS@ line may allow both.
    void noOutputAndWrongAnswerSubmissionsAreToldApart() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        for (const char* directory : {"no_output", "wrong_answer"}) {
            test::writeTestFile(root + "/submissions/" + directory + "/silent.py", "input()\n");
            test::writeTestFile(root + "/submissions/" + directory + "/zero.py", "print(0)\n");
        }
        test::writeTestFile(root + "/submissions/multiple/either.py",
                            "# @EXPECTED_RESULTS@: WRONG-ANSWER, NO-OUTPUT\ninput()\n");
        auto problem = problem::readKattisProblem(root);
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        auto judge = test::judgeForPackage(root, sandbox_, cache_.path(), languages_);
        QStringList agreed;
        for (const problem::Submission& submission : problem->submissions) {
            const JudgeReport report = test::judgeFiles(*judge, languages_, {submission.path});
            if (checkExpectation(submission, report, false).agreed)
                agreed << submission.directory + "/" + QFileInfo(submission.path).fileName();
        }
        QCOMPARE(agreed, (QStringList{"multiple/either.py", "no_output/silent.py", "wrong_answer/zero.py"}));
        QCOMPARE(expectedSystemVerdicts(problem->submissions[1], problem::Dialect::DOMjudge), QStringList{"NO-OUTPUT"});
    }

    void theReportSaysTheVerdictInDomjudgesWords() {
        QTemporaryDir dir;
        const QString root = domjudgeProblem(dir.filePath("p"));
        const QString right = test::writeTestFile(dir.filePath("r.py"), "print(int(input()) + 1)\n");
        const JudgeReport report = judge(root, {right});
        auto problem = problem::readKattisProblem(root);
        QVERIFY(reportToText(*problem, "r.py", report).contains("Result: AC (Accepted; DOMjudge: CORRECT)"));
        QCOMPARE(reportToJson(*problem, "r.py", report)["systemVerdict"].toString(), QStringLiteral("CORRECT"));
    }
};

QTEST_GUILESS_MAIN(DomjudgeRules)
#include "test_domjudge_rules.moc"
