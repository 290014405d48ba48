#include "pool_figures.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>

namespace jd::protocol {
namespace {

constexpr char kFiguresFile[] = "figures.json";

bool processRuns(long pid) { return pid > 0 && (::kill(pid_t(pid), 0) == 0 || errno == EPERM); }

} // namespace

QJsonObject poolStatsToJson(const std::vector<PoolStats>& stats) {
    QJsonObject all;
    for (const PoolStats& pool : stats)
        all[QString::fromStdString(pool.profile)] = QJsonObject{{"idle", pool.idle},
                                                                {"active", pool.active},
                                                                {"total", pool.total},
                                                                {"pool_size", pool.poolSize},
                                                                {"scale_limit", pool.scaleLimit},
                                                                {"waiting", pool.waiting},
                                                                {"utilization", qRound(pool.utilisation * 10) / 10.0}};
    return all;
}

std::vector<PoolStats> poolStatsFromJson(const QJsonObject& json) {
    std::vector<PoolStats> all;
    for (auto entry = json.begin(); entry != json.end(); ++entry) {
        const QJsonObject figures = entry.value().toObject();
        PoolStats pool;
        pool.profile = entry.key().toStdString();
        pool.idle = figures["idle"].toInt();
        pool.active = figures["active"].toInt();
        pool.total = figures["total"].toInt();
        pool.poolSize = figures["pool_size"].toInt();
        pool.scaleLimit = figures["scale_limit"].toInt();
        pool.waiting = figures["waiting"].toInt();
        pool.utilisation = figures["utilization"].toDouble();
        all.push_back(pool);
    }
    return all;
}

std::string loadLevel(const PoolStats& pool) {
    if (pool.utilisation >= 90) return "HIGH LOAD";
    if (pool.utilisation >= 70) return "MODERATE LOAD";
    return {};
}

std::string describeFigures(const PoolStats& pool) {
    char line[200];
    std::snprintf(line, sizeof line, "%d idle, %d active, %d total (pool_size %d, scale_limit %d), %.1f %% in use",
                  pool.idle, pool.active, pool.total, pool.poolSize, pool.scaleLimit, pool.utilisation);
    return std::string(line) + (pool.waiting ? ", " + std::to_string(pool.waiting) + " waiting" : "");
}

std::string defaultRuntimeDirectory() {
    const char* runtime = std::getenv("XDG_RUNTIME_DIR");
    if (runtime && *runtime) return runtime;
    // /tmp is every user's: each has a directory of its own there, as $XDG_RUNTIME_DIR would be.
    return "/tmp/judgedesk-" + std::to_string(::geteuid());
}

std::string poolsBaseDirectory(const std::string& runtimeDirectory) { return runtimeDirectory + "/judgedesk-pools"; }

Result<void> publishFigures(const std::string& managerDirectory, const std::vector<PoolStats>& stats) {
    const QJsonObject document{{"pid", qint64(::getpid())},
                               {"updated", QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
                               {"pools", poolStatsToJson(stats)}};
    QSaveFile file(QString::fromStdString(managerDirectory + "/" + kFiguresFile));
    const QByteArray text = QJsonDocument(document).toJson(QJsonDocument::Compact);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        return fail("cannot publish the pools' figures: " + file.errorString().toStdString());
    return {};
}

std::vector<ManagerFigures> readLiveFigures(const std::string& runtimeDirectory) {
    std::vector<ManagerFigures> managers;
    const QDir base(QString::fromStdString(poolsBaseDirectory(runtimeDirectory)));
    for (const QString& entry : base.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool ok = false;
        const long pid = entry.section('-', 0, 0).toLong(&ok);
        if (!ok || !processRuns(pid)) continue;
        QFile file(base.filePath(entry) + "/" + kFiguresFile);
        if (!file.open(QIODevice::ReadOnly)) continue;
        const QJsonObject document = QJsonDocument::fromJson(file.read(1 << 20)).object();
        if (document["pid"].toInteger() != pid) continue;
        ManagerFigures manager;
        manager.pid = pid;
        manager.directory = base.filePath(entry).toStdString();
        manager.updated = std::chrono::system_clock::time_point(std::chrono::milliseconds(
            QDateTime::fromString(document["updated"].toString(), Qt::ISODateWithMs).toMSecsSinceEpoch()));
        manager.pools = poolStatsFromJson(document["pools"].toObject());
        managers.push_back(std::move(manager));
    }
    std::sort(managers.begin(), managers.end(),
              [](const ManagerFigures& a, const ManagerFigures& b) { return a.pid < b.pid; });
    return managers;
}

} // namespace jd::protocol
