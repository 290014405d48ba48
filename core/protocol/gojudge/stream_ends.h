#pragma once
// The ends of a cmd's streams the server makes: a proxied pipe that keeps what goes through it, a pseudo-terminal
// for a /stream cmd with tty, and the descriptors handed over past stderr.
#include "common/result.h"
#include "gojudge_request.h"
#include "sandbox/run_spec.h"
#include "sandbox/unique_fd.h"

#include <QByteArray>

namespace jd::gojudge {

// A proxied pipe: what the writer sends is passed on to the reader and kept (up to max) under the mapping's
// name. When the reader has gone, the rest is read and dropped, so that the writer never blocks on it.
struct Proxy {
    Proxy(sandbox::UniqueFd from, sandbox::UniqueFd to, PipeMap map)
        : from(std::move(from))
        , to(std::move(to))
        , map(std::move(map)) {}

    // Until the writer ends: passes everything on and keeps the first max bytes.
    void relay();

    static constexpr uint64_t kDefaultMax = 16ull << 20;
    sandbox::UniqueFd from, to;
    PipeMap map;
    QByteArray captured;
};

struct Terminal {
    sandbox::UniqueFd master, slave;
};

// A pseudo-terminal: the program sees a terminal on its streams (isatty, a size, line discipline).
Result<Terminal> openTerminal();

// A stream past stderr as the sandbox takes it: an open descriptor. A file is opened here (written if it is
// the program's output, read otherwise); a pipe end is already one (nothing opened: the result is empty and the
// stream's own fd is used); nothing at all is -1, /dev/null.
Result<sandbox::UniqueFd> openDescriptor(const sandbox::StreamSpec& stream, bool output);

} // namespace jd::gojudge
