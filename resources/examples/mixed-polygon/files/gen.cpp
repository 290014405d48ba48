// Polygon generator: `gen N` writes the test whose number is N.
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: gen N\n");
        return 1;
    }
    std::printf("%lld\n", std::atoll(argv[1]));
}
