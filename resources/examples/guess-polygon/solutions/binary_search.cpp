#include <iostream>
#include <string>
int main() {
    int low = 1, high = 1000;
    while (true) {
        int middle = (low + high) / 2;
        std::cout << middle << std::endl;
        std::string reply;
        if (!(std::cin >> reply) || reply == "correct") return 0;
        if (reply == "higher") low = middle + 1;
        else high = middle - 1;
    }
}
