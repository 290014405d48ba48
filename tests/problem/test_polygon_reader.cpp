// Importing Polygon packages: limits, tests and their groups with points and policies, the checker and
// interactor, solutions and their tags, and a clear message for what is broken or missing.
#include "judge/verdict.h"
#include "problem/package.h"
#include "problem/polygon_reader.h"
#include "sandbox_fixture.h"

#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::problem;

namespace {

const QByteArray kScoredXml = R"(<?xml version="1.0" encoding="utf-8"?>
<problem revision="7" short-name="ranges">
  <names><name language="russian" value="Отрезки"/><name language="english" value="Ranges"/></names>
  <judging>
    <testset name="pretests"><time-limit>500</time-limit><test-count>0</test-count>
      <input-path-pattern>pretests/%02d</input-path-pattern><tests/></testset>
    <testset name="tests">
      <time-limit>2500</time-limit>
      <memory-limit>536870912</memory-limit>
      <test-count>5</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern>
      <answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests>
        <test method="manual" sample="true" group="0" points="0"/>
        <test method="generated" cmd="gen 1" group="1" points="10"/>
        <test method="generated" cmd="gen 2" group="1" points="10"/>
        <test method="generated" cmd="gen 3" group="2" points="40"/>
        <test method="generated" cmd="gen 4" group="2" points="40"/>
      </tests>
      <groups>
        <group name="0" points-policy="each-test"/>
        <group name="1" points-policy="each-test"/>
        <group name="2" points="80" points-policy="complete-group">
          <dependencies><dependency group="1"/></dependencies>
        </group>
      </groups>
    </testset>
  </judging>
  <assets>
    <checker name="std::ncmp.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>
    <solutions>
      <solution tag="main"><source path="solutions/good.cpp" type="cpp.g++17"/></solution>
      <solution tag="time-limit-exceeded-or-accepted"><source path="solutions/slow.py" type="python.3"/></solution>
    </solutions>
  </assets>
</problem>
)";

class Package {
public:
    explicit Package(const QByteArray& xml) {
        write("problem.xml", xml);
        for (int i = 1; i <= 5; ++i) {
            write(QStringLiteral("tests/%1").arg(i, 2, 10, QChar('0')), "1\n");
            write(QStringLiteral("tests/%1.a").arg(i, 2, 10, QChar('0')), "1\n");
        }
        write("files/check.cpp", "int main() {}\n");
        write("solutions/good.cpp", "int main() {}\n");
        write("solutions/slow.py", "print(1)\n");
    }
    void write(const QString& path, const QByteArray& contents) { test::writeTestFile(dir_.filePath(path), contents); }
    void remove(const QString& path) { QFile::remove(dir_.filePath(path)); }
    QString path() const { return dir_.path(); }

private:
    QTemporaryDir dir_;
};

const TestGroup* child(const TestGroup& group, const QString& name) {
    for (const auto& sub : group.groups)
        if (sub.name == name) return &sub;
    return nullptr;
}

} // namespace

class PolygonReader : public QObject {
    Q_OBJECT
private slots:
    void scoredPackageIsImported() {
        Package package(kScoredXml);
        auto problem = readProblem(package.path()); // the front door recognises problem.xml
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QCOMPARE(problem->formatVersion, QStringLiteral("polygon"));
        QCOMPARE(problem->name, QStringLiteral("Ranges"));
        QCOMPARE(problem->shortName, QStringLiteral("ranges"));
        QCOMPARE(problem->limits.timeLimit.value_or(0), 2.5); // the "tests" testset, not the pretests
        QCOMPARE(problem->limits.memoryMiB, 512);
        QVERIFY(problem->validation.scoring);
        QCOMPARE(problem->outputValidatorProtocol, QStringLiteral("testlib"));
        QVERIFY(problem->outputValidator.endsWith("files/check.cpp"));
        QCOMPARE(problem->data.testCount(), 5);
        const TestGroup* secret = child(problem->data, "secret");
        QVERIFY(secret);
        const TestGroup* first = child(*secret, "secret/1");
        const TestGroup* second = child(*secret, "secret/2");
        QVERIFY(first && second);
        QCOMPARE(first->tests.size(), 2);
        QCOMPARE(first->tests.first().points.value_or(0), 10.0);
        QVERIFY(first->settings.aggregation == Aggregation::Sum);  // each-test
        QVERIFY(second->settings.aggregation == Aggregation::Min); // complete-group
        QCOMPARE(second->settings.maxScore.value_or(0), 80.0);
        QCOMPARE(second->dependencies, QStringList({"1"}));
        QVERIFY(child(*secret, "secret/0")->tests.first().sample);
        QCOMPARE(problem->submissions.size(), 2);
        QCOMPARE(problem->submissions[0].expectedVerdicts, QStringList({"AC"}));
        QCOMPARE(problem->submissions[1].expectedVerdicts, QStringList({"TLE", "AC"}));
    }

    void pointsFollowPoliciesAndDependencies() {
        Package package(kScoredXml);
        auto problem = readPolygonProblem(package.path());
        QVERIFY(problem);
        auto outcomes = [&](std::initializer_list<judge::Verdict> verdicts) {
            QList<judge::TestOutcome> list;
            int i = 0;
            for (const auto& test : problem->allTests()) {
                judge::TestOutcome outcome;
                outcome.test = test.name;
                outcome.verdict = verdicts.begin()[i++];
                list << outcome;
            }
            return list;
        };
        using judge::Verdict;
        auto all = judge::aggregate(problem->data,
                                    outcomes({Verdict::AC, Verdict::AC, Verdict::AC, Verdict::AC, Verdict::AC}), true);
        QCOMPARE(all.score, 100.0);
        // Each-test points count one by one; the complete group is all or nothing.
        auto partial = judge::aggregate(
            problem->data, outcomes({Verdict::AC, Verdict::AC, Verdict::AC, Verdict::AC, Verdict::WA}), true);
        QCOMPARE(partial.score, 20.0);
        // Group 2 passes, but it depends on group 1, which failed a test: it scores nothing.
        auto dependent = judge::aggregate(
            problem->data, outcomes({Verdict::AC, Verdict::WA, Verdict::AC, Verdict::AC, Verdict::AC}), true);
        QCOMPARE(dependent.score, 10.0);
    }

    void aProblemOfStandardStreamsHasNoFilesToReadOrWrite() {
        Package package(kScoredXml); // <judging> without input-file and output-file
        auto problem = readPolygonProblem(package.path());
        QVERIFY(problem);
        QVERIFY(problem->inputFileName.isEmpty());
        QVERIFY(problem->outputFileName.isEmpty());
    }

    void theFilesTheJudgingNamesAreTheOnesTheProgramReadsAndWrites() {
        QByteArray xml = kScoredXml;
        xml.replace("<judging>", R"(<judging cpu-name="Intel" input-file="input.txt" output-file="output.txt">)");
        Package package(xml);
        auto problem = readPolygonProblem(package.path());
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QCOMPARE(problem->inputFileName, QStringLiteral("input.txt"));
        QCOMPARE(problem->outputFileName, QStringLiteral("output.txt"));
    }

    void stdinAndStdoutAsFileNamesAreTheStandardStreams() {
        QByteArray xml = kScoredXml;
        xml.replace("<judging>", R"(<judging input-file="stdin" output-file="stdout">)");
        Package package(xml);
        auto problem = readPolygonProblem(package.path());
        QVERIFY(problem);
        QVERIFY(problem->inputFileName.isEmpty());
        QVERIFY(problem->outputFileName.isEmpty());
    }

    void aFileNameThatLeadsElsewhereIsRefusedNamingIt_data() {
        QTest::addColumn<QByteArray>("judging");
        QTest::addColumn<QString>("error");
        QTest::newRow("a path") << QByteArray(R"(<judging input-file="../../etc/passwd">)")
                                << "problem.xml:4: input-file: expected a file name such as input.txt, got "
                                   "'../../etc/passwd'";
        QTest::newRow("the parent") << QByteArray(R"(<judging output-file="..">)")
                                    << "problem.xml:4: output-file: expected a file name such as input.txt, got '..'";
        QTest::newRow("one file for both") << QByteArray(R"(<judging input-file="data.txt" output-file="data.txt">)")
                                           << "problem.xml:4: input-file and output-file are the same file, data.txt";
    }
    void aFileNameThatLeadsElsewhereIsRefusedNamingIt() {
        QFETCH(QByteArray, judging);
        QFETCH(QString, error);
        QByteArray xml = kScoredXml;
        xml.replace("<judging>", judging);
        Package package(xml);
        auto problem = readPolygonProblem(package.path());
        QVERIFY(!problem);
        QCOMPARE(QString::fromStdString(problem.error()), error);
    }

    void theCheckersPointsArePercentOnlyWhereTheJudgingSaysSo() {
        Package points(kScoredXml);
        auto absolute = readPolygonProblem(points.path());
        QVERIFY(absolute);
        QVERIFY(!absolute->checkerPointsArePercent);
        QByteArray xml = kScoredXml;
        xml.replace("<judging>", R"(<judging treat-points-from-checker-as-percent="true">)");
        Package percent(xml);
        auto relative = readPolygonProblem(percent.path());
        QVERIFY(relative);
        QVERIFY(relative->checkerPointsArePercent);
    }

    void aSolutionRunSeveralTimesPerTestIsRefused() {
        QByteArray xml = kScoredXml;
        xml.replace("<judging>", R"(<judging run-count="2">)");
        Package package(xml);
        auto problem = readPolygonProblem(package.path());
        QVERIFY(!problem);
        QCOMPARE(
            QString::fromStdString(problem.error()),
            QStringLiteral("problem.xml:4: run-count: 2 runs of the solution per test are not judged here (only 1)"));
    }

    void missingTestsAskForAFullPackage() {
        Package package(kScoredXml);
        package.remove("tests/04");
        auto problem = readPolygonProblem(package.path());
        QVERIFY(!problem);
        QCOMPARE(
            QString::fromStdString(problem.error()),
            QStringLiteral("tests/04 is missing: export the package from Polygon with its tests (a full package)"));
    }

    void brokenXmlIsPlacedByLine() {
        Package package(
            "<?xml version=\"1.0\"?>\n<problem>\n  <judging>\n    <testset name=\"tests\">\n  </judging>\n");
        auto problem = readPolygonProblem(package.path());
        QVERIFY(!problem);
        QVERIFY2(QString::fromStdString(problem.error()).startsWith("problem.xml:5: "), problem.error().c_str());
    }

    void countMismatchIsNamed() {
        QByteArray xml = kScoredXml;
        xml.replace("<test-count>5</test-count>", "<test-count>6</test-count>");
        Package package(xml);
        auto problem = readPolygonProblem(package.path());
        QVERIFY(!problem);
        QCOMPARE(QString::fromStdString(problem.error()),
                 QStringLiteral("problem.xml: test-count says 6, but 5 tests are listed"));
    }

    void nonTestlibCheckerIsRefused() {
        QByteArray xml = kScoredXml;
        xml.replace("type=\"testlib\"", "type=\"custom\"");
        Package package(xml);
        auto problem = readPolygonProblem(package.path());
        QVERIFY(!problem);
        QVERIFY(QString::fromStdString(problem.error()).contains("only testlib checkers are supported"));
    }
};

QTEST_GUILESS_MAIN(PolygonReader)
#include "test_polygon_reader.moc"
