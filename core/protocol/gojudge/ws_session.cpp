#include "ws_session.h"

#include "gojudge_request.h"
#include "gojudge_result.h"
#include "gojudge_runner.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QThreadPool>
#include <QWebSocket>

namespace jd::gojudge {
namespace {

constexpr int kPingMs = 50'000;
constexpr int kSilenceMs = 60'000;

} // namespace

WsSession::WsSession(std::unique_ptr<QWebSocket> socket, std::shared_ptr<sandbox::Sandbox> sandbox, FileStore& files,
                     QThreadPool& pool, RunnerOptions runner, QObject* parent)
    : QObject(parent)
    , socket_(std::move(socket))
    , sandbox_(std::move(sandbox))
    , files_(files)
    , pool_(pool)
    , runner_(std::move(runner))
    , lastHeard_(QDateTime::currentMSecsSinceEpoch()) {
    auto heard = [this] { lastHeard_ = QDateTime::currentMSecsSinceEpoch(); };
    connect(socket_.get(), &QWebSocket::textMessageReceived, this, [this, heard](const QString& message) {
        heard();
        received(message.toUtf8());
    });
    connect(socket_.get(), &QWebSocket::binaryMessageReceived, this, [this, heard](const QByteArray& message) {
        heard();
        received(message);
    });
    connect(socket_.get(), &QWebSocket::pong, this, heard);
    // The session stays until its runs have ended: they report to it.
    connect(socket_.get(), &QWebSocket::disconnected, this, [this] {
        closing_ = true;
        for (std::stop_source& stop : pending_)
            stop.request_stop();
        if (pending_.isEmpty()) deleteLater();
    });
    connect(&ping_, &QTimer::timeout, this, [this] {
        if (QDateTime::currentMSecsSinceEpoch() - lastHeard_ > kSilenceMs) return socket_->abort();
        socket_->ping();
    });
    ping_.start(kPingMs);
}

WsSession::~WsSession() {
    // The socket goes last, and closing it says disconnected: by then what the handler touches is gone.
    socket_->disconnect(this);
}

void WsSession::reply(const QString& requestId, const QJsonValue& results, const QString& error) {
    QJsonObject answer{{"requestId", requestId}, {"results", results}};
    if (!error.isEmpty()) answer["error"] = error;
    socket_->sendTextMessage(QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Compact)));
}

void WsSession::received(const QByteArray& message) {
    const QJsonObject object = QJsonDocument::fromJson(message).object();
    if (object.contains("cancelRequestId")) {
        if (auto found = pending_.find(object["cancelRequestId"].toString()); found != pending_.end())
            found->request_stop();
        return;
    }
    auto parsed = parseRequest(message);
    if (auto* error = std::get_if<RequestError>(&parsed))
        return reply(object["requestId"].toString(), QJsonValue::Null, error->message);
    Request request = std::get<Request>(std::move(parsed));
    if (request.requestId.isEmpty()) return reply({}, QJsonValue::Null, QStringLiteral("requestId: expected one"));
    if (pending_.contains(request.requestId))
        return reply(request.requestId, QJsonValue::Null,
                     QStringLiteral("requestId: %1 is already running on this connection").arg(request.requestId));
    std::stop_source stop;
    pending_.insert(request.requestId, stop);
    pool_.start([this, request, stop, sandbox = sandbox_, &files = files_, options = runner_] {
        QJsonValue results = QJsonValue::Null;
        QString error;
        if (stop.stop_requested()) {
            error = QStringLiteral("request cancelled before execute");
        } else {
            Runner runner(sandbox, files, options);
            auto ran = runner.run(request, stop.get_token());
            if (auto* refused = std::get_if<RequestError>(&ran))
                error = refused->message;
            else
                results = resultsToJson(std::get<QList<RunResult>>(ran));
        }
        QMetaObject::invokeMethod(this, [this, id = request.requestId, results, error] {
            pending_.remove(id);
            if (!closing_) return reply(id, results, error);
            if (pending_.isEmpty()) deleteLater();
        });
    });
}

} // namespace jd::gojudge
