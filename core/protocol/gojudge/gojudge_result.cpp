#include "gojudge_result.h"

namespace jd::gojudge {

QString statusText(Status status) {
    switch (status) {
    case Status::Accepted: return QStringLiteral("Accepted");
    case Status::MemoryLimitExceeded: return QStringLiteral("Memory Limit Exceeded");
    case Status::TimeLimitExceeded: return QStringLiteral("Time Limit Exceeded");
    case Status::OutputLimitExceeded: return QStringLiteral("Output Limit Exceeded");
    case Status::FileError: return QStringLiteral("File Error");
    case Status::NonzeroExitStatus: return QStringLiteral("Nonzero Exit Status");
    case Status::Signalled: return QStringLiteral("Signalled");
    case Status::DangerousSyscall: return QStringLiteral("Dangerous Syscall");
    case Status::InternalError: return QStringLiteral("Internal Error");
    }
    return QStringLiteral("Internal Error");
}

QString fileErrorTypeText(FileErrorType type) {
    switch (type) {
    case FileErrorType::CopyInOpenFile: return QStringLiteral("CopyInOpenFile");
    case FileErrorType::CopyInCreateFile: return QStringLiteral("CopyInCreateFile");
    case FileErrorType::CopyInCopyContent: return QStringLiteral("CopyInCopyContent");
    case FileErrorType::CopyOutOpen: return QStringLiteral("CopyOutOpen");
    case FileErrorType::CopyOutNotRegularFile: return QStringLiteral("CopyOutNotRegularFile");
    case FileErrorType::CopyOutSizeExceeded: return QStringLiteral("CopyOutSizeExceeded");
    case FileErrorType::CopyOutCreateFile: return QStringLiteral("CopyOutCreateFile");
    case FileErrorType::CopyOutCopyContent: return QStringLiteral("CopyOutCopyContent");
    case FileErrorType::CollectSizeExceeded: return QStringLiteral("CollectSizeExceeded");
    }
    return {};
}

QJsonObject resultToJson(const RunResult& result) {
    QJsonObject json{{"status", statusText(result.status)},
                     {"exitStatus", result.exitStatus},
                     {"time", double(result.time)},
                     {"memory", double(result.memory)},
                     {"runTime", double(result.runTime)}};
    if (!result.error.isEmpty()) json["error"] = result.error;
    if (result.procPeak) json["procPeak"] = double(result.procPeak);
    if (!result.files.isEmpty()) {
        QJsonObject files;
        for (auto file = result.files.begin(); file != result.files.end(); ++file)
            files[file.key()] = QString::fromUtf8(file.value()); // invalid sequences become U+FFFD
        json["files"] = files;
    }
    if (!result.fileIds.isEmpty()) {
        QJsonObject ids;
        for (auto id = result.fileIds.begin(); id != result.fileIds.end(); ++id)
            ids[id.key()] = id.value();
        json["fileIds"] = ids;
    }
    if (!result.fileError.isEmpty()) {
        QJsonArray errors;
        for (const FileError& error : result.fileError) {
            QJsonObject one{{"name", error.name}, {"type", fileErrorTypeText(error.type)}};
            if (!error.message.isEmpty()) one["message"] = error.message;
            errors.append(one);
        }
        json["fileError"] = errors;
    }
    return json;
}

QJsonArray resultsToJson(const QList<RunResult>& results) {
    QJsonArray array;
    for (const RunResult& result : results)
        array.append(resultToJson(result));
    return array;
}

} // namespace jd::gojudge
