// testlib's interactor protocol without testlib itself: interactor input output [answer]. Talks to the
// contestant on stdin/stdout, leaves the number of guesses in `output` for the checker, and exits with
// testlib's codes (0 ok, 1 wrong answer, 3 judge failure).
#include "protocol.h"

#include <cstdio>
#include <fstream>
#include <iostream>

int main(int argc, char** argv) {
    if (argc < 3) return kFail;
    int secret = 0;
    if (!(std::ifstream(argv[1]) >> secret)) return kFail;
    std::ofstream result(argv[2]);
    for (int guesses = 1; guesses <= 10; ++guesses) {
        long long guess;
        if (!(std::cin >> guess)) {
            std::fprintf(stderr, "wrong answer: the contestant stopped after %d guesses\n", guesses - 1);
            return kWrongAnswer;
        }
        if (guess == secret) {
            std::cout << "correct" << std::endl;
            result << guesses << "\n";
            return kOk;
        }
        std::cout << (guess < secret ? "higher" : "lower") << std::endl;
    }
    std::fprintf(stderr, "wrong answer: more than 10 guesses\n");
    return kWrongAnswer;
}
