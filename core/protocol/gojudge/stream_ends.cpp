#include "stream_ends.h"

#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <cstring>

namespace jd::gojudge {

using sandbox::StreamSpec;
using sandbox::UniqueFd;

void Proxy::relay() {
    // A reader gone makes write() fail with EPIPE; the signal stays blocked in this thread.
    sigset_t pipe;
    sigemptyset(&pipe);
    sigaddset(&pipe, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe, nullptr);
    char buffer[1 << 16];
    for (;;) {
        const ssize_t got = ::read(from.get(), buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        const uint64_t limit = map.max ? map.max : kDefaultMax;
        if (!map.name.isEmpty() && uint64_t(captured.size()) < limit)
            captured.append(buffer, qsizetype(std::min(uint64_t(got), limit - uint64_t(captured.size()))));
        for (ssize_t sent = 0; to && sent < got;) {
            const ssize_t wrote = ::write(to.get(), buffer + sent, size_t(got - sent));
            if (wrote < 0 && errno == EINTR) continue;
            if (wrote <= 0) {
                to.reset(); // the reader has gone: the rest is dropped
                break;
            }
            sent += wrote;
        }
    }
    to.reset(); // the reader sees the end
    timespec none{};
    siginfo_t info;
    while (sigtimedwait(&pipe, &info, &none) > 0) {
    } // a SIGPIPE left pending is this thread's own: taken before it ends
}

Result<Terminal> openTerminal() {
    Terminal terminal;
    terminal.master.reset(::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC));
    if (!terminal.master || ::grantpt(terminal.master.get()) != 0 || ::unlockpt(terminal.master.get()) != 0)
        return fail("cannot open a pseudo-terminal: " + std::string(std::strerror(errno)));
    char name[64];
    if (::ptsname_r(terminal.master.get(), name, sizeof name) != 0)
        return fail("cannot name the pseudo-terminal: " + std::string(std::strerror(errno)));
    terminal.slave.reset(::open(name, O_RDWR | O_NOCTTY | O_CLOEXEC));
    if (!terminal.slave) return fail("cannot open " + std::string(name) + ": " + std::strerror(errno));
    return terminal;
}

Result<UniqueFd> openDescriptor(const StreamSpec& stream, bool output) {
    if (stream.kind != StreamSpec::Kind::File) return UniqueFd();
    UniqueFd fd(::open(stream.path.c_str(), (output ? O_WRONLY | O_CREAT | O_TRUNC : O_RDONLY) | O_CLOEXEC, 0644));
    if (!fd) return fail("cannot open " + stream.path + ": " + strerror(errno));
    return fd;
}

} // namespace jd::gojudge
