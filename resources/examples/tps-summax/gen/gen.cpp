// gen SEED N MAXVALUE: N numbers between -MAXVALUE and MAXVALUE, the same for the same arguments.
#include <cstdio>
#include <cstdlib>
#include <random>

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: gen SEED N MAXVALUE\n");
        return 1;
    }
    std::mt19937_64 random(std::strtoull(argv[1], nullptr, 10));
    const long n = std::atol(argv[2]), bound = std::atol(argv[3]);
    std::uniform_int_distribution<long> value(-bound, bound);
    std::printf("%ld\n", n);
    for (long i = 0; i < n; ++i)
        std::printf("%ld%c", value(random), i + 1 == n ? '\n' : ' ');
}
