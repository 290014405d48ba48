// Every test: n from 1 to 100000, then n numbers of at most 10^9 in absolute value. Exit 0: valid.
#include <cstdio>
#include <cstdlib>

int main() {
    long n = 0;
    if (std::scanf("%ld", &n) != 1 || n < 1 || n > 100000) {
        std::fprintf(stderr, "n is not from 1 to 100000\n");
        return 1;
    }
    for (long i = 0; i < n; ++i) {
        long value = 0;
        if (std::scanf("%ld", &value) != 1 || std::labs(value) > 1000000000) {
            std::fprintf(stderr, "number %ld is missing or too large\n", i + 1);
            return 1;
        }
    }
    return 0;
}
