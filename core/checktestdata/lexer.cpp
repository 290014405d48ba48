#include "lexer.h"

#include <array>
#include <cctype>
#include <string_view>

namespace jd::ctd {
namespace {

constexpr std::array<std::string_view, 25> kKeywords = {
    "SPACE", "NEWLINE", "EOF", "END", "ELSE", "INT", "FLOAT", "FLOATP", "STRING", "REGEX", "ASSERT", "SET", "UNSET",
    "REP", "REPI", "WHILE", "WHILEI", "IF", "ISEOF", "MATCH", "UNIQUE", "INARRAY", "STRLEN", "FIXED", "SCIENTIFIC"};

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isLower(char c) { return c >= 'a' && c <= 'z'; }

class Lexer {
public:
    explicit Lexer(const std::string& text)
        : text_(text) {}

    Result<std::vector<Token>> run() {
        std::vector<Token> tokens;
        while (true) {
            skipBlanksAndComments();
            Token token;
            token.line = line_;
            token.column = column_;
            token.offset = at_;
            if (at_ >= text_.size()) {
                tokens.push_back(token);
                return tokens;
            }
            if (auto read = next(token); !read) return read.failure();
            token.length = at_ - token.offset;
            tokens.push_back(std::move(token));
        }
    }

private:
    char peek(size_t ahead = 0) const { return at_ + ahead < text_.size() ? text_[at_ + ahead] : '\0'; }
    void advance() {
        if (text_[at_] == '\n') {
            ++line_;
            column_ = 1;
        } else {
            ++column_;
        }
        ++at_;
    }
    Error errorAt(int line, int column, const std::string& message) const {
        return Error{std::to_string(line) + ":" + std::to_string(column) + ": " + message};
    }

    void skipBlanksAndComments() {
        while (at_ < text_.size()) {
            const char c = text_[at_];
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                advance();
            } else if (c == '#') {
                while (at_ < text_.size() && text_[at_] != '\n')
                    advance();
            } else {
                return;
            }
        }
    }

    Result<void> next(Token& token) {
        const char c = peek();
        if (c >= 'A' && c <= 'Z') {
            std::string_view rest(text_.data() + at_, text_.size() - at_);
            std::string_view longest;
            for (std::string_view keyword : kKeywords)
                if (rest.substr(0, keyword.size()) == keyword && keyword.size() > longest.size()) longest = keyword;
            if (longest.empty()) return errorAt(line_, column_, "'" + word() + "' is not a keyword of checktestdata");
            token.kind = TokenKind::Keyword;
            token.text = std::string(longest);
            for (size_t i = 0; i < longest.size(); ++i)
                advance();
            return {};
        }
        if (isLower(c)) {
            token.kind = TokenKind::Name;
            while (isLower(peek()) || isDigit(peek()))
                token.text += text_[at_], advance();
            return {};
        }
        if (isDigit(c)) return number(token);
        if (c == '"') return string(token);
        static constexpr std::array<std::string_view, 6> twoCharacter = {"&&", "||", "<=", ">=", "==", "!="};
        for (std::string_view symbol : twoCharacter)
            if (peek() == symbol[0] && peek(1) == symbol[1]) {
                token.kind = TokenKind::Symbol;
                token.text = std::string(symbol);
                advance(), advance();
                return {};
            }
        if (std::string_view("()[],=+-*/%^!<>").find(c) != std::string_view::npos) {
            token.kind = TokenKind::Symbol;
            token.text = std::string(1, c);
            advance();
            return {};
        }
        return errorAt(line_, column_,
                       std::isprint(static_cast<unsigned char>(c))
                           ? "'" + std::string(1, c) + "' is not part of checktestdata's language"
                           : "a byte " + std::to_string(static_cast<unsigned char>(c)) + " is not part of the language");
    }

    std::string word() const {
        size_t end = at_;
        while (end < text_.size() && std::isalnum(static_cast<unsigned char>(text_[end])))
            ++end;
        return text_.substr(at_, end - at_);
    }

    // digits, digits '.' digits*, each with an optional exponent: a float; digits alone: an integer.
    Result<void> number(Token& token) {
        auto digits = [&] {
            while (isDigit(peek()))
                token.text += text_[at_], advance();
        };
        digits();
        bool real = false;
        if (peek() == '.') {
            real = true;
            token.text += '.', advance();
            digits();
        }
        if ((peek() == 'e' || peek() == 'E') &&
            (isDigit(peek(1)) || ((peek(1) == '+' || peek(1) == '-') && isDigit(peek(2))))) {
            real = true;
            token.text += text_[at_], advance();
            if (peek() == '+' || peek() == '-') token.text += text_[at_], advance();
            digits();
        }
        token.kind = real ? TokenKind::Float : TokenKind::Integer;
        return {};
    }

    Result<void> string(Token& token) {
        const int line = line_, column = column_;
        advance(); // the opening quote
        token.kind = TokenKind::String;
        while (true) {
            if (at_ >= text_.size()) return errorAt(line, column, "the string is not closed");
            const char c = text_[at_];
            if (c == '"') {
                advance();
                return {};
            }
            if (c != '\\') {
                token.text += c;
                advance();
                continue;
            }
            const int escapeLine = line_, escapeColumn = column_;
            advance();
            if (at_ >= text_.size()) return errorAt(line, column, "the string is not closed");
            const char escaped = text_[at_];
            static constexpr std::string_view simple = "ntrbf\"\\";
            static constexpr std::string_view meant = "\n\t\r\b\f\"\\";
            if (auto found = simple.find(escaped); found != std::string_view::npos) {
                token.text += meant[found];
                advance();
            } else if (escaped == '\n') {
                advance(); // a line continued: both go
            } else if (escaped >= '0' && escaped <= '7') {
                int value = 0, count = 0;
                while (count < 3 && peek() >= '0' && peek() <= '7') {
                    value = value * 8 + (peek() - '0');
                    ++count;
                    advance();
                }
                if (value > 255)
                    return errorAt(escapeLine, escapeColumn,
                                   "\\" + text_.substr(at_ - count, count) +
                                       " is not a character (octal escapes go up to \\377)");
                token.text += static_cast<char>(value);
            } else {
                token.text += '\\'; // kept with the character after it, as regex escapes need
            }
        }
    }

    const std::string& text_;
    size_t at_ = 0;
    int line_ = 1, column_ = 1;
};

} // namespace

Result<std::vector<Token>> tokenize(const std::string& program) { return Lexer(program).run(); }

} // namespace jd::ctd
