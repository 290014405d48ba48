#pragma once
// The pools' figures, and where they can be seen from outside: each manager publishes its own every
// second as figures.json in its workspace directory (replaced atomically), so that `judgedesk-cli pools`
// shows the figures of every JudgeDesk running on this machine (the GUI's, a judgment's), not only its own.
#include "common/result.h"

#include <QJsonObject>

#include <chrono>
#include <string>
#include <vector>

namespace jd::protocol {

struct PoolStats {
    std::string profile;
    int idle = 0, active = 0, total = 0, poolSize = 0, scaleLimit = 0;
    int waiting = 0;        // schedulers waiting at scale_limit for a sandbox (not in the seed)
    double utilisation = 0; // active of total, in percent
};

// The seed's get_pool_stats: {"python": {"idle": 2, "active": 1, "total": 3, "pool_size": 2, "scale_limit":
// 8, "utilization": 33.3}, ...}, with "waiting" added.
QJsonObject poolStatsToJson(const std::vector<PoolStats>& stats);
std::vector<PoolStats> poolStatsFromJson(const QJsonObject& json);
// "70 % or more": "MODERATE LOAD", "90 % or more": "HIGH LOAD", else empty.
std::string loadLevel(const PoolStats& pool);
// "2 idle, 1 active, 3 total (pool_size 2, scale_limit 8), 33.3 % in use[, 1 waiting]": the one wording of a
// pool's figures, for the monitor's reports, the CLI and the GUI.
std::string describeFigures(const PoolStats& pool);

struct ManagerFigures {
    long pid = 0;
    std::string directory; // the manager's workspace directory
    std::chrono::system_clock::time_point updated;
    std::vector<PoolStats> pools;
};

// $XDG_RUNTIME_DIR, or /tmp/judgedesk-UID without one: where the managers keep their workspaces.
std::string defaultRuntimeDirectory();
// The managers' directories live in `<runtime>/judgedesk-pools/PID-ID`.
std::string poolsBaseDirectory(const std::string& runtimeDirectory);

Result<void> publishFigures(const std::string& managerDirectory, const std::vector<PoolStats>& stats);
// Of the managers whose process still runs, by process id; unreadable files are skipped (a
// manager starting, or one of another user's).
std::vector<ManagerFigures> readLiveFigures(const std::string& runtimeDirectory);

} // namespace jd::protocol
