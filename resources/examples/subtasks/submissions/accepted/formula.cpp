// @EXPECTED_SCORE@: 100
#include <iostream>
int main() {
    unsigned long long n;
    std::cin >> n;
    unsigned __int128 sum = (unsigned __int128)n * (n + 1) / 2;
    char digits[64];
    int length = 0;
    do digits[length++] = char('0' + (int)(sum % 10)); while ((sum /= 10) > 0);
    while (length) std::cout << digits[--length];
    std::cout << "\n";
}
