#pragma once
// JudgeDesk as a go-judge server (judgedesk-cli serve): /run, /file, /file/:id, /version and /config
// over HTTP (QHttpServer), answered as go-judge answers them so that its clients work unchanged. Safe by
// default: it listens where it is told (loopback unless told otherwise), every route but /version and
// /config answers 401 without the token when there is one, malformed requests get 400 with the reason,
// bodies are bounded. A /run starts on the event loop and is answered there when its programs end (LoopRuns),
// `parallelism` requests at once; the WebSocket sessions' runs go to a pool of as many threads.
#include "file_store.h"
#include "gojudge_runner.h"

#include <QHostAddress>
#include <QObject>
#include <QThreadPool>

#include <memory>
#include <optional>

class QHttpServer;
class QHttpServerRequest;
class QHttpServerResponse;
class QTcpServer;

namespace jd::sandbox {
class Sandbox;
}

namespace jd::gojudge {

class LoopRuns;

struct ServerOptions {
    QHostAddress address = QHostAddress::LocalHost;
    quint16 port = 5050; // 0: any free port (see port())
    QString authToken;   // empty: no token asked
    int parallelism = 0; // runs at once; 0: the cores
    qint64 bodyBytes = 64ll << 20;
    RunnerOptions runner;
};

class Server : public QObject {
    Q_OBJECT
public:
    Server(std::shared_ptr<sandbox::Sandbox> sandbox, FileStore& files, ServerOptions options,
           QObject* parent = nullptr);
    ~Server() override;

    Result<void> listen();
    quint16 port() const;
    // What /config says: the bounds a client must stay within, among go-judge's own fields.
    QJsonObject config() const;

private:
    bool authorized(const QHttpServerRequest& request) const;
    // What every route but /version and /config answers first: 401 without the token, 413 past the bound.
    std::optional<QHttpServerResponse> refusal(const QHttpServerRequest& request) const;
    QString tooLarge() const; // the 413's words
    QHttpServerResponse uploadFile(const QHttpServerRequest& request);

    std::shared_ptr<sandbox::Sandbox> sandbox_;
    FileStore& files_;
    ServerOptions options_;
    QThreadPool runs_;                   // the WebSocket sessions' runs, and /run's heavy parts
    std::unique_ptr<LoopRuns> loopRuns_; // /run's
    std::unique_ptr<QHttpServer> http_;
    QTcpServer* tcp_ = nullptr; // owned by http_ once bound
};

} // namespace jd::gojudge
