#include "sandbox.h"

#include "allowed_cpus.h"
#include "cgroup_v1.h"
#include "cgroup_v2.h"
#include "common/scope_exit.h"
#include "inside_paths.h"
#include "runtime/landlock.h"
#include "runtime/mounts.h"
#include "runtime/syscalls.h"
#include "slot_pool.h"
#include "user_tasks.h"
#include "zygote_client.h"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <climits>
#include <cstdlib>

namespace jd::sandbox {
namespace {

// Without an output limit a captured pipe still may not grow without bound in memory.
constexpr uint64_t kPipeSafetyLimit = 1ull << 30;
// Each slot's /tmp is mounted ahead of its run with this size and resized when a run asks otherwise.
const uint64_t kDefaultTmpSize = RunSpec{}.tmpSize;
constexpr int kSendAttempts = 3;

std::string modeDescription(IsolationMode mode, bool landlock) {
    switch (mode) {
    case IsolationMode::Privileged:
        return "full: pid, mount, network, IPC, UTS and cgroup namespaces; programs run as an unprivileged uid";
    case IsolationMode::UserNamespace:
        return "full, unprivileged: user, pid, mount, network, IPC, UTS and cgroup namespaces";
    case IsolationMode::None:
        return landlock ? "degraded: no namespaces (rlimits, seccomp, Landlock's write confinement and a process-tree "
                          "kill only)"
                        : "degraded: no namespaces (rlimits, seccomp and a process-tree kill only)";
    }
    return {};
}

Result<UniqueFd> openStream(const StreamSpec& spec, bool output, UniqueFd& ours) {
    switch (spec.kind) {
    case StreamSpec::Kind::Null: return UniqueFd(::open("/dev/null", (output ? O_WRONLY : O_RDONLY) | O_CLOEXEC));
    case StreamSpec::Kind::File: {
        int flags = output ? O_WRONLY | O_CREAT | O_TRUNC : O_RDONLY;
        UniqueFd fd(::open(spec.path.c_str(), flags | O_CLOEXEC, 0644));
        if (!fd) return fail("cannot open " + spec.path + ": " + sys::errnoText());
        if (output) ours.reset(::fcntl(fd.get(), F_DUPFD_CLOEXEC, 3));
        return fd;
    }
    case StreamSpec::Kind::Fd: {
        UniqueFd fd(::fcntl(spec.fd, F_DUPFD_CLOEXEC, 3));
        if (!fd) return fail("cannot use fd " + std::to_string(spec.fd) + ": " + sys::errnoText());
        struct stat info {};
        if (output && ::fstat(fd.get(), &info) == 0 && S_ISREG(info.st_mode))
            ours.reset(::fcntl(fd.get(), F_DUPFD_CLOEXEC, 3));
        return fd;
    }
    case StreamSpec::Kind::Pipe: {
        auto [read, write] = sys::makePipe();
        if (!read) return fail("pipe: " + sys::errnoText());
        if (output) {
            ours = std::move(read);
            return std::move(write);
        }
        ::fcntl(write.get(), F_SETFL, O_NONBLOCK);
        ours = std::move(write);
        return std::move(read);
    }
    }
    return fail("unknown stream kind");
}

int usableCpuCount(const std::vector<int>& pinned) {
    return static_cast<int>(pinned.empty() ? allowedCpus().size() : pinned.size());
}

} // namespace

std::string isolationName(IsolationMode mode) {
    switch (mode) {
    case IsolationMode::Privileged: return "privileged";
    case IsolationMode::UserNamespace: return "user-namespace";
    case IsolationMode::None: return "none";
    }
    return {};
}

std::optional<IsolationMode> isolationFromName(const std::string& name) {
    for (IsolationMode mode : {IsolationMode::Privileged, IsolationMode::UserNamespace, IsolationMode::None})
        if (name == isolationName(mode)) return mode;
    return std::nullopt;
}

std::optional<AccountingChoice> accountingFromName(const std::string& name) {
    if (name == "cgroup-v2") return AccountingChoice::CgroupV2;
    if (name == "cgroup-v1") return AccountingChoice::CgroupV1;
    if (name == "proc") return AccountingChoice::Proc;
    return std::nullopt;
}

Result<std::shared_ptr<Sandbox>> Sandbox::create(const SandboxOptions& options) {
    std::shared_ptr<Sandbox> sandbox(new Sandbox);
    sandbox->options_ = options;
    SandboxReport& report = sandbox->report_;
    HostProbe probe = probeHost();
    report.seccompNotify = probe.seccompUserNotification;
    if (!probe.seccompUserNotification)
        report.limitations.push_back("seccomp user notification is unavailable: a forbidden syscall kills the "
                                     "program with SIGSYS and is reported without its name");

    // cgroup v2 comes first, before the zygote exists: an ordinary user's sandbox moves this process
    // into a leaf of its delegated cgroup, which it may only do while it is alone there, and the
    // zygote is then born in that leaf too.
    std::vector<std::string> accountingFailures;
    if (options.accounting == AccountingChoice::Auto || options.accounting == AccountingChoice::CgroupV2) {
        auto backend = makeCgroupV2Accounting();
        if (backend)
            sandbox->accounting_ = std::move(backend.value());
        else
            accountingFailures.push_back(backend.error());
    }

    std::string zygotePath = options.zygotePath.empty() ? findZygoteExecutable() : options.zygotePath;
    std::vector<IsolationMode> candidates;
    if (options.isolation)
        candidates = {*options.isolation};
    else if (::geteuid() == 0)
        candidates = {IsolationMode::Privileged, IsolationMode::UserNamespace, IsolationMode::None};
    else
        candidates = {IsolationMode::UserNamespace, IsolationMode::None};
    for (IsolationMode mode : candidates) {
        auto zygote = ZygoteClient::start(zygotePath, mode);
        if (zygote) {
            sandbox->zygote_ = std::move(zygote.value());
            report.isolation = mode;
            report.isolationDescription = modeDescription(mode, probe.landlockAbi > 0);
            break;
        }
        report.limitations.push_back(isolationName(mode) + " isolation is unavailable: " + zygote.error());
    }
    if (!sandbox->zygote_) return fail("no sandbox could be started: " + report.limitations.back());
    if (report.isolation == IsolationMode::Privileged)
        sandbox->hostRoot_ = UniqueFd(::open("/", O_PATH | O_DIRECTORY | O_CLOEXEC));
    if (report.isolation != IsolationMode::None && !sandbox->zygote_->freshProc())
        report.limitations.push_back("the kernel refuses a fresh /proc here (the host's /proc is partly covered, as "
                                     "in some containers): programs run without /proc");
    report.confinesWrites = report.isolation != IsolationMode::None || probe.landlockAbi > 0;
    report.confinesSignals = report.isolation != IsolationMode::None || probe.landlockAbi >= kLandlockSignalScopeAbi;
    if (report.isolation == IsolationMode::None)
        report.limitations.push_back(
            probe.landlockAbi > 0
                ? "without namespaces a program sees the host's files, network and processes (Landlock lets it "
                  "write only in its own directories, /tmp and /dev" +
                      std::string(report.confinesSignals ? ", and signal only its own processes)"
                                                         : "; this kernel's Landlock does not keep its signals "
                                                           "from the user's other processes)")
                : "without namespaces a program sees the host's files, network and processes, and may write "
                  "wherever this user may (the kernel has no Landlock)");

    if (!sandbox->accounting_ &&
        (options.accounting == AccountingChoice::Auto || options.accounting == AccountingChoice::CgroupV1)) {
        auto backend = makeCgroupV1Accounting(report.isolation == IsolationMode::None);
        if (backend)
            sandbox->accounting_ = std::move(backend.value());
        else
            accountingFailures.push_back(backend.error());
    }
    if (!sandbox->accounting_) {
        if (options.accounting != AccountingChoice::Auto && options.accounting != AccountingChoice::Proc)
            return fail("the requested accounting is unavailable: " + accountingFailures.back());
        sandbox->accounting_ = makeProcAccounting();
        for (const auto& failure : accountingFailures)
            report.limitations.push_back(failure);
        if (options.accounting == AccountingChoice::Auto)
            report.limitations.push_back("no usable cgroups: memory is sampled (a fast allocation can overshoot "
                                         "the limit by up to 20 ms of growth) and process counts use RLIMIT_NPROC");
    }
    report.accountingDescription = sandbox->accounting_->description();
    report.throttlesCpu = sandbox->accounting_->throttlesCpu();
    if (!report.throttlesCpu)
        report.limitations.push_back("no cpu cgroup: a CPU rate (go-judge's cpuRateLimit, a pool sandbox's 0.5 CPU) "
                                     "is not applied");
    sandbox->pool_ =
        std::make_shared<SlotPool>(sandbox->zygote_, sandbox->accounting_, options.warmSlots, kDefaultTmpSize);
    return sandbox;
}

Sandbox::~Sandbox() {
    pool_.reset(); // before the zygote its slots come from, unless a Process still holds it
}

void Sandbox::waitUntilRetired() { pool_->waitUntilRetired(); }

bool Sandbox::runsAsBoxUser() const {
    // Real root never runs a program as itself: privileged mode, and degraded mode started as root.
    return report_.isolation != IsolationMode::UserNamespace && ::geteuid() == 0;
}

Result<void> Sandbox::grantWrite(const std::string& directory) const {
    if (!runsAsBoxUser()) return {};
    if (::chown(directory.c_str(), options_.boxUid, options_.boxGid) != 0)
        return fail("cannot hand " + directory + " to the sandbox user: " + sys::errnoText());
    return {};
}

Result<std::unique_ptr<Process>> Sandbox::start(const RunSpec& spec) {
    if (spec.argv.empty() || spec.argv[0].empty()) return fail("no program to run");
    const IsolationMode mode = report_.isolation;
    const Limits& limits = spec.limits;
    if (auto pinnable = checkCpusAllowed(limits.cpus); !pinnable) return pinnable.failure();

    LaunchRequest request;
    request.argv = spec.argv;
    request.environment = spec.environment;
    request.workingDirectory = spec.workingDirectory;
    for (const auto& bind : spec.binds) {
        char resolved[PATH_MAX];
        if (!::realpath(bind.hostPath.c_str(), resolved))
            return fail("cannot bind " + bind.hostPath + ": " + sys::errnoText());
        std::string inside = bind.insidePath.empty() ? std::string(resolved) : bind.insidePath;
        if (inside.front() != '/') return fail("inside path must be absolute: " + inside);
        if (mode == IsolationMode::None) {
            // No mount namespace: the program sees host paths, so inside paths are translated back, also
            // inside a word ("-out:/program/main.exe", a Lisp form naming "/program/main.lisp").
            auto translate = [&](std::string& word) { word = translateInsidePath(word, inside, resolved); };
            translate(request.workingDirectory);
            for (auto& argument : request.argv)
                translate(argument);
            if (bind.writable) request.writablePaths.push_back(resolved);
            continue;
        }
        request.mounts.push_back({resolved, inside, bind.writable, bind.tmpfsSize});
    }
    // The run's own soft backstops; the monitor's timers and the cgroups are the real limits.
    request.resourceLimits.push_back({RLIMIT_CORE, 0});
    if (limits.cpuTime) {
        auto seconds = std::chrono::ceil<std::chrono::seconds>(*limits.cpuTime).count();
        request.resourceLimits.push_back({RLIMIT_CPU, static_cast<uint64_t>(seconds + 1)});
    }
    if (limits.stack) request.resourceLimits.push_back({RLIMIT_STACK, *limits.stack});
    if (limits.addressSpace) request.resourceLimits.push_back({RLIMIT_AS, *limits.addressSpace});
    if (limits.dataSegment) request.resourceLimits.push_back({RLIMIT_DATA, *limits.dataSegment});
    if (limits.output) request.resourceLimits.push_back({RLIMIT_FSIZE, *limits.output + 1});
    if (limits.openFiles) request.resourceLimits.push_back({RLIMIT_NOFILE, static_cast<uint64_t>(*limits.openFiles)});
    request.cpus = limits.cpus;
    request.blockAffinityChanges = !limits.cpus.empty();
    request.tmpSize = spec.tmpSize;
    request.readOnlyTmp = spec.readOnlyTmp;
    request.ownNetwork = spec.ownNetwork && mode != IsolationMode::None;
    request.uid = options_.boxUid;
    request.gid = options_.boxGid;
    request.allowNetworkSockets = spec.syscalls.allowNetworkSockets;
    request.allowUnixSockets = spec.syscalls.allowUnixSockets;

    std::unique_ptr<Process> process(new Process);
    UniqueFd outputMeasure, errorMeasure;
    auto input = openStream(spec.stdinSpec, false, process->input_);
    if (!input) return input.failure();
    auto output = openStream(spec.stdoutSpec, true,
                             spec.stdoutSpec.kind == StreamSpec::Kind::Pipe ? process->output_ : outputMeasure);
    if (!output) return output.failure();
    auto error = openStream(spec.stderrSpec, true,
                            spec.stderrSpec.kind == StreamSpec::Kind::Pipe ? process->error_ : errorMeasure);
    if (!error) return error.failure();
    if (spec.inheritedFds.size() > kMaxInheritedFds)
        return fail("at most " + std::to_string(kMaxInheritedFds) + " descriptors past stderr");
    std::vector<UniqueFd> inherited;
    for (int fd : spec.inheritedFds) {
        UniqueFd copy(fd < 0 ? ::open("/dev/null", O_RDWR | O_CLOEXEC) : ::fcntl(fd, F_DUPFD_CLOEXEC, 3));
        if (!copy) return fail("cannot hand over fd " + std::to_string(fd) + ": " + sys::errnoText());
        inherited.push_back(std::move(copy));
    }

    auto slot = pool_->take();
    if (!slot) return slot.failure();
    // Until its request is sent, a slot given up is never reused: its init is killed and the slot retired.
    auto discard = [this, &slot] {
        if (!slot || !slot->initPidfd) return;
        sys::pidfdSendSignal(slot->initPidfd.get(), SIGKILL);
        pool_->release(std::move(slot.value()), false);
    };
    ScopeExit discardUnlessSent(discard);
    if (limits.processes && slot->accounting->attachMode() == CgroupAttach::None) {
        // In a user namespace of its own the run's uid runs nothing else; without one it is this user's (or the
        // box user's), whose other processes count against RLIMIT_NPROC too.
        const uint64_t alreadyRunning =
            mode == IsolationMode::None ? tasksOfUser(runsAsBoxUser() ? options_.boxUid : ::getuid()) : 0;
        request.resourceLimits.push_back({RLIMIT_NPROC, alreadyRunning + static_cast<uint64_t>(*limits.processes)});
    }

    auto [reportRead, reportWrite] = sys::makePipe();
    if (!reportRead) return fail("pipe: " + sys::errnoText());
    std::vector<UniqueFd> binds;
    if (mode != IsolationMode::None && !request.mounts.empty()) {
        auto prepared = prepareBinds(request.mounts);
        if (!prepared) return prepared.failure();
        binds = std::move(prepared.value());
    }
    LaunchPacket packet{binds.size(), inherited.size()};
    std::vector<int> fds(packet.size(), -1);
    fds[LaunchPacket::kInput] = input->get();
    fds[LaunchPacket::kOutput] = output->get();
    fds[LaunchPacket::kError] = error->get();
    fds[LaunchPacket::kReport] = reportWrite.get();
    for (size_t i = 0; i < binds.size(); ++i)
        fds[LaunchPacket::kFirstBind + i] = binds[i].get();
    for (size_t i = 0; i < inherited.size(); ++i)
        fds[packet.firstInherited() + i] = inherited[i].get();
    request.inheritedFds = static_cast<uint32_t>(inherited.size());
    if (packet.size() > LaunchPacket::kMaxDescriptors)
        return fail("too many binds and descriptors for one run (" + std::to_string(packet.size()) + "; at most " +
                    std::to_string(LaunchPacket::kMaxDescriptors) + ")");
    std::string bytes = request.serialize();
    if (bytes.size() > kMaxRequestBytes)
        return fail("the program's arguments and environment are too large (" + std::to_string(bytes.size() / 1024) +
                    " KiB; at most " + std::to_string(kMaxRequestBytes / 1024) + " KiB)");
    // A slot kept between runs may have lost its init since (killed from outside, say): the run then
    // goes to another slot.
    for (int attempt = 1;; ++attempt) {
        if (auto applied = slot->accounting->applyLimits(limits); !applied) return applied.failure();
        slot->accounting->startRun();
        if (sys::sendWithFds(slot->control.get(), bytes.data(), bytes.size(), fds)) break;
        std::string why = sys::errnoText();
        discard();
        if (attempt == kSendAttempts) return fail("the sandbox slot is gone: " + why);
        slot = pool_->take();
        if (!slot) return slot.failure();
    }
    discardUnlessSent.dismiss();
    if (spec.stdoutSpec.kind == StreamSpec::Kind::Pipe || spec.stderrSpec.kind == StreamSpec::Kind::Pipe)
        process->outputLimit_ = limits.output.value_or(kPipeSafetyLimit);
    if (limits.truncateOutput && process->outputLimit_ != Process::kNoOutputLimit)
        process->truncateAt_ = process->outputLimit_.load();
    MonitorSetup setup;
    setup.slot = std::move(slot.value());
    setup.report = std::move(reportRead);
    setup.release = [pool = pool_](Slot used, bool reusable) { pool->release(std::move(used), reusable); };
    setup.limits = limits;
    setup.usableCpus = usableCpuCount(limits.cpus);
    auto measured = std::make_shared<UniqueFd>(std::move(outputMeasure));
    Process* raw = process.get();
    setup.outputBytes = [measured, raw]() -> uint64_t {
        struct stat info {};
        if (measured->valid() && ::fstat(measured->get(), &info) == 0) return static_cast<uint64_t>(info.st_size);
        return raw->outputBytes_.load();
    };
    process->monitor_ = std::make_unique<RunMonitor>(std::move(setup), monitors_);
    return process;
}

Result<std::vector<UniqueFd>> Sandbox::prepareBinds(const std::vector<MountRequest>& mounts) {
    // Asking the zygote's helper costs four process wake-ups, a third of a short run: a privileged
    // supervisor copies the mounts itself wherever the sandbox root has the mount point already.
    std::vector<UniqueFd> trees(mounts.size());
    std::vector<MountRequest> forHelper;
    std::vector<size_t> helperIndex;
    for (size_t i = 0; i < mounts.size(); ++i) {
        bool local = false;
        if (hostRoot_) {
            std::lock_guard lock(mountPointsMutex_);
            local = insidePrivateTmp(mounts[i].insidePath) || knownMountPoints_.count(mounts[i].insidePath) > 0;
        }
        if (!local) {
            forHelper.push_back(mounts[i]);
            helperIndex.push_back(i);
            continue;
        }
        auto tree = detachedBind(hostRoot_.get(), mounts[i], MountPoint::Exists);
        if (!tree) return tree.failure();
        trees[i] = std::move(tree.value());
    }
    if (forHelper.empty()) return trees;
    auto prepared = zygote_->prepareBinds(forHelper);
    if (!prepared) return prepared.failure();
    std::lock_guard lock(mountPointsMutex_);
    for (size_t j = 0; j < helperIndex.size(); ++j) {
        trees[helperIndex[j]] = std::move(prepared.value()[j]);
        knownMountPoints_.insert(forHelper[j].insidePath);
    }
    return trees;
}

RunResult Sandbox::run(const RunSpec& spec, std::stop_token stop) {
    if (stop.stop_requested()) {
        RunResult result;
        result.status = RunStatus::ForcedExit;
        return result;
    }
    auto process = start(spec);
    if (!process) {
        RunResult result;
        result.status = RunStatus::InternalError;
        result.internalError = process.error();
        return result;
    }
    std::stop_callback killOnStop(stop, [&process] { process.value()->kill(); });
    return process.value()->wait();
}

} // namespace jd::sandbox
