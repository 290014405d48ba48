#include "server_connection.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QHttpMultiPart>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>
#include <QWebSocket>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>

namespace jd::gojudge {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

constexpr milliseconds kHandshakePatience{3000};
constexpr milliseconds kRevivalInterval{1000};
// The caller's own wait outlasts the network's timeout, which answers first.
constexpr milliseconds kBackstop{2000};

} // namespace

// An answer handed from the connection's thread to the worker waiting for it; the first one counts.
template <class T> class Waiter {
public:
    void set(T value) {
        std::lock_guard lock(mutex_);
        if (!value_) value_.emplace(std::move(value));
        ready_.notify_all();
    }
    std::optional<T> wait(Clock::time_point deadline, std::stop_token stop = {}) {
        std::unique_lock lock(mutex_);
        ready_.wait_until(lock, stop, deadline, [this] { return value_.has_value(); });
        return std::move(value_);
    }

private:
    std::mutex mutex_;
    std::condition_variable_any ready_;
    std::optional<T> value_;
};

template <class T> using WaiterPtr = std::shared_ptr<Waiter<T>>;

namespace {

// Qt ends a transfer that went silent past its timeout as if it had been cancelled.
QString transportFailure(QNetworkReply* reply) {
    if (reply->error() == QNetworkReply::OperationCanceledError)
        return QStringLiteral("no answer within %1 ms").arg(reply->request().transferTimeout());
    return reply->errorString();
}

QString describe(QNetworkReply* reply) {
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0) return reply->url().toString() + ": " + transportFailure(reply);
    QString body = QString::fromUtf8(reply->readAll()).trimmed();
    if (body.size() > 300) body = body.left(300) + "...";
    return QStringLiteral("HTTP %1%2").arg(status).arg(body.isEmpty() ? QString() : ": " + body);
}

bool transportFailed(QNetworkReply* reply) {
    return reply->error() != QNetworkReply::NoError &&
           !reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).isValid();
}

} // namespace

// The connection's half on its own thread: every Qt networking object lives and is used here.
class ServerLink : public QObject {
public:
    explicit ServerLink(ServerConnection& owner)
        : owner_(owner) {}

    ~ServerLink() override { closing_ = true; }

    QNetworkRequest request(const QString& path) const {
        QUrl url = owner_.base_;
        QString base = url.path();
        while (base.endsWith('/'))
            base.chop(1);
        url.setPath(base + path);
        QNetworkRequest made(url);
        if (!owner_.token_.isEmpty()) made.setRawHeader("Authorization", "Bearer " + owner_.token_.toUtf8());
        return made;
    }

    QNetworkAccessManager& network() {
        if (!network_) network_ = new QNetworkAccessManager(this);
        return *network_;
    }

    // Calls `done` with the finished reply; a reply that never reached the server takes the link down.
    void whenFinished(QNetworkReply* reply, std::function<void(QNetworkReply*)> done) {
        connect(reply, &QNetworkReply::finished, this, [this, reply, done = std::move(done)] {
            reply->deleteLater();
            if (closing_) return;
            if (transportFailed(reply)) lost(owner_.base_.toString() + ": " + transportFailure(reply));
            done(reply);
        });
    }

    void get(const QString& path, milliseconds patience, WaiterPtr<Result<QByteArray>> waiter) {
        QNetworkRequest made = request(path);
        made.setTransferTimeout(int(patience.count()));
        whenFinished(network().get(made), [waiter](QNetworkReply* reply) {
            if (reply->error() != QNetworkReply::NoError) return waiter->set(fail(describe(reply).toStdString()));
            waiter->set(reply->readAll());
        });
    }

    void upload(const QString& hostFile, milliseconds patience, WaiterPtr<Result<QString>> waiter) {
        auto multipart = std::make_unique<QHttpMultiPart>(QHttpMultiPart::FormDataType);
        auto* file = new QFile(hostFile, multipart.get());
        if (!file->open(QIODevice::ReadOnly)) return waiter->set(fail("cannot read " + hostFile.toStdString()));
        QHttpPart part;
        part.setHeader(QNetworkRequest::ContentDispositionHeader,
                       QStringLiteral("form-data; name=\"file\"; filename=\"%1\"").arg(QFileInfo(hostFile).fileName()));
        part.setBodyDevice(file);
        multipart->append(part);
        QNetworkRequest made = request("/file");
        made.setTransferTimeout(int(patience.count()));
        QNetworkReply* reply = network().post(made, multipart.get());
        multipart.release()->setParent(reply); // the reply reads it as it goes; it goes with the reply
        whenFinished(reply, [waiter](QNetworkReply* reply) {
            if (reply->error() != QNetworkReply::NoError) return waiter->set(fail(describe(reply).toStdString()));
            // go-judge answers the id as a bare JSON string.
            const QString id = QJsonDocument::fromJson("[" + reply->readAll() + "]").array().at(0).toString();
            if (id.isEmpty()) return waiter->set(fail("the server gave no file id"));
            waiter->set(id);
        });
    }

    void download(const QString& fileId, const QString& toFile, int toFd, qint64 maxBytes, milliseconds patience,
                  WaiterPtr<Result<qint64>> waiter) {
        auto sink = std::make_shared<QFile>();
        const bool opened = toFd >= 0
                                ? sink->open(toFd, QIODevice::WriteOnly, QFileDevice::DontCloseHandle)
                                : (sink->setFileName(toFile), sink->open(QIODevice::WriteOnly | QIODevice::Truncate));
        if (!opened)
            return waiter->set(fail("cannot write " + toFile.toStdString() + ": " + sink->errorString().toStdString()));
        QNetworkRequest made = request("/file/" + QUrl::toPercentEncoding(fileId));
        made.setTransferTimeout(int(patience.count()));
        QNetworkReply* reply = network().get(made);
        // Written as it arrives: an output may be as large as the output limit.
        struct Progress {
            qint64 bytes = 0;
            bool failed = false;
            bool tooLarge = false; // the transfer was stopped at maxBytes
        };
        auto progress = std::make_shared<Progress>();
        auto take = [reply, sink, progress, maxBytes] {
            if (progress->tooLarge || reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200) return;
            const QByteArray chunk = reply->readAll();
            const qint64 kept = std::min<qint64>(chunk.size(), maxBytes - progress->bytes);
            if (sink->write(chunk.constData(), kept) != kept) progress->failed = true;
            progress->bytes += kept;
            if (kept < chunk.size()) {
                progress->tooLarge = true;
                reply->abort(); // the rest would only be dropped
            }
        };
        connect(reply, &QNetworkReply::readyRead, this, take);
        whenFinished(reply, [waiter, sink, progress, toFile, take](QNetworkReply* reply) {
            if (!progress->tooLarge && reply->error() != QNetworkReply::NoError)
                return waiter->set(fail(describe(reply).toStdString()));
            take();
            if (progress->failed || !sink->flush())
                return waiter->set(
                    fail("cannot write " + toFile.toStdString() + ": " + sink->errorString().toStdString()));
            waiter->set(progress->bytes + (progress->tooLarge ? 1 : 0));
        });
    }

    void remove(const QStringList& fileIds, WaiterPtr<Result<void>> waiter, milliseconds patience) {
        auto left = std::make_shared<qsizetype>(fileIds.size());
        auto failure = std::make_shared<QString>();
        if (fileIds.isEmpty() && waiter) return waiter->set({});
        for (const QString& id : fileIds) {
            QNetworkRequest made = request("/file/" + QUrl::toPercentEncoding(id));
            made.setTransferTimeout(int(patience.count()));
            whenFinished(network().deleteResource(made), [waiter, left, failure, id](QNetworkReply* reply) {
                if (reply->error() != QNetworkReply::NoError && failure->isEmpty())
                    *failure = id + ": " + describe(reply);
                if (--*left == 0 && waiter)
                    waiter->set(failure->isEmpty() ? Result<void>() : Result<void>(fail(failure->toStdString())));
            });
        }
    }

    // --- /ws ---

    void open() {
        if (closing_ || state_ != State::Closed) return;
        wanted_ = true;
        if (!socket_) {
            socket_ = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
            connect(socket_, &QWebSocket::connected, this, [this] {
                handshake_.stop();
                state_ = State::Open;
                for (const QByteArray& message : std::exchange(queued_, {}))
                    socket_->sendTextMessage(QString::fromUtf8(message));
                owner_.changed(true, {});
                for (const auto& waiter : std::exchange(opening_, {}))
                    waiter->set({});
            });
            // What the socket says after the link aborted it is the link's own doing, not news.
            connect(socket_, &QWebSocket::disconnected, this, [this] {
                if (!aborting_) lost(owner_.base_.toString() + ": the connection closed");
            });
            connect(socket_, &QWebSocket::errorOccurred, this, [this] {
                if (!aborting_) lost(owner_.base_.toString() + ": " + socket_->errorString());
            });
            connect(socket_, &QWebSocket::textMessageReceived, this, [this](const QString& message) {
                const QJsonDocument document = QJsonDocument::fromJson(message.toUtf8());
                const QJsonValue id = document.object().value("requestId");
                // Not go-judge's (another service on that port, a proxy's page): nothing it says will
                // ever answer a run, so its runs go elsewhere now rather than after their patience.
                if (!document.isObject() || !id.isString()) {
                    QString shown = message.left(120).simplified();
                    if (message.size() > 120) shown += "...";
                    return lost(owner_.base_.toString() +
                                ": answered over /ws with something not a go-judge answer: " + shown);
                }
                // An answer to a request given up on (cancelled, timed out) is no one's.
                if (auto waiter = pending_.take(id.toString())) waiter->set(document.object());
            });
            handshake_.setSingleShot(true);
            connect(&handshake_, &QTimer::timeout, this,
                    [this] { lost(owner_.base_.toString() + ": no answer to the WebSocket handshake within 3 s"); });
            revival_.setSingleShot(true);
            connect(&revival_, &QTimer::timeout, this, [this] { open(); });
        }
        QNetworkRequest made = request("/ws");
        QUrl url = made.url();
        url.setScheme(url.scheme() == "https" ? "wss" : "ws");
        made.setUrl(url);
        state_ = State::Opening;
        handshake_.start(kHandshakePatience);
        socket_->open(made);
    }

    void whenOpen(WaiterPtr<Result<void>> waiter) {
        if (state_ == State::Open) return waiter->set({});
        opening_ << waiter;
        open();
    }

    // Everything waiting on the server fails now; it is tried again in a second.
    void lost(const QString& why) {
        if (closing_) return;
        handshake_.stop();
        state_ = State::Closed;
        if (socket_ && socket_->state() != QAbstractSocket::UnconnectedState) {
            aborting_ = true;
            socket_->abort();
            aborting_ = false;
        }
        // Down before anyone waiting hears of it: each asks at once whether the server was lost.
        owner_.changed(false, why);
        for (const auto& waiter : std::exchange(pending_, {}))
            waiter->set(fail(why.toStdString()));
        for (const auto& waiter : std::exchange(opening_, {}))
            waiter->set(fail(why.toStdString()));
        queued_.clear();
        if (wanted_ && !revival_.isActive()) revival_.start(kRevivalInterval);
    }

    void send(const QString& id, QJsonObject request, WaiterPtr<Result<QJsonObject>> waiter) {
        if (!owner_.up_) return waiter->set(fail(owner_.lastFailure().toStdString()));
        request["requestId"] = id;
        const QByteArray message = QJsonDocument(request).toJson(QJsonDocument::Compact);
        pending_.insert(id, waiter);
        if (state_ == State::Open) {
            socket_->sendTextMessage(QString::fromUtf8(message));
            return;
        }
        queued_ << message;
        open();
    }

    void forget(const QString& id, bool cancelOnServer) {
        if (!pending_.remove(id) || !cancelOnServer || state_ != State::Open) return;
        socket_->sendTextMessage(
            QString::fromUtf8(QJsonDocument(QJsonObject{{"cancelRequestId", id}}).toJson(QJsonDocument::Compact)));
    }

    void close() {
        closing_ = true;
        revival_.stop();
        handshake_.stop();
        for (const auto& waiter : std::exchange(pending_, {}))
            waiter->set(fail("the connection is closing"));
        aborting_ = true;
        if (socket_) socket_->abort();
    }

private:
    enum class State { Closed, Opening, Open };

    ServerConnection& owner_;
    QNetworkAccessManager* network_ = nullptr;
    QWebSocket* socket_ = nullptr;
    State state_ = State::Closed;
    bool wanted_ = false; // once opened, it is kept open: reopened after each loss
    bool closing_ = false;
    bool aborting_ = false;
    QTimer handshake_{this}, revival_{this};
    QHash<QString, WaiterPtr<Result<QJsonObject>>> pending_;
    QList<WaiterPtr<Result<void>>> opening_;
    QList<QByteArray> queued_;
};

ServerConnection::ServerConnection(QUrl base, QString token, std::function<void()> onChange)
    : base_(std::move(base))
    , token_(std::move(token))
    , onChange_(std::move(onChange))
    , link_(new ServerLink(*this)) {
    thread_.setObjectName("go-judge " + base_.authority());
    link_->moveToThread(&thread_);
    thread_.start();
}

ServerConnection::~ServerConnection() {
    QMetaObject::invokeMethod(
        link_, [link = link_] { link->close(); }, Qt::BlockingQueuedConnection);
    link_->deleteLater(); // on its own thread, as the thread finishes
    thread_.quit();
    thread_.wait();
}

QString ServerConnection::lastFailure() const {
    std::lock_guard lock(mutex_);
    return lastFailure_.isEmpty() ? base_.toString() + ": not connected" : lastFailure_;
}

void ServerConnection::changed(bool up, const QString& failure) {
    {
        std::lock_guard lock(mutex_);
        if (!up) lastFailure_ = failure;
    }
    if (up) ++epoch_;
    up_ = up;
    if (onChange_) onChange_();
}

template <class T>
Result<T> ServerConnection::await(const std::shared_ptr<Waiter<Result<T>>>& waiter, milliseconds patience) {
    if (auto answer = waiter->wait(Clock::now() + patience + kBackstop)) return std::move(*answer);
    // The network's own timeout did not even answer (a request queued behind others to a server that
    // stopped): the server stalled all the same.
    return Error{stalled(QStringLiteral("%1: no answer within %2 ms").arg(base_.toString()).arg(patience.count()))};
}

std::string ServerConnection::stalled(const QString& why) {
    // Down before this returns: the caller asks at once whether the server was lost.
    QMetaObject::invokeMethod(
        link_, [link = link_, why] { link->lost(why); }, Qt::BlockingQueuedConnection);
    return why.toStdString();
}

Result<void> ServerConnection::connect(milliseconds patience) {
    auto waiter = std::make_shared<Waiter<Result<void>>>();
    QMetaObject::invokeMethod(link_, [link = link_, waiter] { link->whenOpen(waiter); });
    return await(waiter, patience);
}

Result<QJsonObject> ServerConnection::config(milliseconds patience) {
    auto waiter = std::make_shared<Waiter<Result<QByteArray>>>();
    QMetaObject::invokeMethod(link_, [link = link_, waiter, patience] { link->get("/config", patience, waiter); });
    auto body = await(waiter, patience);
    if (!body) return body.failure();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(*body, &error);
    if (!document.isObject()) return fail(base_.toString().toStdString() + "/config is not a JSON object");
    return document.object();
}

Result<QString> ServerConnection::upload(const QString& hostFile, milliseconds patience) {
    auto waiter = std::make_shared<Waiter<Result<QString>>>();
    QMetaObject::invokeMethod(link_,
                              [link = link_, waiter, hostFile, patience] { link->upload(hostFile, patience, waiter); });
    return await(waiter, patience);
}

Result<qint64> ServerConnection::download(const QString& fileId, const QString& toFile, int toFd, qint64 maxBytes,
                                          milliseconds patience) {
    auto waiter = std::make_shared<Waiter<Result<qint64>>>();
    QMetaObject::invokeMethod(link_,
                              [=, link = link_] { link->download(fileId, toFile, toFd, maxBytes, patience, waiter); });
    return await(waiter, patience);
}

void ServerConnection::remove(const QStringList& fileIds) {
    if (fileIds.isEmpty()) return;
    QMetaObject::invokeMethod(link_, [link = link_, fileIds] { link->remove(fileIds, nullptr, milliseconds(10'000)); });
}

Result<void> ServerConnection::removeNow(const QStringList& fileIds, milliseconds patience) {
    auto waiter = std::make_shared<Waiter<Result<void>>>();
    QMetaObject::invokeMethod(link_, [=, link = link_] { link->remove(fileIds, waiter, patience); });
    return await(waiter, patience);
}

Result<QJsonObject> ServerConnection::run(QJsonObject request, milliseconds patience, std::stop_token stop) {
    auto waiter = std::make_shared<Waiter<Result<QJsonObject>>>();
    const QString id = QString::number(++lastRequestId_);
    QMetaObject::invokeMethod(
        link_, [link = link_, waiter, request = std::move(request), id] { link->send(id, request, waiter); });
    if (auto answer = waiter->wait(Clock::now() + patience, stop)) return std::move(*answer);
    if (stop.stop_requested()) {
        QMetaObject::invokeMethod(link_, [link = link_, id] { link->forget(id, true); });
        return fail("cancelled");
    }
    const QString why = QStringLiteral("%1: no answer to a run within %2 s")
                            .arg(base_.toString())
                            .arg(double(patience.count()) / 1000, 0, 'f', 1);
    QMetaObject::invokeMethod(link_, [link = link_, id] { link->forget(id, true); });
    return Error{stalled(why)};
}

} // namespace jd::gojudge
