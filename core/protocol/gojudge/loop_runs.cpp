#include "loop_runs.h"

#include "gojudge_request.h"
#include "gojudge_result.h"
#include "started_request.h"

#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSocketNotifier>

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

LoopRuns::LoopRuns(std::shared_ptr<sandbox::Sandbox> sandbox, FileStore& files, RunnerOptions options, int parallelism,
                   QObject* parent)
    : QObject(parent)
    , sandbox_(std::move(sandbox))
    , files_(files)
    , options_(std::move(options))
    , parallelism_(std::max(1, parallelism)) {}

LoopRuns::~LoopRuns() {
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
    auto started = Runner(sandbox_, files_, options_).start(std::get<Request>(parsed));
    if (auto* error = std::get_if<RequestError>(&started)) return waiting.responder.sendResponse(runResponse(*error));
    auto run = running_.insert(
        running_.end(),
        Running{std::move(std::get<std::unique_ptr<StartedRequest>>(started)), std::move(waiting.responder), {}, 0});
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

void LoopRuns::finish(std::list<Running>::iterator run) {
    // Every cmd has ended: finish() waits for nothing, and reads back what the request asked for.
    run->responder.sendResponse(runResponse(run->started->finish()));
    for (auto& end : run->ends) // one of them is emitting now: they go once it has returned
        end.release()->deleteLater();
    running_.erase(run);
    startWaiting();
}

} // namespace jd::gojudge
