// omegaUp problems judged end to end as quark judges them: the example's custom validator with its partial
// scores and two groups, the validator's protocol (its files, arguments and score), .expected-failure, the
// built-in validators, the output limit in bytes and the verdict in omegaUp's words.
#include "judge/omegaup_checker.h"
#include "judge/problem_judge.h"
#include "judge/report_format.h"
#include "judge/verification.h"
#include "judge_fixture.h"
#include "omegaup_problem.h"
#include "sandbox_fixture.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::judge;

namespace {

const QString kExample = QStringLiteral(JUDGEDESK_EXAMPLES_DIR "/omegaup-sums");

} // namespace

class OmegaUpJudging : public QObject {
    Q_OBJECT
    test::PackageJudging judging_;

private slots:
    void initTestCase() { judging_.start(); }

    void theExamplesAcceptedSolutionScoresOne() {
        const JudgeReport report = judging_.judge(kExample, kExample + "/submissions/accepted/sums.cpp");
        QCOMPARE(report.verdict, Verdict::AC);
        QCOMPARE(report.score, 1.0);
    }

    // The validator gives half of every case: omegaUp's PA with half of the problem.
    void aHalfRightSolutionIsPartiallyAcceptedWithHalfTheScore() {
        const JudgeReport report = judging_.judge(kExample, kExample + "/submissions/partially_accepted/only_sum.py");
        QCOMPARE(report.score, 0.5);
        QCOMPARE(systemVerdict(report.verdict, report.score, problem::Dialect::OmegaUp), QStringLiteral("PA"));
        const QJsonObject json = reportToJson(*problem::readProblem(kExample), "only_sum.py", report);
        QCOMPARE(json["systemVerdict"].toString(), QStringLiteral("PA"));
        QCOMPARE(json["score"].toDouble(), 0.5);
    }

    void aSolutionOutOfTimeOnTheLargeGroupKeepsTheSmallOnesShare() {
        const JudgeReport report =
            judging_.judge(kExample, kExample + "/submissions/time_limit_exceeded/quadratic.cpp");
        QCOMPARE(report.verdict, Verdict::TLE);
        QCOMPARE(report.score, 1.0 / 3);
    }

    void theExampleVerifiesWithEveryVerdictAsExpected() {
        auto problem = problem::readProblem(kExample);
        QVERIFY(problem);
        auto judge = judging_.judgeFor(kExample);
        JudgeOptions options;
        options.jobs = 2;
        int disagreements = 0;
        for (const problem::Submission& submission : problem->submissions) {
            auto files = collectPackageSubmission(submission, *problem, judging_.languages());
            QVERIFY2(files, files ? "" : files.error().c_str());
            auto report = judge->judge(files.value(), options);
            QVERIFY(report);
            if (!submission.expectedVerdicts.contains(verdictCode(report->verdict))) {
                ++disagreements;
                qWarning("%s: %s", qPrintable(submission.path), qPrintable(verdictCode(report->verdict)));
            }
        }
        QCOMPARE(disagreements, 0);
    }

    // The validator runs where data.in, data.out and meta.in are, with the case's name and the language.
    void theCustomValidatorGetsQuarksFilesAndArguments() {
        QTemporaryDir dir;
        const QString root = test::omegaupSuccessorProblem(dir.filePath("p"), R"({"Name": "custom", "Lang": "py3"})");
        test::writeTestFile(root + "/validator.py3", R"(import sys, os
ok = all(os.path.exists(f) for f in ("data.in", "data.out", "meta.in"))
ok = ok and sys.argv[1].startswith("g.") and sys.argv[2] == "py3"
ok = ok and "time:" in open("meta.in").read()
ok = ok and sys.stdin.read().split() == open("data.out").read().split()
print(1 if ok else 0)
)");
        const QString solution = test::writeTestFile(dir.filePath("s.py"), "print(int(input()) + 1)\n");
        const JudgeReport report = judging_.judge(root, solution);
        QCOMPARE(report.verdict, Verdict::AC);
        QCOMPARE(report.score, 1.0);
    }

    void aValidatorThatFailsScoresTheCaseZero() {
        QTemporaryDir dir;
        const QString root = test::omegaupSuccessorProblem(dir.filePath("p"), R"({"Name": "custom", "Lang": "py3"})");
        test::writeTestFile(root + "/validator.py3", "import sys\nsys.exit(3)\n");
        const QString solution = test::writeTestFile(dir.filePath("s.py"), "print(int(input()) + 1)\n");
        const JudgeReport report = judging_.judge(root, solution);
        QCOMPARE(report.verdict, Verdict::WA);
        QCOMPARE(report.score, 0.0);
    }

    // .expected-failure: the validator's standard error must say why it did not give full marks, else VE.
    void aRejectionWithoutTheExpectedFailureIsAValidatorError() {
        QTemporaryDir dir;
        const QString root = test::omegaupSuccessorProblem(dir.filePath("p"), R"({"Name": "custom", "Lang": "py3"})");
        test::writeTestFile(root + "/validator.py3", "import sys\nprint('wrong', file=sys.stderr)\nprint(0)\n");
        test::writeTestFile(root + "/cases/g.2.expected-failure", "  too small\n");
        const QString solution = test::writeTestFile(dir.filePath("s.py"), "print(int(input()))\n");
        const JudgeReport report = judging_.judge(root, solution);
        QCOMPARE(report.verdict, Verdict::JE);
        QVERIFY(report.tests[1].message.contains("VE"));
        test::writeTestFile(root + "/validator.py3",
                            "import sys\nprint('n is too small', file=sys.stderr)\nprint(0)\n");
        const JudgeReport matching = judging_.judge(root, solution);
        QCOMPARE(matching.verdict, Verdict::WA);
    }

    void tokenNumericJudgesWithItsTolerance() {
        QTemporaryDir dir;
        const QString root =
            test::omegaupSuccessorProblem(dir.filePath("p"), R"({"Name": "token-numeric", "Tolerance": 0.01})");
        const QString close = test::writeTestFile(dir.filePath("s.py"), "print('answer:', int(input()) + 1.001)\n");
        QCOMPARE(judging_.judge(root, close).verdict, Verdict::AC);
        const QString far = test::writeTestFile(dir.filePath("f.py"), "print(int(input()) + 1.5)\n");
        const JudgeReport report = judging_.judge(root, far);
        QCOMPARE(report.verdict, Verdict::WA);
        QCOMPARE(systemVerdict(report.verdict, report.score, problem::Dialect::OmegaUp), QStringLiteral("WA"));
    }

    // OutputLimit is in bytes: 10 KiB, not a whole MiB.
    void outputPastTheLimitInBytesIsOle() {
        QTemporaryDir dir;
        const QString root = test::omegaupSuccessorProblem(dir.filePath("p"), R"({"Name": "token"})");
        const QString flood = test::writeTestFile(dir.filePath("s.py"), "print('x' * 20000)\n");
        const JudgeReport report = judging_.judge(root, flood);
        QCOMPARE(report.verdict, Verdict::OLE);
        QCOMPARE(verdictInDialect(report.verdict, problem::Dialect::OmegaUp), QStringLiteral("OLE"));
    }

    // omegaUp's language names are accepted as Main.<language>.
    void aSourceNamedMainDotOmegaUpLanguageIsThatLanguage() {
        QTemporaryDir dir;
        const QString source = test::writeTestFile(dir.filePath("Main.py3"), "print(1)\n");
        QCOMPARE(judging_.languages().forSourceFile(source)->id, QStringLiteral("python3"));
        QCOMPARE(judging_.languages().byId("cpp17-gcc")->id, QStringLiteral("cpp17"));
        QCOMPARE(judging_.languages().byId("rb")->id, QStringLiteral("ruby"));
        QCOMPARE(judging_.languages()
                     .forSourceFile(test::writeTestFile(dir.filePath("Main.cpp17-gcc"), "int main(){}\n"))
                     ->id,
                 QStringLiteral("cpp17"));
    }

    // omegaUp's py is its Python 2.7 (py3 is Python 3); elsewhere py stays Python 3 (DOMjudge's py3 files).
    void omegaUpsPyIsPython2() {
        QCOMPARE(judging_.languages().byId("py", "omegaup")->id, QStringLiteral("python2"));
        QCOMPARE(judging_.languages().byId("py3", "omegaup")->id, QStringLiteral("python3"));
        QCOMPARE(judging_.languages().byId("py")->id, QStringLiteral("python3"));
    }

    // quark lets a run in the legacy language c end with any exit status; c11-gcc's must be 0.
    void aLegacyCRunEndsWithAnyExitStatus() {
        QTemporaryDir dir;
        const QString root = test::omegaupSuccessorProblem(dir.filePath("p"), R"({"Name": "token"})");
        const QString source = test::writeTestFile(dir.filePath("Main.c"),
                                                   "#include <stdio.h>\nint main(void) { int n; scanf(\"%d\", &n); "
                                                   "printf(\"%d\\n\", n + 1); return 3; }\n");
        auto judge = judging_.judgeFor(root);
        JudgeOptions options;
        for (const char* name : {"c", "c11-gcc"}) {
            const Language* language = judging_.languages().byId(name, "omegaup");
            auto report = judge->judge({{source}, language, {}}, options);
            QVERIFY2(report, report ? "" : report.error().c_str());
            QCOMPARE(systemVerdict(report->verdict, report->score, problem::Dialect::OmegaUp),
                     QString(name) == "c" ? QStringLiteral("AC") : QStringLiteral("RTE"));
        }
    }

    // A custom validator is told the run's language as omegaUp names it.
    void theValidatorIsToldTheLegacyLanguagesOwnName() {
        QCOMPARE(omegaupLanguageName(*judging_.languages().byId("c", "omegaup")), QStringLiteral("c"));
        QCOMPARE(omegaupLanguageName(*judging_.languages().byId("c11-gcc", "omegaup")), QStringLiteral("c11-gcc"));
        QCOMPARE(omegaupLanguageName(*judging_.languages().byId("py", "omegaup")), QStringLiteral("py"));
    }
};

QTEST_GUILESS_MAIN(OmegaUpJudging)
#include "test_omegaup_judging.moc"
