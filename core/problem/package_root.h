#pragma once
// A package is hostile input: the paths it names and the links it holds must not lead the judge to
// files outside it (a test input of ../../etc/passwd would feed that file to a stranger's program, a
// checker path could leak a file into a message), nor to devices and fifos (/dev/zero as an answer
// file), nor round a loop of links. Everything a reader takes from a package goes through here.
#include "../common/result.h"

#include <QString>

namespace jd::problem {

struct TreeLimits {
    int maxEntries = 500000;
    int maxDepth = 64;
};

class PackageRoot {
public:
    explicit PackageRoot(const QString& directory);

    // Every entry of the package: links must resolve beneath it (and a link to a directory must not
    // point back up the tree it sits in), anything but plain files, directories and such links is
    // refused, a directory named as a test file (`05.in`) too, and there are no more entries or levels than
    // a problem can need. The error names every such entry, a line each, by its path in the package after
    // `shownAs/` ("p/data/secret/04.in: not a file or a directory (a device, fifo or socket)"), as a compiler
    // names every error rather than the first.
    Result<void> checkTree(const QString& shownAs, const TreeLimits& limits = {}) const;

    // The absolute path of `path` (absolute, or relative to the root) when, with every link resolved,
    // it lies beneath the root; an error naming it and where it leads otherwise. A path that does not
    // exist is judged by its nearest existing ancestor and its remaining names.
    Result<QString> resolve(const QString& path) const;

    // Whether a real (link-free) path lies beneath the root.
    bool contains(const QString& realPath) const;
    // How the package calls `absolutePath`: relative to the root where possible.
    QString shown(const QString& absolutePath) const;

private:
    QString root_;     // as given, absolute and clean
    QString realRoot_; // with links resolved
};

} // namespace jd::problem
