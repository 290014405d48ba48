#pragma once
// The sandbox pools' settings, in the sandbox manager seed's own file format (sandbox_config.yml):
//
//   general:                 # every pool, unless its own section says otherwise
//     pool_size: 3           # idle sandboxes kept warm
//     scale_limit: 10        # idle + active, a hard cap: acquiring beyond it fails at once
//     idle_timeout: 600      # seconds an idle sandbox above pool_size lives
//     running_timeout: 120   # seconds a command may run before it is killed
//   pools:                   # one pool per profile (a language, or any name); without this section,
//     python: {}             # as in the seed's own file, one per seed language: python, java, node,
//     cpp: {pool_size: 2}    # cpp and c
#include "common/result.h"

#include <QString>

#include <chrono>
#include <map>
#include <string>

namespace jd::protocol {

struct PoolSettings {
    int poolSize = 3;
    int scaleLimit = 10;
    std::chrono::milliseconds idleTimeout{600'000};
    std::chrono::milliseconds runningTimeout{120'000};
};

// The seed's Language values, by their keys in sandbox names.
inline constexpr const char* kSeedLanguages[] = {"python", "java", "node", "cpp", "c"};

struct PoolsConfig {
    std::map<std::string, PoolSettings> pools; // by profile name
};

// The pool judgings run on when no settings file is given: one pool, "judge", of `workers` sandboxes,
// all kept warm (every worker has one at once); running_timeout an hour, past any test's own limits.
constexpr char kJudgingPool[] = "judge";
PoolsConfig judgingPoolsConfig(int workers);

// Every number checked (whole, pool_size <= scale_limit, at most 1000 sandboxes, timeouts up to a
// day); an error names the file, the line and the field.
Result<PoolsConfig> readPoolsConfig(const QString& path);
Result<PoolsConfig> parsePoolsConfig(const std::string& text, const std::string& shownAs);

} // namespace jd::protocol
