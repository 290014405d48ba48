#include "cgroup_fs.h"

#include "runtime/syscalls.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <random>
#include <sstream>
#include <thread>

namespace jd::sandbox::cgroupfs {

std::vector<Mount> mounts() {
    std::vector<Mount> result;
    std::istringstream lines(sys::readFileString("/proc/self/mountinfo"));
    std::string line;
    while (std::getline(lines, line)) {
        // id parent major:minor root mountpoint options [optional...] - fstype source superoptions
        size_t dash = line.find(" - ");
        if (dash == std::string::npos) continue;
        std::istringstream head(line.substr(0, dash)), tail(line.substr(dash + 3));
        std::string id, parent, device, root, mountPoint, fsType, source, superOptions;
        head >> id >> parent >> device >> root >> mountPoint;
        tail >> fsType >> source >> superOptions;
        Mount mount;
        mount.path = mountPoint;
        if (fsType == "cgroup2") {
            mount.unified = true;
            std::istringstream controllers(sys::readFileString(mountPoint + "/cgroup.controllers"));
            std::string controller;
            while (controllers >> controller)
                mount.controllers.push_back(controller);
        } else if (fsType == "cgroup") {
            std::istringstream options(superOptions);
            std::string option;
            while (std::getline(options, option, ','))
                if (option != "rw" && option != "ro" && option.find('=') == std::string::npos)
                    mount.controllers.push_back(option);
        } else {
            continue;
        }
        result.push_back(std::move(mount));
    }
    return result;
}

std::optional<Mount> v1MountWith(const std::string& controller) {
    for (auto& mount : mounts())
        if (!mount.unified)
            for (const auto& c : mount.controllers)
                if (c == controller) return mount;
    return std::nullopt;
}

std::optional<Mount> v2Mount() {
    for (auto& mount : mounts())
        if (mount.unified) return mount;
    return std::nullopt;
}

std::string ownPath(const std::string& controller) {
    std::istringstream lines(sys::readFileString("/proc/self/cgroup"));
    std::string line;
    while (std::getline(lines, line)) {
        size_t first = line.find(':'), second = line.find(':', first + 1);
        if (first == std::string::npos || second == std::string::npos) continue;
        std::string controllers = line.substr(first + 1, second - first - 1);
        std::string path = line.substr(second + 1);
        if (controller.empty() && line.rfind("0::", 0) == 0) return path;
        std::istringstream list(controllers);
        std::string c;
        while (!controller.empty() && std::getline(list, c, ','))
            if (c == controller) return path;
    }
    return {};
}

std::string v2StartingDirectory() {
    auto mount = v2Mount();
    if (!mount) return {};
    std::string own = mount->path + ownPath("");
    const std::string leaf = std::string("/") + kSupervisorLeaf;
    if (own.size() > leaf.size() && own.compare(own.size() - leaf.size(), leaf.size(), leaf) == 0)
        own.resize(own.size() - leaf.size());
    return own;
}

std::optional<uint64_t> readKey(const std::string& file, const std::string& key) {
    bool ok = false;
    std::istringstream lines(sys::readFileString(file, &ok));
    if (!ok) return std::nullopt;
    std::string name;
    uint64_t value;
    while (lines >> name >> value)
        if (name == key) return value;
    return std::nullopt;
}

Result<void> write(const std::string& file, const std::string& value) {
    if (!sys::writeFileString(file, value)) return fail("writing " + value + " to " + file + ": " + sys::errnoText());
    return {};
}

bool removeDirectory(const std::string& path) {
    for (int attempt = 0; attempt < 200; ++attempt) {
        if (::rmdir(path.c_str()) == 0 || errno == ENOENT) return true;
        if (errno != EBUSY) return false;
        std::this_thread::sleep_for(std::chrono::microseconds(attempt < 20 ? 100 : 1000));
    }
    return false;
}

void removeStale(const std::string& base) {
    DIR* dir = ::opendir(base.c_str());
    if (!dir) return;
    while (dirent* entry = ::readdir(dir)) {
        std::string name = entry->d_name;
        if (name.rfind("run-", 0) != 0) continue;
        pid_t owner = static_cast<pid_t>(std::strtol(name.c_str() + 4, nullptr, 10));
        if (owner > 0 && (::kill(owner, 0) == 0 || errno == EPERM)) continue;
        ::rmdir((base + "/" + name).c_str());
    }
    ::closedir(dir);
}

std::string runName() {
    // A process may hold two copies of this code (a program linking the judging library and
    // libjudgedesk-commonbox, which keeps its own inside): each copy's names carry a tag of its own.
    static const std::string copy = [] {
        char tag[17];
        std::snprintf(tag, sizeof tag, "%08x", std::random_device{}());
        return std::string(tag);
    }();
    static std::atomic<uint64_t> counter{0};
    return "run-" + std::to_string(::getpid()) + "-" + copy + "-" + std::to_string(++counter);
}

OpenFile::OpenFile(const std::string& path, bool writable)
    : path_(path)
    , writable_(writable) {
    open();
}

bool OpenFile::open() const {
    if (!fd_ && !path_.empty()) fd_.reset(::open(path_.c_str(), (writable_ ? O_RDWR : O_RDONLY) | O_CLOEXEC));
    return fd_.valid();
}

std::string OpenFile::read() const {
    char buffer[1024];
    ssize_t got = open() ? ::pread(fd_.get(), buffer, sizeof buffer - 1, 0) : -1;
    return got > 0 ? std::string(buffer, static_cast<size_t>(got)) : std::string();
}

std::optional<uint64_t> OpenFile::number() const {
    std::string text = read();
    if (text.empty()) return std::nullopt;
    if (text.rfind("max", 0) == 0) return UINT64_MAX;
    return std::strtoull(text.c_str(), nullptr, 10);
}

std::optional<uint64_t> OpenFile::key(const std::string& name) const {
    std::istringstream lines(read());
    std::string key;
    uint64_t value;
    while (lines >> key >> value)
        if (key == name) return value;
    return std::nullopt;
}

Result<void> OpenFile::write(const std::string& value) const {
    if (!open() || ::pwrite(fd_.get(), value.data(), value.size(), 0) != static_cast<ssize_t>(value.size()))
        return fail("writing " + value + " to " + path_ + ": " + sys::errnoText());
    return {};
}

} // namespace jd::sandbox::cgroupfs
