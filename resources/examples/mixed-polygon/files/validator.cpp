// testlib's validator protocol (validator [--testset T] [--group G] < input; exit 0 valid, message on
// stderr otherwise), written out by hand: one integer n, 1 <= n <= 10^6, alone on its line.
#include <cstdio>
#include <string>

int main() {
    std::string line;
    int c;
    while ((c = std::getchar()) != EOF && c != '\n')
        line += static_cast<char>(c);
    if (c != '\n' || std::getchar() != EOF) {
        std::fprintf(stderr, "FAIL expected one line ending in a newline\n");
        return 3;
    }
    if (line.empty() || line.size() > 7 || line.find_first_not_of("0123456789") != std::string::npos ||
        line[0] == '0') {
        std::fprintf(stderr, "FAIL expected an integer from 1 to 1000000, got '%s'\n", line.c_str());
        return 3;
    }
    if (std::stol(line) > 1000000) {
        std::fprintf(stderr, "FAIL n = %s is above 1000000\n", line.c_str());
        return 3;
    }
    return 0;
}
