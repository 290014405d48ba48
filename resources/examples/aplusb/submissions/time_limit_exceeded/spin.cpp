// Counts to the answer the long way. It spins until it has used a minute of CPU, whatever the
// machine's speed: a fixed count of iterations once ended near a second and, on a fast machine,
// inside the limit.
#include <cstdio>
#include <ctime>
int main() {
    long long a, b;
    std::scanf("%lld %lld", &a, &b);
    volatile unsigned long long counted = 0;
    while (std::clock() < 60 * CLOCKS_PER_SEC)
        for (int i = 0; i < 1000000; ++i) ++counted;
    std::printf("%lld\n", a + b);
}
