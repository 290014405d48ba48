#include "gojudge_runner.h"

#include "inside_files.h"
#include "sandbox/sandbox.h"
#include "sandbox/unique_fd.h"
#include "started_request.h"
#include "stream_ends.h"
#include "work_directories.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <fcntl.h>
#include <linux/openat2.h>
#include <pthread.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <cstring>
#include <thread>

namespace jd::gojudge {
namespace {

using sandbox::StreamSpec;
using sandbox::UniqueFd;

std::vector<int> cpuSet(const QString& text) {
    std::vector<int> cpus;
    for (const QString& part : text.split(',', Qt::SkipEmptyParts)) {
        const QStringList range = part.split('-');
        const int first = range.value(0).toInt(), last = range.value(range.size() - 1).toInt();
        for (int cpu = first; cpu <= last && cpu - first < 1024; ++cpu)
            cpus.push_back(cpu);
    }
    return cpus;
}

// What a file of the cmd may grow to is what could come back of it. When only its collectors come back, that is
// the largest collector's max + 1 (enough to tell an overflow): a flood ends there at once, as a SIGXFSZ, which
// is Output Limit Exceeded. Run on to the server's copy-out bound, the written file's page cache could first
// reach the memory limit (Memory Limit Exceeded or not, depending on writeback). A cmd that copies out other
// files (a linker writing its binary past a stdout's max) keeps the server's bound.
uint64_t fileSizeBound(const Cmd& cmd, const QList<std::pair<int, Collector>>& collectors, const RunnerOptions& options) {
    const uint64_t copyOutMax = options.copyOutMax;
    const bool dumps = !cmd.copyOutDir.isEmpty() && !options.copyOutDirRoot.isEmpty();
    if (collectors.isEmpty() || dumps) return copyOutMax;
    int64_t largest = 0;
    QSet<QString> collected;
    for (const auto& [fd, collector] : collectors) {
        largest = std::max(largest, collector.max);
        collected.insert(collector.name);
    }
    for (const QList<CopyOut>* names : {&cmd.copyOut, &cmd.copyOutCached})
        for (const CopyOut& name : *names)
            if (!collected.contains(insideName(name.name))) return copyOutMax;
    return std::min(copyOutMax, uint64_t(largest) + 1);
}

} // namespace

Runner::Runner(std::shared_ptr<sandbox::Sandbox> sandbox, FileStore& files, RunnerOptions options)
    : sandbox_(std::move(sandbox))
    , files_(files)
    , options_(std::move(options))
    , passThroughToWork_(sandbox_->runsAsBoxUser() && sandbox_->report().isolation == sandbox::IsolationMode::None) {}

std::variant<QList<RunResult>, RequestError> Runner::run(const Request& request, std::stop_token stop) {
    return run(request, stop, {});
}

std::variant<QList<RunResult>, RequestError> Runner::run(const Request& request, std::stop_token stop,
                                                         const StreamEnds& take) {
    auto started = start(request, take);
    if (auto* error = std::get_if<RequestError>(&started)) return *error;
    return std::get<std::unique_ptr<StartedRequest>>(started)->finish(stop);
}

std::variant<std::unique_ptr<StartedRequest>, RequestError> Runner::start(const Request& request,
                                                                          const StreamEnds& take) {
    const qsizetype count = request.cmd.size();
    std::vector<PreparedCmd> prepared(static_cast<size_t>(count));
    auto internal = [](const QString& message) { return RequestError{500, message}; };

    // The pipes of the mapping first: cmd[in.index] writes to fd in.fd, cmd[out.index] reads from out.fd.
    QHash<QPair<int, int>, int> pipeOf; // (cmd, fd) -> index into ends below
    std::vector<UniqueFd> ends;
    std::vector<std::unique_ptr<Proxy>> proxies;
    struct StreamEnd {
        int index, fd;
        UniqueFd end;
    };
    std::vector<StreamEnd> streamEnds; // handed to `take` once every cmd is ready
    for (qsizetype i = 0; i < request.pipeMapping.size(); ++i) {
        const PipeMap& map = request.pipeMapping[i];
        // Any fd of one cmd to any fd of another, as long as each end's files entry is the null kept for it.
        for (const PipeEnd& end : {map.in, map.out}) {
            const bool reserved = end.index >= 0 && end.index < count && end.fd >= 0 &&
                                  end.fd < request.cmd[end.index].files.size() &&
                                  std::holds_alternative<PipeSlot>(request.cmd[end.index].files[end.fd]);
            if (!reserved)
                return internal(QStringLiteral("pipeMapping[%1]: cmd[%2].files[%3] must be null, kept for the pipe")
                                    .arg(i)
                                    .arg(end.index)
                                    .arg(end.fd));
        }
        int fds[2];
        if (::pipe2(fds, O_CLOEXEC) != 0) return internal(QStringLiteral("cannot make a pipe"));
        UniqueFd readEnd(fds[0]), writeEnd(fds[1]);
        if (map.proxy) {
            // Two pipes with the server between them, copying what goes through (up to max) under name.
            int out[2];
            if (::pipe2(out, O_CLOEXEC) != 0) return internal(QStringLiteral("cannot make a pipe"));
            proxies.push_back(std::make_unique<Proxy>(std::move(readEnd), UniqueFd(out[1]), map));
            readEnd = UniqueFd(out[0]);
        }
        pipeOf.insert({map.out.index, map.out.fd}, int(ends.size()));
        ends.push_back(std::move(readEnd));
        pipeOf.insert({map.in.index, map.in.fd}, int(ends.size()));
        ends.push_back(std::move(writeEnd));
    }

    for (qsizetype index = 0; index < count; ++index) {
        const Cmd& cmd = request.cmd[index];
        PreparedCmd& one = prepared[size_t(index)];
        one.work = WorkDirectories::forRuns().take();
        if (!one.work.valid()) return internal(QStringLiteral("cannot make a working directory"));
        // With no mount namespace a program run as the sandbox's own user (root's sandbox without namespaces)
        // reaches /w by its real path: the directory above it must let that user through. Elsewhere /w is a bind
        // and the directory stays the server's alone.
        if (passThroughToWork_) ::chmod(one.work.path().c_str(), 0711);
        const QString base = QString::fromStdString(one.work.path());
        const QString work = base + "/w";
        one.inputs = base + "/in"; // made when an input is written there
        if (!QDir().mkpath(work)) return internal(QStringLiteral("cannot make a working directory"));

        for (auto file = cmd.copyIn.begin(); file != cmd.copyIn.end() && !one.copyInError; ++file) {
            const QString name = insideName(file.key());
            if (!safeName(name)) {
                one.copyInError = FileError{file.key(), FileErrorType::CopyInCreateFile, "not a name in /w"};
                break;
            }
            const QString target = work + "/" + QDir::cleanPath(name);
            QDir().mkpath(QFileInfo(target).path());
            if (auto* local = std::get_if<LocalFile>(&file.value())) {
                if (!QFile::copy(local->src, target))
                    one.copyInError = FileError{file.key(), FileErrorType::CopyInOpenFile, "cannot open " + local->src};
            } else if (auto* memory = std::get_if<MemoryFile>(&file.value())) {
                QSaveFile out(target);
                if (!out.open(QIODevice::WriteOnly) || out.write(memory->content) != memory->content.size() ||
                    !out.commit())
                    one.copyInError = FileError{file.key(), FileErrorType::CopyInCopyContent, out.errorString()};
            } else if (auto* cachedFile = std::get_if<PreparedFile>(&file.value())) {
                const auto source = files_.path(cachedFile->fileId);
                if (!source) return internal(QStringLiteral("file (%1) not exists").arg(cachedFile->fileId));
                if (!QFile::copy(*source, target))
                    one.copyInError = FileError{file.key(), FileErrorType::CopyInCopyContent, "cannot copy"};
            } else if (auto* link = std::get_if<Symlink>(&file.value())) {
                if (::symlink(QFile::encodeName(link->target).constData(), QFile::encodeName(target).constData()))
                    one.copyInError = FileError{file.key(), FileErrorType::CopyInCreateFile, "cannot make the link"};
            }
            // As go-judge makes them: every file copied in may be executed (a program compiled elsewhere).
            if (!one.copyInError && !std::holds_alternative<Symlink>(file.value()))
                QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                  QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther |
                                                  QFile::ExeOther);
        }

        sandbox::RunSpec& spec = one.spec;
        for (const QString& word : cmd.args)
            spec.argv.push_back(word.toStdString());
        for (const QString& variable : cmd.env)
            if (!variable.isEmpty()) spec.environment.push_back(variable.toStdString());
        if (auto granted = sandbox_->grantWrite(work.toStdString()); !granted)
            return internal(QString::fromStdString(granted.error()));
        spec.binds.push_back({work.toStdString(), kInside, true});
        spec.workingDirectory = kInside;
        auto& limits = spec.limits;
        if (cmd.cpuLimit) limits.cpuTime = std::chrono::nanoseconds(cmd.cpuLimit);
        if (cmd.clockLimit) limits.wallTime = std::chrono::nanoseconds(cmd.clockLimit);
        if (cmd.memoryLimit) limits.memory = cmd.memoryLimit;
        if (cmd.memoryLimit && cmd.addressSpaceLimit) limits.addressSpace = cmd.memoryLimit;
        if (cmd.memoryLimit && cmd.dataSegmentLimit) limits.dataSegment = cmd.memoryLimit;
        if (cmd.stackLimit) limits.stack = cmd.stackLimit;
        if (cmd.procLimit) limits.processes = int(std::min<uint64_t>(cmd.procLimit, 1 << 20));
        // go-judge's 1000 is one CPU: a throttle over the whole run, where a cpu cgroup applies it.
        if (cmd.cpuRateLimit) limits.cpuRate = double(std::min<uint64_t>(cmd.cpuRateLimit, 1'000'000)) / 1000;
        if (!cmd.cpuSetLimit.isEmpty()) limits.cpus = cpuSet(cmd.cpuSetLimit);

        if (size_t(cmd.files.size()) > 3 + sandbox::kMaxInheritedFds)
            return internal(
                QStringLiteral("cmd[%1].files: at most %2 descriptors").arg(index).arg(3 + sandbox::kMaxInheritedFds));
        Terminal terminal;
        for (int fd = 0; fd < cmd.files.size(); ++fd) {
            const FileSpec& file = cmd.files[fd];
            StreamSpec stream = StreamSpec::null();
            if (std::holds_alternative<PipeSlot>(file)) {
                if (const int end = pipeOf.value({int(index), fd}, -1); end >= 0) {
                    stream = StreamSpec::fromFd(ends[size_t(end)].get());
                    one.ends.push_back(std::move(ends[size_t(end)]));
                }
            } else if (auto* local = std::get_if<LocalFile>(&file)) {
                if (!QFileInfo(local->src).isFile())
                    return internal(QStringLiteral("open %1: no such file or directory").arg(local->src));
                stream = StreamSpec::file(local->src.toStdString());
            } else if (auto* memory = std::get_if<MemoryFile>(&file)) {
                const QString path = one.inputs + QStringLiteral("/%1").arg(fd);
                QFile out(path);
                if (!QDir().mkpath(one.inputs) || !out.open(QIODevice::WriteOnly) ||
                    out.write(memory->content) != memory->content.size())
                    return internal(QStringLiteral("cannot write the input of cmd[%1]").arg(index));
                stream = StreamSpec::file(path.toStdString());
            } else if (auto* cachedFile = std::get_if<PreparedFile>(&file)) {
                const auto path = files_.path(cachedFile->fileId);
                if (!path) return internal(QStringLiteral("file (%1) not exists").arg(cachedFile->fileId));
                stream = StreamSpec::file(path->toStdString());
            } else if (auto* collector = std::get_if<Collector>(&file)) {
                if (!safeName(collector->name))
                    return internal(QStringLiteral("cmd[%1].files[%2]: not a name in /w").arg(index).arg(fd));
                // A real file of that name in /w, as in go-judge. Its max bounds what is collected from it, not
                // what the program may write: a linker writing its binary must not stop at a stdout's max.
                stream = StreamSpec::file((work + "/" + collector->name).toStdString());
                one.collectors.append({fd, *collector});
            } else {
                const bool in = std::holds_alternative<StreamIn>(file);
                if (!take)
                    return internal(
                        QStringLiteral("cmd[%1].files[%2]: streamIn and streamOut are for /stream").arg(index).arg(fd));
                if (in != (fd == 0) || fd > 2)
                    return internal(QStringLiteral("cmd[%1].files[%2]: streamIn is for fd 0, streamOut for 1 and 2")
                                        .arg(index)
                                        .arg(fd));
                if (cmd.tty) {
                    // One terminal for the cmd's streams, as go-judge gives it: the program's side on each
                    // stream fd, the terminal's other side to the client for each (input, output, resize).
                    if (!terminal.master) {
                        auto opened = openTerminal();
                        if (!opened) return internal(QString::fromStdString(opened.error()));
                        terminal = std::move(opened.value());
                    }
                    stream = StreamSpec::fromFd(terminal.slave.get());
                    UniqueFd clients(::fcntl(terminal.master.get(), F_DUPFD_CLOEXEC, 3));
                    if (!clients) return internal(QStringLiteral("cannot share the terminal"));
                    streamEnds.push_back({int(index), fd, std::move(clients)});
                } else {
                    int fds[2];
                    if (::pipe2(fds, O_CLOEXEC) != 0) return internal(QStringLiteral("cannot make a pipe"));
                    UniqueFd programs(in ? fds[0] : fds[1]), clients(in ? fds[1] : fds[0]);
                    stream = StreamSpec::fromFd(programs.get());
                    one.ends.push_back(std::move(programs));
                    streamEnds.push_back({int(index), fd, std::move(clients)});
                }
            }
            if (fd < 3) {
                (fd == 0 ? spec.stdinSpec : fd == 1 ? spec.stdoutSpec : spec.stderrSpec) = stream;
                continue;
            }
            // Past stderr the sandbox takes open descriptors: a collector's file is written, any other read.
            auto opened = openDescriptor(stream, std::holds_alternative<Collector>(file));
            if (!opened)
                return internal(QStringLiteral("cmd[%1].files[%2]: %3")
                                    .arg(index)
                                    .arg(fd)
                                    .arg(QString::fromStdString(opened.error())));
            spec.inheritedFds.push_back(opened->valid() ? opened->get() : stream.fd);
            if (opened->valid()) one.ends.push_back(std::move(opened.value()));
        }
        // The program's side goes once it has started; the client holds the other through its copies.
        if (terminal.slave) one.ends.push_back(std::move(terminal.slave));
        limits.output = fileSizeBound(cmd, one.collectors, options_);
    }
    ends.clear(); // ends no cmd took: closed, so that their other ends see the end
    for (StreamEnd& end : streamEnds)
        take(end.index, end.fd, std::move(end.end));
    for (PreparedCmd& one : prepared)
        if (one.copyInError) one.ends.clear(); // it will not run: its pipes end now
    auto started = std::make_unique<StartedRequest>(request, std::move(prepared), std::move(proxies), files_, options_);
    started->start(*sandbox_);
    return started;
}

} // namespace jd::gojudge
