#include <cstdio>

// Skips the first number and keeps the smallest instead of the largest: both halves wrong in every case,
// omegaUp's WA with a score of 0.
int main() {
    int n;
    std::scanf("%d", &n);
    long long sum = 0;
    int smallest = 10, a;
    std::scanf("%d", &a);
    for (int i = 1; i < n; ++i) {
        std::scanf("%d", &a);
        sum += a;
        smallest = a < smallest ? a : smallest;
    }
    std::printf("%lld %d\n", sum, smallest);
}
