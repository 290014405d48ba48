// testlib's checker protocol: check input output answer. Accepts the interactor's record of a game won
// in at most 10 guesses.
#include "protocol.h"

#include <cstdio>
#include <fstream>

int main(int argc, char** argv) {
    if (argc < 4) return kFail;
    int guesses = 0;
    if (!(std::ifstream(argv[2]) >> guesses)) {
        std::fprintf(stderr, "the interactor left no record\n");
        return kFail;
    }
    std::fprintf(stderr, "ok won in %d guesses\n", guesses);
    return guesses >= 1 && guesses <= 10 ? kOk : kWrongAnswer;
}
