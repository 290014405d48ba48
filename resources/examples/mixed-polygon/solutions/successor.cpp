#include <cstdio>
int main() { long long n; std::scanf("%lld", &n); std::printf("%lld\n", n + 1); }
