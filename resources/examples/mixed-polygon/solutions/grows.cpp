// Memoises every step on the way up: runs out of memory or of time, whichever comes first.
#include <cstdio>
#include <vector>
int main() {
    long long n;
    std::scanf("%lld", &n);
    std::vector<long long> steps;
    for (long long i = 0;; ++i) steps.push_back(i * n);
}
