// The judge on a fleet of go-judge servers, each a real `judgedesk-cli serve` process on loopback: the
// verdicts are the local sandbox's, a server killed or stopped in the middle of a judging loses no
// verdict and repeats none, a server that comes back is used again, the files given to the servers are
// deleted at the end, and a fleet nobody answers for is a clear error.
#include "judge/compiler.h"
#include "judge/problem_judge.h"
#include "problem/package.h"
#include "protocol/gojudge/fleet_executor.h"
#include "sandbox_fixture.h"
#include "serve_process.h"
#include "shell_execution.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <future>
#include <mutex>

using namespace jd;
using namespace jd::gojudge;
using namespace std::chrono_literals;

namespace {

constexpr int kTests = 40;

// A problem of kTests tests (n, answered 2n) and a submission that waits 100 ms on each and then answers
// right, wrong (n ending in 3), crashes (ending in 7), writes without end (11) or spins (19).
void makeProblem(const QString& root) {
    test::writeTestFile(root + "/problem.yaml", "problem_format_version: 2025-09\nname: Double\ntype: pass-fail\n"
                                                "limits:\n  time_limit: 1\n  memory: 256\n");
    for (int n = 1; n <= kTests; ++n) {
        const QString base = QStringLiteral("%1/data/secret/%2").arg(root).arg(n, 2, 10, QLatin1Char('0'));
        test::writeTestFile(base + ".in", QByteArray::number(n) + "\n");
        test::writeTestFile(base + ".ans", QByteArray::number(2 * n) + "\n");
    }
    test::writeTestFile(root + "/submissions/mixed/mixed.cpp",
                        "#include <cstdio>\n#include <unistd.h>\n"
                        "int main() { long n; if (scanf(\"%ld\", &n) != 1) return 1; usleep(100000);\n"
                        "  if (n % 10 == 3) { printf(\"%ld\\n\", 3 * n); return 0; }\n"
                        "  if (n % 10 == 7) return 3;\n"
                        "  if (n == 11) for (;;) putchar('x');\n"
                        "  if (n == 19) { volatile unsigned long spin = 0; for (;;) ++spin; }\n"
                        "  printf(\"%ld\\n\", 2 * n); }\n");
}

using Verdicts = QMap<QString, QString>;
using test::ServeProcess;

} // namespace

class FleetTest : public QObject {
    Q_OBJECT
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    std::shared_ptr<judge::SandboxExecutor> here_;
    QTemporaryDir root_, cache_;
    std::optional<judge::LanguageRegistry> languages_;
    Verdicts local_;

    QString problemPath() const { return root_.filePath("double"); }
    QString submission() const { return problemPath() + "/submissions/mixed/mixed.cpp"; }

    // Judges the submission; `onTest` is told of each test as it finishes, from the judge's workers.
    Verdicts judged(std::shared_ptr<judge::Executor> submissionExecutor, int jobs,
                    std::function<void(const QString&, int)> onTest = {}) {
        auto problem = problem::readProblem(problemPath());
        if (!problem) qFatal("%s", problem.error().c_str());
        judge::ProblemJudge judge(problem.value(), here_, std::make_shared<judge::Compiler>(sandbox_, cache_.path()),
                                  *languages_);
        if (submissionExecutor) judge.setSubmissionExecutor(submissionExecutor);
        if (onTest)
            connect(
                &judge, &judge::ProblemJudge::testFinished, this,
                [&](const judge::TestOutcome& outcome, int done, int) { onTest(outcome.test, done); },
                Qt::DirectConnection);
        judge::JudgeOptions options;
        options.jobs = jobs;
        auto report = judge.judge({{submission()}, languages_->forSource(submission()), {}}, options);
        if (!report) qFatal("%s", report.error().c_str());
        Verdicts verdicts;
        for (const judge::TestOutcome& outcome : report->tests)
            // A judge error says why, for the failure to show.
            verdicts.insert(outcome.test,
                            judge::verdictCode(outcome.verdict) +
                                (outcome.verdict == judge::Verdict::JE ? ": " + outcome.message : QString()));
        return verdicts;
    }

    static QJsonObject filesOn(const ServeProcess& server) {
        QNetworkAccessManager network;
        QNetworkReply* reply = network.get(QNetworkRequest(server.url().resolved(QUrl("/file"))));
        QEventLoop loop;
        connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        reply->deleteLater();
        return QJsonDocument::fromJson(reply->readAll()).object();
    }

    static std::shared_ptr<FleetExecutor> fleetOf(QList<QUrl> servers, std::shared_ptr<judge::Executor> here,
                                                  std::chrono::milliseconds stallGrace = 10s) {
        FleetOptions options;
        options.servers = std::move(servers);
        options.stallGrace = stallGrace;
        auto fleet = FleetExecutor::connect(options, std::move(here));
        if (!fleet) qFatal("%s", fleet.error().c_str());
        return *fleet;
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        here_ = std::make_shared<judge::SandboxExecutor>(sandbox_);
        auto languages = judge::LanguageRegistry::load({});
        QVERIFY(languages);
        languages_ = languages.value();
        makeProblem(problemPath());
        local_ = judged(nullptr, 2);
        QCOMPARE(local_.size(), kTests);
        // What the fleet must agree with: every kind of ending, judged here.
        QCOMPARE(local_.value("secret/01"), QStringLiteral("AC"));
        QCOMPARE(local_.value("secret/03"), QStringLiteral("WA"));
        QCOMPARE(local_.value("secret/07"), QStringLiteral("RE"));
        QCOMPARE(local_.value("secret/11"), QStringLiteral("OLE"));
        QCOMPARE(local_.value("secret/19"), QStringLiteral("TLE"));
    }

    void aJudgingOnTwoServersGetsTheVerdictsOfTheLocalSandbox() {
        ServeProcess first, second;
        auto fleet = fleetOf({first.url(), second.url()}, here_);
        QCOMPARE(fleet->capacity(), 4); // each server's /config says 2
        QCOMPARE(judged(fleet, fleet->capacity()), local_);
        const auto figures = fleet->figures();
        QCOMPARE(figures[0].runs + figures[1].runs, kTests);
        QVERIFY(figures[0].runs > 0 && figures[1].runs > 0);
    }

    void aServerKilledMidJudgementLosesNoVerdictAndRepeatsNone() {
        ServeProcess survivor, victim;
        auto fleet = fleetOf({survivor.url(), victim.url()}, here_);
        std::mutex mutex;
        QMap<QString, int> reported;
        const Verdicts verdicts = judged(fleet, fleet->capacity(), [&](const QString& test, int done) {
            std::lock_guard lock(mutex);
            ++reported[test];
            if (done == 8) ::kill(pid_t(victim.pid()), SIGKILL);
        });
        QCOMPARE(verdicts, local_);
        QCOMPARE(reported.size(), kTests);
        for (auto count = reported.begin(); count != reported.end(); ++count)
            QVERIFY2(count.value() == 1, qPrintable(count.key() + " reported " + QString::number(count.value())));
        const auto figures = fleet->figures();
        QVERIFY(!figures[1].up);
        QVERIFY2(figures[1].lastFailure.contains(victim.url().toString()), qPrintable(figures[1].lastFailure));
        QCOMPARE(figures[0].runs + figures[1].runs, kTests);
    }

    void aStalledServerIsTakenOutAndItsRunsGoElsewhere() {
        ServeProcess healthy, stalled;
        auto fleet = fleetOf({healthy.url(), stalled.url()}, here_, 1s);
        const Verdicts verdicts = judged(fleet, fleet->capacity(), [&](const QString&, int done) {
            if (done == 4) stalled.pause();
        });
        for (auto verdict = local_.begin(); verdict != local_.end(); ++verdict)
            QVERIFY2(verdicts.value(verdict.key()) == verdict.value(),
                     qPrintable(verdict.key() + ": " + verdicts.value(verdict.key()) + " on the fleet, " +
                                verdict.value() + " here"));
        const auto figures = fleet->figures();
        QVERIFY(!figures[1].up);
        QVERIFY2(figures[1].lastFailure.contains("no answer"), qPrintable(figures[1].lastFailure));
    }

    void aServerThatComesBackIsUsedAgain() {
        ServeProcess steady;
        auto returning = std::make_unique<ServeProcess>();
        const quint16 port = returning->port();
        auto fleet = fleetOf({steady.url(), returning->url()}, here_);
        returning->kill();
        QTRY_VERIFY_WITH_TIMEOUT(!fleet->figures()[1].up, 10'000);
        QCOMPARE(fleet->execute(test::shellExecution("true")).status, sandbox::RunStatus::Ok); // on the steady one
        returning = std::make_unique<ServeProcess>(port);
        QTRY_VERIFY_WITH_TIMEOUT(fleet->figures()[1].up, 10'000);
        std::vector<std::future<sandbox::RunResult>> runs;
        for (int i = 0; i < 8; ++i)
            runs.push_back(
                std::async(std::launch::async, [&] { return fleet->execute(test::shellExecution("sleep 0.3")); }));
        for (auto& run : runs)
            QCOMPARE(run.get().status, sandbox::RunStatus::Ok);
        QVERIFY2(fleet->figures()[1].runs > 0, "the server that came back ran nothing");
    }

    void theFilesGivenToTheServersAreDeletedAtTheEnd() {
        ServeProcess first, second;
        {
            auto fleet = fleetOf({first.url(), second.url()}, here_);
            QCOMPARE(judged(fleet, fleet->capacity()), local_);
            QVERIFY(!filesOn(first).isEmpty() || !filesOn(second).isEmpty()); // the program and the tests
        }
        QCOMPARE(filesOn(first), QJsonObject());
        QCOMPARE(filesOn(second), QJsonObject());
    }

    void aCancelledRunEndsAtOnceAsAForcedExit() {
        ServeProcess server;
        auto fleet = fleetOf({server.url()}, here_);
        auto running = std::async(std::launch::async, [&] { return fleet->execute(test::shellExecution("sleep 15")); });
        QTest::qWait(500);
        QElapsedTimer clock;
        clock.start();
        fleet->cancel();
        QCOMPARE(running.get().status, sandbox::RunStatus::ForcedExit);
        QVERIFY(clock.elapsed() < 3000);
        fleet->resume();
        QCOMPARE(fleet->execute(test::shellExecution("true")).status, sandbox::RunStatus::Ok);
    }

    void aFleetNobodyAnswersForIsAnErrorNamingTheServers() {
        quint16 port = 0;
        {
            ServeProcess gone;
            port = gone.port();
        }
        FleetOptions options;
        options.servers = {QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port))};
        options.connectPatience = 2s;
        auto fleet = FleetExecutor::connect(options, here_);
        QVERIFY(!fleet);
        QVERIFY2(QString::fromStdString(fleet.error()).contains(QStringLiteral("127.0.0.1:%1").arg(port)),
                 fleet.error().c_str());
    }

    void anAddressThatIsNotHttpIsRefused() {
        FleetOptions options;
        options.servers = {QUrl("ftp://127.0.0.1:1")};
        auto fleet = FleetExecutor::connect(options, here_);
        QVERIFY(!fleet);
        QVERIFY2(QString::fromStdString(fleet.error()).contains("ftp://127.0.0.1:1"), fleet.error().c_str());
    }
};

QTEST_GUILESS_MAIN(FleetTest)
#include "test_gojudge_fleet.moc"
