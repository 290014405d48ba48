// problemtools caps the address space: the allocation fails at once, a run-time error.
#include <cstdio>
#include <vector>
int main() { long n; std::scanf("%ld", &n); std::vector<char> held(512 << 20, 1); std::printf("%ld\n", n + held[n % 1000]); }
