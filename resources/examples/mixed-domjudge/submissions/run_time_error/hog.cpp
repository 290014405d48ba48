// A memory limit is a RUN-ERROR for DOMjudge.
#include <cstdio>
#include <vector>
int main() { long n; std::scanf("%ld", &n); std::vector<char> held(512 << 20, 1); std::printf("%ld\n", n + held[n % 1000]); }
