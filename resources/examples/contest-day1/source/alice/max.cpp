#include <algorithm>
#include <cstdio>
int main() {
    int n;
    long long best, x;
    std::scanf("%d %lld", &n, &best);
    for (int i = 1; i < n; ++i) {
        std::scanf("%lld", &x);
        best = std::max(best, x);
    }
    std::printf("%lld\n", best);
}
