#pragma once
// One go-judge /ws connection: requests arrive as JSON text (each with a requestId unique on the
// connection), run on the server's pool, and their results go back as they finish, in completion order,
// as {requestId, results, error}; {"cancelRequestId": id} stops one, whether it runs or waits. A peer
// silent for 60 s is dropped (the server pings it every 50 s).
#include "file_store.h"
#include "gojudge_runner.h"

#include <QHash>
#include <QObject>
#include <QTimer>

#include <memory>
#include <stop_token>

class QThreadPool;
class QWebSocket;

namespace jd::sandbox {
class Sandbox;
}

namespace jd::gojudge {

class WsSession : public QObject {
    Q_OBJECT
public:
    WsSession(std::unique_ptr<QWebSocket> socket, std::shared_ptr<sandbox::Sandbox> sandbox, FileStore& files,
              QThreadPool& pool, RunnerOptions runner, QObject* parent = nullptr);
    ~WsSession() override;

private:
    void received(const QByteArray& message);
    void reply(const QString& requestId, const QJsonValue& results, const QString& error);

    std::unique_ptr<QWebSocket> socket_;
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    FileStore& files_;
    QThreadPool& pool_;
    RunnerOptions runner_;
    QHash<QString, std::stop_source> pending_; // by requestId: running or waiting for a thread
    QTimer ping_;
    qint64 lastHeard_ = 0; // ms since epoch
    bool closing_ = false; // the peer has gone; the session goes when its last run has ended
};

} // namespace jd::gojudge
