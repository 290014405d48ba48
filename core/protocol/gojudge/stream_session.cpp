#include "stream_session.h"

#include "gojudge_request.h"
#include "gojudge_result.h"
#include "gojudge_runner.h"
#include "sandbox/unique_fd.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QThreadPool>
#include <QWebSocket>

#include <fcntl.h>
#include <pthread.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <thread>

namespace jd::gojudge {
namespace {

enum Frame : char { Request = 1, Resize = 2, Input = 3, Cancel = 4 };
enum Reply : char { Response = 1, Output = 2 };

// Writes what comes for one StreamIn until it is closed; a program gone makes the rest dropped.
void writeInput(sandbox::UniqueFd end, std::shared_ptr<StreamSession::Input> input) {
    sigset_t pipe;
    sigemptyset(&pipe);
    sigaddset(&pipe, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe, nullptr); // EPIPE instead of the signal
    for (;;) {
        QByteArray chunk;
        {
            std::unique_lock lock(input->mutex);
            input->changed.wait(lock, [&] { return input->closed || !input->chunks.empty(); });
            if (input->chunks.empty()) break;
            chunk = std::move(input->chunks.front());
            input->chunks.pop_front();
        }
        for (qsizetype sent = 0; end && sent < chunk.size();) {
            const ssize_t wrote = ::write(end.get(), chunk.constData() + sent, size_t(chunk.size() - sent));
            if (wrote < 0 && errno == EINTR) continue;
            if (wrote <= 0)
                end.reset();
            else
                sent += wrote;
        }
    }
    end.reset();
    timespec none{};
    siginfo_t info;
    while (sigtimedwait(&pipe, &info, &none) > 0) {} // a SIGPIPE left pending is this thread's own
}

} // namespace

StreamSession::StreamSession(std::unique_ptr<QWebSocket> socket, std::shared_ptr<sandbox::Sandbox> sandbox,
                             FileStore& files, QThreadPool& pool, RunnerOptions runner, QObject* parent)
    : QObject(parent)
    , socket_(std::move(socket))
    , sandbox_(std::move(sandbox))
    , files_(files)
    , pool_(pool)
    , runner_(std::move(runner)) {
    connect(socket_.get(), &QWebSocket::binaryMessageReceived, this, &StreamSession::received);
    connect(socket_.get(), &QWebSocket::textMessageReceived, this,
            [this](const QString& text) { received(text.toUtf8()); });
    // The session stays until its run has ended: the run reports to it.
    connect(socket_.get(), &QWebSocket::disconnected, this, [this] {
        closing_ = true;
        stop_.request_stop();
        if (!running_) deleteLater();
    });
}

StreamSession::~StreamSession() {
    // The socket goes last, and closing it says disconnected: by then what the handler touches is gone.
    socket_->disconnect(this);
}

std::shared_ptr<StreamSession::Input> StreamSession::input(int key) {
    std::lock_guard lock(inputsMutex_);
    auto& slot = inputs_[key];
    if (!slot) slot = std::make_shared<Input>();
    return slot;
}

void StreamSession::received(const QByteArray& frame) {
    if (finished_) return;
    const char type = frame.isEmpty() ? 0 : frame[0];
    if (type == Frame::Request && !started_) return start(frame.mid(1));
    if (started_ && type == Frame::Input && frame.size() >= 2) {
        const std::shared_ptr<Input> to = input(uchar(frame[1]));
        {
            std::lock_guard lock(to->mutex);
            if (!to->closed) to->chunks.push_back(frame.mid(2));
        }
        to->changed.notify_one();
        return;
    }
    if (started_ && type == Frame::Cancel) {
        stop_.request_stop();
        return;
    }
    if (started_ && type == Frame::Resize) return resize(frame.mid(1));
    stop_.request_stop();
    if (!running_)
        finish(QJsonValue::Null, QStringLiteral("invalid message: the first frame must be the request "
                                                "(type 1), then input (3), resize (2) or cancel (4)"));
}

// {"index", "fd", "rows", "cols", "x", "y"}: the cmd's terminal takes that size (its program gets SIGWINCH). A
// cmd without a terminal has nothing to resize, as in go-judge.
void StreamSession::resize(const QByteArray& json) {
    const QJsonObject size = QJsonDocument::fromJson(json).object();
    std::shared_ptr<sandbox::UniqueFd> terminal;
    {
        std::lock_guard lock(inputsMutex_);
        terminal = terminals_.value(size["index"].toInt());
        if (!terminal) pendingSizes_[size["index"].toInt()] = json; // applied once the terminal is there
    }
    if (!terminal || !*terminal) return;
    winsize window{};
    window.ws_row = static_cast<unsigned short>(std::clamp(size["rows"].toInt(), 0, 65535));
    window.ws_col = static_cast<unsigned short>(std::clamp(size["cols"].toInt(), 0, 65535));
    window.ws_xpixel = static_cast<unsigned short>(std::clamp(size["x"].toInt(), 0, 65535));
    window.ws_ypixel = static_cast<unsigned short>(std::clamp(size["y"].toInt(), 0, 65535));
    ::ioctl(terminal->get(), TIOCSWINSZ, &window);
}

void StreamSession::start(const QByteArray& json) {
    started_ = true;
    auto parsed = parseRequest(json);
    if (auto* error = std::get_if<RequestError>(&parsed)) return finish(QJsonValue::Null, error->message);
    running_ = true;
    pool_.start([this, request = std::get<gojudge::Request>(std::move(parsed)), stop = stop_.get_token()] {
        std::vector<std::jthread> pumps; // joined before the last frame: every output goes first
        std::vector<std::shared_ptr<Input>> inputs;
        auto take = [&](int index, int fd, sandbox::UniqueFd end) {
            const int key = index << 4 | fd;
            if (::isatty(end.get())) {
                QByteArray pending;
                {
                    std::lock_guard lock(inputsMutex_);
                    if (!terminals_.contains(index)) {
                        terminals_[index] = std::make_shared<sandbox::UniqueFd>(::fcntl(end.get(), F_DUPFD_CLOEXEC, 3));
                        pending = pendingSizes_.take(index);
                    }
                }
                if (!pending.isEmpty()) resize(pending);
            }
            if (fd == 0) {
                inputs.push_back(input(key));
                pumps.emplace_back(writeInput, std::move(end), inputs.back());
                return;
            }
            pumps.emplace_back([this, key, end = std::move(end)] {
                char buffer[1 << 16];
                for (;;) {
                    const ssize_t got = ::read(end.get(), buffer, sizeof buffer);
                    if (got < 0 && errno == EINTR) continue;
                    if (got <= 0) break;
                    QByteArray frame(1, Reply::Output);
                    frame.append(char(key)).append(buffer, got);
                    QMetaObject::invokeMethod(this, [this, frame] {
                        if (!closing_) socket_->sendBinaryMessage(frame);
                    });
                }
            });
        };
        Runner runner(sandbox_, files_, runner_);
        auto ran = runner.run(request, stop, take);
        for (const auto& in : inputs) {
            {
                std::lock_guard lock(in->mutex);
                in->closed = true;
            }
            in->changed.notify_one();
        }
        pumps.clear();
        QJsonValue results = QJsonValue::Null;
        QString error;
        if (auto* refused = std::get_if<RequestError>(&ran))
            error = refused->message;
        else
            results = resultsToJson(std::get<QList<RunResult>>(ran));
        QMetaObject::invokeMethod(this, [this, results, error] {
            running_ = false;
            if (closing_) return deleteLater();
            finish(results, error);
        });
    });
}

void StreamSession::finish(const QJsonValue& results, const QString& error) {
    finished_ = true;
    QJsonObject answer{{"requestId", QString()}, {"results", results}};
    if (!error.isEmpty()) answer["error"] = error;
    socket_->sendBinaryMessage(QByteArray(1, Reply::Response) + QJsonDocument(answer).toJson(QJsonDocument::Compact));
    socket_->flush();
    socket_->close();
}

} // namespace jd::gojudge
