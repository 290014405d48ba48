// Guesses 0 (never the number) eleven times without listening, then thinks for ever: the interactor rejects
// the eleventh guess long before the time limit, so this is a wrong answer, not a time limit exceeded
// (problemtools' own guess/submissions/wrong_answer/guess_tle).
#include <iostream>
int main() {
    for (int guess = 0; guess < 11; ++guess)
        std::cout << 0 << std::endl;
    volatile unsigned long long work = 0;
    for (;;)
        work = work + 1;
}
