// Waits for the interactor to speak first, as the interactor waits for it: nobody moves (idleness).
#include <iostream>
#include <string>
int main() {
    std::string word;
    std::cin >> word;
    std::cout << 500 << std::endl;
}
