#pragma once
// Two programs talking through pipes the judge holds in the middle: what one writes reaches the other,
// and is recorded on the way (timestamped, size-bounded) as the run's transcript.
#include "../common/result.h"
#include "../sandbox/unique_fd.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <poll.h>

#include <chrono>
#include <optional>
#include <vector>

namespace jd::judge {

struct TranscriptEntry {
    std::chrono::nanoseconds at{0};
    bool fromProgram = false; // else from the interactor
    QByteArray data;
};

struct Transcript {
    bool recorded = false; // the judge relayed the conversation; else only who fell silent first is known
    QList<TranscriptEntry> entries;
    bool truncated = false; // the bound was reached; relaying went on unrecorded
    // When each side stopped writing (its output reached end of file): who went silent first.
    std::chrono::nanoseconds programClosedAt{0}, interactorClosedAt{0};
    bool save(const QString& path) const; // JSON lines: {"t": ms, "from": "program"|"interactor", "data": ...}
    // Reads what save() wrote; a malformed line is an error naming its line number.
    static Result<Transcript> load(const QString& path);
};

// Passes what each program writes on to the other, recording it on the way, until both programs have closed
// their outputs. The fds are the judge's ends: what the program writes arrives on programOut and is written
// to interactorIn, and the other way round. When one side stops writing, the other's input is closed once
// everything is delivered. Neither output is ever closed early: what a side writes after the other has gone
// is read and dropped, so a late write never dies of a broken pipe. Stepped by the caller's own poll loop.
class Relay {
public:
    static constexpr int kPollFds = 4;
    Relay(sandbox::UniqueFd programOut, sandbox::UniqueFd interactorIn, sandbox::UniqueFd interactorOut,
          sandbox::UniqueFd programIn, size_t transcriptLimit);
    // Appends the kPollFds entries it waits on now; step() reads their results from the same places.
    void addPollFds(std::vector<pollfd>& fds) const;
    void step(const pollfd* polled);
    bool finished() const;
    Transcript takeTranscript() { return std::move(transcript_); }

private:
    struct Direction {
        sandbox::UniqueFd from, to;
        QByteArray pending;
        bool fromProgram;
    };
    Direction directions_[2];
    Transcript transcript_;
    size_t limit_, recorded_ = 0;
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

// Which side of an interactive run stopped talking first: the precedence of its verdicts turns on it
// (problemtools and DOMjudge go by who finished first). The judge watches copies of the read ends of
// both programs' outputs, asking for no events: epoll then reports only a writer's hang-up, so the data
// flowing through never wakes the judge, and its ready list keeps the order in which the hang-ups
// happened, which a late wake-up could not tell. Set it up before either program starts, and let go of
// the judge's own copies of the write ends as soon as each program has its own.
//
// The copies stay open as long as the watch lives, as problemtools' runner keeps its own: a program that
// writes after its peer has gone fills a pipe that still has a reader, and is never killed by SIGPIPE for
// writing at a moment that only scheduling decided.
class SilenceWatch {
public:
    enum class Side { Program, Interactor };
    static Result<SilenceWatch> watch(int programOutRead, int interactorOutRead); // copies both fds
    // Readable while a hang-up waits to be collected: for the caller's poll loop.
    int fd() const { return epoll_.get(); }
    // The sides that hung up since the last call, in the order they did; each side is reported once.
    std::vector<Side> collect();
    // Blocks until a side not reported yet hangs up.
    Side nextToFallSilent();
    // The watch's copy of a side's output, for draining what that side writes once nobody else reads it.
    // It shares its file status with the programs' own ends: it stays blocking, read only when polled ready.
    int outputOf(Side side) const { return side == Side::Program ? programOut_.get() : interactorOut_.get(); }

private:
    std::optional<Side> takeOne();
    sandbox::UniqueFd epoll_, programOut_, interactorOut_;
};

} // namespace jd::judge
