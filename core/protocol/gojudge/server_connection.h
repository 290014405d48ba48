#pragma once
// One go-judge server as the judge's client meets it: runs over /ws (many in flight on one connection,
// answered as they finish), files over /file. Qt's networking needs an event loop, so a connection has a
// thread of its own; its methods are called from the judge's workers and wait for the server's answer.
// A connection that breaks, or a server that leaves a run unanswered past its patience, is down: the
// runs waiting on it fail at once (for the caller to retry elsewhere) and it tries again every second;
// each time it comes back up its epoch grows, as the files it was given may be gone.
#include "common/result.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QThread>
#include <QUrl>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <stop_token>

namespace jd::gojudge {

class ServerLink;
template <class T> class Waiter;

class ServerConnection {
public:
    // `onChange` is called (from the connection's thread) whenever it goes down or comes back up.
    ServerConnection(QUrl base, QString token, std::function<void()> onChange = {});
    ~ServerConnection();
    ServerConnection(const ServerConnection&) = delete;
    ServerConnection& operator=(const ServerConnection&) = delete;

    const QUrl& url() const { return base_; }
    bool isUp() const { return up_; }
    uint64_t epoch() const { return epoch_; }
    QString lastFailure() const;

    // Opens /ws: up when it answers within `patience`.
    Result<void> connect(std::chrono::milliseconds patience);
    Result<QJsonObject> config(std::chrono::milliseconds patience);
    // POST /file: the host file's id on the server.
    Result<QString> upload(const QString& hostFile, std::chrono::milliseconds patience);
    // GET /file/:id into a host file, or into an open descriptor of the caller's (`toFd` >= 0): at most
    // `maxBytes` of it are written. Its size, or maxBytes + 1 when the server had more to send.
    Result<qint64> download(const QString& fileId, const QString& toFile, int toFd, qint64 maxBytes,
                            std::chrono::milliseconds patience);
    // DELETE /file/:id of each, without waiting for the answers.
    void remove(const QStringList& fileIds);
    // The same, waiting (at the end, before the connection goes).
    Result<void> removeNow(const QStringList& fileIds, std::chrono::milliseconds patience);
    // One request over /ws ({"cmd": [...], ...}; the connection gives it its requestId): the server's
    // answer {"requestId", "results", "error"}. A stop cancels it on the server; no answer within
    // `patience` takes the connection down.
    Result<QJsonObject> run(QJsonObject request, std::chrono::milliseconds patience, std::stop_token stop);

private:
    friend class ServerLink;
    void changed(bool up, const QString& failure);
    // The answer, or the server taken down as stalled when even the network's timeout did not come.
    template <class T>
    Result<T> await(const std::shared_ptr<Waiter<Result<T>>>& waiter, std::chrono::milliseconds patience);
    // Takes the connection down (before returning) for not answering; says why.
    std::string stalled(const QString& why);

    QUrl base_;
    QString token_;
    std::function<void()> onChange_;
    std::atomic<bool> up_{false};
    std::atomic<uint64_t> epoch_{0};
    std::atomic<uint64_t> lastRequestId_{0};
    mutable std::mutex mutex_;
    QString lastFailure_;
    QThread thread_;
    ServerLink* link_ = nullptr; // lives on thread_, deleted with it
};

} // namespace jd::gojudge
