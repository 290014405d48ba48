// CMS checker: checker INPUT ANSWER OUTPUT. The sum and the maximum right: 1; the sum alone: 0.5.
#include <cstdio>
#include <fstream>

int main(int argc, char** argv) {
    if (argc != 4) return 1;
    std::ifstream answer(argv[2]), output(argv[3]);
    long long sum = 0, gotSum = 0;
    long long largest = 0, gotLargest = 0;
    answer >> sum >> largest;
    const bool read = static_cast<bool>(output >> gotSum >> gotLargest);
    if (read && gotSum == sum && gotLargest == largest) {
        std::printf("1\n");
        std::fprintf(stderr, "translate:success\n");
    } else if (read && gotSum == sum) {
        std::printf("0.5\n");
        std::fprintf(stderr, "translate:partial\n");
    } else {
        std::printf("0\n");
        std::fprintf(stderr, "translate:wrong\n");
    }
}
