// Kattis input validator: exit 42 when standard input is exactly one line "a b", two integers of at most
// 10^18 in absolute value written the usual way (no '+', no leading zeros, no "-0"); 43 and the reason
// otherwise.
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void invalid(const std::string& why) {
    std::printf("%s\n", why.c_str());
    std::exit(43);
}

std::string readToken(const char* what) {
    std::string token;
    int c;
    while ((c = std::getchar()) != EOF && c != ' ' && c != '\n')
        token += static_cast<char>(c);
    if (token.empty()) invalid(std::string("expected ") + what);
    if (c != EOF) std::ungetc(c, stdin);
    return token;
}

void checkInteger(const std::string& token, const char* what) {
    const std::string digits = token[0] == '-' ? token.substr(1) : token;
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
        invalid(std::string(what) + " is not an integer: '" + token + "'");
    if ((digits.size() > 1 && digits[0] == '0') || token == "-0")
        invalid(std::string(what) + " has a leading zero: '" + token + "'");
    if (digits.size() > 19 || (digits.size() == 19 && digits != "1000000000000000000"))
        invalid(std::string(what) + " is beyond 10^18 in absolute value: " + token);
}

void expect(int wanted, const char* what) {
    if (std::getchar() != wanted) invalid(std::string("expected ") + what);
}

} // namespace

int main() {
    checkInteger(readToken("a"), "a");
    expect(' ', "one space between a and b");
    checkInteger(readToken("b"), "b");
    expect('\n', "the end of the line after b");
    if (std::getchar() != EOF) invalid("expected the end of the input after the first line");
    return 42;
}
