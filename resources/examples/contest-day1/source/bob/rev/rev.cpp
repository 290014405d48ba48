// LemonLime lets a contestant keep each problem in a folder of its own.
#include <algorithm>
#include <fstream>
#include <string>
int main() {
    std::ifstream in("rev.in");
    std::ofstream out("rev.out");
    std::string word;
    in >> word;
    std::reverse(word.begin(), word.end());
    out << word << '\n';
}
