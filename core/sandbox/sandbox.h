#pragma once
// The entry point of the sandbox: picks the strongest isolation and accounting this machine allows (or
// the ones asked for), says plainly what it has, and starts runs.
#include "../common/result.h"
#include "accounting.h"
#include "host_probe.h"
#include "process.h"
#include "run_spec.h"
#include "runtime/zygote_protocol.h"

#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <stop_token>
#include <string>
#include <vector>

namespace jd::sandbox {

class MonitorWorkers;
class SlotPool;
class ZygoteClient;

enum class AccountingChoice { Auto, CgroupV2, CgroupV1, Proc };

struct SandboxOptions {
    std::optional<IsolationMode> isolation; // default: the strongest that works
    AccountingChoice accounting = AccountingChoice::Auto;
    uid_t boxUid = 65534; // privileged mode: who the program runs as
    gid_t boxGid = 65534;
    std::string zygotePath; // default: findZygoteExecutable()
    size_t warmSlots = 2;   // slots kept, in use or ready (a slot serves run after run); N workers want N + 1
};

struct SandboxReport {
    IsolationMode isolation = IsolationMode::None;
    std::string isolationDescription;
    std::string accountingDescription;
    bool seccompNotify = false;
    // A program can change files only in its own directories and /tmp: mounts, or Landlock without namespaces.
    bool confinesWrites = false;
    // A program can signal only its own processes: a pid namespace, or Landlock's signal scope without one.
    bool confinesSignals = false;
    std::vector<std::string> limitations;
    bool throttlesCpu = false; // Limits::cpuRate is applied // what is missing, each in plain words
};

std::string isolationName(IsolationMode mode); // "privileged", "user-namespace", "none"
std::optional<IsolationMode> isolationFromName(const std::string& name);
std::optional<AccountingChoice> accountingFromName(const std::string& name); // "cgroup-v2", "cgroup-v1", "proc"

class Sandbox {
public:
    static Result<std::shared_ptr<Sandbox>> create(const SandboxOptions& options = {});
    ~Sandbox();

    Result<std::unique_ptr<Process>> start(const RunSpec& spec);
    // start + wait; a launch failure comes back as status XX. A stop request ends the run at once
    // (status FX), or keeps it from starting.
    RunResult run(const RunSpec& spec, std::stop_token stop = {});

    const SandboxReport& report() const { return report_; }
    // Blocks until every finished run's slot is settled: cleared and ready for another run, or gone (its
    // init ended and its cgroups released). Both happen after the run's result is known, in the background.
    void waitUntilRetired();
    const SandboxOptions& options() const { return options_; }
    // Empty run cgroups the accounting may keep for reuse between runs.
    size_t cgroupsKeptAtMost() const { return accounting_ ? accounting_->keptAtMost() : 0; }
    // True when programs run as options().boxUid (the sandbox was started by root).
    bool runsAsBoxUser() const;
    // Hands a directory the program is meant to write to over to boxUid, when programs run as it.
    Result<void> grantWrite(const std::string& directory) const;

private:
    Sandbox() = default;
    SandboxOptions options_;
    SandboxReport report_;
    std::shared_ptr<ZygoteClient> zygote_;
    std::shared_ptr<AccountingBackend> accounting_;
    std::shared_ptr<SlotPool> pool_;
    std::shared_ptr<MonitorWorkers> monitors_ = std::make_shared<MonitorWorkers>();
    // Privileged mode: the host root, for binds made here rather than by the zygote's helper, and the
    // inside paths whose mount points the sandbox root has (made by the helper for earlier runs).
    UniqueFd hostRoot_;
    std::mutex mountPointsMutex_;
    std::set<std::string> knownMountPoints_;
    Result<std::vector<UniqueFd>> prepareBinds(const std::vector<MountRequest>& mounts);
};

} // namespace jd::sandbox
