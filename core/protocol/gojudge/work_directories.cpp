#include "work_directories.h"

#include <linux/magic.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <utility>

namespace jd::gojudge {

WorkDirectory::WorkDirectory(WorkDirectory&& other) noexcept
    : owner_(std::exchange(other.owner_, nullptr))
    , path_(std::exchange(other.path_, {})) {}

WorkDirectory& WorkDirectory::operator=(WorkDirectory&& other) noexcept {
    if (this != &other) {
        WorkDirectory old(std::move(*this));
        owner_ = std::exchange(other.owner_, nullptr);
        path_ = std::exchange(other.path_, {});
    }
    return *this;
}

WorkDirectory::~WorkDirectory() {
    if (owner_ && !path_.empty()) owner_->giveBack(std::move(path_));
}

namespace {

constexpr char kPrefix[] = "judgedesk-w-";

// What a process that was killed left (its name says whose): removed, as nothing else would.
void removeLeftovers(const std::string& root) {
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(root, error)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(kPrefix, 0) != 0) continue;
        const long pid = std::strtol(name.c_str() + sizeof kPrefix - 1, nullptr, 10);
        struct stat status {};
        if (pid <= 0 || ::lstat(entry.path().c_str(), &status) != 0 || status.st_uid != ::geteuid()) continue;
        if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH) std::filesystem::remove_all(entry.path(), error);
    }
}

} // namespace

WorkDirectories::WorkDirectories(std::string root, size_t spares)
    : root_(std::move(root))
    , spares_(spares)
    , janitor_([this](std::stop_token stop) {
        removeLeftovers(root_);
        tidy(stop);
    }) {}

WorkDirectories::~WorkDirectories() {
    janitor_.request_stop();
    changed_.notify_all();
    if (janitor_.joinable()) janitor_.join();
    std::error_code ignored;
    for (const auto& path : ready_)
        std::filesystem::remove_all(path, ignored);
    for (const auto& path : used_)
        std::filesystem::remove_all(path, ignored);
}

WorkDirectories& WorkDirectories::forRuns() {
    static WorkDirectories directories(
        [] {
            struct statfs info;
            if (::statfs("/dev/shm", &info) == 0 && info.f_type == TMPFS_MAGIC &&
                ::access("/dev/shm", W_OK | X_OK) == 0)
                return std::string("/dev/shm");
            return std::filesystem::temp_directory_path().string();
        }(),
        8);
    return directories;
}

std::string WorkDirectories::make() const {
    std::string pattern = root_ + "/" + kPrefix + std::to_string(::getpid()) + "-XXXXXX";
    return ::mkdtemp(pattern.data()) ? pattern : std::string();
}

WorkDirectory WorkDirectories::take() {
    std::string path;
    {
        std::lock_guard lock(mutex_);
        if (!ready_.empty()) {
            path = std::move(ready_.back());
            ready_.pop_back();
        }
    }
    changed_.notify_one(); // one fewer ready: the janitor makes another
    if (path.empty()) path = make();
    return path.empty() ? WorkDirectory() : WorkDirectory(this, std::move(path));
}

void WorkDirectories::giveBack(std::string path) {
    {
        std::lock_guard lock(mutex_);
        used_.push_back(std::move(path));
    }
    changed_.notify_one();
}

void WorkDirectories::tidy(std::stop_token stop) {
    std::unique_lock lock(mutex_);
    while (!stop.stop_requested()) {
        changed_.wait(lock, stop, [this] { return !used_.empty() || ready_.size() < spares_; });
        if (stop.stop_requested()) break;
        if (!used_.empty()) {
            const std::string path = std::move(used_.back());
            used_.pop_back();
            lock.unlock();
            std::error_code ignored; // what cannot be removed stays; the rest goes
            std::filesystem::remove_all(path, ignored);
            lock.lock();
        } else {
            lock.unlock();
            std::string made = make();
            lock.lock();
            if (made.empty()) {
                // Nowhere to make one now: take() makes its own, and this thread waits for news.
                changed_.wait(lock, stop, [this] { return !used_.empty(); });
                continue;
            }
            ready_.push_back(std::move(made));
        }
    }
}

} // namespace jd::gojudge
