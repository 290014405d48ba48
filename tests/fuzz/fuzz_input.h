#pragma once
// What every fuzz target shares: a scratch directory of the process's own where the input becomes the
// file a reader expects, and the entry point libFuzzer (or replay_main.cpp) calls.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace jd::fuzz {

inline QByteArray bytes(const uint8_t* data, size_t size) {
    return QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
}

// A fresh, empty directory for this input (the last input's is removed first).
inline QString freshDirectory() {
    static QTemporaryDir scratch;
    if (!scratch.isValid()) std::abort();
    QDir package(scratch.filePath("package"));
    package.removeRecursively();
    if (!QDir().mkpath(package.path())) std::abort();
    return package.path();
}

inline void writeFile(const QString& path, const QByteArray& contents) {
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size()) std::abort();
}

} // namespace jd::fuzz
