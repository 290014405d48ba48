#include "user_tasks.h"

#include "runtime/syscalls.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>

#include <cctype>
#include <cstdlib>
#include <memory>
#include <string>

namespace jd::sandbox {

uint64_t tasksOfUser(uid_t uid) {
    std::unique_ptr<DIR, int (*)(DIR*)> proc(::opendir("/proc"), ::closedir);
    if (!proc) return 0;
    uint64_t tasks = 0;
    while (const dirent* entry = ::readdir(proc.get())) {
        if (!std::isdigit(static_cast<unsigned char>(entry->d_name[0]))) continue;
        struct stat info {};
        if (::fstatat(::dirfd(proc.get()), entry->d_name, &info, 0) != 0 || info.st_uid != uid) continue;
        // Threads: counts the process itself; a process gone since readdir counts nothing.
        const std::string status = sys::readFileString(std::string("/proc/") + entry->d_name + "/status");
        const size_t at = status.find("\nThreads:");
        if (at != std::string::npos) tasks += std::strtoull(status.c_str() + at + 9, nullptr, 10);
    }
    return tasks;
}

} // namespace jd::sandbox
