#pragma once
// What a caller asks of one sandboxed run: the program, its files, its limits and where its standard
// streams go. Plain data; the Sandbox turns it into a launch request for the zygote.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace jd::sandbox {

using Nanoseconds = std::chrono::nanoseconds;

struct Limits {
    std::optional<Nanoseconds> cpuTime; // user+sys of the whole process tree
    std::optional<Nanoseconds> wallTime;
    std::optional<uint64_t> memory;       // bytes, resident memory of the whole tree
    std::optional<uint64_t> stack;        // bytes, per process
    std::optional<uint64_t> addressSpace; // bytes of virtual memory per process (RLIMIT_AS), as problemtools limits
    std::optional<uint64_t> output;       // bytes, each file and each captured pipe
    // A captured stdout pipe past `output` is cut off and the program runs on (DOMjudge), instead of
    // ending the run with OL; RunResult::outputBytes still counts everything it wrote.
    bool truncateOutput = false;
    std::optional<int> processes; // processes + threads of the tree
    std::optional<int> openFiles;
    std::vector<int> cpus; // empty: any CPU
    // bytes of data segment and heap per process (RLIMIT_DATA): a malloc past it fails at once, as go-judge's
    // dataSegmentLimit asks
    std::optional<uint64_t> dataSegment;
    // CPUs' worth of time the whole tree may use per scheduling period (0.5: half of one CPU), a throttle,
    // not a limit: cgroup v2 cpu.max, v1 CFS quota. Without a cpu cgroup it is not applied
    // (the accounting's description, in doctor and Sandbox::report(), names "cpu" where it is).
    std::optional<double> cpuRate;
};

struct BindMount {
    std::string hostPath;
    std::string insidePath;
    bool writable = false;
    // Nonzero: the run finds a fresh tmpfs of this many bytes at insidePath instead (a container's /app of
    // a fixed size); the host path only makes the mount point. IsolationMode::None, without mounts of its
    // own, shows the host directory, uncapped.
    uint64_t tmpfsSize = 0;
};

// Where a standard stream comes from or goes to.
struct StreamSpec {
    enum class Kind { Null, File, Fd, Pipe };
    Kind kind = Kind::Null;
    std::string path; // Kind::File (host path; created/truncated for output streams)
    int fd = -1;      // Kind::Fd: duplicated, the caller keeps its own copy
    static StreamSpec null() { return {}; }
    static StreamSpec file(std::string path) { return {Kind::File, std::move(path), -1}; }
    static StreamSpec fromFd(int fd) { return {Kind::Fd, {}, fd}; }
    static StreamSpec pipe() { return {Kind::Pipe, {}, -1}; }
};

struct SyscallPolicy {
    bool allowNetworkSockets = false; // AF_INET/AF_INET6 sockets (the net namespace still has no route out)
    bool allowUnixSockets = true;
};

struct RunSpec {
    std::vector<std::string> argv;        // argv[0] is looked up in the PATH of `environment`
    std::vector<std::string> environment; // exactly what the program gets, "KEY=VALUE"
    std::string workingDirectory = "/tmp";
    std::vector<BindMount> binds;
    Limits limits;
    StreamSpec stdinSpec = StreamSpec::null();
    StreamSpec stdoutSpec = StreamSpec::null();
    StreamSpec stderrSpec = StreamSpec::null();
    SyscallPolicy syscalls;
    uint64_t tmpSize = 64ull << 20; // the private /tmp's size cap
    // The private /tmp mounted read-only for this run: a judge where nothing is the program's to write
    // (DOMjudge has no /tmp at all). Only where the run has its own mounts; IsolationMode::None has none.
    bool readOnlyTmp = false;
    // A network namespace of the run's own with only loopback, up: a web application the run starts is
    // reachable from inside it and from nowhere else (no other run shares its ports). Costs a namespace per
    // run, so only where asked. Not in IsolationMode::None.
    bool ownNetwork = false;
    // The program's descriptors past stderr: inheritedFds[i] becomes its fd 3 + i (duplicated; the caller
    // keeps its own). -1 leaves /dev/null there. At most kMaxInheritedFds.
    std::vector<int> inheritedFds;
};

inline constexpr size_t kMaxInheritedFds = 64;

} // namespace jd::sandbox
