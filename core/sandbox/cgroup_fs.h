#pragma once
// Reading the host's cgroup layout and cgroup files, shared by the v1 and v2 back-ends and by doctor.
#include "../common/result.h"
#include "unique_fd.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace jd::sandbox::cgroupfs {

struct Mount {
    std::string path;
    bool unified = false;                 // cgroup2
    std::vector<std::string> controllers; // v1: from the mount options; v2: cgroup.controllers
};

std::vector<Mount> mounts();
std::optional<Mount> v1MountWith(const std::string& controller);
std::optional<Mount> v2Mount();
// The calling process's cgroup in the hierarchy: "0::/path" for v2, the controller's line for v1.
std::string ownPath(const std::string& controllerOrEmptyForV2);

// An ordinary user's sandbox moves itself into this leaf of its delegated cgroup, so that the cgroup
// may hand controllers down to the runs ("no internal processes").
inline constexpr char kSupervisorLeaf[] = "supervisor";
// The cgroup v2 directory this process was started in: its own, or the one above the supervisor
// leaf once a sandbox of this process moved it there. Empty without a cgroup2 mount.
std::string v2StartingDirectory();

// The value of `key` in a flat-keyed file such as cpu.stat or memory.events.
std::optional<uint64_t> readKey(const std::string& file, const std::string& key);
Result<void> write(const std::string& file, const std::string& value);
// rmdir with a short retry: the kernel can take a moment to drop a just-exited tree.
bool removeDirectory(const std::string& path);
// Removes run cgroups under `base` left by JudgeDesk processes that no longer exist.
void removeStale(const std::string& base);
// "run-PID-COPY-N": the pid first, which removeStale goes by.
std::string runName();

// One cgroup interface file kept open: opening a kernfs file costs more than reading it, and a run's
// files are read 50 times a second. Reads start at offset 0 each time (the kernel regenerates them).
// A file that could not be opened yet is tried again when used.
class OpenFile {
public:
    OpenFile() = default;
    OpenFile(const std::string& path, bool writable);
    bool valid() const { return open(); }
    const std::string& path() const { return path_; }
    std::optional<uint64_t> number() const;
    std::optional<uint64_t> key(const std::string& name) const;
    Result<void> write(const std::string& value) const;

private:
    bool open() const;
    std::string read() const;
    std::string path_;
    bool writable_ = false;
    mutable UniqueFd fd_;
};

} // namespace jd::sandbox::cgroupfs
