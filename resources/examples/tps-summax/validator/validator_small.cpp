// Subtask small: at most 10 numbers.
#include <cstdio>

int main() {
    long n = 0;
    if (std::scanf("%ld", &n) != 1 || n > 10) {
        std::fprintf(stderr, "subtask small has at most 10 numbers, not %ld\n", n);
        return 1;
    }
    return 0;
}
