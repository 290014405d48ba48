#pragma once
// A go-judge run result and its JSON, field for field as go-judge writes it: the status strings of its
// enum, exitStatus, time, memory and runTime always present, empty fields left out, file contents as
// text (invalid UTF-8 becomes U+FFFD, as Go's encoder does).
#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <cstdint>

namespace jd::gojudge {

enum class Status {
    Accepted,
    MemoryLimitExceeded,
    TimeLimitExceeded,
    OutputLimitExceeded,
    FileError,
    NonzeroExitStatus,
    Signalled,
    DangerousSyscall,
    InternalError,
};

QString statusText(Status status); // "Accepted", "Memory Limit Exceeded", ...

enum class FileErrorType {
    CopyInOpenFile,
    CopyInCreateFile,
    CopyInCopyContent,
    CopyOutOpen,
    CopyOutNotRegularFile,
    CopyOutSizeExceeded,
    CopyOutCreateFile,
    CopyOutCopyContent,
    CollectSizeExceeded,
};

QString fileErrorTypeText(FileErrorType type); // the enum's own name

struct FileError {
    QString name;
    FileErrorType type = FileErrorType::CopyOutOpen;
    QString message;
};

struct RunResult {
    Status status = Status::InternalError;
    QString error;
    int exitStatus = 0;
    uint64_t time = 0;    // ns of CPU
    uint64_t memory = 0;  // bytes
    uint64_t runTime = 0; // ns of wall clock
    uint64_t procPeak = 0;
    QMap<QString, QByteArray> files;
    QMap<QString, QString> fileIds;
    QList<FileError> fileError;
};

QJsonObject resultToJson(const RunResult& result);
// POST /run's answer: the results as a bare array.
QJsonArray resultsToJson(const QList<RunResult>& results);

} // namespace jd::gojudge
