#pragma once
// A reply of a server under test, waited for on the test's event loop: its HTTP status and body.
#include <QEventLoop>
#include <QNetworkReply>
#include <QObject>

namespace jd::test {

struct HttpAnswer {
    int status = 0;
    QByteArray body;
};

inline HttpAnswer awaitAnswer(QNetworkReply* reply) {
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    if (!reply->isFinished()) loop.exec();
    HttpAnswer answer{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), reply->readAll()};
    reply->deleteLater();
    return answer;
}

} // namespace jd::test
