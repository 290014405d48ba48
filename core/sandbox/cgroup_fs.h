#pragma once
// Reading the host's cgroup layout and cgroup files, shared by the v1 and v2 back-ends and by doctor.
#include "../common/result.h"

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

std::optional<uint64_t> readNumber(const std::string& file);
// The value of `key` in a flat-keyed file such as cpu.stat or memory.events.
std::optional<uint64_t> readKey(const std::string& file, const std::string& key);
Result<void> write(const std::string& file, const std::string& value);
// rmdir with a short retry: the kernel can take a moment to drop a just-exited tree.
bool removeDirectory(const std::string& path);
// Removes run cgroups under `base` left by JudgeDesk processes that no longer exist.
void removeStale(const std::string& base);
std::string runName();

} // namespace jd::sandbox::cgroupfs
