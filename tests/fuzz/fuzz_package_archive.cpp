// A package archive (zip or tarball, told by its first bytes as a user's file name would): unpacked
// within its limits or refused, never a crash, never a file outside the unpack directory.
#include "fuzz_input.h"
#include "problem/package_archive.h"

#include <QDirIterator>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString root = jd::fuzz::freshDirectory();
    const QByteArray input = jd::fuzz::bytes(data, size);
    const QString name = input.startsWith("PK")         ? "package.zip"
                         : input.startsWith("\x1f\x8b") ? "package.tar.gz"
                                                        : "package.tar";
    jd::fuzz::writeFile(root + "/" + name, input);
    jd::problem::ArchiveLimits limits;
    limits.maxBytes = 64 << 20;
    limits.maxEntries = 2000;
    (void)jd::problem::unpackPackageArchive(root + "/" + name, root + "/cache", limits);
    // Everything unpacked stays below the cache, and nothing but files and directories is made.
    QDirIterator made(root + "/cache", QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                      QDirIterator::Subdirectories);
    while (made.hasNext()) {
        const QFileInfo entry(made.next());
        if (entry.isSymLink() || (!entry.isFile() && !entry.isDir())) std::abort();
    }
    return 0;
}
