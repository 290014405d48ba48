#include "meta_format.h"

namespace jd::sandbox {
namespace {
QString seconds(Nanoseconds value) { return QString::number(value.count() / 1e9, 'f', 3); }
} // namespace

QString metaLines(const RunResult& result) {
    QString text;
    auto line = [&](const char* key, const QString& value) { text += QLatin1String(key) + ':' + value + '\n'; };
    line("status", QString::fromStdString(statusCode(result.status)));
    if (result.signal)
        line("exitsig", QString::number(result.signal));
    else
        line("exitcode", QString::number(result.exitCode));
    line("time", seconds(result.cpuTime));
    line("time-wall", seconds(result.wallTime));
    line("memory-peak", QString::number(result.memoryPeak));
    line("output-bytes", QString::number(result.outputBytes));
    if (!result.forbiddenSyscall.empty()) line("syscall", QString::fromStdString(result.forbiddenSyscall));
    line("message", QString::fromStdString(exitReason(result)));
    return text;
}

QJsonObject toJson(const RunResult& result) {
    QJsonObject json;
    json["status"] = QString::fromStdString(statusCode(result.status));
    if (result.signal)
        json["exitsig"] = result.signal;
    else
        json["exitcode"] = result.exitCode;
    json["time"] = result.cpuTime.count() / 1e9;
    json["time-wall"] = result.wallTime.count() / 1e9;
    json["memory-peak"] = static_cast<qint64>(result.memoryPeak);
    json["output-bytes"] = static_cast<qint64>(result.outputBytes);
    if (!result.forbiddenSyscall.empty()) json["syscall"] = QString::fromStdString(result.forbiddenSyscall);
    json["message"] = QString::fromStdString(exitReason(result));
    return json;
}

} // namespace jd::sandbox
