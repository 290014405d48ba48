#include "interaction.h"

#include "sandbox/runtime/syscalls.h"
#include "sandbox/unique_fd.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <fcntl.h>
#include <poll.h>
#include <sys/epoll.h>
#include <unistd.h>

#include <cerrno>

namespace jd::judge {
namespace {

using sandbox::UniqueFd;

} // namespace

bool Transcript::save(const QString& path) const {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
    for (const auto& entry : entries) {
        QJsonObject line;
        line["t"] = entry.at.count() / 1e6;
        line["from"] = entry.fromProgram ? "program" : "interactor";
        line["data"] = QString::fromUtf8(entry.data);
        file.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
    }
    if (truncated) file.write("{\"truncated\":true}\n");
    return true;
}

Result<Transcript> Transcript::load(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail("cannot read " + path.toStdString() + ": " + file.errorString().toStdString());
    // What save() writes stays near its recording bound; anything far larger is not a transcript of ours.
    constexpr qint64 kLargestTranscript = 64 << 20;
    if (file.size() > kLargestTranscript)
        return fail(path.toStdString() + ": " + std::to_string(file.size() >> 20) +
                    " MiB is too large for a transcript (at most 64 MiB)");
    Transcript transcript;
    for (int number = 1; !file.atEnd(); ++number) {
        const QByteArray text = file.readLine().trimmed();
        if (text.isEmpty()) continue;
        QJsonParseError error;
        const QJsonObject line = QJsonDocument::fromJson(text, &error).object();
        const QString from = line.value("from").toString();
        if (line.value("truncated").toBool()) {
            transcript.truncated = true;
            continue;
        }
        // Milliseconds since the run began: a run is bounded by its wall-time limit, far below a year.
        constexpr double kLatestMilliseconds = 365.0 * 24 * 3600 * 1000;
        const double at = line.value("t").toDouble(-1);
        if (error.error != QJsonParseError::NoError || (from != "program" && from != "interactor") ||
            !line.value("t").isDouble() || !line.value("data").isString() || !(at >= 0 && at <= kLatestMilliseconds))
            return fail(path.toStdString() + ":" + std::to_string(number) + ": not a transcript entry");
        transcript.entries.push_back({std::chrono::nanoseconds(static_cast<qint64>(at * 1e6)), from == "program",
                                      line.value("data").toString().toUtf8()});
    }
    return transcript;
}

Relay::Relay(UniqueFd programOut, UniqueFd interactorIn, UniqueFd interactorOut, UniqueFd programIn,
             size_t transcriptLimit)
    : directions_{{std::move(programOut), std::move(interactorIn), {}, true},
                  {std::move(interactorOut), std::move(programIn), {}, false}}
    , limit_(transcriptLimit) {
    for (auto& direction : directions_)
        ::fcntl(direction.to.get(), F_SETFL, O_NONBLOCK);
    transcript_.recorded = true;
}

bool Relay::finished() const { return !directions_[0].from && !directions_[1].from; }

void Relay::addPollFds(std::vector<pollfd>& fds) const {
    for (const Direction& direction : directions_)
        fds.push_back({direction.from.get(), POLLIN, 0});
    for (const Direction& direction : directions_)
        fds.push_back({direction.pending.isEmpty() ? -1 : direction.to.get(), POLLOUT, 0});
}

void Relay::step(const pollfd* polled) {
    char buffer[64 * 1024];
    for (int i = 0; i < 2; ++i) {
        Direction& direction = directions_[i];
        if (direction.from && polled[i].revents) {
            ssize_t got = ::read(direction.from.get(), buffer, sizeof buffer);
            if (got > 0) {
                if (recorded_ < limit_) {
                    size_t kept = std::min(static_cast<size_t>(got), limit_ - recorded_);
                    transcript_.entries.push_back({std::chrono::steady_clock::now() - start_, direction.fromProgram,
                                                   QByteArray(buffer, static_cast<qsizetype>(kept))});
                    recorded_ += kept;
                    transcript_.truncated = transcript_.truncated || kept < static_cast<size_t>(got);
                } else {
                    transcript_.truncated = true;
                }
                if (direction.to) direction.pending.append(buffer, got);
            } else if (got == 0 || (errno != EINTR && errno != EAGAIN)) {
                direction.from.reset();
                (direction.fromProgram ? transcript_.programClosedAt : transcript_.interactorClosedAt) =
                    std::chrono::steady_clock::now() - start_;
            }
        }
        // Pass on what the other side will take now; a side that is gone takes nothing more.
        while (direction.to && !direction.pending.isEmpty()) {
            ssize_t written = sandbox::sys::writeWithoutSigpipe(direction.to.get(), direction.pending.constData(),
                                                                static_cast<size_t>(direction.pending.size()));
            if (written > 0) {
                direction.pending.remove(0, written);
            } else {
                if (written < 0 && errno == EAGAIN) break;
                direction.pending.clear();
                direction.to.reset();
            }
        }
        // The writer is done and everything is delivered: the reader sees the end of its input.
        if (!direction.from && direction.pending.isEmpty()) direction.to.reset();
    }
}

Result<SilenceWatch> SilenceWatch::watch(int programOutRead, int interactorOutRead) {
    SilenceWatch watch;
    watch.epoll_.reset(::epoll_create1(EPOLL_CLOEXEC));
    watch.programOut_.reset(::fcntl(programOutRead, F_DUPFD_CLOEXEC, 3));
    watch.interactorOut_.reset(::fcntl(interactorOutRead, F_DUPFD_CLOEXEC, 3));
    epoll_event program{0, {.u32 = 0}}, interactor{0, {.u32 = 1}};
    if (!watch.epoll_ || !watch.programOut_ || !watch.interactorOut_ ||
        ::epoll_ctl(watch.epoll_.get(), EPOLL_CTL_ADD, watch.programOut_.get(), &program) != 0 ||
        ::epoll_ctl(watch.epoll_.get(), EPOLL_CTL_ADD, watch.interactorOut_.get(), &interactor) != 0)
        return fail("cannot watch the interactive run's pipes: " + sandbox::sys::errnoText());
    return watch;
}

std::optional<SilenceWatch::Side> SilenceWatch::takeOne() {
    epoll_event first{};
    int count;
    while ((count = ::epoll_wait(epoll_.get(), &first, 1, 0)) < 0 && errno == EINTR) {}
    if (count != 1) return std::nullopt;
    const Side side = first.data.u32 == 1 ? Side::Interactor : Side::Program;
    // A hang-up is reported for as long as it lasts: once seen, it is not asked about again.
    ::epoll_ctl(epoll_.get(), EPOLL_CTL_DEL, outputOf(side), nullptr);
    return side;
}

std::vector<SilenceWatch::Side> SilenceWatch::collect() {
    std::vector<Side> sides;
    while (auto side = takeOne())
        sides.push_back(*side);
    return sides;
}

SilenceWatch::Side SilenceWatch::nextToFallSilent() {
    for (;;) {
        if (auto side = takeOne()) return *side;
        pollfd ready{epoll_.get(), POLLIN, 0};
        // Should polling itself fail, the program is taken to have ended first: the interactor's verdict
        // then does not override the program's own failure.
        if (::poll(&ready, 1, -1) < 0 && errno != EINTR) return Side::Program;
    }
}

} // namespace jd::judge
