#include "loop_runs.h"

#include "gojudge_request.h"
#include "gojudge_result.h"
#include "started_request.h"

#include <QFileInfo>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSocketNotifier>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::gojudge {

QHttpServerResponse runResponse(const std::variant<QList<RunResult>, RequestError>& ran) {
    if (auto* error = std::get_if<RequestError>(&ran)) {
        const QByteArray text = QJsonDocument(QJsonArray{error->message}).toJson(QJsonDocument::Compact);
        return QHttpServerResponse("application/json", text.mid(1).chopped(1),
                                   error->httpStatus == 400 ? QHttpServerResponse::StatusCode::BadRequest
                                                            : QHttpServerResponse::StatusCode::InternalServerError);
    }
    QByteArray json = QJsonDocument(resultsToJson(std::get<QList<RunResult>>(ran))).toJson(QJsonDocument::Compact);
    json += '\n'; // as go-judge's encoder ends it
    return QHttpServerResponse("application/json", json);
}

uint64_t bytesToPrepare(const Request& request, const FileStore& files) {
    uint64_t bytes = 0;
    auto add = [&](const auto& file) {
        using File = std::decay_t<decltype(file)>;
        if constexpr (std::is_same_v<File, MemoryFile>)
            bytes += uint64_t(file.content.size());
        else if constexpr (std::is_same_v<File, LocalFile>)
            bytes += uint64_t(QFileInfo(file.src).size());
        else if constexpr (std::is_same_v<File, PreparedFile>)
            if (const auto path = files.path(file.fileId)) bytes += uint64_t(QFileInfo(*path).size());
    };
    for (const Cmd& cmd : request.cmd) {
        for (const CopyInSpec& file : cmd.copyIn)
            std::visit(add, file);
        for (const FileSpec& file : cmd.files) // only content is written; a file or a cached one is read in place
            if (auto* memory = std::get_if<MemoryFile>(&file)) add(*memory);
    }
    return bytes;
}

LoopRuns::LoopRuns(std::shared_ptr<sandbox::Sandbox> sandbox, FileStore& files, RunnerOptions options,
                   QThreadPool& pool, QObject* parent)
    : QObject(parent)
    , sandbox_(std::move(sandbox))
    , files_(files)
    , options_(std::move(options))
    , pool_(pool)
    , parallelism_(std::max(1, pool.maxThreadCount())) {}

LoopRuns::~LoopRuns() {
    stop_.request_stop();
    waiting_.clear();
    running_.clear(); // each StartedRequest ends its runs
}

void LoopRuns::submit(QByteArray body, QHttpServerResponder&& responder) {
    waiting_.push_back({std::move(body), std::move(responder)});
    startWaiting();
}

void LoopRuns::startWaiting() {
    while (!waiting_.empty() && int(running_.size()) < parallelism_) {
        Waiting next = std::move(waiting_.front());
        waiting_.pop_front();
        start(std::move(next));
    }
}

void LoopRuns::start(Waiting waiting) {
    auto parsed = parseRequest(waiting.body);
    if (auto* error = std::get_if<RequestError>(&parsed)) return waiting.responder.sendResponse(runResponse(*error));
    const Request& request = std::get<Request>(parsed);
    const RunningAt run = running_.insert(running_.end(), Running{std::move(waiting.responder), {}, {}, 0});
    Runner runner(sandbox_, files_, options_);
    if (bytesToPrepare(request, files_) > kLoopBytes)
        return onPool(run, [runner, request, stop = stop_.get_token()]() mutable {
            return runResponse(runner.run(request, stop));
        });
    auto started = runner.start(request);
    if (auto* error = std::get_if<RequestError>(&started)) return answer(run, runResponse(*error));
    run->started = std::move(std::get<std::unique_ptr<StartedRequest>>(started));
    watch(run);
}

void LoopRuns::watch(RunningAt run) {
    for (const int fd : run->started->finishedFds()) {
        auto end = std::make_unique<QSocketNotifier>(fd, QSocketNotifier::Read);
        // Readable from the end on, for good: heard once.
        connect(end.get(), &QSocketNotifier::activated, this, [this, run, notifier = end.get()] {
            notifier->setEnabled(false);
            if (--run->left == 0) finish(run);
        });
        run->ends.push_back(std::move(end));
        ++run->left;
    }
    if (run->left == 0) finish(run); // nothing could start: the results say why
}

void LoopRuns::finish(RunningAt run) {
    for (auto& end : run->ends) // one of them may be emitting now: they go once it has returned
        end.release()->deleteLater();
    run->ends.clear();
    // Every cmd has ended: finish() waits for nothing, and reads back what the request asked for.
    if (run->started->bytesToReadBack() > kLoopBytes)
        return onPool(run, [started = std::shared_ptr<StartedRequest>(std::move(run->started)),
                            stop = stop_.get_token()] { return runResponse(started->finish(stop)); });
    answer(run, runResponse(run->started->finish()));
}

void LoopRuns::onPool(RunningAt run, std::function<QHttpServerResponse()> work) {
    // With this as the context the answer is written on the loop, and not at all once this is gone.
    QtConcurrent::run(&pool_, std::move(work)).then(this, [this, run](QHttpServerResponse&& response) {
        answer(run, response);
    });
}

void LoopRuns::answer(RunningAt run, const QHttpServerResponse& response) {
    run->responder.sendResponse(response);
    running_.erase(run);
    startWaiting();
}

} // namespace jd::gojudge
