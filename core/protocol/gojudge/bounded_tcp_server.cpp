#include "bounded_tcp_server.h"

#include <QTcpSocket>
#include <QTimer>

#include <sys/socket.h>

#include <limits>

namespace jd::gojudge {
namespace {

constexpr qsizetype kMaxHead = 64 * 1024; // a head longer than this is QHttpServer's to refuse (431)
constexpr qint64 kFirstLook = 4096;
constexpr int kDrainMilliseconds = 2000; // how long a refused client may go on sending before it is cut off

// One connection's guard. Its slot runs on every readyRead before QHttpServer's (it connects first), and relies on
// how QHttpServer reads: between requests no transaction is open and what is unread starts the next request;
// within a request it keeps a transaction open and has read everything that was there at its last turn, so what
// is available now arrived since.
class RequestGuard : public QObject {
public:
    RequestGuard(QTcpSocket* socket, qint64 bodyBytes, QByteArray refusal)
        : QObject(socket)
        , socket_(socket)
        , bodyBytes_(bodyBytes)
        , refusal_(std::move(refusal)) {
        connect(socket, &QTcpSocket::readyRead, this, &RequestGuard::inspect);
    }

private:
    void inspect() {
        if (refused_) return drop();
        if (!socket_->isTransactionStarted()) { // a new request starts at what is unread
            head_.clear();
            headLength_ = -1;
            received_ = 0;
            allowed_ = std::numeric_limits<qint64>::max();
        }
        const qint64 fresh = socket_->bytesAvailable();
        received_ += fresh;
        if (headLength_ < 0 && head_.size() < kMaxHead) {
            // A head is a few hundred bytes: the first kilobytes are looked at before a copy of more.
            const qsizetype before = head_.size();
            head_ += socket_->peek(std::min<qint64>(fresh, kFirstLook));
            if (head_.indexOf("\r\n\r\n", std::max<qsizetype>(0, before - 3)) < 0 && fresh > kFirstLook)
                head_ = head_.first(before) + socket_->peek(std::min<qint64>(fresh, kMaxHead - before));
            if (const qsizetype end = head_.indexOf("\r\n\r\n"); end >= 0) {
                headLength_ = end + 4;
                const DeclaredBody body = declaredBody(QByteArrayView(head_).first(end + 2));
                if (body.length && *body.length > bodyBytes_) return refuse();
                // A chunked body is bounded by what arrives, its chunk lines allowed for.
                if (body.chunked) allowed_ = headLength_ + bodyBytes_ + bodyBytes_ / 8 + 4096;
            }
        }
        if (headLength_ < 0 && received_ > kMaxHead + bodyBytes_) return refuse();
        if (received_ > allowed_) return refuse();
    }

    void refuse() {
        refused_ = true;
        if (socket_->isTransactionStarted()) socket_->commitTransaction(); // what QHttpServer kept goes
        socket_->readAll();
        const QByteArray answer = "HTTP/1.1 413 Payload Too Large\r\nContent-Type: application/json\r\n"
                                  "Content-Length: " +
                                  QByteArray::number(refusal_.size()) + "\r\nConnection: close\r\n\r\n" + refusal_;
        socket_->write(answer);
        // The answer, then the end of what this side sends; what the client still sends is read and dropped for
        // a while, since closing with unread data would reset the connection before the client reads the answer.
        auto finish = [this] {
            if (socket_->bytesToWrite() == 0) ::shutdown(int(socket_->socketDescriptor()), SHUT_WR);
        };
        connect(socket_, &QTcpSocket::bytesWritten, this, finish);
        socket_->flush();
        finish();
        QTimer::singleShot(kDrainMilliseconds, socket_, &QTcpSocket::abort);
    }

    void drop() {
        if (socket_->isTransactionStarted()) socket_->commitTransaction();
        socket_->skip(socket_->bytesAvailable());
    }

    QTcpSocket* socket_;
    qint64 bodyBytes_;
    QByteArray refusal_;
    QByteArray head_;
    qsizetype headLength_ = -1;
    qint64 received_ = 0;
    qint64 allowed_ = std::numeric_limits<qint64>::max();
    bool refused_ = false;
};

} // namespace

DeclaredBody declaredBody(QByteArrayView head) {
    DeclaredBody body;
    for (qsizetype start = head.indexOf("\r\n") + 2; start > 1 && start < head.size();) {
        qsizetype end = head.indexOf("\r\n", start);
        if (end < 0) end = head.size();
        const QByteArrayView line = head.sliced(start, end - start);
        start = end + 2;
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) continue;
        const QByteArrayView name = line.first(colon).trimmed();
        const QByteArrayView value = line.sliced(colon + 1).trimmed();
        if (name.compare("content-length", Qt::CaseInsensitive) == 0) {
            bool number = false;
            const qint64 length = value.toLongLong(&number);
            const qint64 counted = number && length >= 0 ? length : std::numeric_limits<qint64>::max();
            body.length = std::max(body.length.value_or(0), counted);
        } else if (name.compare("transfer-encoding", Qt::CaseInsensitive) == 0 &&
                   value.toByteArray().toLower().contains("chunked")) {
            body.chunked = true;
        }
    }
    return body;
}

BoundedTcpServer::BoundedTcpServer(qint64 bodyBytes, QByteArray refusal, QObject* parent)
    : QTcpServer(parent)
    , bodyBytes_(bodyBytes)
    , refusal_(std::move(refusal)) {}

void BoundedTcpServer::incomingConnection(qintptr descriptor) {
    auto* socket = new QTcpSocket(this); // QHttpServer takes it over (and its parent) from the pending queue
    if (!socket->setSocketDescriptor(descriptor)) {
        socket->deleteLater();
        return;
    }
    new RequestGuard(socket, bodyBytes_, refusal_);
    addPendingConnection(socket);
}

} // namespace jd::gojudge
