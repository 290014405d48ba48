// Counts up to the answer one by one.
#include <cstdio>
int main() {
    long long a, b, sum = 0;
    std::scanf("%lld %lld", &a, &b);
    for (volatile long long i = 0; i < 4000000000LL; ++i) sum += i & 1;
    std::printf("%lld\n", a + b + sum * 0);
}
