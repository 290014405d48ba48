#pragma once
// Two programs talking through pipes the judge holds in the middle: what one writes reaches the other,
// and is recorded on the way (timestamped, size-bounded) as the run's transcript.
#include "../common/result.h"
#include "../sandbox/unique_fd.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <chrono>

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

// Relays until both programs have closed their outputs. The fds are the judge's ends: what the program
// writes arrives on programOut and is written to interactorIn, and the other way round. When one side
// stops writing, the other's input is closed. Takes ownership of all four fds.
Transcript relay(int programOut, int interactorIn, int interactorOut, int programIn, size_t transcriptLimit);

// Which side of an interactive run stopped talking first: the precedence of its verdicts turns on it
// (problemtools and DOMjudge go by who finished first). The judge watches copies of the read ends of
// both programs' outputs, asking for no events: epoll then reports only a writer's hang-up, so the data
// flowing through never wakes the judge, and its ready list keeps the order in which the hang-ups
// happened, which a late wake-up could not tell. Set it up before either program starts, and let go of
// the judge's own copies of the write ends as soon as each program has its own.
class SilenceWatch {
public:
    enum class Side { Program, Interactor };
    static Result<SilenceWatch> watch(int programOutRead, int interactorOutRead); // copies both fds
    // Blocks until a side hangs up. The copies are closed then, so that with plain pipes a write to a
    // side that is gone fails as it would with no judge in between.
    Side firstToFallSilent();

private:
    sandbox::UniqueFd epoll_, programOut_, interactorOut_;
};

} // namespace jd::judge
