#pragma once
// One go-judge /stream connection, in the seed's binary framing: a type byte, then the payload. The
// first frame (1) is the request; input frames (3, then index << 4 | fd, then bytes) go to a cmd's
// StreamIn; what its StreamOut fds write comes back as output frames (2, index << 4 | fd, bytes); 4
// cancels; 2 (resize) only matters with a tty, which this server does not give. The end is one frame
// 1 + {"requestId": "", "results": [...]}, after every output frame, and the connection closes.
#include "file_store.h"
#include "gojudge_runner.h"

#include <QHash>
#include <QObject>

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <stop_token>

class QThreadPool;
class QWebSocket;

namespace jd::sandbox {
class Sandbox;
}

namespace jd::gojudge {

class StreamSession : public QObject {
    Q_OBJECT
public:
    StreamSession(std::unique_ptr<QWebSocket> socket, std::shared_ptr<sandbox::Sandbox> sandbox, FileStore& files,
                  QThreadPool& pool, RunnerOptions runner, QObject* parent = nullptr);
    ~StreamSession() override;

    // What is written to one cmd's StreamIn: filled by the socket's frames, emptied by a writer thread.
    struct Input {
        std::mutex mutex;
        std::condition_variable changed;
        std::deque<QByteArray> chunks;
        bool closed = false;
    };

private:
    void received(const QByteArray& frame);
    void start(const QByteArray& json);
    void finish(const QJsonValue& results, const QString& error);
    std::shared_ptr<Input> input(int key);

    std::unique_ptr<QWebSocket> socket_;
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    FileStore& files_;
    QThreadPool& pool_;
    RunnerOptions runner_;
    std::stop_source stop_;
    bool started_ = false;  // the request frame came
    bool running_ = false;  // its run has not ended
    bool finished_ = false; // the last frame is sent
    bool closing_ = false;  // the peer has gone
    std::mutex inputsMutex_;
    QHash<int, std::shared_ptr<Input>> inputs_; // guarded by inputsMutex_, by index << 4 | fd
    // A tty cmd's terminal, by its index: what a resize frame resizes. Guarded by inputsMutex_.
    QHash<int, std::shared_ptr<sandbox::UniqueFd>> terminals_;
    QHash<int, QByteArray> pendingSizes_; // a resize that came before its cmd's terminal was made
    void resize(const QByteArray& json);
};

} // namespace jd::gojudge
