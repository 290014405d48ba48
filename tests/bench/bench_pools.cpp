#include "bench_pools.h"

#include "median.h"
#include "protocol/pools/sandbox_pools.h"

#include <QString>

#include <algorithm>
#include <chrono>
#include <vector>

using namespace jd::protocol;
using Clock = std::chrono::steady_clock;

void poolsBenchmark(QTextStream& out, const std::shared_ptr<jd::sandbox::Sandbox>& sandbox, int runs) {
    PoolsConfig config;
    config.pools["warm"] = PoolSettings{4, 64, std::chrono::seconds(600), std::chrono::seconds(120)};
    config.pools["cold"] = PoolSettings{0, 64, std::chrono::milliseconds(1), std::chrono::seconds(120)};
    auto pools = SandboxPools::start(config, sandbox);
    if (!pools) {
        out << "pool_acquire_warm_us: n/a (" << QString::fromStdString(pools.error()) << ")\n";
        return;
    }
    std::vector<double> warm, scaling;
    for (int i = 0; i < runs; ++i) {
        for (auto [profile, samples] : {std::pair{"warm", &warm}, std::pair{"cold", &scaling}}) {
            const auto start = Clock::now();
            auto lease = pools.value()->acquire(profile);
            const double took = std::chrono::duration<double, std::micro>(Clock::now() - start).count();
            if (!lease) {
                out << "pool_acquire_warm_us: n/a (" << QString::fromStdString(lease.error()) << ")\n";
                return;
            }
            samples->push_back(took);
            lease.value().destroy(); // the cold pool must grow again; the warm one is refilled by its monitor
        }
        pools.value()->tick();
    }
    out << QStringLiteral("pool_acquire_warm_us: %1\n").arg(median(warm), 0, 'f', 1);
    out << QStringLiteral("pool_acquire_scaling_us: %1\n").arg(median(scaling), 0, 'f', 1);
}
