#include "gojudge_server.h"

#include "bounded_tcp_server.h"
#include "gojudge_request.h"
#include "gojudge_result.h"
#include "gojudge_runner.h"
#include "loop_runs.h"
#include "sandbox/sandbox.h"
#include "stream_session.h"
#include "ws_session.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QHttpServerWebSocketUpgradeResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTcpServer>
#include <QThread>

namespace jd::gojudge {
namespace {

using Http = QHttpServerResponse::StatusCode;

// A JSON string on its own, as go-judge answers errors and new file ids.
QByteArray jsonText(const QString& text) {
    return QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
}

QHttpServerResponse jsonString(const QString& text, Http status) {
    return QHttpServerResponse("application/json", jsonText(text), status);
}

// The "file" part of a multipart/form-data body: its content and the file name it was sent with.
std::optional<std::pair<QByteArray, QString>> multipartFile(const QByteArray& contentType, const QByteArray& body) {
    static const QRegularExpression boundaryPattern(QStringLiteral("boundary=\"?([^\";]+)\"?"));
    const auto match = boundaryPattern.match(QString::fromLatin1(contentType));
    if (!match.hasMatch()) return std::nullopt;
    const QByteArray delimiter = "--" + match.captured(1).toLatin1();
    qsizetype at = body.indexOf(delimiter);
    while (at >= 0) {
        const qsizetype headersStart = at + delimiter.size() + 2; // past the CRLF
        const qsizetype headersEnd = body.indexOf("\r\n\r\n", headersStart);
        if (headersEnd < 0) return std::nullopt;
        const qsizetype next = body.indexOf("\r\n" + delimiter, headersEnd + 4);
        if (next < 0) return std::nullopt;
        const QByteArray headers = body.mid(headersStart, headersEnd - headersStart);
        static const QRegularExpression name(QStringLiteral("name=\"([^\"]*)\""));
        static const QRegularExpression fileName(QStringLiteral("filename=\"([^\"]*)\""));
        const QString headerText = QString::fromUtf8(headers);
        if (name.match(headerText).captured(1) == QLatin1String("file"))
            return std::pair{body.mid(headersEnd + 4, next - headersEnd - 4), fileName.match(headerText).captured(1)};
        at = next + 2;
    }
    return std::nullopt;
}

} // namespace

Server::Server(std::shared_ptr<sandbox::Sandbox> sandbox, FileStore& files, ServerOptions options, QObject* parent)
    : QObject(parent)
    , sandbox_(std::move(sandbox))
    , files_(files)
    , options_(std::move(options))
    , http_(std::make_unique<QHttpServer>()) {
    runs_.setMaxThreadCount(options_.parallelism > 0 ? options_.parallelism : std::max(1, QThread::idealThreadCount()));
    loopRuns_ = std::make_unique<LoopRuns>(sandbox_, files_, options_.runner, runs_);
    using Method = QHttpServerRequest::Method;
    http_->route("/version", Method::Get, [] {
        return QHttpServerResponse(QJsonObject{{"buildVersion", QStringLiteral("v" JUDGEDESK_VERSION "-judgedesk")},
                                               {"goVersion", QStringLiteral("judgedesk (not Go)")},
                                               {"platform", QStringLiteral("amd64")},
                                               {"os", QStringLiteral("linux")},
                                               {"copyOutOptional", true},
                                               {"pipeProxy", true},
                                               {"symlink", true},
                                               {"addressSpaceLimit", true},
                                               {"stream", true},
                                               {"procPeak", true}});
    });
    http_->route("/config", Method::Get, [this] { return QHttpServerResponse(config()); });
    http_->route("/run", Method::Post, [this](const QHttpServerRequest& request, QHttpServerResponder& responder) {
        if (auto refused = refusal(request)) return responder.sendResponse(*refused);
        loopRuns_->submit(request.body(), std::move(responder));
    });
    http_->route("/file", Method::Get, [this](const QHttpServerRequest& request) {
        if (auto refused = refusal(request)) return std::move(*refused);
        QJsonObject listed;
        const QMap<QString, QString> files = files_.list();
        for (auto file = files.begin(); file != files.end(); ++file)
            listed[file.key()] = file.value();
        return QHttpServerResponse(listed);
    });
    http_->route("/file", Method::Post, [this](const QHttpServerRequest& request) {
        if (auto refused = refusal(request)) return std::move(*refused);
        return uploadFile(request);
    });
    http_->route("/file/<arg>", Method::Get, [this](const QString& id, const QHttpServerRequest& request) {
        if (auto refused = refusal(request)) return std::move(*refused);
        auto content = files_.read(id);
        if (!content) return jsonString(QStringLiteral("file not exists"), Http::NotFound);
        return QHttpServerResponse("application/octet-stream", *content);
    });
    http_->route("/file/<arg>", Method::Delete, [this](const QString& id, const QHttpServerRequest& request) {
        if (auto refused = refusal(request)) return std::move(*refused);
        if (!files_.remove(id)) return jsonString(QStringLiteral("file not exists"), Http::NotFound);
        return QHttpServerResponse("application/json", QByteArray("null"), Http::Ok);
    });
    // /ws: the same requests over a WebSocket, answered as they finish.
    http_->addWebSocketUpgradeVerifier(this, [this](const QHttpServerRequest& request) {
        const QString path = request.url().path();
        if (path != QLatin1String("/ws") && path != QLatin1String("/stream"))
            return QHttpServerWebSocketUpgradeResponse::passToNext();
        if (!authorized(request)) return QHttpServerWebSocketUpgradeResponse::deny(401, "unauthorized");
        return QHttpServerWebSocketUpgradeResponse::accept();
    });
    connect(http_.get(), &QAbstractHttpServer::newWebSocketConnection, this, [this] {
        while (http_->hasPendingWebSocketConnections()) {
            std::unique_ptr<QWebSocket> socket = http_->nextPendingWebSocketConnection();
            // Owned by the server, gone with their connections.
            if (socket->requestUrl().path() == QLatin1String("/stream"))
                new StreamSession(std::move(socket), sandbox_, files_, runs_, options_.runner, this);
            else
                new WsSession(std::move(socket), sandbox_, files_, runs_, options_.runner, this);
        }
    });
    http_->setMissingHandler(this, [](const QHttpServerRequest&, QHttpServerResponder& responder) {
        responder.write(jsonText(QStringLiteral("not found")), "application/json",
                        QHttpServerResponder::StatusCode::NotFound);
    });
}

Server::~Server() {
    loopRuns_.reset(); // their responders refer to the connections, which go with the HTTP server
    http_.reset();     // no new request
    runs_.waitForDone();
}

Result<void> Server::listen() {
    // A body past the bound is refused from its head, before QHttpServer would read all of it.
    auto tcp = std::make_unique<BoundedTcpServer>(options_.bodyBytes, jsonText(tooLarge()));
    if (!tcp->listen(options_.address, options_.port))
        return fail("cannot listen on " + options_.address.toString().toStdString() + ":" +
                    std::to_string(options_.port) + ": " + tcp->errorString().toStdString());
    if (!http_->bind(tcp.get())) return fail("cannot serve HTTP on the socket");
    tcp_ = tcp.release(); // the HTTP server is its parent now
    return {};
}

quint16 Server::port() const { return tcp_ ? tcp_->serverPort() : 0; }

std::optional<QHttpServerResponse> Server::refusal(const QHttpServerRequest& request) const {
    if (!authorized(request)) return jsonString(QStringLiteral("unauthorized"), Http::Unauthorized);
    if (request.body().size() > options_.bodyBytes) return jsonString(tooLarge(), Http::PayloadTooLarge);
    return std::nullopt;
}

QString Server::tooLarge() const {
    return QStringLiteral("the request is larger than the %1 bytes this server takes").arg(options_.bodyBytes);
}

bool Server::authorized(const QHttpServerRequest& request) const {
    if (options_.authToken.isEmpty()) return true;
    return request.value("Authorization") == "Bearer " + options_.authToken.toUtf8();
}

QJsonObject Server::config() const {
    return {
        {"fileStorePath", files_.directory()},
        {"runnerConfig", QJsonObject{{"parallelism", runs_.maxThreadCount()},
                                     {"isolation", QString::fromStdString(sandbox_->report().isolationDescription)},
                                     {"accounting", QString::fromStdString(sandbox_->report().accountingDescription)}}},
        {"copyOutOptional", true},
        {"pipeProxy", true},
        {"symlink", true},
        {"fixSymlinkEscape", true},
        {"stream", true},
        {"maxRequestBytes", double(options_.bodyBytes)},
        {"copyOutMax", double(options_.runner.copyOutMax)},
        {"copyOutDir", !options_.runner.copyOutDirRoot.isEmpty()},
        {"fileStoreMaxFileBytes", double(files_.bounds().fileBytes)},
        {"fileStoreMaxBytes", double(files_.bounds().totalBytes)},
        {"fileStoreMaxFiles", files_.bounds().files}};
}

QHttpServerResponse Server::uploadFile(const QHttpServerRequest& request) {
    auto part = multipartFile(request.value("Content-Type"), request.body());
    if (!part)
        return jsonString(QStringLiteral("expected a multipart/form-data body with a part named file"),
                          Http::BadRequest);
    auto id = files_.add(part->first, part->second);
    if (!id) return jsonString(QString::fromStdString(id.error()), Http::InsufficientStorage);
    return jsonString(*id, Http::Ok);
}

} // namespace jd::gojudge
