#include "bench_gojudge.h"

#include "median.h"
#include "protocol/gojudge/gojudge_runner.h"
#include "protocol/gojudge/gojudge_server.h"

#include <QEventLoop>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>

#include <algorithm>
#include <chrono>
#include <functional>
#include <vector>

using namespace jd;
using Clock = std::chrono::steady_clock;

void goJudgeBenchmark(QTextStream& out, const std::shared_ptr<sandbox::Sandbox>& sandbox, int runs) {
    auto files = gojudge::FileStore::open({}, {});
    if (!files) {
        out << "serve_over_sandbox_median: n/a (" << QString::fromStdString(files.error()) << ")\n";
        return;
    }
    gojudge::ServerOptions options;
    options.port = 0;
    options.parallelism = 1;
    gojudge::Server server(sandbox, *files.value(), options);
    if (auto listening = server.listen(); !listening) {
        out << "serve_over_sandbox_median: n/a (" << QString::fromStdString(listening.error()) << ")\n";
        return;
    }
    // A client as lean as go-judge's own benchmark's: one keep-alive connection, a request written whole,
    // the answer read to its Content-Length; what is measured is the server, not a client library.
    const QByteArray body = R"({"cmd": [{"args": ["/bin/true"], "cpuLimit": 1000000000, "memoryLimit": 268435456,
                                 "procLimit": 16}]})";
    const QByteArray httpRequest = "POST /run HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n"
                                   "Content-Type: application/json\r\nContent-Length: " +
                                   QByteArray::number(body.size()) + "\r\n\r\n" + body;
    // What HTTP alone costs: a request the server answers without running anything.
    const QByteArray versionRequest = "GET /version HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n";
    QTcpSocket connection;
    connection.connectToHost(QHostAddress::LocalHost, server.port());
    QEventLoop loop;
    QByteArray received;
    QObject::connect(&connection, &QTcpSocket::readyRead, &loop, [&] {
        received += connection.readAll();
        const qsizetype headersEnd = received.indexOf("\r\n\r\n");
        if (headersEnd < 0) return;
        const qsizetype at = received.toLower().indexOf("content-length:");
        const qsizetype length = received.mid(at + 15, received.indexOf("\r\n", at) - at - 15).trimmed().toLongLong();
        if (received.size() >= headersEnd + 4 + length) loop.quit();
    });
    auto exchange = [&](const QByteArray& request) {
        received.clear();
        connection.write(request);
        loop.exec();
        return received.mid(received.indexOf("\r\n\r\n") + 4);
    };
    auto overHttp = [&] {
        return QJsonDocument::fromJson(exchange(httpRequest)).array()[0].toObject()["status"] ==
               QStringLiteral("Accepted");
    };
    auto httpAlone = [&] { return QJsonDocument::fromJson(exchange(versionRequest)).isObject(); };
    sandbox::RunSpec spec;
    spec.argv = {"/bin/true"};
    spec.limits.cpuTime = std::chrono::seconds(1);
    spec.limits.memory = 256ull << 20;
    spec.limits.processes = 16;
    auto direct = [&] { return sandbox->run(spec).status == sandbox::RunStatus::Ok; };
    const auto parsed = gojudge::parseRequest(body);
    gojudge::Runner runner(sandbox, *files.value());
    auto viaRunner = [&] {
        auto ran = runner.run(std::get<gojudge::Request>(parsed));
        return std::holds_alternative<QList<gojudge::RunResult>>(ran) &&
               std::get<QList<gojudge::RunResult>>(ran)[0].status == gojudge::Status::Accepted;
    };

    std::vector<double> samples[4]; // over HTTP, the runner alone, the sandbox's own run, HTTP alone
    const std::function<bool()> variants[4] = {overHttp, viaRunner, direct, httpAlone};
    for (int round = 0; round < runs + 10; ++round) {
        for (int variant = 0; variant < 4; ++variant) {
            const auto start = Clock::now();
            if (!variants[variant]()) {
                out << "serve_over_sandbox_median: n/a (/bin/true did not run)\n";
                return;
            }
            const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
            if (round >= 10) samples[variant].push_back(ms); // the first ones warm the caches
        }
    }
    const double http = median(samples[0]), own = median(samples[2]);
    out << QStringLiteral("go-judge /run over HTTP  median %1 ms; its runner alone %2 ms; the sandbox's own run %3 ms; "
                          "GET /version %4 ms (%5 runs)\n")
               .arg(http, 0, 'f', 3)
               .arg(median(samples[1]), 0, 'f', 3)
               .arg(own, 0, 'f', 3)
               .arg(median(samples[3]), 0, 'f', 3)
               .arg(runs);
    out << QStringLiteral("serve_over_sandbox_median: %1\n").arg(http / own, 0, 'f', 2);
}
