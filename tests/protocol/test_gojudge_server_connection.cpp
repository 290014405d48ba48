// The client against servers that do not behave: one sending more than it was asked to keep, one whose
// /config or /ws answers are not go-judge's. The client bounds what it writes, says what went wrong and
// takes such a server out at once rather than waiting on it.
#include "protocol/gojudge/fleet_executor.h"
#include "protocol/gojudge/server_connection.h"
#include "shell_execution.h"

#include <QFile>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QHttpServerWebSocketUpgradeResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

#include <future>

using namespace jd;
using namespace jd::gojudge;
using namespace std::chrono_literals;

namespace {

constexpr qint64 kBigFile = 1 << 20;

// A server on loopback answering as the test says: /ws messages are answered by `answerRun`.
class FakeServer {
public:
    using RunAnswer = std::function<QString(const QJsonObject& request)>;

    explicit FakeServer(RunAnswer answerRun) {
        auto tcp = std::make_unique<QTcpServer>();
        if (!tcp->listen(QHostAddress::LocalHost, 0) || !http_.bind(tcp.get())) qFatal("cannot listen");
        port_ = tcp->serverPort();
        tcp.release(); // the HTTP server's now
        http_.addWebSocketUpgradeVerifier(
            &context_, [](const QHttpServerRequest&) { return QHttpServerWebSocketUpgradeResponse::accept(); });
        QObject::connect(&http_, &QAbstractHttpServer::newWebSocketConnection, &context_, [this, answerRun] {
            while (http_.hasPendingWebSocketConnections()) {
                QWebSocket* socket = http_.nextPendingWebSocketConnection().release();
                socket->setParent(&context_);
                QObject::connect(
                    socket, &QWebSocket::textMessageReceived, socket, [socket, answerRun](const QString& message) {
                        socket->sendTextMessage(answerRun(QJsonDocument::fromJson(message.toUtf8()).object()));
                    });
            }
        });
    }

    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port_)); }
    QHttpServer& http() { return http_; }

private:
    QObject context_;
    QHttpServer http_;
    quint16 port_ = 0;
};

// go-judge's answer to a run whose standard output it kept as the file "big".
QString acceptedWithCachedOutput(const QJsonObject& request) {
    const QJsonObject result{{"status", "Accepted"},
                             {"exitStatus", 0},
                             {"time", 1000000},
                             {"memory", 1 << 20},
                             {"runTime", 1000000},
                             {"files", QJsonObject{{"stderr", ""}}},
                             {"fileIds", QJsonObject{{"stdout", "big"}}}};
    return QString::fromUtf8(
        QJsonDocument(QJsonObject{{"requestId", request["requestId"]}, {"results", QJsonArray{result}}})
            .toJson(QJsonDocument::Compact));
}

// A blocking call of the client made while this thread serves the fake server.
template <class Call> auto whileServing(Call call) {
    auto answer = std::async(std::launch::async, std::move(call));
    if (!QTest::qWaitFor([&] { return answer.wait_for(0s) == std::future_status::ready; }, 30'000))
        qFatal("the client never answered");
    return answer.get();
}

} // namespace

class ServerConnectionTest : public QObject {
    Q_OBJECT
    QTemporaryDir scratch_;

    // A server answering runs with a cached output of kBigFile bytes, whatever it was asked to keep.
    static void serveTheBigFile(FakeServer& server) {
        server.http().route("/file/<arg>", QHttpServerRequest::Method::Get, [](const QString& id) {
            if (id == "big") return QHttpServerResponse("application/octet-stream", QByteArray(kBigFile, 'x'));
            if (id == "small") return QHttpServerResponse("application/octet-stream", QByteArray("0123456789"));
            return QHttpServerResponse("application/json", "\"file not exists\"",
                                       QHttpServerResponse::StatusCode::NotFound);
        });
        server.http().route("/file/<arg>", QHttpServerRequest::Method::Delete,
                            [](const QString&) { return QHttpServerResponse("application/json", "null"); });
        server.http().route("/config", QHttpServerRequest::Method::Get, [] {
            return QHttpServerResponse(QJsonObject{{"runnerConfig", QJsonObject{{"parallelism", 1}}}});
        });
    }

    static qint64 sizeOf(const QString& path) { return QFileInfo(path).size(); }

    sandbox::RunResult runOnAFleetOf(FakeServer& server, judge::Execution execution) {
        FleetOptions options;
        options.servers = {server.url()};
        options.stallGrace = 5s;
        auto fleet = whileServing([&] { return FleetExecutor::connect(options, nullptr); });
        if (!fleet) qFatal("%s", fleet.error().c_str());
        auto run = whileServing([&] { return (*fleet)->execute(execution); });
        whileServing([&] { fleet->reset(); }); // deletes its files on the server, which answers from here
        return run;
    }

private slots:
    void aDownloadStopsAtItsBoundAndSaysThereWasMore() {
        FakeServer server(acceptedWithCachedOutput);
        serveTheBigFile(server);
        ServerConnection connection(server.url(), {});
        const QString target = scratch_.filePath("bounded");
        auto size = whileServing([&] { return connection.download("big", target, -1, 1000, 5s); });
        QVERIFY2(size, size ? "" : size.error().c_str());
        QCOMPARE(*size, 1001);
        QCOMPARE(sizeOf(target), 1000);
    }

    void aDownloadWithinItsBoundIsWhole() {
        FakeServer server(acceptedWithCachedOutput);
        serveTheBigFile(server);
        ServerConnection connection(server.url(), {});
        const QString target = scratch_.filePath("whole");
        auto size = whileServing([&] { return connection.download("small", target, -1, 1000, 5s); });
        QVERIFY2(size, size ? "" : size.error().c_str());
        QCOMPARE(*size, 10);
        QCOMPARE(sizeOf(target), 10);
    }

    void aConfigThatIsNotJsonIsAnErrorNamingTheServer() {
        FakeServer server(acceptedWithCachedOutput);
        server.http().route("/config", QHttpServerRequest::Method::Get,
                            [] { return QHttpServerResponse("text/html", "<html>a proxy's page</html>"); });
        ServerConnection connection(server.url(), {});
        auto config = whileServing([&] { return connection.config(5s); });
        QVERIFY(!config);
        QVERIFY2(QString::fromStdString(config.error()).contains(server.url().toString() + "/config"),
                 config.error().c_str());
    }

    void aWsAnswerThatIsNotGoJudgesTakesTheServerDownAtOnce() {
        FakeServer server([](const QJsonObject&) { return QStringLiteral("hello, I am a chat server"); });
        ServerConnection connection(server.url(), {});
        QVERIFY(whileServing([&] { return connection.connect(5s); }));
        QElapsedTimer clock;
        clock.start();
        auto answer = whileServing([&] {
            return connection.run(QJsonObject{{"cmd", QJsonArray{}}}, 20s, std::stop_token());
        });
        QVERIFY(!answer);
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY2(QString::fromStdString(answer.error()).contains("not a go-judge answer"), answer.error().c_str());
        QVERIFY(!connection.isUp());
    }

    void aServerSendingMoreOutputThanTheLimitGivesTheOutputLimit() {
        FakeServer server(acceptedWithCachedOutput);
        serveTheBigFile(server);
        judge::Execution execution = test::shellExecution("echo");
        execution.limits.output = 1000;
        execution.outputFile = scratch_.filePath("limited.out");
        QCOMPARE(runOnAFleetOf(server, execution).status, sandbox::RunStatus::OutputLimit);
        QCOMPARE(sizeOf(execution.outputFile), 1000);
    }

    void underTruncationAServerSendingMoreIsCutAtTheLimitAndTheRunIsFine() {
        FakeServer server(acceptedWithCachedOutput);
        serveTheBigFile(server);
        judge::Execution execution = test::shellExecution("echo");
        execution.limits.output = 1000;
        execution.limits.truncateOutput = true;
        execution.outputFile = scratch_.filePath("truncated.out");
        QCOMPARE(runOnAFleetOf(server, execution).status, sandbox::RunStatus::Ok);
        QCOMPARE(sizeOf(execution.outputFile), 1000);
    }
};

QTEST_GUILESS_MAIN(ServerConnectionTest)
#include "test_gojudge_server_connection.moc"
