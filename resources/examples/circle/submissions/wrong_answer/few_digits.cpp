// Two decimals are not enough for the small circle.
#include <cmath>
#include <cstdio>
int main() {
    double r;
    std::scanf("%lf", &r);
    std::printf("%.2f\n", M_PI * r * r);
}
