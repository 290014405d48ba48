#include <cstdio>
int main() {
    int n
    std::scanf("%d", &n);
}
