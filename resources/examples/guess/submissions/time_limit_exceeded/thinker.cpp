// Thinks too long before the first guess.
#include <iostream>
int main() {
    volatile unsigned long long work = 0;
    for (unsigned long long i = 0; i < 20000000000ULL; ++i) work += i;
    std::cout << 500 << std::endl;
}
