// Written by JudgeDesk's export: runs a testlib interactor (Polygon, Codeforces), and the checker that reads
// what it recorded, as one Kattis interactive output validator, so that Kattis, DOMjudge and JudgeDesk judge
// this package with the programs it came with.
//   Kattis:  validator input answer feedback_dir [args]; stdin is the submission's output, stdout its input;
//            exit 42 accepted, 43 wrong answer
//   testlib: interactor input output [answer [result]]; checker input output answer [result];
//            exit 0 OK, 1 WA, 2 PE, 3 FAIL, 4 dirt, 7 points, 8 EOF
// The interactor and the checker are compiled into this program, each in a namespace of its own so that
// their globals and helpers cannot clash; the standard library, testlib.h and the headers beside them are
// included first, at file scope, so that their own includes of them do nothing. Each runs in a child
// process: testlib ends with exit(), and its exit status is what has to be translated.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#if __has_include(<bits/stdc++.h>)
#include <bits/stdc++.h>
#endif
#if __has_include("testlib.h")
#include "testlib.h"
#endif
#include "testlib_headers.h"

namespace judgedesk_interactor {
#include "testlib_interactor.h"
}
#if __has_include("testlib_checker.h")
#define JUDGEDESK_HAS_CHECKER 1
namespace judgedesk_checker {
#include "testlib_checker.h"
}
#endif

namespace {

// Old sources declare `int main()`, newer ones `int main(int argc, char* argv[])`.
template <class Main> int callMain(Main entry, int argc, char** argv) {
    if constexpr (std::is_invocable_v<Main, int, char**>)
        return entry(argc, argv);
    else
        return entry();
}

// The exit status of a testlib program run in a child, or -1 when it could not run or was killed.
template <class Main> int runChild(Main entry, const char* what, std::vector<std::string> arguments) {
    std::fflush(nullptr);
    const pid_t child = fork();
    if (child < 0) {
        std::perror("fork");
        return -1;
    }
    if (child == 0) {
        std::vector<char*> argv;
        for (std::string& argument : arguments)
            argv.push_back(argument.data());
        argv.push_back(nullptr);
        std::exit(callMain(entry, static_cast<int>(arguments.size()), argv.data()));
    }
    int status = 0;
    while (waitpid(child, &status, 0) < 0)
        if (errno != EINTR) {
            std::perror("waitpid");
            return -1;
        }
    if (!WIFEXITED(status)) {
        std::fprintf(stderr, "the %s ended by signal %d\n", what, WTERMSIG(status));
        return -1;
    }
    return WEXITSTATUS(status);
}

// testlib's verdicts in Kattis's words; anything but a verdict is the judge's failure (exit 1).
int kattisExit(int testlibStatus, const char* what) {
    switch (testlibStatus) {
    case 0: return 42;
    case 1: // wrong answer
    case 2: // presentation error
    case 4: // extra output ("dirt")
    case 8: // unexpected end of the output
        return 43;
    case -1: return 1;
    default: std::fprintf(stderr, "the %s failed (exit %d)\n", what, testlibStatus); return 1;
    }
}

// The submission must see the end of its input as soon as the interactor is done with it, so this process
// keeps no copy of the two pipes.
void releaseTheSubmission() {
    const int null = open("/dev/null", O_RDWR);
    if (null < 0) return;
    dup2(null, STDIN_FILENO);
    dup2(null, STDOUT_FILENO);
    if (null > STDOUT_FILENO) close(null);
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input answer feedback_dir  (stdin/stdout: the submission)\n", argv[0]);
        return 1;
    }
    signal(SIGPIPE, SIG_IGN); // a submission that quits early is the interactor's to judge, not a crash
    std::string feedback = argv[3];
    if (!feedback.empty() && feedback.back() != '/') feedback += '/';
    const std::string record = feedback + "interactor_output";
    const std::string message = feedback + "judgemessage.txt";

    const int interacted =
        runChild(&judgedesk_interactor::main, "interactor", {argv[0], argv[1], record, argv[2], message});
    releaseTheSubmission();
    const int verdict = kattisExit(interacted, "interactor");
#ifdef JUDGEDESK_HAS_CHECKER
    if (verdict == 42)
        return kattisExit(runChild(&judgedesk_checker::main, "checker", {argv[0], argv[1], record, argv[2], message}),
                          "checker");
#endif
    return verdict;
}
