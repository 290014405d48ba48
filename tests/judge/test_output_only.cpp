// Output-only submissions (the language "cat") to omegaUp problems, judged as quark judges them: each case's
// answer taken from the submitted zip and checked by the problem's validator, a case without an answer a
// run-time error, an answer past the output limit OLE, a zip that cannot be read a compile error; and to
// TPS OutputOnly tasks, whose answers CMS names output_<codename>.txt.
#include "judge/omegaup_checker.h"
#include "judge/problem_judge.h"
#include "judge/report_format.h"
#include "judge_fixture.h"
#include "omegaup_problem.h"
#include "sandbox_fixture.h"

#include <QBuffer>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <KZip>

using namespace jd;
using namespace jd::judge;

namespace {

const QString kExample = QStringLiteral(JUDGEDESK_EXAMPLES_DIR "/omegaup-sums");

QString writeZip(const QString& path, const QList<std::pair<QString, QByteArray>>& entries) {
    KZip zip(path);
    if (!zip.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    for (const auto& [name, contents] : entries)
        zip.writeFile(name, contents);
    zip.close();
    return path;
}

// A TPS OutputOnly task: samples, then subtasks a (30) and b (70) of one test each, whose answer is the
// input doubled; compared as CMS's white-diff does.
QString tpsOutputOnlyTask(const QString& root) {
    test::writeTestFile(root + "/problem.json", R"({"name": "art", "title": "Art", "type": "OutputOnly"})");
    test::writeTestFile(root + "/subtasks.json", R"({"subtasks": {"samples": {"index": 0, "score": 0},
        "a": {"index": 1, "score": 30}, "b": {"index": 2, "score": 70}}})");
    test::writeTestFile(root + "/gen/data", "@subtask samples\nmanual s.in\n@subtask a\ngen 1\n@subtask b\ngen 2\n");
    for (const auto& [test, n] : {std::pair{"0-01", 1}, {"1-01", 5}, {"2-01", 7}}) {
        test::writeTestFile(root + "/tests/" + test + ".in", QByteArray::number(n) + "\n");
        test::writeTestFile(root + "/tests/" + test + ".out", QByteArray::number(2 * n) + "\n");
    }
    return root;
}

} // namespace

class OutputOnly : public QObject {
    Q_OBJECT
    test::PackageJudging judging_;

private slots:
    void initTestCase() { judging_.start(); }

    void aZipIsOutputOnlyInOmegaUpProblemsAndMainDotCatEverywhere() {
        QCOMPARE(judging_.languages().forSource("answers.zip", {}, "omegaup")->id, QStringLiteral("cat"));
        QCOMPARE(judging_.languages().forSource("answers.zip", {}, "kattis"), nullptr);
        QCOMPARE(judging_.languages().forSource("Main.cat")->id, QStringLiteral("cat"));
    }

    // The example's zip answers the small group only: its third of the problem, and RTE for the large cases.
    void anOutputOnlySubmissionScoresTheGroupsItAnswers() {
        const JudgeReport report =
            judging_.judge(kExample, kExample + "/submissions/run_time_error/small_answers_only.zip");
        QCOMPARE(report.verdict, Verdict::RE);
        QCOMPARE(report.score, 1.0 / 3);
        QCOMPARE(systemVerdict(report.verdict, report.score, problem::Dialect::OmegaUp), QStringLiteral("RTE"));
        QCOMPARE(report.tests[0].test, QStringLiteral("large.1"));
        QCOMPARE(report.tests[0].message, QStringLiteral("the submission holds no answer to this test (large.1.out)"));
        QCOMPARE(report.tests[2].verdict, Verdict::AC);
        const QJsonObject json = reportToJson(*problem::readProblem(kExample), "small_answers_only.zip", report);
        QCOMPARE(json["answers"].toString(), QStringLiteral("2 answers: small.1.out, small.2.out"));
    }

    void aWrongAnswerInTheZipFailsItsGroup() {
        QTemporaryDir dir;
        const QString root = test::omegaupSuccessorProblem(dir.filePath("p"), R"({"Name": "token"})");
        const QString zip = writeZip(dir.filePath("a.zip"), {{"g.1.out", "2\n"}, {"g.2.out", "5\n"}});
        const JudgeReport report = judging_.judge(root, zip);
        QCOMPARE(report.tests[0].verdict, Verdict::AC);
        QCOMPARE(report.tests[1].verdict, Verdict::WA);
        QCOMPARE(report.score, 0.0);
        QCOMPARE(systemVerdict(report.verdict, report.score, problem::Dialect::OmegaUp), QStringLiteral("WA"));
    }

    void everyAnswerRightIsAccepted() {
        QTemporaryDir dir;
        const QString root = test::omegaupSuccessorProblem(dir.filePath("p"), R"({"Name": "token"})");
        const QString zip = writeZip(dir.filePath("a.zip"), {{"out/g.1.out", "2\n"}, {"out/g.2.out", "3\n"}});
        const JudgeReport report = judging_.judge(root, zip);
        QCOMPARE(report.verdict, Verdict::AC);
        QCOMPARE(report.score, 1.0);
    }

    // OutputLimit bounds an answer as it bounds a program's output.
    void anAnswerPastTheOutputLimitIsOle() {
        QTemporaryDir dir;
        const QString root = test::omegaupSuccessorProblem(dir.filePath("p"), R"({"Name": "token"})");
        const QString zip = writeZip(dir.filePath("a.zip"), {{"g.1.out", QByteArray(20000, '2')}, {"g.2.out", "3\n"}});
        const JudgeReport report = judging_.judge(root, zip);
        QCOMPARE(report.tests[0].verdict, Verdict::OLE);
        QCOMPARE(systemVerdict(report.verdict, report.score, problem::Dialect::OmegaUp), QStringLiteral("OLE"));
    }

    void aDataUrlThatIsNoZipIsACompileError() {
        QTemporaryDir dir;
        const QString root = test::omegaupSuccessorProblem(dir.filePath("p"), R"({"Name": "token"})");
        const QString source = test::writeTestFile(dir.filePath("Main.cat"), "data:application/zip;base64,AAAA\n");
        const JudgeReport report = judging_.judge(root, source);
        QCOMPARE(report.verdict, Verdict::CE);
        QVERIFY2(report.compile.compilerOutput.contains("not a zip"), qPrintable(report.compile.compilerOutput));
        QCOMPARE(systemVerdict(report.verdict, report.score, problem::Dialect::OmegaUp), QStringLiteral("CE"));
    }

    // CMS's output_<codename>.txt files answer a TPS OutputOnly task, each subtask scored by its own.
    void aTpsOutputOnlyTaskScoresTheSubtasksItsAnswersSolve() {
        QTemporaryDir dir;
        const QString root = tpsOutputOnlyTask(dir.filePath("art"));
        QCOMPARE(judging_.languages().forSource("answers.zip", {}, "cms")->id, QStringLiteral("cat"));
        const QString zip =
            writeZip(dir.filePath("answers.zip"),
                     {{"output_0-01.txt", "2\n"}, {"output_1-01.txt", "10\n"}, {"output_2-01.txt", "13\n"}});
        const JudgeReport report = judging_.judge(root, zip);
        QCOMPARE(report.verdict, Verdict::WA);
        QCOMPARE(report.score, 30.0);
        const JudgeReport unanswered =
            judging_.judge(root, writeZip(dir.filePath("some.zip"), {{"output_0-01.txt", "2\n"}}));
        QCOMPARE(unanswered.tests[1].message,
                 QStringLiteral("the submission holds no answer to this test (output_1-01.txt)"));
    }

    // quark tells a custom validator the submission's language: "cat" for answers.
    void theCustomValidatorIsToldTheLanguageIsCat() {
        QTemporaryDir dir;
        const QString root = test::omegaupSuccessorProblem(dir.filePath("p"), R"({"Name": "custom", "Lang": "py3"})");
        test::writeTestFile(root + "/validator.py3", R"(import sys
ok = sys.argv[2] == "cat" and sys.stdin.read().split() == open("data.out").read().split()
print(1 if ok else 0)
)");
        const QString zip = writeZip(dir.filePath("a.zip"), {{"g.1.out", "2\n"}, {"g.2.out", "3\n"}});
        QCOMPARE(judging_.judge(root, zip).verdict, Verdict::AC);
    }
};

QTEST_GUILESS_MAIN(OutputOnly)
#include "test_output_only.moc"
