#pragma once
// A go-judge /run request (../shared/seeds/go-judge-api.md) as plain data, read leniently as go-judge
// reads it: unknown fields ignored, null as absent, realCpuLimit over clockLimit, clockLimit defaulting
// to cpuLimit, a trailing '?' making a copy-out optional. What cannot be read is refused with the field
// and the reason, and with the HTTP status go-judge answers it with.
#include "common/result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <variant>

namespace jd::gojudge {

struct LocalFile {
    QString src;
};
struct MemoryFile {
    QByteArray content;
};
struct PreparedFile {
    QString fileId;
};
struct Collector {
    QString name;
    int64_t max = 0;
    bool pipe = false;
};
struct Symlink {
    QString target;
};
struct StreamIn {};
struct StreamOut {};
struct PipeSlot {}; // null in files[]: filled by a pipe mapping

using FileSpec = std::variant<PipeSlot, LocalFile, MemoryFile, PreparedFile, Collector, StreamIn, StreamOut>;
using CopyInSpec = std::variant<LocalFile, MemoryFile, PreparedFile, Symlink>;

struct CopyOut {
    QString name;
    bool optional = false; // the name ended with '?'
};

struct Cmd {
    QStringList args;
    QStringList env;
    QList<FileSpec> files;
    bool tty = false;
    uint64_t cpuLimit = 0;   // ns; 0: none
    uint64_t clockLimit = 0; // ns; defaults to cpuLimit
    uint64_t memoryLimit = 0;
    uint64_t stackLimit = 0;
    uint64_t procLimit = 0;
    uint64_t cpuRateLimit = 0; // 1000 is one CPU
    QString cpuSetLimit;
    bool dataSegmentLimit = false; // strictMemoryLimit is its old name
    bool addressSpaceLimit = false;
    QMap<QString, CopyInSpec> copyIn;
    QList<CopyOut> copyOut;
    QList<CopyOut> copyOutCached;
    QString copyOutDir;
    uint64_t copyOutMax = 0; // 0: the server's own bound
};

struct PipeEnd {
    int index = 0; // of the cmd
    int fd = 0;
};

struct PipeMap {
    PipeEnd in;  // the writing end: cmd[in.index]'s fd in.fd
    PipeEnd out; // the reading end
    bool proxy = false;
    QString name; // with proxy: what went through is returned under this name
    uint64_t max = 0;
};

struct Request {
    QString requestId;
    QList<Cmd> cmd;
    QList<PipeMap> pipeMapping;
};

// Why a request is refused, and the HTTP status go-judge gives it: 400 for what is malformed, 500 for
// what is well-formed but cannot be done (a pipe mapping to a command that is not there).
struct RequestError {
    int httpStatus = 400;
    QString message;
};

std::variant<Request, RequestError> parseRequest(const QByteArray& json);
std::variant<Request, RequestError> parseRequest(const QJsonObject& object);

} // namespace jd::gojudge
