#include "started_request.h"

#include "common/tree_copy.h"
#include "inside_files.h"
#include "sandbox/sandbox.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <sys/stat.h>

#include <csignal>
#include <limits>

namespace jd::gojudge {
namespace {

Status statusOf(const sandbox::RunResult& result) {
    switch (result.status) {
    case sandbox::RunStatus::Ok: return Status::Accepted;
    case sandbox::RunStatus::RuntimeError: return Status::NonzeroExitStatus;
    case sandbox::RunStatus::Signaled:
        // As go-judge reads the signal: the kill and SIGXCPU are the time limit's, SIGXFSZ the output's,
        // SIGSYS a forbidden call's.
        switch (result.signal) {
        case SIGKILL:
        case SIGXCPU: return Status::TimeLimitExceeded;
        case SIGXFSZ: return Status::OutputLimitExceeded;
        case SIGSYS: return Status::DangerousSyscall;
        default: return Status::Signalled;
        }
    case sandbox::RunStatus::TimeLimit:
    case sandbox::RunStatus::WallTimeLimit: return Status::TimeLimitExceeded;
    case sandbox::RunStatus::MemoryLimit: return Status::MemoryLimitExceeded;
    case sandbox::RunStatus::OutputLimit: return Status::OutputLimitExceeded;
    case sandbox::RunStatus::ForbiddenSyscall: return Status::DangerousSyscall;
    case sandbox::RunStatus::ForcedExit: return Status::Signalled;
    case sandbox::RunStatus::InternalError: return Status::InternalError;
    }
    return Status::InternalError;
}

// copyOutDir: the working directory's files below the server's dump root. Only a server started with a root
// dumps (judgedesk-cli serve --copy-out-dir-root DIR); go-judge itself has ignored the field for years
// ("deprecated and ignored" in its model), and clients still send it: HOJ's JudgeServer compiles with
// "copyOutDir": "1" in every request. Without a root it is ignored as go-judge ignores it.
Result<void> dumpWorkDirectory(const QString& work, const QString& asked, const RunnerOptions& options) {
    const QString root = QDir(options.copyOutDirRoot).canonicalPath();
    // Relative to the root, or absolute below it; never through a link out of it.
    const QString target = QDir::cleanPath(QDir::isAbsolutePath(asked) ? asked : root + "/" + asked);
    if (root.isEmpty() || !(target == root || target.startsWith(root + "/")))
        return fail("copyOutDir " + asked.toStdString() + " is outside " + options.copyOutDirRoot.toStdString());
    // Nothing is made outside the root: the deepest directory that exists already must lie below it (a link
    // planted below the root would otherwise lead mkpath out).
    QString existing = target;
    while (!QFileInfo::exists(existing) && existing != root)
        existing = QFileInfo(existing).path();
    const QString resolved = QDir(existing).canonicalPath();
    if (!(resolved == root || resolved.startsWith(root + "/")))
        return fail(target.toStdString() + " leads out of " + root.toStdString() + " through a link");
    if (!QDir().mkpath(target)) return fail("cannot create " + target.toStdString());
    if (QDir(target).canonicalPath() != target) return fail(target.toStdString() + " leads out through a link");
    return copyTree(work, target);
}

} // namespace

StartedRequest::StartedRequest(Request request, std::vector<PreparedCmd> cmds,
                               std::vector<std::unique_ptr<Proxy>> proxies, FileStore& files, RunnerOptions options)
    : request_(std::move(request))
    , cmds_(std::move(cmds))
    , proxies_(std::move(proxies))
    , files_(files)
    , options_(std::move(options)) {}

StartedRequest::~StartedRequest() {
    // The runs first: a relay ends only once the program writing into it has.
    for (PreparedCmd& cmd : cmds_)
        cmd.process.reset();
    relays_.clear();
}

void StartedRequest::start(sandbox::Sandbox& sandbox) {
    for (auto& proxy : proxies_)
        relays_.emplace_back([proxy = proxy.get()] { proxy->relay(); });
    // Every cmd at once, as go-judge runs a group (piped ones must): each is started before any is waited for.
    for (PreparedCmd& cmd : cmds_) {
        if (cmd.copyInError) continue;
        auto process = sandbox.start(cmd.spec);
        cmd.ends.clear(); // the child has its copies; ours would keep a reader from seeing the end
        if (!process) {
            cmd.result.status = sandbox::RunStatus::InternalError;
            cmd.result.internalError = process.error();
            continue;
        }
        cmd.process = std::move(process.value());
    }
}

std::vector<int> StartedRequest::finishedFds() const {
    std::vector<int> fds;
    for (const PreparedCmd& cmd : cmds_)
        if (cmd.process) fds.push_back(cmd.process->finishedFd());
    return fds;
}

uint64_t StartedRequest::bytesToReadBack() const {
    uint64_t bytes = 0;
    auto add = [&bytes](const std::string& work, const QString& name) {
        struct stat file {};
        if (::lstat((work + "/" + QFile::encodeName(insideName(name)).toStdString()).c_str(), &file) == 0 &&
            S_ISREG(file.st_mode))
            bytes += uint64_t(file.st_size);
    };
    for (qsizetype index = 0; index < request_.cmd.size(); ++index) {
        const Cmd& cmd = request_.cmd[index];
        const PreparedCmd& prepared = cmds_[size_t(index)];
        if (prepared.copyInError) continue;
        if (!cmd.copyOutDir.isEmpty()) return std::numeric_limits<uint64_t>::max();
        const std::string work = prepared.work.path() + "/w";
        for (const auto& [fd, collector] : prepared.collectors)
            add(work, collector.name);
        for (const CopyOut& wanted : cmd.copyOut)
            add(work, wanted.name);
        for (const CopyOut& wanted : cmd.copyOutCached)
            add(work, wanted.name);
    }
    return bytes;
}

QList<RunResult> StartedRequest::finish(std::stop_token stop) {
    for (PreparedCmd& cmd : cmds_) {
        if (!cmd.process) continue;
        std::stop_callback cancel(stop, [&cmd] { cmd.process->kill(); });
        cmd.result = cmd.process->wait();
    }
    relays_.clear(); // their writers have ended
    QList<RunResult> results;
    for (qsizetype index = 0; index < request_.cmd.size(); ++index)
        results << resultOf(index);
    // What went through a proxy comes back under its name, with the results of the cmd that wrote it.
    for (const auto& proxy : proxies_)
        if (!proxy->map.name.isEmpty()) results[proxy->map.in.index].files.insert(proxy->map.name, proxy->captured);
    return results;
}

RunResult StartedRequest::resultOf(qsizetype index) {
    const Cmd& cmd = request_.cmd[index];
    PreparedCmd& one = cmds_[size_t(index)];
    RunResult result;
    if (one.copyInError) {
        result.status = Status::FileError;
        result.error = one.copyInError->message;
        result.fileError << *one.copyInError;
        return result;
    }
    const sandbox::RunResult& ran = one.result;
    result.status = statusOf(ran);
    result.exitStatus = ran.status == sandbox::RunStatus::Signaled || ran.signal ? ran.signal : ran.exitCode;
    result.time = uint64_t(std::max<int64_t>(0, ran.cpuTime.count()));
    result.runTime = uint64_t(std::max<int64_t>(0, ran.wallTime.count()));
    result.procPeak = ran.processPeak;
    result.memory = ran.memoryPeak;
    if (result.status == Status::InternalError)
        result.error = QString::fromStdString(ran.internalError.empty() ? sandbox::exitReason(ran) : ran.internalError);
    // As go-judge does last: the requested limits decide, whatever ended the run.
    if (cmd.cpuLimit && result.time > cmd.cpuLimit) result.status = Status::TimeLimitExceeded;
    if (cmd.memoryLimit && result.memory > cmd.memoryLimit) result.status = Status::MemoryLimitExceeded;

    const QString work = QString::fromStdString(one.work.path()) + "/w";
    QSet<QString> cached;
    for (const CopyOut& name : cmd.copyOutCached)
        cached.insert(insideName(name.name));
    // The collectors always come back: in files, or in fileIds when their name is cached.
    for (const auto& [fd, collector] : one.collectors) {
        CopiedOut copied = copyOut(work, collector.name, uint64_t(collector.max) + 1, true);
        QByteArray content = copied.content.value_or(QByteArray());
        if (content.size() > collector.max) {
            content.truncate(collector.max + 1);
            if (result.status == Status::Accepted || result.status == Status::OutputLimitExceeded) {
                result.status = Status::OutputLimitExceeded;
                result.error = statusText(Status::OutputLimitExceeded);
                result.fileError << FileError{collector.name, FileErrorType::CollectSizeExceeded, {}};
            }
        }
        if (cached.contains(collector.name)) {
            if (auto id = files_.add(content, collector.name))
                result.fileIds.insert(collector.name, *id);
            else
                result.fileError << FileError{collector.name, FileErrorType::CopyOutCreateFile,
                                              QString::fromStdString(id.error())};
            cached.remove(collector.name);
        } else {
            result.files.insert(collector.name, content);
        }
    }
    const uint64_t max = cmd.copyOutMax ? std::min(cmd.copyOutMax, options_.copyOutMax) : options_.copyOutMax;
    auto fileFailed = [&](const FileError& error) {
        result.fileError << error;
        if (result.status == Status::Accepted) {
            result.status = Status::FileError;
            result.error = error.message;
        }
    };
    // Each comes back under the name it was asked by, as go-judge keys it: Hydro's interactor writes /w/tout
    // and reads files["/w/tout"].
    for (const CopyOut& wanted : cmd.copyOut) {
        const QString name = insideName(wanted.name);
        if (result.files.contains(name)) continue; // a collector already
        CopiedOut copied = copyOut(work, name, max);
        if (copied.content)
            result.files.insert(wanted.name, *copied.content);
        else if (!(wanted.optional && copied.error->type == FileErrorType::CopyOutOpen))
            fileFailed(*copied.error);
    }
    for (const CopyOut& wanted : cmd.copyOutCached) {
        const QString name = insideName(wanted.name);
        if (!cached.contains(name)) continue; // a collector, kept above
        CopiedOut copied = copyOut(work, name, max);
        if (!copied.content) {
            if (!(wanted.optional && copied.error->type == FileErrorType::CopyOutOpen)) fileFailed(*copied.error);
            continue;
        }
        if (auto id = files_.add(*copied.content, name))
            result.fileIds.insert(wanted.name, *id);
        else
            fileFailed(FileError{name, FileErrorType::CopyOutCreateFile, QString::fromStdString(id.error())});
    }
    if (!cmd.copyOutDir.isEmpty() && !options_.copyOutDirRoot.isEmpty())
        if (auto dumped = dumpWorkDirectory(work, cmd.copyOutDir, options_); !dumped)
            fileFailed(
                FileError{cmd.copyOutDir, FileErrorType::CopyOutCreateFile, QString::fromStdString(dumped.error())});
    return result;
}

} // namespace jd::gojudge
