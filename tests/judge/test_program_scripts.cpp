// A program directory with its own build and run scripts (the program layout of Kattis's package format and
// of DOMjudge's executables) is that program, whatever else the directory holds: `build` runs in the
// directory and leaves `run`, which is started with the program's arguments.
#include "judge_fixture.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::judge;

namespace {

// A problem whose answer to n is n+1, by default judged by the output validator in output_validators/check/.
QString successorProblem(const QString& root, const QByteArray& problemYaml = "name: S\nvalidation: custom\n") {
    return test::writeSuccessorPackage(root, problemYaml);
}

void makeExecutable(const QString& path) {
    QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther);
}

// Accepts whatever it is given: a validator built from it instead of the scripts accepts a wrong answer.
constexpr char kAcceptingDecoy[] = "int main(void) { return 42; }\n";

// Compares the first line of the answer with the first line of the output, in the shell alone.
constexpr char kComparingRunScript[] = "#!/bin/sh\n"
                                       "read want < \"$2\"; read got\n"
                                       "[ \"$want\" = \"$got\" ] && exit 42\n"
                                       "exit 43\n";

constexpr char kComparingValidator[] = "#include <stdio.h>\n"
                                       "int main(int argc, char** argv) {\n"
                                       "    FILE* answer = fopen(argv[2], \"r\");\n"
                                       "    long want, got;\n"
                                       "    if (!answer || fscanf(answer, \"%ld\", &want) != 1) return 1;\n"
                                       "    return scanf(\"%ld\", &got) == 1 && got == want ? 42 : 43;\n"
                                       "}\n";

} // namespace

class ProgramScripts : public QObject {
    Q_OBJECT
    test::PackageJudging judging_;
    QTemporaryDir dir_;

    Verdict verdictOf(const QString& problem, const QByteArray& python) {
        static int written = 0;
        const QString source = test::writeTestFile(dir_.filePath(QStringLiteral("s%1.py").arg(++written)), python);
        return judging_.judge(problem, source).verdict;
    }

private slots:
    void initTestCase() { judging_.start(); }

    void anOutputValidatorWithARunScriptIsStartedByIt() {
        const QString root = successorProblem(dir_.filePath("run-only"));
        makeExecutable(test::writeTestFile(root + "/output_validators/check/run", kComparingRunScript));
        test::writeTestFile(root + "/output_validators/check/decoy.c", kAcceptingDecoy);
        QCOMPARE(verdictOf(root, "print(int(input()) + 1)\n"), Verdict::AC);
        QCOMPARE(verdictOf(root, "print(7)\n"), Verdict::WA);
    }

    void aBuildScriptLeavesTheRunThatJudges() {
        const QString root = successorProblem(dir_.filePath("build"));
        makeExecutable(
            test::writeTestFile(root + "/output_validators/check/build", "#!/bin/sh\ngcc -O2 -o run compare.c\n"));
        test::writeTestFile(root + "/output_validators/check/compare.c", kComparingValidator);
        test::writeTestFile(root + "/output_validators/check/decoy.c", kAcceptingDecoy);
        QCOMPARE(verdictOf(root, "print(int(input()) + 1)\n"), Verdict::AC);
        QCOMPARE(verdictOf(root, "print(7)\n"), Verdict::WA);
    }

    // A zip may keep no file modes; DOMjudge makes the scripts executable itself.
    void scriptsThatLostTheirExecutableBitStillRun() {
        const QString root = successorProblem(dir_.filePath("no-modes"));
        test::writeTestFile(root + "/output_validators/check/build", "cp compare.sh run\n");
        test::writeTestFile(root + "/output_validators/check/compare.sh", kComparingRunScript);
        QVERIFY(!QFileInfo(root + "/output_validators/check/build").isExecutable());
        QCOMPARE(verdictOf(root, "print(int(input()) + 1)\n"), Verdict::AC);
        QCOMPARE(verdictOf(root, "print(7)\n"), Verdict::WA);
    }

    void aBuildScriptThatLeavesNoRunIsTheValidatorsCompileError() {
        const QString root = successorProblem(dir_.filePath("no-run"));
        test::writeTestFile(root + "/output_validators/check/build", "echo building nothing\n");
        auto judge = judging_.judgeFor(root);
        auto prepared = judge->prepare({});
        QVERIFY(!prepared);
        const QString error = QString::fromStdString(prepared.error());
        QVERIFY2(error.contains("does not compile") && error.contains("building nothing") &&
                     error.contains("the build script must leave run"),
                 qPrintable(error));
    }

    void aSubmissionDirectoryWithABuildScriptIsBuiltByIt() {
        const QString root = successorProblem(dir_.filePath("kattis"), "name: S\n");
        const QString submission = dir_.filePath("scripted");
        test::writeTestFile(submission + "/build",
                            "printf '#!/bin/sh\\nexec python3 \"${0%%/*}/succ.txt\"\\n' > run\n");
        test::writeTestFile(submission + "/succ.txt", "print(int(input()) + 1)\n");
        test::writeTestFile(submission + "/wrong.py", "print(7)\n");
        const JudgeReport report = judging_.judge(root, submission);
        QCOMPARE(report.language, QStringLiteral("Build and run scripts"));
        QCOMPARE(report.verdict, Verdict::AC);
    }

    // DOMjudge chooses a submission's language by its files' extensions; a file named run is one of them.
    void aDomjudgeSubmissionIsTakenByItsExtensionsBesideAFileNamedRun() {
        const QString root = successorProblem(dir_.filePath("domjudge"), "name: S\n");
        test::writeTestFile(root + "/.timelimit", "2\n");
        const QString submission = dir_.filePath("domjudge-submission");
        test::writeTestFile(submission + "/run", "#!/bin/sh\necho 7\n");
        test::writeTestFile(submission + "/succ.py", "print(int(input()) + 1)\n");
        const JudgeReport report = judging_.judge(root, submission);
        QCOMPARE(report.language, QStringLiteral("PyPy 3")); // DOMjudge's python3
        QCOMPARE(report.verdict, Verdict::AC);
    }
};

QTEST_GUILESS_MAIN(ProgramScripts)
#include "test_program_scripts.moc"
