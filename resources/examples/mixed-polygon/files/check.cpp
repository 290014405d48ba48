// testlib's checker protocol (check input output answer; 0 OK, 1 WA, 2 PE, 3 FAIL), written out by hand:
// one integer is the expected form of an output, anything else is a presentation error.
#include <cstdio>
#include <fstream>
#include <string>

int main(int argc, char** argv) {
    if (argc < 4) return 3;
    long long expected = 0;
    if (!(std::ifstream(argv[3]) >> expected)) {
        std::fprintf(stderr, "FAIL the answer file holds no number\n");
        return 3;
    }
    std::ifstream output(argv[2]);
    std::string token, extra;
    if (!(output >> token) || (output >> extra)) {
        std::fprintf(stderr, "wrong output format: expected exactly one number\n");
        return 2;
    }
    std::size_t used = 0;
    long long got = 0;
    try {
        got = std::stoll(token, &used);
    } catch (...) {
        used = 0;
    }
    if (used != token.size()) {
        std::fprintf(stderr, "wrong output format: \"%s\" is not a number\n", token.c_str());
        return 2;
    }
    if (got != expected) {
        std::fprintf(stderr, "wrong answer: expected %lld, found %lld\n", expected, got);
        return 1;
    }
    std::fprintf(stderr, "ok %lld\n", got);
    return 0;
}
