// An interactive verdict never depends on scheduling: the same race judged hundreds of times while every
// core is busy (as when JudgeDesk judges with parallel workers) comes out the same every time.
#include "judge/problem_judge.h"
#include "cpu_load.h"
#include "judge_fixture.h"
#include "sandbox_fixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using namespace jd;
using namespace jd::judge;

namespace {

// The interactor answers `rounds` pings, says "done", accepts and exits at once, while the program still
// has a last line to write: it writes it just after the interactor's verdict, or a little later.
constexpr char kInteractor[] = R"(#include <cstdio>
#include <cstring>
int main(int argc, char** argv) {
    if (argc < 4) return 1;
    int rounds = 0;
    std::FILE* input = std::fopen(argv[1], "r");
    if (!input || std::fscanf(input, "%d", &rounds) != 1) return 1;
    std::printf("%d\n", rounds);
    std::fflush(stdout);
    char word[16];
    for (int i = 0; i < rounds; ++i) {
        if (std::scanf("%15s", word) != 1 || std::strcmp(word, "ping") != 0) return 43;
        std::printf("pong\n");
        std::fflush(stdout);
    }
    std::printf("done\n");
    std::fflush(stdout);
    return 42;
}
)";

constexpr char kLateWriter[] = R"(#include <cstdio>
#include <unistd.h>
int main() {
    int rounds = 0;
    if (std::scanf("%d", &rounds) != 1) return 1;
    char word[16];
    for (int i = 0; i < rounds; ++i) {
        std::printf("ping\n");
        std::fflush(stdout);
        if (std::scanf("%15s", word) != 1) return 1;
    }
    if (std::scanf("%15s", word) != 1) return 1; // "done": the interactor has accepted
    if (rounds % 2) usleep(20000);                // then the last word, at once or once it is surely gone
    std::printf("bye\n");
    std::fflush(stdout);
    return 0;
}
)";

} // namespace

class InteractiveRaceTest : public QObject {
    Q_OBJECT
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    LanguageRegistry languages_;
    QTemporaryDir dir_;

    QString package(int tests) {
        const QString root = dir_.filePath(QStringLiteral("race%1").arg(tests));
        test::writeTestFile(root + "/problem.yaml",
                            "problem_format_version: 2025-09\ntype: interactive\nlimits:\n  time_limit: 2\n");
        test::writeTestFile(root + "/output_validator/interactor.cpp", kInteractor);
        for (int i = 1; i <= tests; ++i)
            test::writeTestFile(root + QStringLiteral("/data/secret/%1.in").arg(i, 3, 10, QChar('0')),
                                QByteArray::number(i * 7 % 50) + "\n");
        test::writeTestFile(root + "/submissions/accepted/late_writer.cpp", kLateWriter);
        return root;
    }

    QStringList verdictsOfRepeatedJudgings(bool recorded, int judgings) {
        auto judge = test::judgeForPackage(package(20), sandbox_, dir_.filePath("cache"), languages_);
        const QString source = judge->problem().directory + "/submissions/accepted/late_writer.cpp";
        JudgeOptions options;
        options.jobs = 2;
        options.rules = problem::rulesOf(problem::Dialect::Kattis);
        if (recorded) options.rules->interaction = problem::InteractionRule::Recorded;
        QStringList wrong;
        test::CpuLoad load;
        for (int round = 0; round < judgings; ++round) {
            auto report = judge->judge({{source}, languages_.forSource(source), {}}, options);
            if (!report) qFatal("%s", report.error().c_str());
            for (const TestOutcome& test : report->tests)
                if (test.verdict != Verdict::AC)
                    wrong << QStringLiteral("round %1, %2: %3 (%4)")
                                 .arg(round)
                                 .arg(test.test, verdictCode(test.verdict), test.message);
        }
        return wrong;
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        languages_ = LanguageRegistry::load({}).value();
    }

    // 300 runs with the programs joined directly, each finishing its last write after the verdict.
    void aLateWriteAfterAnAcceptanceIsAcceptedEveryTimeUnderLoad() {
        const QStringList wrong = verdictsOfRepeatedJudgings(false, 15);
        QVERIFY2(wrong.isEmpty(), qPrintable(QString::number(wrong.size()) + " of 300 not AC:\n" + wrong.join('\n')));
    }

    void aLateWriteThroughTheRelayIsAcceptedEveryTimeUnderLoad() {
        const QStringList wrong = verdictsOfRepeatedJudgings(true, 5);
        QVERIFY2(wrong.isEmpty(), qPrintable(QString::number(wrong.size()) + " of 100 not AC:\n" + wrong.join('\n')));
    }
};

QTEST_GUILESS_MAIN(InteractiveRaceTest)
#include "test_interactive_race.moc"
