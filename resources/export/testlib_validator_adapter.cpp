// Written by JudgeDesk's export: runs a testlib validator (Polygon, Codeforces) as a Kattis input
// validator, so that the exported package checks its inputs with the validator it came with.
//   Kattis:  validator [args] < input; exit 42 valid, 43 invalid
//   testlib: validator [--testset T] [--group G] < input; exit 0 valid, anything else invalid
// The validator is compiled into this program under another name and runs in a child process: testlib
// ends with exit(), and its exit status is what has to be translated.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <sys/wait.h>
#include <type_traits>
#include <unistd.h>

#define main testlib_validator_main
#include "testlib_validator.h"
#undef main

// Old sources declare `int main()`, newer ones `int main(int argc, char* argv[])`.
template <class Main> int callMain(Main entry, int argc, char** argv) {
    if constexpr (std::is_invocable_v<Main, int, char**>)
        return entry(argc, argv);
    else
        return entry();
}

int main(int argc, char** argv) {
    std::fflush(nullptr);
    const pid_t child = fork();
    if (child < 0) {
        std::perror("fork");
        return 1;
    }
    if (child == 0) {
        char* arguments[] = {argv[0], nullptr};
        (void)argc;
        std::exit(callMain(&testlib_validator_main, 1, arguments));
    }
    int status = 0;
    while (waitpid(child, &status, 0) < 0)
        if (errno != EINTR) {
            std::perror("waitpid");
            return 1;
        }
    if (!WIFEXITED(status)) {
        std::fprintf(stderr, "the validator ended by signal %d\n", WTERMSIG(status));
        return 1;
    }
    return WEXITSTATUS(status) == 0 ? 42 : 43;
}
