// @EXPECTED_SCORE@: 30
// The formula in 64 bits: right for small n, overflowing for the large ones.
#include <cstdio>
int main() {
    long long n;
    std::scanf("%lld", &n);
    std::printf("%lld\n", n * (n + 1) / 2);
}
