#pragma once
// /run on the server's event loop. A request is prepared and its cmds started on the loop's thread, the end of
// each watched there (the sandbox's finishedFd under a QSocketNotifier), and the answer written when the last
// has ended: no thread is woken to run a request and none to answer it, so a run costs what the sandbox's own
// run costs plus HTTP. At most `parallelism` requests run at once; the others wait their turn, in the order
// they came.
#include "file_store.h"
#include "gojudge_runner.h"

#include <QByteArray>
#include <QHttpServerResponder>
#include <QObject>

#include <deque>
#include <list>
#include <memory>

class QHttpServerResponse;
class QSocketNotifier;

namespace jd::sandbox {
class Sandbox;
}

namespace jd::gojudge {

class StartedRequest;

// How go-judge answers a /run: the results as a JSON array, or the error as a JSON string with its status.
QHttpServerResponse runResponse(const std::variant<QList<RunResult>, RequestError>& ran);

class LoopRuns : public QObject {
public:
    LoopRuns(std::shared_ptr<sandbox::Sandbox> sandbox, FileStore& files, RunnerOptions options, int parallelism,
             QObject* parent = nullptr);
    // What still runs is ended, and no request still waiting is started; none of them is answered.
    ~LoopRuns() override;

    // Answers the /run request in `body` through `responder` once it has run.
    void submit(QByteArray body, QHttpServerResponder&& responder);
    int running() const { return int(running_.size()); }

private:
    struct Waiting {
        QByteArray body;
        QHttpServerResponder responder;
    };
    struct Running {
        std::unique_ptr<StartedRequest> started;
        QHttpServerResponder responder;
        std::vector<std::unique_ptr<QSocketNotifier>> ends; // one per cmd still running
        int left = 0;
    };
    void startWaiting();
    void start(Waiting waiting);
    void finish(std::list<Running>::iterator run);

    std::shared_ptr<sandbox::Sandbox> sandbox_;
    FileStore& files_;
    RunnerOptions options_;
    int parallelism_;
    std::deque<Waiting> waiting_;
    std::list<Running> running_;
};

} // namespace jd::gojudge
