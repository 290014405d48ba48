// Written by JudgeDesk's export: runs a testlib checker (Polygon, Codeforces) as a Kattis output
// validator, so that Kattis, DOMjudge and JudgeDesk judge this package with the checker it came with.
//   Kattis:  validator input answer feedback_dir [args] < output; exit 42 accepted, 43 wrong answer
//   testlib: checker input output answer [result]; exit 0 OK, 1 WA, 2 PE, 3 FAIL, 4 dirt, 7 points, 8 EOF
// The checker is compiled into this program under another name and runs in a child process: testlib
// ends with exit(), and its exit status is what has to be translated. Points (exit 7, "points 4.5 ..." or
// "4.5 ..." first in its message) are the test's score, as Polygon takes them: score.txt, accepted.
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>

#define main testlib_checker_main
#include "testlib_checker.h"
#undef main

// Old sources declare `int main()`, newer ones `int main(int argc, char* argv[])`.
template <class Main> int callMain(Main entry, int argc, char** argv) {
    if constexpr (std::is_invocable_v<Main, int, char**>)
        return entry(argc, argv);
    else
        return entry();
}

namespace {

bool saveStandardInput(const std::string& path) {
    FILE* file = std::fopen(path.c_str(), "wb");
    if (!file) return false;
    static char buffer[1 << 16];
    size_t read = 0;
    bool written = true;
    while (written && (read = std::fread(buffer, 1, sizeof buffer, stdin)) > 0)
        written = std::fwrite(buffer, 1, read, file) == read;
    return std::fclose(file) == 0 && written && !std::ferror(stdin);
}

std::string readWhole(const std::string& path) {
    std::string text;
    if (FILE* file = std::fopen(path.c_str(), "rb")) {
        static char buffer[1 << 16];
        for (size_t read; (read = std::fread(buffer, 1, sizeof buffer, file)) > 0;)
            text.append(buffer, read);
        std::fclose(file);
    }
    return text;
}

// "points 4.5 partly right" or "4.5 partly right": the points come first.
bool pointsOf(const std::string& message, double& points) {
    const char* at = message.c_str();
    while (*at == ' ' || *at == '\t' || *at == '\n')
        ++at;
    if (std::strncmp(at, "points", 6) == 0) at += 6;
    char* end = nullptr;
    points = std::strtod(at, &end);
    return end != at;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input answer feedback_dir < output\n", argv[0]);
        return 1;
    }
    std::string feedback = argv[3];
    if (!feedback.empty() && feedback.back() != '/') feedback += '/';
    std::string output = feedback + "team_output";
    std::string message = feedback + "judgemessage.txt";
    std::string errors = feedback + "checker_stderr.txt";
    if (!saveStandardInput(output)) {
        std::fprintf(stderr, "cannot keep the program's output in %s: %s\n", output.c_str(), std::strerror(errno));
        return 1;
    }
    std::fflush(nullptr);
    const pid_t child = fork();
    if (child < 0) {
        std::perror("fork");
        return 1;
    }
    if (child == 0) {
        // What it says on standard error is kept to find its points, and shown afterwards.
        const int kept = open(errors.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (kept >= 0) dup2(kept, 2);
        char* arguments[] = {argv[0], argv[1], output.data(), argv[2], message.data(), nullptr};
        std::exit(callMain(&testlib_checker_main, 5, arguments));
    }
    int status = 0;
    while (waitpid(child, &status, 0) < 0)
        if (errno != EINTR) {
            std::perror("waitpid");
            return 1;
        }
    const std::string said = readWhole(errors);
    std::fputs(said.c_str(), stderr);
    if (!WIFEXITED(status)) {
        std::fprintf(stderr, "the checker ended by signal %d\n", WTERMSIG(status));
        return 1;
    }
    switch (WEXITSTATUS(status)) {
    case 0: return 42;
    case 1: // wrong answer
    case 2: // presentation error
    case 4: // extra output ("dirt")
    case 8: // unexpected end of the output
        return 43;
    case 7: { // points
        double points = 0;
        // On standard error, or (testlib given a result file) only in that file.
        if (!pointsOf(said, points) && !pointsOf(readWhole(message), points)) {
            std::fprintf(stderr, "the checker gave points without a number\n");
            return 1;
        }
        FILE* score = std::fopen((feedback + "score.txt").c_str(), "w");
        if (!score || std::fprintf(score, "%.9g\n", points) < 0 || std::fclose(score) != 0) {
            std::fprintf(stderr, "cannot write score.txt\n");
            return 1;
        }
        return 42;
    }
    default: std::fprintf(stderr, "the checker failed (exit %d)\n", WEXITSTATUS(status)); return 1;
    }
}
