// Thinks of the number in the input file (1..1000) and answers each guess with "higher", "lower" or
// "correct". Ten guesses are enough for a binary search; the eleventh is one too many.
// Kattis output-validator protocol: interactor input answer feedback_dir/; exit 42 accepts, 43 rejects.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

static int reject(const std::string& feedback, const std::string& why) {
    std::ofstream(feedback + "judgemessage.txt") << why << "\n";
    return 43;
}

int main(int argc, char** argv) {
    if (argc < 4) return 1;
    int secret = 0;
    std::ifstream(argv[1]) >> secret;
    const std::string feedback = argv[3];
    for (int guesses = 1;; ++guesses) {
        long long guess;
        if (!(std::cin >> guess)) return reject(feedback, "the program stopped guessing");
        if (guesses > 10) return reject(feedback, "more than 10 guesses");
        if (guess == secret) {
            std::cout << "correct" << std::endl;
            return 42;
        }
        std::cout << (guess < secret ? "higher" : "lower") << std::endl;
    }
}
