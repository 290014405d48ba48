#include "test_run.h"

#include <QFile>

#include <algorithm>

namespace jd::judge {

QString TestRun::base() const { return options.workDirectory + "/" + QString(test.name).replace('/', '_'); }

QString TestRun::scratch() const { return options.workDirectory + QStringLiteral("/worker%1").arg(worker); }

Verdict verdictOfRun(const sandbox::RunResult& run) {
    switch (run.status) {
    case sandbox::RunStatus::Ok: return Verdict::AC; // still to be checked
    case sandbox::RunStatus::RuntimeError:
    case sandbox::RunStatus::Signaled: return Verdict::RE;
    case sandbox::RunStatus::TimeLimit:
    case sandbox::RunStatus::WallTimeLimit: return Verdict::TLE;
    case sandbox::RunStatus::MemoryLimit: return Verdict::MLE;
    case sandbox::RunStatus::OutputLimit: return Verdict::OLE;
    case sandbox::RunStatus::ForbiddenSyscall: return Verdict::RF;
    case sandbox::RunStatus::ForcedExit:
    case sandbox::RunStatus::InternalError: return Verdict::JE;
    }
    return Verdict::JE;
}

ResourcePoint pointOf(std::chrono::nanoseconds wall, std::chrono::nanoseconds cpu, uint64_t memory) {
    return {wall.count() / 1000, cpu.count() / 1000, memory};
}

QString programFailure(const sandbox::RunResult& run, const QString& errorFile) {
    if (run.status == sandbox::RunStatus::InternalError) return QString::fromStdString(run.internalError);
    QString reason = QString::fromStdString(sandbox::exitReason(run));
    const bool saysWhy = run.status == sandbox::RunStatus::RuntimeError || run.status == sandbox::RunStatus::Signaled ||
                         run.status == sandbox::RunStatus::MemoryLimit;
    QFile errors(errorFile);
    if (!saysWhy || errorFile.isEmpty() || !errors.open(QIODevice::ReadOnly)) return reason;
    constexpr qint64 kTail = 2048;
    errors.seek(std::max<qint64>(0, errors.size() - kTail));
    QStringList lines = QString::fromUtf8(errors.read(kTail)).split('\n');
    if (errors.size() > kTail && !lines.isEmpty()) lines.removeFirst(); // a line cut at its start
    lines.removeIf([](const QString& line) { return line.trimmed().isEmpty(); });
    if (lines.isEmpty()) return reason;
    for (QString& line : lines)
        if (line.size() > 300) line = line.left(300) + "...";
    // The headline is the last line that is not an indented stack frame: Python ends its traceback with
    // the exception, the JVM starts with it and follows with "\tat ..." frames.
    auto headline =
        std::find_if(lines.rbegin(), lines.rend(), [](const QString& line) { return !line.front().isSpace(); });
    reason += ": " + (headline != lines.rend() ? *headline : lines.last()).trimmed();
    if (lines.size() > 1) reason += "\n" + lines.mid(std::max<qsizetype>(0, lines.size() - 8)).join('\n');
    return reason;
}

SampleSeries SampleSink::take(const sandbox::RunResult& run) {
    std::lock_guard lock(mutex);
    series.finish(pointOf(run.wallTime, run.cpuTime, run.memoryPeak));
    return series;
}

} // namespace jd::judge
