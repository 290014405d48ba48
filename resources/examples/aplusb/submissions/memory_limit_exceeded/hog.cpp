// Asks for 1 GiB in blocks although the limit is 256 MiB: under problemtools' cap on the address space
// the allocation that crosses the limit fails at once (std::bad_alloc, a run-time error).
#include <cstdio>
#include <vector>
int main() {
    std::vector<char*> kept;
    for (int i = 0; i < 64; ++i) {
        char* block = new char[16 << 20];
        block[i] = static_cast<char>(i);
        kept.push_back(block);
    }
    long long a, b;
    std::scanf("%lld %lld", &a, &b);
    std::printf("%lld\n", a + b + kept.size() * 0);
}
