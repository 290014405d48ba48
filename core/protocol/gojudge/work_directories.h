#pragma once
// The cmds' working directories, made ahead and removed after use by a thread of their own: a request
// pays neither for making one nor for removing what its programs left in it (a short run costs less
// than either on a disk, and not much more on a tmpfs).
#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

namespace jd::gojudge {

class WorkDirectories;

// One directory, the holder's alone until it goes; then it is removed with everything in it.
class WorkDirectory {
public:
    WorkDirectory() = default;
    WorkDirectory(WorkDirectories* owner, std::string path)
        : owner_(owner)
        , path_(std::move(path)) {}
    WorkDirectory(WorkDirectory&& other) noexcept;
    WorkDirectory& operator=(WorkDirectory&& other) noexcept;
    ~WorkDirectory();

    bool valid() const { return !path_.empty(); }
    const std::string& path() const { return path_; }

private:
    WorkDirectories* owner_ = nullptr;
    std::string path_;
};

class WorkDirectories {
public:
    // Keeps `spares` empty directories ready below `root`.
    WorkDirectories(std::string root, size_t spares);
    ~WorkDirectories(); // every directory it made is removed
    WorkDirectories(const WorkDirectories&) = delete;
    WorkDirectories& operator=(const WorkDirectories&) = delete;

    // An empty directory (invalid when none can be made).
    WorkDirectory take();
    // The runner's: below /dev/shm when it is a writable tmpfs (as go-judge's /w is one), else the
    // temporary directory.
    static WorkDirectories& forRuns();

private:
    friend class WorkDirectory;
    void giveBack(std::string path);
    std::string make() const;
    void tidy(std::stop_token stop);

    std::string root_;
    size_t spares_;
    std::mutex mutex_;
    std::condition_variable_any changed_;
    std::vector<std::string> ready_, used_;
    std::jthread janitor_; // last: it goes first
};

} // namespace jd::gojudge
