#include "landlock.h"

#include <fcntl.h>
#include <linux/landlock.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>

namespace jd::sandbox {
namespace {

// Every right that changes the file system, as far as the kernel's ABI knows them. Truncation came with
// ABI 3 and re-linking between directories (REFER) with ABI 2: handled where known, so neither is a way out.
uint64_t writeRights(int abi) {
    uint64_t rights = LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_REMOVE_DIR | LANDLOCK_ACCESS_FS_REMOVE_FILE |
                      LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |
                      LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK |
                      LANDLOCK_ACCESS_FS_MAKE_SYM;
    if (abi >= 2) rights |= LANDLOCK_ACCESS_FS_REFER;
    if (abi >= 3) rights |= LANDLOCK_ACCESS_FS_TRUNCATE;
    return rights;
}

// The rights that apply to a file itself rather than to what a directory holds.
constexpr uint64_t kFileRights = LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_TRUNCATE;

// Writing beneath `path` is allowed; a path that does not exist allows nothing.
int allowBeneath(int ruleset, const char* path, uint64_t rights) {
    const int fd = ::open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return errno == ENOENT || errno == ENOTDIR ? 0 : errno;
    struct stat info {};
    int error = ::fstat(fd, &info) == 0 ? 0 : errno;
    if (error == 0) {
        landlock_path_beneath_attr beneath{};
        beneath.allowed_access = S_ISDIR(info.st_mode) ? rights : rights & kFileRights;
        beneath.parent_fd = fd;
        if (::syscall(SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &beneath, 0) != 0) error = errno;
    }
    ::close(fd);
    return error;
}

} // namespace

int landlockAbi() {
    const long abi = ::syscall(SYS_landlock_create_ruleset, nullptr, 0, LANDLOCK_CREATE_RULESET_VERSION);
    return abi > 0 ? static_cast<int>(abi) : 0;
}

int confineWithLandlock(const LaunchRequest& request) {
    const int abi = landlockAbi();
    if (abi == 0) return 0;
    landlock_ruleset_attr attributes{};
    attributes.handled_access_fs = writeRights(abi);
    if (abi >= kLandlockSignalScopeAbi) attributes.scoped = LANDLOCK_SCOPE_SIGNAL;
    const int ruleset = static_cast<int>(::syscall(SYS_landlock_create_ruleset, &attributes, sizeof attributes, 0));
    if (ruleset < 0) return errno;
    int error = allowBeneath(ruleset, "/dev", attributes.handled_access_fs);
    if (error == 0 && !request.readOnlyTmp) error = allowBeneath(ruleset, "/tmp", attributes.handled_access_fs);
    for (const std::string& path : request.writablePaths)
        if (error == 0) error = allowBeneath(ruleset, path.c_str(), attributes.handled_access_fs);
    if (error == 0 && ::syscall(SYS_landlock_restrict_self, ruleset, 0) != 0) error = errno;
    ::close(ruleset);
    return error;
}

} // namespace jd::sandbox
