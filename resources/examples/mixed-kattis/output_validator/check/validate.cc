// Pass 1 gets n and wants n+1, then hands pass 2 the input n+10, which wants n+11.
#include "validate.h"
#include <cstdio>
#include <string>
int main(int, char** argv) {
    long n = 0, got = 0;
    std::FILE* input = std::fopen(argv[1], "r");
    if (!input || std::fscanf(input, "%ld", &n) != 1) return 1;
    if (std::scanf("%ld", &got) != 1 || got != n + 1) return WRONG_ANSWER;
    if (n < 10) {
        std::FILE* next = std::fopen((std::string(argv[3]) + "nextpass.in").c_str(), "w");
        std::fprintf(next, "%ld\n", n + 10);
        std::fclose(next);
    }
    return ACCEPTED;
}
