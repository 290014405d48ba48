#include "interruption.h"

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <thread>

namespace jd::cli {
namespace {

std::stop_source& source() {
    static std::stop_source stop;
    return stop;
}

sigset_t handledSignals() {
    sigset_t handled;
    sigemptyset(&handled);
    for (int signal : {SIGINT, SIGTERM, SIGHUP})
        sigaddset(&handled, signal);
    return handled;
}

void say(const char* text) {
    // write(2): no stream of another thread's is touched from here.
    ssize_t ignored = ::write(STDERR_FILENO, text, __builtin_strlen(text));
    (void)ignored;
}

} // namespace

void installInterruptionHandler() {
    static bool installed = false;
    if (installed) return;
    installed = true;
    const sigset_t handled = handledSignals();
    ::pthread_sigmask(SIG_BLOCK, &handled, nullptr);
    // Detached: it waits for a signal for as long as the process lives.
    std::thread([handled] {
        int signal = 0;
        for (int received = 0;; ++received) {
            if (::sigwait(&handled, &signal) != 0) continue;
            if (received == 0) {
                say("\njudgedesk-cli: stopping (press Ctrl-C again to quit at once)\n");
                source().request_stop();
            } else {
                say("\njudgedesk-cli: quitting\n");
                ::_exit(kInterrupted);
            }
        }
    }).detach();
}

std::stop_token interruptionToken() { return source().get_token(); }

bool interrupted() { return source().stop_requested(); }

} // namespace jd::cli
