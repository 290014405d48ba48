#include <cstdio>
int main() {
    long long a, b;
    std::scanf("%lld %lld", &a, &b);
    volatile int* nowhere = nullptr;
    std::printf("%lld\n", a + b + *nowhere);
}
