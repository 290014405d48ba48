// judgedesk-cli pools: the sandbox manager seed's warm pools, started from sandbox_config.yml, with
// their figures (idle, active, total, utilisation) as the seed's get_pool_stats gives them.
#include "commands.h"
#include "interruption.h"
#include "protocol/pools/sandbox_pools.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <condition_variable>
#include <iostream>
#include <mutex>

using namespace jd;
using namespace std::chrono_literals;

namespace {

constexpr int kUsageError = 2;

int usageError(const QString& message) {
    QTextStream(stderr) << "judgedesk-cli pools: " << message << '\n';
    return kUsageError;
}

QJsonObject statsToJson(const std::vector<protocol::PoolStats>& stats) {
    QJsonObject all;
    for (const protocol::PoolStats& pool : stats)
        all[QString::fromStdString(pool.profile)] = QJsonObject{{"idle", pool.idle},
                                                                {"active", pool.active},
                                                                {"total", pool.total},
                                                                {"pool_size", pool.poolSize},
                                                                {"scale_limit", pool.scaleLimit},
                                                                {"utilization", qRound(pool.utilisation * 10) / 10.0}};
    return all;
}

} // namespace

int poolsCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Starts the warm sandbox pools of a sandbox_config.yml (the sandbox manager seed's format: general: "
        "pool_size, scale_limit, idle_timeout, running_timeout; pools: one per profile), removing what a "
        "crashed earlier manager left, and prints their figures. With --for it keeps them running and prints the "
        "monitor's reports (load warnings at 70 % and 90 %) until the time is up or Ctrl-C, then shuts down.");
    parser.addHelpOption();
    parser.addOptions({
        {"config", "The pools' settings file.", "FILE"},
        {"json", "The figures as JSON, as the seed's get_pool_stats."},
        {"for", "Keep the pools running this many seconds, reporting.", "SECONDS"},
    });
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (!parser.isSet("config")) return usageError("--config FILE is needed (sandbox_config.yml)");
    auto config = protocol::readPoolsConfig(parser.value("config"));
    if (!config) return usageError(QString::fromStdString(config.error()));
    double seconds = 0;
    if (parser.isSet("for")) {
        bool ok = false;
        seconds = parser.value("for").toDouble(&ok);
        if (!ok || !(seconds > 0 && seconds <= 86400)) return usageError("--for: expected seconds up to a day");
    }

    int warm = 0;
    for (const auto& [profile, settings] : config->pools)
        warm += settings.poolSize;
    sandbox::SandboxOptions options;
    options.warmSlots = size_t(std::clamp(warm, 2, 64));
    auto sandbox = sandbox::Sandbox::create(options);
    if (!sandbox) return usageError(QString::fromStdString(sandbox.error()));
    auto pools = protocol::SandboxPools::start(*config, sandbox.value());
    if (!pools) return usageError(QString::fromStdString(pools.error()));

    std::mutex printing;
    QTextStream out(stdout);
    auto print = [&] {
        std::lock_guard lock(printing);
        if (parser.isSet("json")) {
            out << QJsonDocument(statsToJson(pools.value()->stats())).toJson(QJsonDocument::Indented);
        } else {
            for (const protocol::PoolStats& pool : pools.value()->stats())
                out << QStringLiteral("%1  %2 idle, %3 active, %4 total (pool_size %5, scale_limit %6), %7 % in use\n")
                           .arg(QString::fromStdString(pool.profile), -10)
                           .arg(pool.idle)
                           .arg(pool.active)
                           .arg(pool.total)
                           .arg(pool.poolSize)
                           .arg(pool.scaleLimit)
                           .arg(pool.utilisation, 0, 'f', 1);
        }
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
