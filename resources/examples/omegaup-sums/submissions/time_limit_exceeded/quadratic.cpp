#include <cstdio>
#include <vector>

// Right, but recomputes every prefix: the small group passes, the large one runs out of time (TLE, 1/3).
// Each step waits on a 64-bit division (the modulus is read at run time and exceeds every sum, so the sums are
// exact): six times the limit on a fast processor, where a chain of plain additions ran at two thirds of it on one
// that forwards stores quickly.
int main() {
    int n;
    std::scanf("%d", &n);
    std::vector<int> a(n);
    for (int& x : a)
        std::scanf("%d", &x);
    volatile long long modulusSource = 1'000'000'000'000'000'000LL;
    const long long modulus = modulusSource;
    long long sum = 0;
    int largest = 0;
    for (int i = 0; i < n; ++i) {
        sum = 0;
        for (int j = 0; j <= i; ++j)
            sum = (sum + a[j]) % modulus;
        largest = a[i] > largest ? a[i] : largest;
    }
    std::printf("%lld %d\n", sum, largest);
}
