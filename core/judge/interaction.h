#pragma once
// Two programs talking through pipes the judge holds in the middle: what one writes reaches the other,
// and is recorded on the way (timestamped, size-bounded) as the run's transcript.
#include "../common/result.h"

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

} // namespace jd::judge
