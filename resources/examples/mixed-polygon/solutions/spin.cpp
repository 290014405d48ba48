// Fine on the small tests, spins on the large ones.
#include <cstdio>
int main() {
    long long n;
    std::scanf("%lld", &n);
    volatile long long spin = 0;
    if (n > 1000)
        for (;;) ++spin;
    std::printf("%lld\n", n + 1);
}
