// Keeps a table twice the memory limit: Polygon's limit counts memory used (ML).
#include <cstdio>
#include <vector>
int main() {
    long long n;
    std::scanf("%lld", &n);
    std::vector<char> table(512 << 20, 1);
    std::printf("%lld\n", n + table[n % 1000]);
}
