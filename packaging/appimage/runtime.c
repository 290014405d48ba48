// JudgeDesk's AppImage runtime (type 2): the ELF at the head of JudgeDesk-<version>-x86_64.AppImage,
// with the application's squashfs appended. No upstream runtime can be fetched here, so this one is
// built from Debian's static squashfuse and libfuse3.
//
// It mounts the squashfs read-only with FUSE and executes its AppRun; the FUSE server (a child
// process) stays until every process holding the keep-alive descriptor handed to AppRun has exited,
// then unmounts and removes its mount point. Where FUSE cannot be used (no /dev/fuse, no fusermount3)
// it extracts the image into a private temporary directory instead, runs it, and removes it.
//
// A start from a FUSE mount reads every page the application touches through the FUSE server and
// decompresses it: about three times the native start. So once the application has ended, the FUSE
// server (by then unmounted) extracts the image into the user's cache, and later starts run from that
// copy (~/.cache/judgedesk/appimage/<crc>-<size>, made whole or not at all; only the two most recently
// used images are kept). JUDGEDESK_APPIMAGE_CACHE=off turns this off; --appimage-uncache removes them.
// Where FUSE cannot be used the copy is made before the first start.
//
// The image is checked before anything runs from it: the ELF, the type-2 magic, the squashfs
// superblock against the file's size (a truncated download), and a CRC-32 of the squashfs recorded
// when the image was built (a damaged one). The CRC is computed once per image file and remembered
// in the user's cache, so that a start costs a full read only the first time.
//
// Options (AppImage's names): --appimage-help, --appimage-version, --appimage-offset,
// --appimage-extract [PATTERN], --appimage-extract-and-run [ARGS], --appimage-mount; ours:
// --appimage-verify, --appimage-uncache. APPIMAGE_EXTRACT_AND_RUN=1 extracts and runs;
// APPIMAGE_EXTRACT_AND_RUN_NO_CLEANUP=1 keeps the extracted copy.
#define _GNU_SOURCE
#include <dirent.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <ftw.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <squashfuse/ll.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

#ifndef JUDGEDESK_VERSION
#define JUDGEDESK_VERSION "unknown"
#endif

// Sections the type-2 specification reserves (update information, signature and its key), zero-filled
// when unused, and JudgeDesk's digest of the squashfs, written by packaging/appimage/seal.py.
#define DIGEST_SIZE 64
__attribute__((section(".upd_info"), used)) static const char update_info[1024];
__attribute__((section(".sha256_sig"), used)) static const char signature[1024];
__attribute__((section(".sig_key"), used)) static const char signature_key[8192];
__attribute__((section(".judgedesk_digest"), used)) static const char digest_section[DIGEST_SIZE];

static const char* program = "JudgeDesk.AppImage";

static void say_list(const char* format, va_list args) {
    fprintf(stderr, "%s: ", program);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
}

static void say(const char* format, ...) {
    va_list args;
    va_start(args, format);
    say_list(format, args);
    va_end(args);
}

static _Noreturn void die(const char* format, ...) {
    va_list args;
    va_start(args, format);
    say_list(format, args);
    va_end(args);
    exit(127);
}

// --- The image ---

struct image {
    const char* path;
    int fd;
    off_t size;        // of the whole file
    off_t offset;      // where the squashfs starts: the end of the ELF
    uint64_t squashfs; // bytes of the squashfs as built (with its padding), else as its superblock says
    uint32_t crc;      // recorded at build time
    bool has_crc;
};

static bool read_at(int fd, void* buffer, size_t size, off_t at) {
    return pread(fd, buffer, size, at) == (ssize_t)size;
}

// The end of the ELF: the furthest of the section header table and the sections' contents.
static off_t elf_end(const struct image* image, Elf64_Ehdr* header, off_t* digest_at) {
    *digest_at = -1;
    if (!read_at(image->fd, header, sizeof *header, 0) || memcmp(header->e_ident, ELFMAG, SELFMAG) != 0 ||
        header->e_ident[EI_CLASS] != ELFCLASS64 || header->e_shentsize != sizeof(Elf64_Shdr))
        return -1;
    off_t end = (off_t)(header->e_shoff + (uint64_t)header->e_shnum * header->e_shentsize);
    Elf64_Shdr names;
    if (!read_at(image->fd, &names, sizeof names,
                 (off_t)(header->e_shoff + (uint64_t)header->e_shstrndx * sizeof(Elf64_Shdr))))
        return -1;
    for (unsigned index = 0; index < header->e_shnum; ++index) {
        Elf64_Shdr section;
        if (!read_at(image->fd, &section, sizeof section, (off_t)(header->e_shoff + index * sizeof section))) return -1;
        if (section.sh_type != SHT_NOBITS && (off_t)(section.sh_offset + section.sh_size) > end)
            end = (off_t)(section.sh_offset + section.sh_size);
        char name[32] = {0};
        if (read_at(image->fd, name, sizeof name - 1, (off_t)(names.sh_offset + section.sh_name)) &&
            strcmp(name, ".judgedesk_digest") == 0 && section.sh_size == DIGEST_SIZE)
            *digest_at = (off_t)section.sh_offset;
    }
    return end;
}

// Opens the image and checks what can be checked without reading it all.
static void open_image(struct image* image, const char* path) {
    image->path = path;
    image->fd = open(path, O_RDONLY | O_CLOEXEC);
    if (image->fd < 0) die("cannot open %s: %s", path, strerror(errno));
    struct stat status;
    if (fstat(image->fd, &status) != 0) die("cannot read %s: %s", path, strerror(errno));
    image->size = status.st_size;

    Elf64_Ehdr header;
    off_t digest_at;
    image->offset = elf_end(image, &header, &digest_at);
    if (image->offset < 0) die("%s is not an AppImage: its ELF header is damaged", path);
    if (memcmp(header.e_ident + 8, "AI\x02", 3) != 0) die("%s is not a type-2 AppImage (no AI\\x02 at offset 8)", path);

    struct squashfs_super_block super;
    if (!read_at(image->fd, &super, sizeof super, image->offset))
        die("%s is damaged: it ends before its squashfs (truncated at %lld bytes?)", path, (long long)image->size);
    if (super.s_magic != SQUASHFS_MAGIC)
        die("%s is damaged: no squashfs at offset %lld", path, (long long)image->offset);
    // What the squashfs uses; the file mksquashfs wrote, which the digest covers, is padded past it.
    char digest[DIGEST_SIZE + 1] = {0};
    unsigned crc = 0;
    unsigned long long recorded_size = 0;
    image->has_crc = digest_at >= 0 && read_at(image->fd, digest, DIGEST_SIZE, digest_at) &&
                     sscanf(digest, "judgedesk-squashfs crc32=%8x size=%llu", &crc, &recorded_size) == 2;
    // A section left as the linker made it (all zeros) records nothing; anything else it cannot be read
    // from was written and then damaged.
    if (!image->has_crc && digest_at >= 0 && digest[0] != '\0')
        die("%s is damaged: the digest it was built with cannot be read; copy it again", path);
    if (image->has_crc && recorded_size < super.bytes_used)
        die("%s is damaged: its squashfs says %llu bytes, it was built with %llu", path,
            (unsigned long long)super.bytes_used, recorded_size);
    image->crc = crc;
    image->squashfs = image->has_crc ? recorded_size : super.bytes_used;
    if ((uint64_t)image->offset + image->squashfs > (uint64_t)image->size)
        die("%s is truncated: it has %lld bytes of the %llu it was built with; copy it again", path,
            (long long)image->size, (unsigned long long)((uint64_t)image->offset + image->squashfs));
}

// $XDG_CACHE_HOME/judgedesk/<below> (or ~/.cache/...) in `out`; false without a home or when it does
// not fit.
static bool user_cache(char* out, size_t size, const char* below) {
    const char* cache = getenv("XDG_CACHE_HOME");
    int written;
    if (cache && *cache)
        written = snprintf(out, size, "%s/judgedesk/%s", cache, below);
    else if (getenv("HOME"))
        written = snprintf(out, size, "%s/.cache/judgedesk/%s", getenv("HOME"), below);
    else
        return false;
    return written > 0 && (size_t)written < size;
}

static void make_directories(const char* path) {
    char partial[PATH_MAX];
    snprintf(partial, sizeof partial, "%s", path);
    for (char* slash = partial + 1; *slash; ++slash)
        if (*slash == '/') {
            *slash = '\0';
            mkdir(partial, 0700);
            *slash = '/';
        }
    mkdir(partial, 0700);
}

// Where a verified image is remembered: its CRC, size, inode and modification time.
static bool remembered_path(const struct image* image, char* out, size_t size, bool make_directory) {
    struct stat status;
    char directory[PATH_MAX];
    if (fstat(image->fd, &status) != 0 || !user_cache(directory, sizeof directory, "appimage-verified")) return false;
    if (make_directory) make_directories(directory);
    const int written =
        snprintf(out, size, "%s/%08x-%llu-%llu-%lld.%09ld", directory, image->crc, (unsigned long long)image->squashfs,
                 (unsigned long long)status.st_ino, (long long)status.st_mtim.tv_sec, status.st_mtim.tv_nsec);
    return written > 0 && (size_t)written < size;
}

// Reads the whole squashfs and compares its CRC-32 with the one recorded at build time.
static bool verify_image(const struct image* image, bool force) {
    if (!image->has_crc) {
        say("%s records no digest; it cannot be checked for damage", image->path);
        return true;
    }
    char remembered[PATH_MAX];
    if (!force && remembered_path(image, remembered, sizeof remembered, false) && access(remembered, F_OK) == 0)
        return true;
    static unsigned char buffer[1 << 20];
    uLong crc = crc32(0, Z_NULL, 0);
    for (uint64_t done = 0; done < image->squashfs;) {
        size_t want = sizeof buffer;
        if (image->squashfs - done < want) want = (size_t)(image->squashfs - done);
        ssize_t got = pread(image->fd, buffer, want, image->offset + (off_t)done);
        if (got <= 0) die("cannot read %s: %s", image->path, got < 0 ? strerror(errno) : "it ended early");
        crc = crc32_z(crc, buffer, (size_t)got);
        done += (uint64_t)got;
    }
    if ((uint32_t)crc != image->crc) return false;
    if (remembered_path(image, remembered, sizeof remembered, true)) {
        int marker = open(remembered, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
        if (marker >= 0) close(marker);
    }
    return true;
}

// --- Extraction ---

static bool write_all(int fd, const char* data, size_t size) {
    while (size > 0) {
        ssize_t wrote = write(fd, data, size);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) return false;
        data += wrote;
        size -= (size_t)wrote;
    }
    return true;
}

static bool extract_file(sqfs* fs, sqfs_inode* inode, const char* target) {
    int out = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (out < 0) return false;
    static char buffer[1 << 17];
    bool ok = true;
    for (sqfs_off_t at = 0; ok && at < (sqfs_off_t)inode->xtra.reg.file_size;) {
        sqfs_off_t size = sizeof buffer;
        if (sqfs_read_range(fs, inode, at, &size, buffer) != SQFS_OK || size <= 0)
            ok = false;
        else {
            ok = write_all(out, buffer, (size_t)size);
            at += size;
        }
    }
    if (fchmod(out, inode->base.mode & 07777) != 0) ok = false;
    if (close(out) != 0) ok = false;
    return ok;
}

// Extracts the squashfs (the entries matching `pattern`, or all) into `into`; false after saying why.
static bool extract(const struct image* image, const char* into, const char* pattern) {
    sqfs fs;
    if (sqfs_init(&fs, image->fd, (size_t)image->offset) != SQFS_OK) {
        say("%s is damaged: its squashfs cannot be read", image->path);
        return false;
    }
    if (mkdir(into, 0755) != 0 && errno != EEXIST) {
        say("cannot make %s: %s", into, strerror(errno));
        sqfs_destroy(&fs);
        return false;
    }
    sqfs_traverse walk;
    if (sqfs_traverse_open(&walk, &fs, sqfs_inode_root(&fs)) != SQFS_OK) {
        say("%s is damaged: its root directory cannot be read", image->path);
        sqfs_destroy(&fs);
        return false;
    }
    sqfs_err error = SQFS_OK;
    bool ok = true;
    char target[PATH_MAX];
    while (ok && sqfs_traverse_next(&walk, &error)) {
        if (walk.dir_end) continue;
        if (pattern && fnmatch(pattern, walk.path, 0) != 0 && !sqfs_dentry_is_dir(&walk.entry)) continue;
        if (snprintf(target, sizeof target, "%s/%s", into, walk.path) >= (int)sizeof target) {
            say("%s: a path too long to extract", walk.path);
            ok = false;
            break;
        }
        sqfs_inode inode;
        if (sqfs_inode_get(&fs, &inode, sqfs_dentry_inode(&walk.entry)) != SQFS_OK) {
            say("%s is damaged: cannot read %s", image->path, walk.path);
            ok = false;
            break;
        }
        const mode_t mode = inode.base.mode;
        if (S_ISDIR(mode)) {
            if (mkdir(target, (mode & 07777) | 0700) != 0 && errno != EEXIST) ok = false;
        } else if (S_ISREG(mode)) {
            ok = extract_file(&fs, &inode, target);
        } else if (S_ISLNK(mode)) {
            char link[PATH_MAX];
            size_t size = sizeof link;
            ok = sqfs_readlink(&fs, &inode, link, &size) == SQFS_OK && (unlink(target), symlink(link, target) == 0);
        }
        if (!ok) say("cannot extract %s: %s", walk.path, errno ? strerror(errno) : "the image is damaged");
    }
    if (ok && error != SQFS_OK) {
        say("%s is damaged: its directory tree cannot be read", image->path);
        ok = false;
    }
    sqfs_traverse_close(&walk);
    sqfs_destroy(&fs);
    return ok;
}

// What cannot be removed is left; the rest goes.
static int remove_entry(const char* path, const struct stat* status, int type, struct FTW* walk) {
    (void)status;
    (void)type;
    (void)walk;
    remove(path);
    return 0;
}

static void remove_tree(const char* path) { nftw(path, remove_entry, 32, FTW_DEPTH | FTW_PHYS); }

// --- The cache of extracted images ---

// directory/name in `out`; false when it does not fit.
static bool path_in(char* out, size_t size, const char* directory, const char* name) {
    const int written = snprintf(out, size, "%s/%s", directory, name);
    return written > 0 && (size_t)written < size;
}

static bool cache_enabled(void) {
    const char* setting = getenv("JUDGEDESK_APPIMAGE_CACHE");
    return !setting || (strcmp(setting, "off") != 0 && strcmp(setting, "0") != 0);
}

// The image's copy in the cache, whether or not it exists yet.
static bool cached_copy(const struct image* image, char* out, size_t size) {
    char root[PATH_MAX];
    if (!image->has_crc || !user_cache(root, sizeof root, "appimage")) return false;
    const int written = snprintf(out, size, "%s/%08x-%llu", root, image->crc, (unsigned long long)image->squashfs);
    return written > 0 && (size_t)written < size;
}

static bool cached_copy_exists(const char* copy) {
    char apprun[PATH_MAX];
    snprintf(apprun, sizeof apprun, "%s/AppRun", copy);
    return access(apprun, X_OK) == 0;
}

static int newest_first(const void* a, const void* b) {
    const struct stat *left = a, *right = b;
    return left->st_mtime < right->st_mtime ? 1 : left->st_mtime > right->st_mtime ? -1 : 0;
}

// Keeps the two most recently used copies (a start touches its copy), and no half-made one of a run
// that died while making it.
static void prune_cache(const char* root) {
    DIR* directory = opendir(root);
    if (!directory) return;
    struct {
        struct stat status; // first, for newest_first
        char name[256];
    } entries[64];
    size_t count = 0;
    const time_t now = time(NULL);
    for (struct dirent* entry; (entry = readdir(directory)) && count < 64;) {
        if (entry->d_name[0] == '.' && (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0)) continue;
        char path[PATH_MAX];
        struct stat status;
        if (!path_in(path, sizeof path, root, entry->d_name) || lstat(path, &status) != 0 || !S_ISDIR(status.st_mode))
            continue;
        if (strncmp(entry->d_name, ".partial-", 9) == 0) {
            if (now - status.st_mtime > 3600) remove_tree(path);
            continue;
        }
        entries[count].status = status;
        snprintf(entries[count].name, sizeof entries[count].name, "%s", entry->d_name);
        ++count;
    }
    closedir(directory);
    qsort(entries, count, sizeof entries[0], newest_first);
    for (size_t index = 2; index < count; ++index) {
        char path[PATH_MAX];
        if (path_in(path, sizeof path, root, entries[index].name)) remove_tree(path);
    }
}

// Extracts the image into its copy in the cache: into a directory of its own first, renamed into place
// once whole, so that a copy is complete or absent whatever happens.
static bool fill_cache(const struct image* image, const char* copy) {
    char root[PATH_MAX];
    if (!user_cache(root, sizeof root, "appimage")) return false;
    make_directories(root);
    struct statvfs space;
    // Room for the copy (about three times the image) and some to spare.
    if (statvfs(root, &space) != 0 || (uint64_t)space.f_bavail * space.f_frsize < 4 * image->squashfs) return false;
    char partial[PATH_MAX];
    if (!path_in(partial, sizeof partial, root, ".partial-XXXXXX") || !mkdtemp(partial)) return false;
    if (!extract(image, partial, NULL)) {
        remove_tree(partial);
        return false;
    }
    chmod(partial, 0755);
    if (rename(partial, copy) != 0) remove_tree(partial); // another start made it meanwhile
    prune_cache(root);
    return cached_copy_exists(copy);
}

// --- Running ---

static void set_environment(const struct image* image, const char* appdir, const char* argv0) {
    char cwd[PATH_MAX];
    setenv("APPIMAGE", image->path, 1);
    setenv("APPDIR", appdir, 1);
    setenv("ARGV0", argv0, 1);
    if (getcwd(cwd, sizeof cwd)) setenv("OWD", cwd, 1);
}

static _Noreturn void exec_app(const char* appdir, int argc, char** argv) {
    char apprun[PATH_MAX];
    snprintf(apprun, sizeof apprun, "%s/AppRun", appdir);
    char** args = calloc((size_t)argc + 1, sizeof *args);
    if (!args) die("out of memory");
    args[0] = apprun;
    for (int index = 1; index < argc; ++index)
        args[index] = argv[index];
    execv(apprun, args);
    die("cannot run %s: %s", apprun, strerror(errno));
}

static const char* temporary_directory(void) {
    const char* tmp = getenv("TMPDIR");
    return tmp && *tmp ? tmp : "/tmp";
}

static volatile sig_atomic_t forwarded_to = 0;
static void forward_signal(int sig) {
    if (forwarded_to > 0) kill(forwarded_to, sig);
}

// Extracts into a directory of this run alone, runs AppRun as a child and removes the directory when it
// has ended; the app's exit status is this process's.
static int extract_and_run(const struct image* image, int argc, char** argv) {
    char directory[PATH_MAX];
    snprintf(directory, sizeof directory, "%s/appimage_extracted_%08x_XXXXXX", temporary_directory(), image->crc);
    if (!mkdtemp(directory)) die("cannot make a directory in %s: %s", temporary_directory(), strerror(errno));
    const bool keep = getenv("APPIMAGE_EXTRACT_AND_RUN_NO_CLEANUP") != NULL;
    if (!extract(image, directory, NULL)) {
        remove_tree(directory);
        exit(127);
    }
    set_environment(image, directory, argv[0]);
    unsetenv("APPIMAGE_EXTRACT_AND_RUN"); // the app's own children are not AppImages
    struct sigaction forward = {.sa_handler = forward_signal};
    sigemptyset(&forward.sa_mask);
    for (int sig = 1; sig < NSIG; ++sig)
        if (sig == SIGINT || sig == SIGTERM || sig == SIGHUP || sig == SIGQUIT || sig == SIGUSR1 || sig == SIGUSR2)
            sigaction(sig, &forward, NULL);
    pid_t child = fork();
    if (child < 0) die("cannot fork: %s", strerror(errno));
    if (child == 0) {
        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        signal(SIGHUP, SIG_DFL);
        signal(SIGQUIT, SIG_DFL);
        exec_app(directory, argc, argv);
    }
    forwarded_to = child;
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    if (!keep) remove_tree(directory);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return WEXITSTATUS(status);
}

// The FUSE server's life: answer the kernel until the app and everything it started have closed the
// keep-alive pipe, then unmount.
static void serve(struct fuse_session* session, int keepalive) {
    struct fuse_buf buffer = {0};
    struct pollfd watched[2] = {{.fd = fuse_session_fd(session), .events = POLLIN},
                                {.fd = keepalive, .events = POLLIN}};
    while (!fuse_session_exited(session)) {
        if (poll(watched, 2, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (watched[1].revents) break; // every holder has gone
        if (watched[0].revents & (POLLERR | POLLHUP | POLLNVAL)) break;
        if (!(watched[0].revents & POLLIN)) continue;
        int got = fuse_session_receive_buf(session, &buffer);
        if (got == -EINTR || got == -EAGAIN) continue;
        if (got <= 0) break;
        fuse_session_process_buf(session, &buffer);
    }
    free(buffer.mem);
}

// Mounts the image; returns in the app's process (the caller, to exec AppRun) with `mountpoint` filled
// and the keep-alive descriptor left open for AppRun to inherit. False (after saying why when
// `quiet` is false) when FUSE is not to be had here.
static bool mount_image(const struct image* image, char* mountpoint, size_t size, bool quiet) {
    if (access("/dev/fuse", R_OK | W_OK) != 0) {
        if (!quiet) say("FUSE is not available here (/dev/fuse: %s)", strerror(errno));
        return false;
    }
    const char* base = strrchr(image->path, '/');
    base = base ? base + 1 : image->path;
    char name[16] = {0};
    snprintf(name, sizeof name, "%.8s", base);
    for (char* c = name; *c; ++c)
        if (*c == '.' || *c == '-') *c = '_';
    snprintf(mountpoint, size, "%s/.mount_%sXXXXXX", temporary_directory(), name);
    if (!mkdtemp(mountpoint)) die("cannot make a mount point in %s: %s", temporary_directory(), strerror(errno));

    int keepalive[2], ready[2];
    if (pipe2(keepalive, 0) != 0 || pipe2(ready, O_CLOEXEC) != 0) die("cannot make a pipe: %s", strerror(errno));
    pid_t server = fork();
    if (server < 0) die("cannot fork: %s", strerror(errno));
    if (server == 0) {
        // The FUSE server: out of the terminal's session, so that a Ctrl-C meant for the app does not
        // take its files away while it exits.
        close(keepalive[1]);
        close(ready[0]);
        setsid();
        signal(SIGPIPE, SIG_IGN);
        sqfs_ll* ll = sqfs_ll_open(image->path, (size_t)image->offset);
        char failure[256] = "the image's squashfs cannot be read";
        struct fuse_lowlevel_ops ops;
        memset(&ops, 0, sizeof ops);
        ops.getattr = sqfs_ll_op_getattr;
        ops.opendir = sqfs_ll_op_opendir;
        ops.releasedir = sqfs_ll_op_releasedir;
        ops.readdir = sqfs_ll_op_readdir;
        ops.lookup = sqfs_ll_op_lookup;
        ops.open = sqfs_ll_op_open;
        ops.create = sqfs_ll_op_create;
        ops.release = sqfs_ll_op_release;
        ops.read = sqfs_ll_op_read;
        ops.readlink = sqfs_ll_op_readlink;
        ops.listxattr = sqfs_ll_op_listxattr;
        ops.getxattr = sqfs_ll_op_getxattr;
        ops.forget = sqfs_ll_op_forget;
        ops.statfs = stfs_ll_op_statfs;
        ops.init = sqfs_ll_op_init;
        char* fuse_argv[] = {(char*)program, "-o", "ro,nodev,nosuid,fsname=JudgeDesk,subtype=appimage", NULL};
        struct fuse_args args = FUSE_ARGS_INIT(3, fuse_argv);
        sqfs_ll_chan channel = {0};
        if (ll) {
            // libfuse's own complaints are silenced: the runtime says in a line of its own why it could
            // not mount and what it does instead.
            int saved = dup(2), quiet_errors = open("/dev/null", O_WRONLY);
            dup2(quiet_errors, 2);
            const bool mounted = sqfs_ll_mount(&channel, mountpoint, &args, &ops, sizeof ops, ll) == SQFS_OK;
            dup2(saved, 2);
            close(saved);
            close(quiet_errors);
            if (mounted) {
                if (write(ready[1], "", 1) != 1) _exit(1);
                close(ready[1]);
                int null = open("/dev/null", O_RDWR);
                dup2(null, 0);
                dup2(null, 1);
                dup2(null, 2);
                serve(channel.session, keepalive[0]);
                sqfs_ll_unmount(&channel, mountpoint);
                rmdir(mountpoint);
                // The application has ended: the next start runs from a copy, made now, gently.
                char copy[PATH_MAX];
                if (cache_enabled() && cached_copy(image, copy, sizeof copy) && !cached_copy_exists(copy)) {
                    setpriority(PRIO_PROCESS, 0, 19);
                    fill_cache(image, copy);
                }
                _exit(0);
            }
            snprintf(failure, sizeof failure,
                     getuid() == 0 ? "the FUSE mount failed" : "the FUSE mount failed (is fusermount3 installed?)");
        }
        if (write(ready[1], failure, strlen(failure)) < 0) _exit(1);
        _exit(1);
    }
    close(keepalive[0]);
    close(ready[1]);
    char answer[257] = {0};
    ssize_t got = read(ready[0], answer, sizeof answer - 1);
    close(ready[0]);
    if (got == 1 && answer[0] == '\0') return true;
    waitpid(server, NULL, 0);
    close(keepalive[1]);
    rmdir(mountpoint);
    if (!quiet) say("%s", got > 0 ? answer : "the FUSE server ended before mounting");
    return false;
}

static void usage(void) {
    printf("JudgeDesk's AppImage runtime %s (type 2)\n\n"
           "  --appimage-help               this text\n"
           "  --appimage-version            the runtime's version\n"
           "  --appimage-offset             where the squashfs starts\n"
           "  --appimage-extract [PATTERN]  extract (the paths matching PATTERN) into ./squashfs-root\n"
           "  --appimage-extract-and-run    run from an extracted copy, removed afterwards\n"
           "                                (also APPIMAGE_EXTRACT_AND_RUN=1)\n"
           "  --appimage-mount              mount the image, print where, and wait for Ctrl-C\n"
           "  --appimage-verify             read the whole image and check it against its digest\n"
           "  --appimage-uncache            remove the copies later starts run from (in ~/.cache/judgedesk/appimage;\n"
           "                                JUDGEDESK_APPIMAGE_CACHE=off never makes them)\n\n"
           "Without these, the application starts: 'cli ARGS' (or a link named judgedesk-cli) runs its CLI.\n",
           JUDGEDESK_VERSION);
}

int main(int argc, char** argv) {
    char self[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length <= 0) die("cannot find this image: /proc/self/exe: %s", strerror(errno));
    self[length] = '\0';
    const char* slash = strrchr(self, '/');
    program = slash ? slash + 1 : self;

    struct image image;
    open_image(&image, self);
    const char* option = argc > 1 && strncmp(argv[1], "--appimage-", 11) == 0 ? argv[1] : NULL;
    if (option && strcmp(option, "--appimage-help") == 0) {
        usage();
        return 0;
    }
    if (option && strcmp(option, "--appimage-version") == 0) {
        printf("%s\n", JUDGEDESK_VERSION);
        return 0;
    }
    if (option && strcmp(option, "--appimage-offset") == 0) {
        printf("%lld\n", (long long)image.offset);
        return 0;
    }
    if (!verify_image(&image, option && strcmp(option, "--appimage-verify") == 0))
        die("%s is damaged: its contents do not match the digest it was built with; copy it again", self);
    if (option && strcmp(option, "--appimage-verify") == 0) {
        printf("%s: intact (crc32 %08x over %llu bytes)\n", self, image.crc, (unsigned long long)image.squashfs);
        return 0;
    }
    if (option && strcmp(option, "--appimage-extract") == 0) {
        if (!extract(&image, "squashfs-root", argc > 2 ? argv[2] : NULL)) return 1;
        printf("squashfs-root\n");
        return 0;
    }
    const char* extract_env = getenv("APPIMAGE_EXTRACT_AND_RUN");
    if ((option && strcmp(option, "--appimage-extract-and-run") == 0)) {
        argv[1] = argv[0];
        return extract_and_run(&image, argc - 1, argv + 1);
    }
    if (extract_env && strcmp(extract_env, "1") == 0) return extract_and_run(&image, argc, argv);

    if (option && strcmp(option, "--appimage-uncache") == 0) {
        char root[PATH_MAX];
        if (user_cache(root, sizeof root, "appimage")) remove_tree(root);
        printf("removed %s\n", root);
        return 0;
    }
    char mountpoint[PATH_MAX];
    if (option && strcmp(option, "--appimage-mount") == 0) {
        if (!mount_image(&image, mountpoint, sizeof mountpoint, false)) return 1;
        printf("%s\n", mountpoint);
        fflush(stdout);
        pause(); // the keep-alive pipe ends with this process
        return 0;
    }
    if (option) die("unknown option %s (--appimage-help lists them)", option);
    char copy[PATH_MAX];
    const bool cached = cache_enabled() && cached_copy(&image, copy, sizeof copy);
    if (cached && cached_copy_exists(copy)) {
        utimes(copy, NULL); // the most recently used copies are the ones kept
        set_environment(&image, copy, argv[0]);
        exec_app(copy, argc, argv);
    }
    if (!mount_image(&image, mountpoint, sizeof mountpoint, false)) {
        if (cached) {
            say("running from a copy in %s instead (made once)", copy);
            if (fill_cache(&image, copy)) {
                set_environment(&image, copy, argv[0]);
                exec_app(copy, argc, argv);
            }
            say("the copy could not be made; running from a temporary one");
        } else {
            say("running from an extracted copy instead");
        }
        return extract_and_run(&image, argc, argv);
    }
    set_environment(&image, mountpoint, argv[0]);
    exec_app(mountpoint, argc, argv);
}
