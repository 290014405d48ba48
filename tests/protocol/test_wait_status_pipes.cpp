// The wait/status pipe protocol of the seed, driven as its client would: `judgedesk-cli serve-pipes`
// runs the program, the test writes 0 or 1 into the wait pipe with open/write/close and reads the status
// pipe to its end.
#include "sandbox_fixture.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <future>

namespace {

struct Status {
    qint64 cpuMicroseconds = -1;
    qint64 memoryBytes = -1;
    QString words;
    bool answered = false;
};

Status parsedStatus(const QByteArray& text) {
    const QList<QByteArray> lines = text.split('\n');
    Status status;
    if (lines.size() < 3) return status;
    bool cpuOk = false, memoryOk = false;
    status.cpuMicroseconds = lines[0].toLongLong(&cpuOk);
    status.memoryBytes = lines[1].toLongLong(&memoryOk);
    status.words = QString::fromUtf8(lines[2]);
    status.answered = cpuOk && memoryOk;
    return status;
}

// One wait call: the message with open/write/close, then the status pipe read to its end. Gives up
// (unanswered) after 10 s rather than hang the suite.
Status waitCall(const QString& waitPipe, const QString& statusPipe, const QByteArray& message) {
    QElapsedTimer clock;
    clock.start();
    int writer = -1;
    while ((writer = ::open(QFile::encodeName(waitPipe), O_WRONLY | O_NONBLOCK | O_CLOEXEC)) < 0) {
        if (clock.elapsed() > 10000) return {};
        QTest::qWait(5); // serve-pipes is not listening yet
    }
    if (!message.isEmpty() && ::write(writer, message.constData(), size_t(message.size())) != message.size()) return {};
    ::close(writer);
    const int reader = ::open(QFile::encodeName(statusPipe), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (reader < 0) return {};
    QByteArray text;
    for (;;) {
        pollfd watched{reader, POLLIN, 0};
        if (::poll(&watched, 1, int(std::max<qint64>(1, 10000 - clock.elapsed()))) <= 0) break;
        char buffer[512];
        const ssize_t got = ::read(reader, buffer, sizeof buffer);
        if (got > 0) {
            text.append(buffer, got);
            continue;
        }
        if (got == 0) break;
        if (errno != EAGAIN && errno != EINTR) break;
    }
    ::close(reader);
    return parsedStatus(text);
}

// The same call as the seed's own client makes it: blocking opens of both pipes. Gives up (unanswered) after
// 10 s, releasing the open it is stuck in.
Status blockingWaitCall(const QString& waitPipe, const QString& statusPipe, const QByteArray& message) {
    const QByteArray waitPath = QFile::encodeName(waitPipe), statusPath = QFile::encodeName(statusPipe);
    auto call = std::async(std::launch::async, [=] {
        const int writer = ::open(waitPath.constData(), O_WRONLY | O_CLOEXEC);
        if (writer < 0) return Status{};
        const bool sent = ::write(writer, message.constData(), size_t(message.size())) == message.size();
        ::close(writer);
        if (!sent) return Status{};
        const int reader = ::open(statusPath.constData(), O_RDONLY | O_CLOEXEC);
        if (reader < 0) return Status{};
        QByteArray text;
        char buffer[512];
        for (ssize_t got; (got = ::read(reader, buffer, sizeof buffer)) > 0;)
            text.append(buffer, got);
        ::close(reader);
        return parsedStatus(text);
    });
    if (call.wait_for(std::chrono::seconds(10)) == std::future_status::ready) return call.get();
    while (call.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready)
        for (const auto& [path, flags] : {std::pair{statusPath, O_WRONLY}, std::pair{waitPath, O_RDONLY}})
            if (const int unblocking = ::open(path.constData(), flags | O_NONBLOCK | O_CLOEXEC); unblocking >= 0)
                ::close(unblocking);
    return {};
}

} // namespace

class WaitStatusPipes : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    QString waitPipe() const { return dir_.filePath("wait"); }
    QString statusPipe() const { return dir_.filePath("status"); }

    // serve-pipes running the protocol helper in `mode` (its first input line).
    std::unique_ptr<QProcess> serve(const QByteArray& mode, const QStringList& extra = {}) {
        const QString input = dir_.filePath("input");
        if (!QFile::exists(input) || mode.size()) jd::test::writeTestFile(input, mode + "\n");
        auto process = std::make_unique<QProcess>();
        process->start(QStringLiteral(JUDGEDESK_CLI),
                       QStringList{"serve-pipes", "--wait-pipe", waitPipe(), "--status-pipe", statusPipe(), "--stdin",
                                   input, "--time", "20"} +
                           extra + QStringList{"--", QStringLiteral(PROTOCOL_HELPER)});
        if (!process->waitForStarted()) qFatal("judgedesk-cli did not start");
        return process;
    }

private slots:
    void cleanup() {
        QFile::remove(waitPipe());
        QFile::remove(statusPipe());
    }

    void continueCallsReportARunningProcessAndItsGrowingCpuTime() {
        auto server = serve("spin");
        const Status first = waitCall(waitPipe(), statusPipe(), "1");
        QVERIFY2(first.answered, "no status");
        QCOMPARE(first.words, QStringLiteral("Running"));
        QTest::qWait(300);
        const Status second = waitCall(waitPipe(), statusPipe(), "1");
        QVERIFY2(
            second.cpuMicroseconds >= first.cpuMicroseconds + 150000,
            qPrintable(QStringLiteral("%1 us, then %2 us").arg(first.cpuMicroseconds).arg(second.cpuMicroseconds)));
        QVERIFY(second.memoryBytes > 0);
        const Status last = waitCall(waitPipe(), statusPipe(), "0");
        QCOMPARE(last.words, QStringLiteral("Terminated (forced exit)"));
        QVERIFY(server->waitForFinished(5000));
        QCOMPARE(server->exitCode(), 0);
    }

    void anyNumberOfContinueCallsAfterTheEndReportTheEnd() {
        auto server = serve("exit 3");
        // The end first, however long the start takes (under emulation it is longer than any fixed wait).
        QVERIFY(QTest::qWaitFor([&] { return waitCall(waitPipe(), statusPipe(), "1\n").words != "Running"; }, 30000));
        for (int call = 0; call < 20; ++call) {
            const Status status = waitCall(waitPipe(), statusPipe(), "1\n");
            QCOMPARE(status.words, QStringLiteral("Exited with error (return code 3)"));
            QCOMPARE(status.memoryBytes, 0);
        }
        QCOMPARE(waitCall(waitPipe(), statusPipe(), "0").words, QStringLiteral("Exited with error (return code 3)"));
        QVERIFY(server->waitForFinished(5000));
        QCOMPARE(server->exitCode(), 0);
    }

    // The seed's client opens each pipe with a blocking open and pauses between its calls. A program using 2 s
    // of CPU, a wait every 0.3 s: every wait is answered, while it runs and after it ended.
    void waitsWithPausesAreAnsweredWhileItRunsAndAfterItEnded() {
        auto server = serve("spin 2");
        // Listening first, however long the start takes (under emulation it is longer than any fixed wait).
        QVERIFY(QTest::qWaitFor([&] { return waitCall(waitPipe(), statusPipe(), "1").answered; }, 30000));
        int afterTheEnd = 0;
        QElapsedTimer clock;
        clock.start();
        for (int call = 1; afterTheEnd < 5; ++call) {
            QVERIFY2(clock.elapsed() < 60000, "the program did not end");
            QTest::qWait(300);
            const Status status = blockingWaitCall(waitPipe(), statusPipe(), "1");
            QVERIFY2(status.answered, qPrintable(QStringLiteral("wait %1 was not answered").arg(call)));
            if (status.words != "Running") {
                QCOMPARE(status.words, QStringLiteral("Exited normally (return code 0)"));
                ++afterTheEnd;
            }
        }
        QCOMPARE(blockingWaitCall(waitPipe(), statusPipe(), "0").words,
                 QStringLiteral("Exited normally (return code 0)"));
        QVERIFY(server->waitForFinished(5000));
        QCOMPARE(server->exitCode(), 0);
    }

    void terminationKillsWithinASecondAndRemovesOnlyThePipesItMade() {
        QVERIFY(::mkfifo(QFile::encodeName(waitPipe()), 0600) == 0); // the client's own: it stays
        auto server = serve("sleep");
        QVERIFY(waitCall(waitPipe(), statusPipe(), "1").answered);
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(waitCall(waitPipe(), statusPipe(), "0").words, QStringLiteral("Terminated (forced exit)"));
        QVERIFY(server->waitForFinished(5000));
        QVERIFY2(clock.elapsed() < 1000, qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
        QVERIFY(QFileInfo::exists(waitPipe()));
        QVERIFY(!QFileInfo::exists(statusPipe()));
    }

    // The program ends by itself just as the termination comes: either is reported as it happened, and
    // serve-pipes always ends.
    void aTerminationRacingTheProgramsOwnEndIsReportedAsItHappened() {
        for (int round = 0; round < 10; ++round) {
            auto server = serve("exit 0");
            const Status status = waitCall(waitPipe(), statusPipe(), "0");
            QVERIFY2(status.words == "Exited normally (return code 0)" || status.words == "Terminated (forced exit)",
                     qPrintable(status.words));
            QVERIFY(server->waitForFinished(5000));
            QCOMPARE(server->exitCode(), 0);
        }
    }

    void malformedWaitMessagesAreNamedAndServingGoesOn() {
        auto server = serve("sleep");
        const Status two = waitCall(waitPipe(), statusPipe(), "2");
        QCOMPARE(two.words, QStringLiteral("Running; malformed wait message '2': expected 0 or 1"));
        const Status empty = waitCall(waitPipe(), statusPipe(), "");
        QCOMPARE(empty.words, QStringLiteral("Running; malformed wait message '': expected 0 or 1"));
        const Status binary = waitCall(waitPipe(), statusPipe(), QByteArray("\x1b[2J", 4));
        QVERIFY2(binary.words.contains("'\\x1b[2J'"), qPrintable(binary.words));
        QCOMPARE(waitCall(waitPipe(), statusPipe(), "1").words, QStringLiteral("Running"));
        QCOMPARE(waitCall(waitPipe(), statusPipe(), "0").words, QStringLiteral("Terminated (forced exit)"));
        QVERIFY(server->waitForFinished(5000));
    }

    void ctrlCEndsTheProgramAndRemovesThePipes() {
        auto server = serve("sleep");
        QVERIFY(waitCall(waitPipe(), statusPipe(), "1").answered);
        ::kill(pid_t(server->processId()), SIGINT);
        QVERIFY(server->waitForFinished(5000));
        QCOMPARE(server->exitCode(), 130);
        QVERIFY(!QFileInfo::exists(waitPipe()) && !QFileInfo::exists(statusPipe()));
    }

    void badPipesAreRefusedBeforeAnythingRuns() {
        QProcess missing;
        missing.start(QStringLiteral(JUDGEDESK_CLI), {"serve-pipes", "--wait-pipe", waitPipe(), "--", "/bin/true"});
        QVERIFY(missing.waitForFinished(10000));
        QCOMPARE(missing.exitCode(), 2);
        QVERIFY(missing.readAllStandardError().contains("--status-pipe PATH are both needed"));
        jd::test::writeTestFile(statusPipe(), "a regular file\n");
        QProcess regular;
        regular.start(QStringLiteral(JUDGEDESK_CLI),
                      {"serve-pipes", "--wait-pipe", waitPipe(), "--status-pipe", statusPipe(), "--", "/bin/true"});
        QVERIFY(regular.waitForFinished(10000));
        QCOMPARE(regular.exitCode(), 2);
        QVERIFY(regular.readAllStandardError().contains("exists and is not a named pipe"));
    }
};

QTEST_GUILESS_MAIN(WaitStatusPipes)
#include "test_wait_status_pipes.moc"
