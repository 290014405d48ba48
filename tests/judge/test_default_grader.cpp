// Kattis's default grader (problemtools' support/default_grader) as JudgeDesk applies it to a legacy scoring
// package: each row writes the testdata.yaml files of one package, gives each test a verdict, and states the
// verdict and score the package gets, as problemtools grades it group by group.
#include "judge/verdict.h"
#include "problem/kattis_reader.h"
#include "sandbox_fixture.h"

#include <QTemporaryDir>
#include <QTest>

using namespace jd::judge;
using namespace jd::problem;

namespace {

// data/sample/1 (worth nothing), data/secret/g1/{1,2} (20 a test), data/secret/g2/{1,2} (30 a test).
struct Package {
    QTemporaryDir dir;
    QString root = dir.path() + "/graded";

    void write(const QString& path, const QByteArray& contents) const {
        jd::test::writeTestFile(root + "/" + path, contents);
    }
    jd::Result<Problem> read(const QByteArray& dataYaml, const QByteArray& secretYaml, const QByteArray& groupYaml) const {
        write("problem.yaml", "type: scoring\n");
        for (const char* test : {"sample/1", "secret/g1/1", "secret/g1/2", "secret/g2/1", "secret/g2/2"}) {
            write(QStringLiteral("data/%1.in").arg(test), "1\n");
            write(QStringLiteral("data/%1.ans").arg(test), "1\n");
        }
        if (!dataYaml.isEmpty()) write("data/testdata.yaml", dataYaml);
        if (!secretYaml.isEmpty()) write("data/secret/testdata.yaml", secretYaml);
        write("data/sample/testdata.yaml", "accept_score: 0\n");
        write("data/secret/g1/testdata.yaml", "accept_score: 20\n" + groupYaml);
        write("data/secret/g2/testdata.yaml", "accept_score: 30\n" + groupYaml);
        return readKattisProblem(root);
    }
};

// "g1/1=WA g2/2=TLE": the tests named, the others accepted (the sample too, unless named).
QList<TestOutcome> outcomes(const QString& rejections) {
    QMap<QString, Verdict> verdicts;
    for (const char* test : {"sample/1", "secret/g1/1", "secret/g1/2", "secret/g2/1", "secret/g2/2"})
        verdicts.insert(test, Verdict::AC);
    for (const QString& word : rejections.split(' ', Qt::SkipEmptyParts)) {
        const QString test = word.section('=', 0, 0), code = word.section('=', 1);
        verdicts.insert(test == "sample/1" ? test : "secret/" + test, *verdictFromCode(code));
    }
    QList<TestOutcome> all;
    for (auto it = verdicts.begin(); it != verdicts.end(); ++it) {
        TestOutcome outcome;
        outcome.test = it.key();
        outcome.verdict = it.value();
        all << outcome;
    }
    return all;
}

} // namespace

class DefaultGrader : public QObject {
    Q_OBJECT
private slots:
    void gradesAsProblemtoolsDefaultGrader_data() {
        QTest::addColumn<QByteArray>("dataYaml");
        QTest::addColumn<QByteArray>("secretYaml");
        QTest::addColumn<QByteArray>("groupYaml");
        QTest::addColumn<QString>("rejections");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<double>("score");

        const QByteArray cont = "on_reject: continue\n";
        QTest::newRow("all accepted: the groups' scores summed") << cont << QByteArray() << QByteArray() << ""
                                                                 << "AC" << 100.0;
        QTest::newRow("worst_error by default: a run-time error outranks an earlier wrong answer")
            << cont << QByteArray() << cont << "g1/1=WA g1/2=RE" << "RE" << 60.0;
        QTest::newRow("worst_error: a time limit outranks a wrong answer")
            << cont << QByteArray() << cont << "g1/1=WA g2/1=TLE" << "TLE" << 50.0;
        QTest::newRow("worst_error reads a memory limit as Kattis's run-time error: the first of equals stands")
            << cont << QByteArray() << cont << "g1/1=MLE g1/2=RE" << "MLE" << 60.0;
        QTest::newRow("first_error: the first rejection in the order of the tests")
            << cont << "grader_flags: first_error\n" + cont << cont + "grader_flags: first_error\n"
            << "g1/1=WA g1/2=RE g2/1=TLE" << "WA" << 30.0;
        QTest::newRow("no_errors is worst_error")
            << cont << "grader_flags: no_errors\n" + cont << cont + "grader_flags: no_errors\n"
            << "g1/1=WA g1/2=RE" << "RE" << 60.0;
        QTest::newRow("always_accept: accepted whatever the tests say, the score still from them")
            << cont << "grader_flags: always_accept\n" + cont << cont + "grader_flags: min\n" << "g1/1=WA" << "AC"
            << 30.0;
        QTest::newRow("min: a group scores its weakest test")
            << cont << QByteArray() << cont + "grader_flags: min\n" << "g2/2=WA" << "WA" << 20.0;
        QTest::newRow("max: a group scores its best test")
            << cont << QByteArray() << cont + "grader_flags: max\n" << "g2/2=WA" << "WA" << 50.0;
        QTest::newRow("avg: a group scores the mean of its tests")
            << cont << QByteArray() << cont + "grader_flags: avg\n" << "g2/2=WA" << "WA" << 35.0;
        QTest::newRow("sum is the default: a group sums its tests")
            << cont << QByteArray() << cont + "grader_flags: sum\n" << "g2/2=WA" << "WA" << 70.0;
        QTest::newRow("accept_if_any_accepted: one accepted group accepts secret")
            << cont << "grader_flags: first_error accept_if_any_accepted\n" + cont << cont + "grader_flags: min\n"
            << "g2/2=WA" << "AC" << 20.0;
        QTest::newRow("a group's own grader_flags replace what secret's would give it (testdata_tools' layout)")
            << "grader_flags: ignore_sample\n" + cont << "grader_flags: first_error accept_if_any_accepted\n" + cont
            << QByteArray("on_reject: break\ngrader_flags: min\n") << "g1/2=WA g2/1=WA" << "WA" << 0.0;
        QTest::newRow("ignore_sample: a rejected sample leaves the verdict to secret")
            << "grader_flags: ignore_sample\n" + cont << "grader_flags: first_error\n" + cont << cont << "sample/1=WA"
            << "AC" << 100.0;
        QTest::newRow("ignore_sample inherited: a group is graded on its last test, as problemtools grades it")
            << "grader_flags: ignore_sample\n" + cont << QByteArray() << cont << "g1/1=WA" << "AC" << 30.0;
        QTest::newRow("a group naming no grader_flags inherits its parent's")
            << cont << "grader_flags: first_error min\n" + cont << cont << "g1/1=WA g1/2=RE g2/1=TLE" << "WA"
            << 0.0;
    }
    void gradesAsProblemtoolsDefaultGrader() {
        QFETCH(QByteArray, dataYaml);
        QFETCH(QByteArray, secretYaml);
        QFETCH(QByteArray, groupYaml);
        QFETCH(QString, rejections);
        QFETCH(QString, verdict);
        QFETCH(double, score);
        Package package;
        auto problem = package.read(dataYaml, secretYaml, groupYaml);
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        const GroupOutcome graded = aggregate(problem->data, outcomes(rejections), true);
        QCOMPARE(verdictCode(graded.verdict), verdict);
        QCOMPARE(graded.score, score);
    }

    void aDomjudgePackageKeepsTheFirstRejection() {
        Package package;
        package.write("domjudge-problem.ini", "name='Graded'\n");
        auto problem = package.read("on_reject: continue\n", {}, "on_reject: continue\n");
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QCOMPARE(problem->dialect.dialect, Dialect::DOMjudge);
        QCOMPARE(verdictCode(aggregate(problem->data, outcomes("g1/1=WA g1/2=RE"), false).verdict), QString("WA"));
    }
};

QTEST_GUILESS_MAIN(DefaultGrader)
#include "test_default_grader.moc"
