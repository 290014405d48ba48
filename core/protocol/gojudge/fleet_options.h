#pragma once
// What a fleet of go-judge servers is made of: their addresses, their token, how many runs each takes
// at once and how long a silent one is waited for.
#include <QList>
#include <QString>
#include <QUrl>

#include <chrono>

namespace jd::gojudge {

// A server's address as a person types it: "host:port" is http://host:port.
inline QUrl serverUrl(const QString& address) {
    const QString trimmed = address.trimmed();
    return QUrl(trimmed.contains("://") ? trimmed : "http://" + trimmed);
}

struct FleetOptions {
    QList<QUrl> servers;
    QString token;
    // Runs in flight on each server; 0: what the server's /config says (runnerConfig.parallelism), else 4.
    int runsPerServer = 0;
    // A run unanswered this long past its wall-clock limit, or a file transfer silent this long, means
    // its server stalled.
    std::chrono::milliseconds stallGrace{10'000};
    // How long a run waits for some server to be up before it fails.
    std::chrono::milliseconds giveUp{60'000};
    std::chrono::milliseconds connectPatience{5'000};
};

} // namespace jd::gojudge
