#include <cstdio>
#include <vector>

// Right, but recomputes every prefix: the small group passes, the large one runs out of time (TLE, 1/3).
int main() {
    int n;
    std::scanf("%d", &n);
    std::vector<int> a(n);
    for (int& x : a)
        std::scanf("%d", &x);
    volatile long long sum = 0;
    int largest = 0;
    for (int i = 0; i < n; ++i) {
        sum = 0;
        for (int j = 0; j <= i; ++j)
            sum = sum + a[j];
        largest = a[i] > largest ? a[i] : largest;
    }
    std::printf("%lld %d\n", static_cast<long long>(sum), largest);
}
