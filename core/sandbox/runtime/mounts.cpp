#include "mounts.h"

#include "syscalls.h"

#include <dirent.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <sched.h>
#include <sys/mount.h> // glibc 2.36+: also the new mount API constants (open_tree, move_mount)
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <iterator>
#include <vector>

namespace jd::sandbox {
namespace {

// What a compiled program, a JVM, Python or Node.js needs to start; missing ones are skipped.
constexpr const char* kSystemPaths[] = {"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};
constexpr const char* kEtcEntries[] = {"ld.so.cache", "ld.so.conf", "ld.so.conf.d", "alternatives",
                                       "localtime",   "timezone",   "mime.types",   "ssl"};
constexpr const char* kDeviceNodes[] = {"null", "zero", "full", "random", "urandom"};

std::string errorAt(const std::string& what, const std::string& path) {
    return what + " " + path + ": " + sys::errnoText();
}

Result<void> makeDirectories(const std::string& path, mode_t mode = 0755) {
    for (size_t slash = 1; slash != std::string::npos;) {
        slash = path.find('/', slash + 1);
        std::string prefix = path.substr(0, slash);
        if (::mkdir(prefix.c_str(), mode) != 0 && errno != EEXIST) return fail(errorAt("mkdir", prefix));
    }
    return {};
}

Result<void> makeMountPoint(const std::string& path, bool directory) {
    if (directory) return makeDirectories(path);
    auto parent = makeDirectories(path.substr(0, path.rfind('/')));
    if (!parent) return parent;
    int fd = ::open(path.c_str(), O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
    if (fd < 0 && errno != EEXIST) return fail(errorAt("creating mount point", path));
    if (fd >= 0) ::close(fd);
    return {};
}

// A bind's per-mount flags can only be changed while keeping the flags that are locked on the source
// (a user namespace may not clear nosuid/nodev/noexec it inherited), so carry them over.
unsigned long lockedFlags(const std::string& path) {
    struct statvfs info {};
    if (::statvfs(path.c_str(), &info) != 0) return 0;
    unsigned long flags = 0;
    if (info.f_flag & ST_NOSUID) flags |= MS_NOSUID;
    if (info.f_flag & ST_NODEV) flags |= MS_NODEV;
    if (info.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
    if (info.f_flag & ST_NOATIME) flags |= MS_NOATIME;
    if (info.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
    if (info.f_flag & ST_RELATIME) flags |= MS_RELATIME;
    return flags;
}

Result<void> bindMount(const std::string& source, const std::string& target, bool writable, bool devices) {
    if (::mount(source.c_str(), target.c_str(), nullptr, MS_BIND | MS_REC, nullptr) != 0)
        return fail(errorAt("bind mount of", source));
    unsigned long flags = MS_BIND | MS_REMOUNT | MS_NOSUID | lockedFlags(target);
    if (!devices) flags |= MS_NODEV;
    if (!writable) flags |= MS_RDONLY;
    if (::mount(nullptr, target.c_str(), nullptr, flags, nullptr) != 0) return fail(errorAt("remounting", target));
    return {};
}

// Recreates `path` from the host under `newRoot`: a symlink stays a symlink, anything else is bound.
Result<void> mirrorHostPath(const std::string& newRoot, const std::string& path, bool devices = false) {
    struct stat info {};
    if (::lstat(path.c_str(), &info) != 0) return {}; // absent on this host: nothing to mirror
    std::string target = newRoot + path;
    if (S_ISLNK(info.st_mode)) {
        char link[4096];
        ssize_t size = ::readlink(path.c_str(), link, sizeof link - 1);
        if (size < 0) return fail(errorAt("readlink", path));
        link[size] = '\0';
        if (::symlink(link, target.c_str()) != 0 && errno != EEXIST) return fail(errorAt("symlink", target));
        return {};
    }
    auto point = makeMountPoint(target, S_ISDIR(info.st_mode));
    if (!point) return point;
    return bindMount(path, target, false, devices);
}

Result<void> writeFile(const std::string& path, const std::string& contents) {
    UniqueFd fd(::open(path.c_str(), O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0644));
    if (!fd || !sys::writeAll(fd.get(), contents.data(), contents.size())) return fail(errorAt("writing", path));
    return {};
}

Result<void> mountTmp(uint64_t tmpSize) {
    std::string options = "size=" + std::to_string(tmpSize) + ",mode=1777";
    if (::mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, options.c_str()) != 0)
        return fail("mounting /tmp: " + sys::errnoText());
    return {};
}

} // namespace

bool insidePrivateTmp(const std::string& path) { return path.rfind("/tmp/", 0) == 0; }

bool isSystemPath(const std::string& path) {
    for (const char* system : kSystemPaths) {
        std::string prefix = std::string(system) + "/";
        if (path.rfind(prefix, 0) == 0) return true;
    }
    return false;
}

Result<void> buildSandboxRoot(const std::string& newRoot) {
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
        return fail("making mounts private: " + sys::errnoText());
    if (::mount("tmpfs", newRoot.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "size=4m,mode=0755") != 0)
        return fail(errorAt("mounting the root tmpfs on", newRoot));

    for (const char* path : kSystemPaths)
        if (auto mirrored = mirrorHostPath(newRoot, path); !mirrored) return mirrored;

    if (auto etc = makeDirectories(newRoot + "/etc"); !etc) return etc;
    for (const char* entry : kEtcEntries)
        if (auto mirrored = mirrorHostPath(newRoot, std::string("/etc/") + entry); !mirrored) return mirrored;
    // Language runtimes keep their configuration in /etc, often under versioned names (java-21-openjdk,
    // python3.13, fpc-3.2.2.cfg): Free Pascal finds its units there, R its environment, Mono its assemblies.
    static constexpr const char* kRuntimeConfiguration[] = {"java", "python", "node",   "fpc",  "mono", "R",
                                                            "php",  "perl",   "sbclrc", "ruby", "gnat", "swi"};
    if (DIR* etc = ::opendir("/etc")) {
        while (dirent* entry = ::readdir(etc)) {
            std::string name = entry->d_name;
            const bool runtime = std::any_of(std::begin(kRuntimeConfiguration), std::end(kRuntimeConfiguration),
                                             [&](const char* prefix) { return name.rfind(prefix, 0) == 0; });
            if (runtime && name != "." && name != "..")
                if (auto mirrored = mirrorHostPath(newRoot, "/etc/" + name); !mirrored) {
                    ::closedir(etc);
                    return mirrored;
                }
        }
        ::closedir(etc);
    }
    auto passwd = writeFile(newRoot + "/etc/passwd", "root:x:0:0:root:/tmp:/bin/sh\n"
                                                     "nobody:x:65534:65534:nobody:/tmp:/usr/sbin/nologin\n");
    if (!passwd) return passwd;
    if (auto group = writeFile(newRoot + "/etc/group", "root:x:0:\nnogroup:x:65534:\n"); !group) return group;

    if (auto dev = makeDirectories(newRoot + "/dev"); !dev) return dev;
    for (const char* node : kDeviceNodes)
        if (auto mirrored = mirrorHostPath(newRoot, std::string("/dev/") + node, true); !mirrored) return mirrored;
    const std::pair<const char*, const char*> deviceLinks[] = {
        {"/proc/self/fd", "/dev/fd"},
        {"/proc/self/fd/0", "/dev/stdin"},
        {"/proc/self/fd/1", "/dev/stdout"},
        {"/proc/self/fd/2", "/dev/stderr"},
        {"/tmp", "/dev/shm"}}; // POSIX shared memory lands in the run's own size-capped /tmp
    for (const auto& [target, link] : deviceLinks)
        if (::symlink(target, (newRoot + link).c_str()) != 0) return fail(errorAt("symlink", newRoot + link));

    for (const char* dir : {"/proc", "/tmp", "/box", kHostRootInside})
        if (auto made = makeDirectories(newRoot + dir); !made) return made;

    if (::syscall(SYS_pivot_root, newRoot.c_str(), (newRoot + kHostRootInside).c_str()) != 0)
        return fail("pivot_root: " + sys::errnoText());
    if (::chdir("/") != 0) return fail("chdir /: " + sys::errnoText());
    return {};
}

Result<void> prepareSlotMounts(uint64_t tmpSize, bool freshProc) {
    // A fresh procfs shows only this run's processes. In a user namespace the kernel allows it only while
    // a fully visible procfs is mounted in this namespace: the host's, kept for this at /.hostproc.
    if (freshProc && ::mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) != 0)
        return fail("mounting /proc: " + sys::errnoText());
    if (auto mounted = mountTmp(tmpSize); !mounted) return mounted;
    if (::access(kHostProcInside, F_OK) == 0 && ::umount2(kHostProcInside, MNT_DETACH) != 0)
        return fail("detaching the host /proc: " + sys::errnoText());
    if (::mount(nullptr, "/", nullptr, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0)
        return fail("making / read-only: " + sys::errnoText());
    return {};
}

Result<void> leaveHostRoot(bool keepHostProc) {
    if (::unshare(CLONE_NEWNS) != 0) return fail("unshare(mount namespace): " + sys::errnoText());
    if (keepHostProc) {
        if (auto point = makeDirectories(kHostProcInside); !point) return point;
        std::string hostProc = std::string(kHostRootInside) + "/proc";
        if (::mount(hostProc.c_str(), kHostProcInside, nullptr, MS_BIND | MS_REC, nullptr) != 0)
            return fail("keeping the host /proc: " + sys::errnoText());
    }
    if (::umount2(kHostRootInside, MNT_DETACH) != 0) return fail("detaching the host root: " + sys::errnoText());
    return {};
}

Result<UniqueFd> detachedBind(int hostRoot, const MountRequest& mount, MountPoint point) {
    if (mount.hostPath.size() < 2 || mount.hostPath[0] != '/' || mount.insidePath.empty() || mount.insidePath[0] != '/')
        return fail("bind paths must be absolute: " + mount.hostPath + " -> " + mount.insidePath);
    if (mount.insidePath == "/proc" || mount.insidePath.rfind("/proc/", 0) == 0 || mount.insidePath == "/tmp")
        return fail("cannot bind over " + mount.insidePath + ": it belongs to the run");
    // The supervisor resolved every symlink already; refusing new ones stops a program of an earlier run
    // from redirecting this bind through a symlink planted in a writable directory.
    open_how how{};
    how.flags = O_PATH | O_CLOEXEC;
    how.resolve = RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
    UniqueFd source(static_cast<int>(::syscall(SYS_openat2, hostRoot, mount.hostPath.c_str() + 1, &how, sizeof how)));
    if (!source) return fail(errorAt("opening bind source", mount.hostPath));
    struct stat info {};
    if (::fstat(source.get(), &info) != 0) return fail(errorAt("stat", mount.hostPath));
    // Below /tmp the mount point goes into the run's private /tmp, which only its init can reach.
    if (point == MountPoint::Make && !insidePrivateTmp(mount.insidePath))
        if (auto made = makeMountPoint(mount.insidePath, S_ISDIR(info.st_mode)); !made) return made.failure();
    UniqueFd tree(static_cast<int>(::syscall(SYS_open_tree, source.get(), "",
                                             OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_EMPTY_PATH | AT_RECURSIVE)));
    if (!tree) return fail(errorAt("copying the mount of", mount.hostPath));
    mount_attr attributes{};
    attributes.attr_set = MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV | (mount.writable ? 0 : MOUNT_ATTR_RDONLY);
    if (::syscall(SYS_mount_setattr, tree.get(), "", AT_EMPTY_PATH | AT_RECURSIVE, &attributes, sizeof attributes) != 0)
        return fail(errorAt("restricting the bind of", mount.hostPath));
    return tree;
}

Result<void> attachBind(int tree, const std::string& insidePath) {
    if (insidePrivateTmp(insidePath)) {
        struct stat info {};
        if (::fstat(tree, &info) != 0) return fail(errorAt("stat of the bind for", insidePath));
        if (auto point = makeMountPoint(insidePath, S_ISDIR(info.st_mode)); !point) return point;
    }
    if (::syscall(SYS_move_mount, tree, "", AT_FDCWD, insidePath.c_str(), MOVE_MOUNT_F_EMPTY_PATH) != 0)
        return fail(errorAt("mounting a bind at", insidePath));
    return {};
}

Result<void> mountTmpfsOver(const std::string& insidePath, uint64_t size) {
    const std::string options = "size=" + std::to_string(size) + ",mode=1777";
    if (::mount("tmpfs", insidePath.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, options.c_str()) != 0)
        return fail(errorAt("mounting a tmpfs at", insidePath));
    return {};
}

Result<void> remountTmp(uint64_t tmpSize, bool readOnly) {
    std::string options = "size=" + std::to_string(tmpSize);
    const unsigned long flags = MS_REMOUNT | MS_NOSUID | MS_NODEV | (readOnly ? MS_RDONLY : 0);
    if (::mount(nullptr, "/tmp", nullptr, flags, options.c_str()) != 0)
        return fail("remounting /tmp: " + sys::errnoText());
    return {};
}

Result<void> resetSlotMounts(const std::vector<std::string>& boundPaths, uint64_t tmpSize) {
    for (auto path = boundPaths.rbegin(); path != boundPaths.rend(); ++path)
        if (!insidePrivateTmp(*path) && ::umount2(path->c_str(), MNT_DETACH) != 0)
            return fail(errorAt("detaching the bind at", *path));
    // Binds below /tmp go with it.
    if (::umount2("/tmp", MNT_DETACH) != 0) return fail("detaching /tmp: " + sys::errnoText());
    return mountTmp(tmpSize);
}

} // namespace jd::sandbox
