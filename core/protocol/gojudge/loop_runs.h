#pragma once
// /run on the server's event loop. A request is prepared and its cmds started on the loop's thread, the end of
// each watched there (the sandbox's finishedFd under a QSocketNotifier), and the answer written when the last
// has ended: no thread is woken to run a request and none to answer it, so a run costs what the sandbox's own
// run costs plus HTTP. What would hold the loop up goes to the pool instead: preparing a request that brings
// more than a mebibyte of files, and reading back more than that. At most `parallelism` requests run at once;
// the others wait their turn, in the order they came.
#include "file_store.h"
#include "gojudge_runner.h"

#include <QByteArray>
#include <QHttpServerResponder>
#include <QObject>

#include <deque>
#include <functional>
#include <list>
#include <memory>
#include <stop_token>

class QHttpServerResponse;
class QSocketNotifier;
class QThreadPool;

namespace jd::sandbox {
class Sandbox;
}

namespace jd::gojudge {

class StartedRequest;

// How go-judge answers a /run: the results as a JSON array, or the error as a JSON string with its status.
QHttpServerResponse runResponse(const std::variant<QList<RunResult>, RequestError>& ran);
// The bytes of files preparing `request` writes: its copyIn, and its files[] given as content.
uint64_t bytesToPrepare(const Request& request, const FileStore& files);

class LoopRuns : public QObject {
public:
    static constexpr uint64_t kLoopBytes = 1 << 20; // more than this to write or read goes to the pool

    LoopRuns(std::shared_ptr<sandbox::Sandbox> sandbox, FileStore& files, RunnerOptions options, QThreadPool& pool,
             QObject* parent = nullptr);
    // What still runs is ended, and no request still waiting is started; none of them is answered. The pool's
    // work for them ends soon after (the caller waits for the pool).
    ~LoopRuns() override;

    // Answers the /run request in `body` through `responder` once it has run.
    void submit(QByteArray body, QHttpServerResponder&& responder);

private:
    struct Waiting {
        QByteArray body;
        QHttpServerResponder responder;
    };
    struct Running {
        QHttpServerResponder responder;
        std::unique_ptr<StartedRequest> started;            // null while the pool has it
        std::vector<std::unique_ptr<QSocketNotifier>> ends; // one per cmd that ran
        int left = 0;
    };
    using RunningAt = std::list<Running>::iterator;

    void startWaiting();
    void start(Waiting waiting);
    void watch(RunningAt run);
    void finish(RunningAt run);
    // `work` runs on the pool; its answer is written on the loop.
    void onPool(RunningAt run, std::function<QHttpServerResponse()> work);
    void answer(RunningAt run, const QHttpServerResponse& response);

    std::shared_ptr<sandbox::Sandbox> sandbox_;
    FileStore& files_;
    RunnerOptions options_;
    QThreadPool& pool_;
    int parallelism_;
    std::stop_source stop_; // the pool's work for requests this no longer answers
    std::deque<Waiting> waiting_;
    std::list<Running> running_;
};

} // namespace jd::gojudge
