#include <algorithm>
#include <cstdio>

int main() {
    int n;
    std::scanf("%d", &n);
    long long sum = 0;
    int largest = 0;
    for (int i = 0; i < n; ++i) {
        int a;
        std::scanf("%d", &a);
        sum += a;
        largest = std::max(largest, a);
    }
    std::printf("%lld %d\n", sum, largest);
}
