// judgedesk-cli pools: the sandbox manager seed's warm pools with their figures (idle, active, total,
// utilisation) as the seed's get_pool_stats gives them: those every JudgeDesk on this machine is running
// (a judging, the GUI), or, with --config, pools of its own started from a sandbox_config.yml.
#include "commands.h"
#include "interruption.h"
#include "protocol/pools/sandbox_pools.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <QTimeZone>

#include <algorithm>
#include <condition_variable>
#include <iostream>
#include <mutex>

using namespace jd;
using namespace std::chrono_literals;

namespace {

constexpr jd::cli::UsageError usageError{"pools"};

void printStats(QTextStream& out, const std::vector<protocol::PoolStats>& stats, const QString& indent = {}) {
    for (const protocol::PoolStats& pool : stats) {
        const std::string level = protocol::loadLevel(pool);
        out << indent << QStringLiteral("%1  ").arg(QString::fromStdString(pool.profile), -10)
            << QString::fromStdString(protocol::describeFigures(pool))
            << (level.empty() ? QString() : QStringLiteral("  ") + QString::fromStdString(level)) << '\n';
    }
}

// The figures the pools of other processes publish.
int showRunningPools(bool json) {
    const std::string runtime = protocol::defaultRuntimeDirectory();
    const std::vector<protocol::ManagerFigures> managers = protocol::readLiveFigures(runtime);
    QTextStream out(stdout);
    if (json) {
        QJsonArray all;
        for (const protocol::ManagerFigures& manager : managers)
            all.append(QJsonObject{
                {"pid", qint64(manager.pid)},
                {"directory", QString::fromStdString(manager.directory)},
                {"updated",
                 QDateTime::fromMSecsSinceEpoch(
                     std::chrono::duration_cast<std::chrono::milliseconds>(manager.updated.time_since_epoch()).count(),
                     QTimeZone::UTC)
                     .toString(Qt::ISODateWithMs)},
                {"pools", protocol::poolStatsToJson(manager.pools)}});
        out << QJsonDocument(QJsonObject{{"managers", all}}).toJson(QJsonDocument::Indented);
        return 0;
    }
    if (managers.empty()) {
        out << "No sandbox pools are running on this machine (none in "
            << QString::fromStdString(protocol::poolsBaseDirectory(runtime)) << ").\n";
        return 0;
    }
    for (const protocol::ManagerFigures& manager : managers) {
        const auto age =
            std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now() - manager.updated);
        out << QStringLiteral("process %1 (figures of %2 s ago):\n")
                   .arg(manager.pid)
                   .arg(std::max<qint64>(0, age.count()));
        printStats(out, manager.pools, QStringLiteral("  "));
    }
    return 0;
}

} // namespace

int poolsCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Prints the figures of the warm sandbox pools that JudgeDesk processes on this machine are running (a "
        "judging, the GUI), as each publishes them every second. With --config, starts pools of its own from a "
        "sandbox_config.yml (the sandbox manager seed's format: general: pool_size, scale_limit, idle_timeout, "
        "running_timeout; pools: one per profile), removing what a crashed earlier manager left, and prints their "
        "figures; with --for it keeps them running and prints the monitor's reports (load warnings at 70 % and "
        "90 %) until the time is up or Ctrl-C, then shuts down.");
    parser.addHelpOption();
    parser.addOptions({
        {"config", "Start pools of its own with these settings.", "FILE"},
        {"json", "The figures as JSON, as the seed's get_pool_stats."},
        {"for", "Keep its own pools running this many seconds, reporting.", "SECONDS"},
    });
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (!parser.isSet("config")) {
        if (parser.isSet("for")) return usageError("--for keeps pools of its own running: it needs --config FILE");
        return showRunningPools(parser.isSet("json"));
    }
    auto config = protocol::readPoolsConfig(parser.value("config"));
    if (!config) return usageError(QString::fromStdString(config.error()));
    double seconds = 0;
    if (parser.isSet("for")) {
        bool ok = false;
        seconds = parser.value("for").toDouble(&ok);
        if (!ok || !(seconds > 0 && seconds <= 86400)) return usageError("--for: expected seconds up to a day");
    }

    auto pools = protocol::SandboxPools::startWithOwnSandbox(*config);
    if (!pools) return usageError(QString::fromStdString(pools.error()));

    std::mutex printing;
    QTextStream out(stdout);
    auto print = [&] {
        std::lock_guard lock(printing);
        if (parser.isSet("json"))
            out << QJsonDocument(protocol::poolStatsToJson(pools.value()->stats())).toJson(QJsonDocument::Indented);
        else
            printStats(out, pools.value()->stats());
        out.flush();
    };
    print();
    if (seconds > 0) {
        pools.value()->setReportSink([&](const std::string& line) {
            std::lock_guard lock(printing);
            std::cerr << "pools: " << line << std::endl;
        });
        std::mutex waiting;
        std::condition_variable_any done;
        std::unique_lock lock(waiting);
        done.wait_for(lock, cli::interruptionToken(), std::chrono::duration<double>(seconds), [] { return false; });
    }
    pools.value().reset(); // graceful shutdown: every sandbox destroyed, the workspaces removed
    return cli::interrupted() ? cli::kInterrupted : 0;
}
