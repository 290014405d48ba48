// Stress testing: generated tests answered by a reference and judged as the problem judges, until the
// solution under test fails one; the counterexample is kept with both outputs; a generator that fails
// names its seed; rounds and time are bounded.
#include "judge/stress_test.h"
#include "problem/package.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace jd;
using namespace jd::judge;

namespace {

QString example(const QString& name) { return QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).filePath(name); }

} // namespace

class StressTestTest : public QObject {
    Q_OBJECT

    std::shared_ptr<sandbox::Sandbox> sandbox_;
    LanguageRegistry languages_;
    QTemporaryDir cache_;

    Result<StressReport> stress(const QString& problemName, StressOptions options) {
        auto problem = problem::readProblem(example(problemName));
        if (!problem) qFatal("%s", problem.error().c_str());
        auto executor = std::make_shared<SandboxExecutor>(sandbox_);
        auto compiler = std::make_shared<Compiler>(sandbox_, cache_.path());
        options.jobs = 2;
        if (options.workDirectory.isEmpty()) options.workDirectory = work_.path();
        return stressTest(*problem, executor, compiler, languages_, options, {});
    }

    QTemporaryDir work_;

    static StressOptions aplusb(const QString& candidate) {
        StressOptions options;
        options.generator = example("aplusb/generators/gen.py");
        options.arguments = QStringList{"random", "{seed}"};
        options.reference = example("aplusb/submissions/accepted/sum.cpp");
        options.candidate = example(candidate);
        options.rounds = 8;
        return options;
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        languages_ = LanguageRegistry::load({}).value();
    }

    void aWrongSolutionIsCaughtWithItsCounterexample() {
        auto report = stress("aplusb", aplusb("aplusb/submissions/wrong_answer/overflow.cpp"));
        QVERIFY2(report, report ? "" : report.error().c_str());
        QVERIFY(report->found);
        const Counterexample& found = *report->found;
        QCOMPARE(found.outcome.verdict, Verdict::WA);
        QCOMPARE(found.seed, 1u);
        QCOMPARE(found.arguments, (QStringList{"random", "1"}));
        const QList<QByteArray> numbers = test::readTestFile(found.input).trimmed().split(' ');
        QCOMPARE(test::readTestFile(found.answer).trimmed().toLongLong(),
                 numbers[0].toLongLong() + numbers[1].toLongLong());
        QVERIFY(test::readTestFile(found.output) != test::readTestFile(found.answer));
        QCOMPARE(report->rounds, 1);
    }

    void aCorrectSolutionSurvivesEveryRound() {
        auto report = stress("aplusb", aplusb("aplusb/submissions/accepted/sum.py"));
        QVERIFY2(report, report ? "" : report.error().c_str());
        QVERIFY(!report->found);
        QCOMPARE(report->rounds, 8);
        QCOMPARE(report->endedBecause, QString("no difference in 8 rounds"));
    }

    void theProblemsCheckerJudgesTheRounds() {
        StressOptions options;
        options.generator = example("mixed-polygon/files/gen.cpp");
        options.reference = example("mixed-polygon/solutions/successor.cpp");
        options.candidate = example("mixed-polygon/solutions/in_words.py");
        options.rounds = 4;
        auto report = stress("mixed-polygon", options);
        QVERIFY2(report, report ? "" : report.error().c_str());
        QVERIFY(report->found);
        QCOMPARE(report->found->outcome.verdict, Verdict::PE);
    }

    void aFailingGeneratorNamesTheSeed() {
        StressOptions options = aplusb("aplusb/submissions/accepted/sum.py");
        options.arguments = QStringList{"nonsense"};
        options.firstSeed = 7;
        auto report = stress("aplusb", options);
        QVERIFY(!report);
        QVERIFY2(report.error().find("seed 7: the generator exited with 1") == 0, report.error().c_str());
    }

    void theTimeBudgetEndsAStressTestThatFindsNothing() {
        StressOptions options = aplusb("aplusb/submissions/accepted/sum.py");
        options.rounds = 1000000;
        options.budget = std::chrono::milliseconds(0);
        auto report = stress("aplusb", options);
        QVERIFY(report);
        QVERIFY(!report->found);
        QVERIFY2(report->endedBecause.contains("time budget"), qPrintable(report->endedBecause));
    }

    void anInteractiveProblemIsRefused() {
        StressOptions options = aplusb("aplusb/submissions/accepted/sum.py");
        auto report = stress("guess", options);
        QVERIFY(!report);
        QVERIFY(report.error().find("interactive") != std::string::npos);
    }

    void theSeedGoesWhereTheArgumentsSayElseLast() {
        QCOMPARE(argumentsForSeed({"random", "{seed}", "10"}, 5), (QStringList{"random", "5", "10"}));
        QCOMPARE(argumentsForSeed({"-n", "3"}, 5), (QStringList{"-n", "3", "5"}));
    }
};

QTEST_GUILESS_MAIN(StressTestTest)
#include "test_stress_test.moc"
