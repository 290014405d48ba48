#pragma once
// QHttpServer (6.8) reads a request's whole body before any handler sees it, so a bound checked in a handler
// comes after the memory is spent. BoundedTcpServer hands QHttpServer its connections with a guard in front
// of each that answers 413 from the request's head (a Content-Length past the bound), or as soon as more than
// the bound has arrived for one request (a chunked body), and then reads and drops the rest briefly so the
// client sees the answer before the connection closes.
#include <QByteArray>
#include <QByteArrayView>
#include <QTcpServer>

#include <optional>

namespace jd::gojudge {

// What a request's head says of its body: its declared length, and whether it comes in chunks.
struct DeclaredBody {
    std::optional<qint64> length; // the largest Content-Length; a value that is not a number counts as unbounded
    bool chunked = false;
};
DeclaredBody declaredBody(QByteArrayView head);

class BoundedTcpServer : public QTcpServer {
public:
    // `refusal` is the JSON body of the 413 answer.
    BoundedTcpServer(qint64 bodyBytes, QByteArray refusal, QObject* parent = nullptr);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    qint64 bodyBytes_;
    QByteArray refusal_;
};

} // namespace jd::gojudge
