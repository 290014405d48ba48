// The go-judge server over real HTTP on loopback, as a go-judge client meets it: /version and /config open
// to all, everything else behind the token, /run answering a bare JSON array, 400 with the reason for a
// malformed request and 500 for an unknown file, /file to upload (multipart), list, download and delete,
// bounded bodies, and many clients at once each getting their own files back.
#include "protocol/gojudge/bounded_tcp_server.h"
#include "protocol/gojudge/gojudge_server.h"
#include "http_answer.h"
#include "sandbox_fixture.h"

#include <QElapsedTimer>
#include <QHttpMultiPart>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

#include <algorithm>

using namespace jd;
using namespace jd::gojudge;

namespace {

QByteArray j(QByteArray json) { return json.replace('\'', '"'); }

using Answer = jd::test::HttpAnswer;

} // namespace

class GoJudgeServer : public QObject {
    Q_OBJECT
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    std::unique_ptr<FileStore> files_;
    std::unique_ptr<Server> server_;
    QNetworkAccessManager network_;

    QNetworkRequest request(const QString& path, bool withToken = true) {
        QNetworkRequest made(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(server_->port()).arg(path)));
        if (withToken) made.setRawHeader("Authorization", "Bearer secret");
        made.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
        return made;
    }

    static Answer wait(QNetworkReply* reply) { return test::awaitAnswer(reply); }

    Answer get(const QString& path, bool withToken = true) { return wait(network_.get(request(path, withToken))); }
    Answer post(const QString& path, const QByteArray& body, bool withToken = true) {
        return wait(network_.post(request(path, withToken), body));
    }

    // A connected /ws client and the replies it has received, parsed.
    struct WsClient {
        QWebSocket socket;
        QList<QJsonObject> replies;
    };
    std::unique_ptr<WsClient> connectWs(bool withToken = true) {
        auto client = std::make_unique<WsClient>();
        QObject::connect(&client->socket, &QWebSocket::textMessageReceived, [raw = client.get()](const QString& text) {
            raw->replies << QJsonDocument::fromJson(text.toUtf8()).object();
        });
        QNetworkRequest upgrade(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(server_->port())));
        if (withToken) upgrade.setRawHeader("Authorization", "Bearer secret");
        client->socket.open(upgrade);
        (void)QTest::qWaitFor( // the callers look at the state
            [&] {
                const auto state = client->socket.state();
                return state == QAbstractSocket::ConnectedState || state == QAbstractSocket::UnconnectedState;
            },
            5000);
        return client;
    }
    // A /stream client: the binary frames it has received, and whether the server closed it.
    struct StreamClient {
        QWebSocket socket;
        QList<QByteArray> frames;
        bool closed = false;
    };
    std::unique_ptr<StreamClient> connectStream() {
        auto client = std::make_unique<StreamClient>();
        QObject::connect(&client->socket, &QWebSocket::binaryMessageReceived,
                         [raw = client.get()](const QByteArray& frame) { raw->frames << frame; });
        QObject::connect(&client->socket, &QWebSocket::disconnected, [raw = client.get()] { raw->closed = true; });
        QNetworkRequest upgrade(QUrl(QStringLiteral("ws://127.0.0.1:%1/stream").arg(server_->port())));
        upgrade.setRawHeader("Authorization", "Bearer secret");
        client->socket.open(upgrade);
        (void)QTest::qWaitFor([&] { return client->socket.state() == QAbstractSocket::ConnectedState; }, 5000);
        return client;
    }
    // The last frame's response, once the server has closed the stream.
    static QJsonObject streamResponse(StreamClient& client) {
        if (!QTest::qWaitFor([&] { return client.closed; }, 20000) || client.frames.isEmpty()) return {};
        const QByteArray last = client.frames.last();
        return last.startsWith('\x01') ? QJsonDocument::fromJson(last.mid(1)).object() : QJsonObject();
    }

    static bool waitForReplies(WsClient& client, int count) {
        return QTest::qWaitFor([&] { return client.replies.size() >= count; }, 20000);
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        QVERIFY(sandbox_);
        FileStore::Bounds bounds;
        bounds.fileBytes = 1 << 20;
        files_ = std::move(FileStore::open({}, bounds).value());
        ServerOptions options;
        options.port = 0;
        options.authToken = "secret";
        options.parallelism = 4;
        options.bodyBytes = 1 << 20;
        server_ = std::make_unique<Server>(sandbox_, *files_, options);
        QVERIFY(server_->listen());
        QVERIFY(server_->port() > 0);
    }

    void versionAndConfigNeedNoToken() {
        const Answer version = get("/version", false);
        QCOMPARE(version.status, 200);
        QVERIFY(QJsonDocument::fromJson(version.body)["buildVersion"].toString().startsWith('v'));
        const Answer config = get("/config", false);
        QCOMPARE(config.status, 200);
        const QJsonObject json = QJsonDocument::fromJson(config.body).object();
        QVERIFY(json["fixSymlinkEscape"].toBool());
        QCOMPARE(json["maxRequestBytes"].toInteger(), 1 << 20);
        QCOMPARE(json["fileStorePath"].toString(), files_->directory());
    }

    void everythingElseWithoutTheTokenIs401() {
        QCOMPARE(post("/run", "{}", false).status, 401);
        QCOMPARE(get("/file", false).status, 401);
        QCOMPARE(get("/file/ABCDEFGHIJKLMNOP", false).status, 401);
    }

    void runAnswersABareArrayOfResults() {
        const Answer answer =
            post("/run", j("{'cmd': [{'args': ['/bin/echo', 'hi'], 'files': [null, {'name': 'stdout', 'max': 100}, "
                           "null], 'cpuLimit': 1000000000}]}"));
        QCOMPARE(answer.status, 200);
        QVERIFY(answer.body.endsWith("\n"));
        const QJsonArray results = QJsonDocument::fromJson(answer.body).array();
        QCOMPARE(results.size(), 1);
        const QJsonObject result = results[0].toObject();
        QCOMPARE(result["status"].toString(), QStringLiteral("Accepted"));
        QCOMPARE(result["files"].toObject()["stdout"].toString(), QStringLiteral("hi\n"));
        for (const char* always : {"exitStatus", "time", "memory", "runTime"})
            QVERIFY2(result.contains(always), always);
    }

    // Hydro's interactive judging, in the shape its judge sends: the program and the interactor piped both ways,
    // the interactor given /w/in, /w/tout and /w/ans and its verdict read back from files["/w/tout"]; each one's
    // stderr collected.
    void hydrosInteractiveRequestComesBackAsHydroReadsIt() {
        const Answer answer =
            post("/run", j("{'cmd': ["
                           "{'args': ['/bin/sh', '-c', 'read n; echo $((n * 2))'], 'env': ['PATH=/usr/bin:/bin'], "
                           " 'files': [null, null, {'name': 'stderr', 'max': 1024}], 'cpuLimit': 2000000000, "
                           " 'clockLimit': 6000000000, 'memoryLimit': 268435456, 'procLimit': 50},"
                           "{'args': ['/w/interactor', '/w/in', '/w/tout', '/w/ans'], 'env': ['PATH=/usr/bin:/bin'], "
                           " 'files': [null, null, {'name': 'stderr', 'max': 1024}], 'cpuLimit': 2000000000, "
                           " 'clockLimit': 6000000000, 'memoryLimit': 268435456, 'procLimit': 50, "
                           " 'copyIn': {'in': {'content': '21\\n'}, 'ans': {'content': '42\\n'}, "
                           "            'interactor': {'content': '#!/bin/sh\\ncat $1\\nread got\\n"
                           "if [ $got = $(cat $3) ]; then echo ok > $2; else echo wrong > $2; fi\\n'}}, "
                           " 'copyOut': ['/w/tout?']}],"
                           "'pipeMapping': [{'in': {'index': 0, 'fd': 1}, 'out': {'index': 1, 'fd': 0}}, "
                           "                {'in': {'index': 1, 'fd': 1}, 'out': {'index': 0, 'fd': 0}}]}"));
        QCOMPARE(answer.status, 200);
        const QJsonArray results = QJsonDocument::fromJson(answer.body).array();
        QCOMPARE(results.size(), 2);
        for (const QJsonValue& result : results) {
            QCOMPARE(result.toObject()["status"].toString(), QStringLiteral("Accepted"));
            QVERIFY(result.toObject()["files"].toObject().contains("stderr"));
        }
        QCOMPARE(results[1].toObject()["files"].toObject()["/w/tout"].toString(), QStringLiteral("ok\n"));
    }

    void aMalformedRequestIs400WithTheReason() {
        const Answer notJson = post("/run", "{bad");
        QCOMPARE(notJson.status, 400);
        QVERIFY(QJsonDocument::fromJson("[" + notJson.body + "]").array().first().toString().contains("not JSON"));
        const Answer wrongType = post("/run", j("{'cmd': [{'args': ['/bin/true'], 'cpuLimit': 'soon'}]}"));
        QCOMPARE(wrongType.status, 400);
        QVERIFY(wrongType.body.contains("cmd[0].cpuLimit"));
        QCOMPARE(post("/run", j("{'cmd': []}")).status, 400);
    }

    void anUnknownCachedFileIs500() {
        QCOMPARE(post("/run", j("{'cmd': [{'args': ['/bin/cat'], 'files': [{'fileId': 'ABCDEFGHIJKLMNOP'}]}]}")).status,
                 500);
    }

    void aBodyOverTheBoundIs413() { QCOMPARE(post("/run", QByteArray(2 << 20, ' ')).status, 413); }

    void aRequestsHeadSaysWhatItsBodyIs_data() {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<qint64>("length"); // -1: none declared
        QTest::addColumn<bool>("chunked");
        QTest::newRow("length") << QByteArray("POST /run HTTP/1.1\r\nContent-Length: 12\r\n") << qint64(12) << false;
        QTest::newRow("any case, spaces")
            << QByteArray("POST / HTTP/1.1\r\ncontent-LENGTH :  7 \r\n") << qint64(7) << false;
        QTest::newRow("the largest of two")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 9\r\n") << qint64(9) << false;
        QTest::newRow("not a number is unbounded")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: lots\r\n") << std::numeric_limits<qint64>::max() << false;
        QTest::newRow("chunked") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: gzip, Chunked\r\n") << qint64(-1)
                                 << true;
        QTest::newRow("none") << QByteArray("GET /version HTTP/1.1\r\nHost: x\r\n") << qint64(-1) << false;
        QTest::newRow("the request line is no header")
            << QByteArray("POST /Content-Length:5 HTTP/1.1\r\nHost: x\r\n") << qint64(-1) << false;
    }

    void aRequestsHeadSaysWhatItsBodyIs() {
        QFETCH(QByteArray, head);
        QFETCH(qint64, length);
        QFETCH(bool, chunked);
        const DeclaredBody body = declaredBody(head);
        QCOMPARE(body.length.value_or(-1), length);
        QCOMPARE(body.chunked, chunked);
    }

    void aBodyDeclaredPastTheBoundIs413BeforeItIsSent() {
        // Ten gigabytes announced, not one byte of them sent: the answer comes from the head alone.
        QTcpSocket client;
        client.connectToHost(QHostAddress::LocalHost, server_->port());
        QVERIFY(client.waitForConnected(5000));
        client.write("POST /run HTTP/1.1\r\nHost: judge\r\nAuthorization: Bearer secret\r\n"
                     "Content-Type: application/json\r\nContent-Length: 10000000000\r\n\r\n");
        QVERIFY(QTest::qWaitFor([&] { return client.bytesAvailable() > 0 || !client.isOpen(); }, 10000));
        const QByteArray answer = client.readAll();
        QVERIFY2(answer.startsWith("HTTP/1.1 413"), answer.constData());
        QVERIFY(answer.contains("1048576 bytes"));
    }

    void aChunkedBodyPastTheBoundIs413WhileItArrives() {
        QTcpSocket client;
        client.connectToHost(QHostAddress::LocalHost, server_->port());
        QVERIFY(client.waitForConnected(5000));
        client.write("POST /run HTTP/1.1\r\nHost: judge\r\nAuthorization: Bearer secret\r\n"
                     "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n");
        const QByteArray chunk = "10000\r\n" + QByteArray(0x10000, ' ') + "\r\n";
        constexpr qint64 kOffered = 64 << 20; // sixty-four times the bound, 64 KiB at a time
        qint64 sent = 0;
        // Written as the event loop drains it (the server answers on this same thread), never blocking.
        auto offerMore = [&] {
            while (client.bytesToWrite() < 256 * 1024 && sent < kOffered &&
                   client.state() == QAbstractSocket::ConnectedState)
                sent += client.write(chunk);
        };
        connect(&client, &QTcpSocket::bytesWritten, this, offerMore);
        offerMore();
        QVERIFY(QTest::qWaitFor([&] { return client.bytesAvailable() > 0; }, 20000));
        QVERIFY2(client.readAll().startsWith("HTTP/1.1 413"), "no 413");
        QVERIFY2(sent < kOffered, "the answer came only once everything was sent");
    }

    void requestsWithinTheBoundOnOneConnectionAreEachCountedAlone() {
        // Two bodies of 900 KB each on one kept-alive connection: together past the bound, each within it.
        QTcpSocket client;
        client.connectToHost(QHostAddress::LocalHost, server_->port());
        QVERIFY(client.waitForConnected(5000));
        const QByteArray body = QByteArray(900'000, ' ') + j("{'cmd': [{'args': ['/bin/true']}]}");
        const QByteArray request = "POST /run HTTP/1.1\r\nHost: judge\r\nAuthorization: Bearer secret\r\n"
                                   "Content-Type: application/json\r\nContent-Length: " +
                                   QByteArray::number(body.size()) + "\r\n\r\n" + body;
        QByteArray answers;
        for (int i = 0; i < 2; ++i) {
            client.write(request);
            QVERIFY(QTest::qWaitFor(
                [&] {
                    answers += client.readAll();
                    return answers.count("HTTP/1.1 ") > i && answers.endsWith("]\n");
                },
                20000));
        }
        QCOMPARE(answers.count("HTTP/1.1 200"), 2);
    }

    void aFileIsUploadedListedDownloadedAndDeleted() {
        auto* multipart = new QHttpMultiPart(QHttpMultiPart::FormDataType);
        QHttpPart part;
        part.setHeader(QNetworkRequest::ContentDispositionHeader, "form-data; name=\"file\"; filename=\"in.txt\"");
        part.setBody("5 6\n");
        multipart->append(part);
        QNetworkRequest upload = request("/file");
        upload.setHeader(QNetworkRequest::ContentTypeHeader, QVariant());
        QNetworkReply* reply = network_.post(upload, multipart);
        multipart->setParent(reply);
        const Answer uploaded = wait(reply);
        QCOMPARE(uploaded.status, 200);
        const QString id = QJsonDocument::fromJson("[" + uploaded.body + "]").array().first().toString();
        QVERIFY(!id.isEmpty());
        QCOMPARE(QJsonDocument::fromJson(get("/file").body).object()[id].toString(), QStringLiteral("in.txt"));
        QCOMPARE(get("/file/" + id).body, QByteArray("5 6\n"));
        // A prepared file as a program's input.
        const Answer ran = post("/run", j("{'cmd': [{'args': ['/bin/cat'], 'files': [{'fileId': '" + id.toUtf8() +
                                          "'}, {'name': 'stdout', 'max': 100}, null]}]}"));
        QCOMPARE(QJsonDocument::fromJson(ran.body).array()[0].toObject()["files"].toObject()["stdout"].toString(),
                 QStringLiteral("5 6\n"));
        QCOMPARE(wait(network_.deleteResource(request("/file/" + id))).status, 200);
        QCOMPARE(get("/file/" + id).status, 404);
    }

    void manyClientsAtOnceEachGetTheirOwnFiles() {
        QList<QNetworkReply*> replies;
        for (int client = 0; client < 8; ++client)
            replies << network_.post(
                request("/run"),
                j("{'cmd': [{'args': ['/bin/cat', 'mine'], 'copyIn': {'mine': {'content': 'client " +
                  QByteArray::number(client) + "'}}, 'files': [null, {'name': 'stdout', 'max': 100}, null]}]}"));
        for (int client = 0; client < 8; ++client) {
            const Answer answer = wait(replies[client]);
            QCOMPARE(answer.status, 200);
            QCOMPARE(
                QJsonDocument::fromJson(answer.body).array()[0].toObject()["files"].toObject()["stdout"].toString(),
                QStringLiteral("client %1").arg(client));
        }
    }

    // A /run is waited for on the event loop, not by it: while one runs, the server answers everything else.
    void aRunningRequestLeavesTheServerAnswering() {
        QNetworkReply* slow =
            network_.post(request("/run"), j("{'cmd': [{'args': ['/bin/sleep', '1'], 'clockLimit': 5000000000}]}"));
        QCOMPARE(get("/version").status, 200);
        QVERIFY(!slow->isFinished()); // answered while the run went on
        QCOMPARE(wait(slow).status, 200);
    }

    // With one run at a time, the requests past it wait their turn: their runs never overlap, and each gets its
    // own answer.
    void requestsPastTheParallelismWaitTheirTurn() {
        ServerOptions options;
        options.port = 0;
        options.parallelism = 1;
        Server lone(sandbox_, *files_, options);
        QVERIFY(lone.listen());
        QList<QNetworkReply*> replies;
        for (int client = 0; client < 3; ++client) {
            QNetworkRequest made(QUrl(QStringLiteral("http://127.0.0.1:%1/run").arg(lone.port())));
            made.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
            replies << network_.post(made, j("{'cmd': [{'args': ['/bin/sh', '-c', 'date +%s%N; sleep 0.2; date "
                                             "+%s%N'], 'env': ['PATH=/usr/bin:/bin'], 'files': [null, {'name': "
                                             "'stdout', 'max': 100}, null], 'clockLimit': 10000000000}]}"));
        }
        QList<std::pair<qint64, qint64>> spans; // each run's start and end, in nanoseconds
        for (QNetworkReply* reply : replies) {
            const Answer answer = wait(reply);
            QCOMPARE(answer.status, 200);
            const QJsonObject result = QJsonDocument::fromJson(answer.body).array()[0].toObject();
            QCOMPARE(result["status"].toString(), QStringLiteral("Accepted"));
            const QStringList times = result["files"].toObject()["stdout"].toString().split('\n', Qt::SkipEmptyParts);
            QCOMPARE(times.size(), 2);
            spans.append({times[0].toLongLong(), times[1].toLongLong()});
        }
        std::sort(spans.begin(), spans.end());
        for (qsizetype i = 0; i + 1 < spans.size(); ++i)
            QVERIFY2(spans[i].second <= spans[i + 1].first, "two runs overlapped");
    }

    // The client goes before its answer: the run ends as it would, and the server goes on serving.
    void aClientGoneBeforeItsAnswerLeavesTheServerServing() {
        const QByteArray body = j("{'cmd': [{'args': ['/bin/sleep', '0.3'], 'clockLimit': 5000000000}]}");
        QTcpSocket client;
        client.connectToHost(QHostAddress::LocalHost, server_->port());
        QVERIFY(client.waitForConnected(5000));
        client.write("POST /run HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer secret\r\nContent-Type: "
                     "application/json\r\nContent-Length: " +
                     QByteArray::number(body.size()) + "\r\n\r\n" + body);
        QVERIFY(client.waitForBytesWritten(5000));
        QTest::qWait(100); // read and started by the server
        client.abort();
        QTest::qWait(600); // the run has ended meanwhile, with nobody to answer
        QCOMPARE(post("/run", j("{'cmd': [{'args': ['/bin/true']}]}")).status, 200);
    }

    // What would hold the event loop up (more than a mebibyte of files to write, or to read back) is done on the
    // pool, and answered the same.
    void aRequestWithLargeFilesIsAnsweredAsAnyOther() {
        ServerOptions options;
        options.port = 0;
        options.bodyBytes = 16 << 20;
        Server roomy(sandbox_, *files_, options);
        QVERIFY(roomy.listen());
        QNetworkRequest made(QUrl(QStringLiteral("http://127.0.0.1:%1/run").arg(roomy.port())));
        made.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
        const QByteArray big(3 << 20, 'x');
        const Answer written = wait(network_.post(
            made, j("{'cmd': [{'args': ['/usr/bin/wc', '-c', 'big'], 'env': ['PATH=/usr/bin:/bin'], 'copyIn': "
                    "{'big': {'content': '") +
                      big + j("'}}, 'files': [null, {'name': 'stdout', 'max': 100}, null]}]}")));
        QCOMPARE(written.status, 200);
        QCOMPARE(QJsonDocument::fromJson(written.body).array()[0].toObject()["files"].toObject()["stdout"].toString(),
                 QStringLiteral("%1 big\n").arg(big.size()));
        const Answer read = wait(network_.post(
            made, j("{'cmd': [{'args': ['/usr/bin/head', '-c', '3000000', '/dev/zero'], 'files': [null, {'name': "
                    "'stdout', 'max': 4000000}, null]}]}")));
        QCOMPARE(read.status, 200);
        const QJsonObject result = QJsonDocument::fromJson(read.body).array()[0].toObject();
        QCOMPARE(result["status"].toString(), QStringLiteral("Accepted"));
        QCOMPARE(result["files"].toObject()["stdout"].toString().size(), 3000000);
    }

    // Stopping the server ends the runs it has started, rather than waiting for them.
    void aServerStoppedWhileARunGoesEndsTheRun() {
        ServerOptions options;
        options.port = 0;
        auto lone = std::make_unique<Server>(sandbox_, *files_, options);
        QVERIFY(lone->listen());
        QNetworkRequest made(QUrl(QStringLiteral("http://127.0.0.1:%1/run").arg(lone->port())));
        made.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
        QNetworkReply* reply =
            network_.post(made, j("{'cmd': [{'args': ['/bin/sleep', '30'], 'clockLimit': 60000000000}]}"));
        QTest::qWait(300); // running
        QElapsedTimer clock;
        clock.start();
        lone.reset();
        QVERIFY2(clock.elapsed() < 10000, "the server waited for the run");
        const Answer answer = wait(reply);
        QVERIFY(answer.status != 200);
    }

    // A server stopped while its WebSocket clients are still connected: each session's socket closes as the
    // session goes, and the session must not hear of that close from members already gone.
    void aServerStoppedWithWebSocketClientsStillConnectedClosesThemCleanly() {
        ServerOptions options;
        options.port = 0;
        auto lone = std::make_unique<Server>(sandbox_, *files_, options);
        QVERIFY(lone->listen());
        QWebSocket ws, stream;
        QStringList replies;
        connect(&ws, &QWebSocket::textMessageReceived, this, [&](const QString& text) { replies << text; });
        ws.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(lone->port())));
        stream.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/stream").arg(lone->port())));
        QTRY_COMPARE(ws.state(), QAbstractSocket::ConnectedState);
        QTRY_COMPARE(stream.state(), QAbstractSocket::ConnectedState);
        // A request answered: the session has kept its bookkeeping for one.
        ws.sendTextMessage(QString::fromUtf8(j("{'requestId': 'one', 'cmd': [{'args': ['/bin/true']}]}")));
        QTRY_COMPARE(replies.size(), 1);
        lone.reset();
        QTRY_COMPARE(ws.state(), QAbstractSocket::UnconnectedState);
        QTRY_COMPARE(stream.state(), QAbstractSocket::UnconnectedState);
    }

    void wsAnswersEachRequestAsItFinishes() {
        auto client = connectWs();
        QCOMPARE(client->socket.state(), QAbstractSocket::ConnectedState);
        client->socket.sendTextMessage(
            j("{'requestId': 'slow', 'cmd': [{'args': ['/bin/sleep', '1'], 'clockLimit': 5000000000}]}"));
        client->socket.sendTextMessage(j("{'requestId': 'fast', 'cmd': [{'args': ['/bin/echo', 'quick'], "
                                         "'files': [null, {'name': 'stdout', 'max': 100}, null]}]}"));
        QVERIFY(waitForReplies(*client, 2));
        QCOMPARE(client->replies[0]["requestId"].toString(), QStringLiteral("fast"));
        QCOMPARE(client->replies[0]["results"].toArray()[0].toObject()["files"].toObject()["stdout"].toString(),
                 QStringLiteral("quick\n"));
        QCOMPARE(client->replies[1]["requestId"].toString(), QStringLiteral("slow"));
        QCOMPARE(client->replies[1]["results"].toArray()[0].toObject()["status"].toString(),
                 QStringLiteral("Accepted"));
    }

    void wsCancelsARunningRequest() {
        auto client = connectWs();
        client->socket.sendTextMessage(
            j("{'requestId': 'long', 'cmd': [{'args': ['/bin/sleep', '30'], 'clockLimit': 60000000000}]}"));
        QTest::qWait(300);
        client->socket.sendTextMessage(j("{'cancelRequestId': 'long'}"));
        QVERIFY(waitForReplies(*client, 1)); // well before the 30 s
        QCOMPARE(client->replies[0]["requestId"].toString(), QStringLiteral("long"));
        QVERIFY(client->replies[0]["results"].toArray()[0].toObject()["status"].toString() != "Accepted");
    }

    void wsRefusesARequestWithoutIdOrWithOneInUse() {
        auto client = connectWs();
        client->socket.sendTextMessage(j("{'cmd': [{'args': ['/bin/true']}]}"));
        QVERIFY(waitForReplies(*client, 1));
        QVERIFY(client->replies[0]["error"].toString().contains("requestId"));
        client->socket.sendTextMessage(
            j("{'requestId': 'same', 'cmd': [{'args': ['/bin/sleep', '1'], 'clockLimit': 5000000000}]}"));
        client->socket.sendTextMessage(j("{'requestId': 'same', 'cmd': [{'args': ['/bin/true']}]}"));
        QVERIFY(waitForReplies(*client, 3));
        QVERIFY(client->replies[1]["error"].toString().contains("already running"));
        QCOMPARE(client->replies[2]["results"].toArray()[0].toObject()["status"].toString(),
                 QStringLiteral("Accepted"));
    }

    void wsWithoutTheTokenIsRefused() {
        auto client = connectWs(false);
        QVERIFY(client->socket.state() != QAbstractSocket::ConnectedState);
    }

    void streamPumpsInputAndOutputAndEndsWithTheResults() {
        auto client = connectStream();
        QCOMPARE(client->socket.state(), QAbstractSocket::ConnectedState);
        client->socket.sendBinaryMessage(
            '\x01' + j("{'cmd': [{'args': ['/bin/sh', '-c', 'read a; echo got $a'], 'env': ['PATH=/bin:/usr/bin'], "
                       "'files': [{'streamIn': true}, {'streamOut': true}, null]}]}"));
        client->socket.sendBinaryMessage(QByteArray("\x03\x00hello\n", 8));
        const QJsonObject response = streamResponse(*client);
        QCOMPARE(response["results"].toArray()[0].toObject()["status"].toString(), QStringLiteral("Accepted"));
        QByteArray output;
        for (const QByteArray& frame : client->frames)
            if (frame.startsWith('\x02')) {
                QCOMPARE(frame[1], char(0x01)); // cmd 0, fd 1
                output += frame.mid(2);
            }
        QCOMPARE(output, QByteArray("got hello\n"));
        QVERIFY(client->frames.last().startsWith('\x01')); // every output before the end
    }

    // tty: the program's streams are a terminal, which a resize frame sizes (go-judge's pseudo-terminal).
    void streamWithTtyGivesATerminalThatResizeFramesSize() {
        auto client = connectStream();
        client->socket.sendBinaryMessage(
            '\x01' +
            j("{'cmd': [{'args': ['/bin/sh', '-c', 'read a; test -t 0 && test -t 1 && echo terminal; stty size'], "
              "'env': ['PATH=/bin:/usr/bin', 'TERM=xterm'], 'tty': true, "
              "'files': [{'streamIn': true}, {'streamOut': true}, {'streamOut': true}]}]}"));
        client->socket.sendBinaryMessage('\x02' + j("{'index': 0, 'fd': 1, 'rows': 33, 'cols': 101, 'x': 0, 'y': 0}"));
        client->socket.sendBinaryMessage(QByteArray("\x03\x00go\n", 5));
        const QJsonObject response = streamResponse(*client);
        QCOMPARE(response["results"].toArray()[0].toObject()["status"].toString(), QStringLiteral("Accepted"));
        QByteArray output;
        for (const QByteArray& frame : client->frames)
            if (frame.startsWith('\x02')) output += frame.mid(2);
        QVERIFY2(output.contains("terminal") && output.contains("33 101"), output.constData());
    }

    void streamCancelEndsTheRun() {
        auto client = connectStream();
        client->socket.sendBinaryMessage('\x01' + j("{'cmd': [{'args': ['/bin/sleep', '30'], "
                                                    "'clockLimit': 60000000000, 'files': [null, null, null]}]}"));
        QTest::qWait(300);
        client->socket.sendBinaryMessage(QByteArray(1, '\x04'));
        const QJsonObject response = streamResponse(*client);
        QVERIFY(!response.isEmpty()); // well before the 30 s
        QVERIFY(response["results"].toArray()[0].toObject()["status"].toString() != "Accepted");
    }

    void streamRefusesAFirstFrameThatIsNotTheRequest() {
        auto client = connectStream();
        client->socket.sendBinaryMessage(QByteArray("\x03\x00x", 3));
        QVERIFY(streamResponse(*client)["error"].toString().contains("invalid message"));
    }

    void cleanupTestCase() { server_.reset(); }
};

QTEST_GUILESS_MAIN(GoJudgeServer)
#include "test_gojudge_server.moc"
