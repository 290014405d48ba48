#include "idl_lexer.h"

#include <cctype>

namespace jd::libinteractive {
namespace {

bool isIdentifierStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isIdentifierPart(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

class Lexer {
public:
    explicit Lexer(const std::string& text)
        : text_(text) {}

    Result<std::vector<Token>> run() {
        std::vector<Token> tokens;
        while (true) {
            if (auto skipped = skipBlanksAndComments(); !skipped) return skipped.failure();
            Token token;
            token.place = place_;
            if (at_ >= text_.size()) {
                tokens.push_back(token);
                return tokens;
            }
            const char c = text_[at_];
            if (isIdentifierStart(c)) {
                token.kind = TokenKind::Identifier;
                while (at_ < text_.size() && isIdentifierPart(text_[at_]))
                    token.text += take();
            } else if (isDigit(c) || ((c == '-' || c == '+') && isDigit(peek(1)))) {
                token.kind = TokenKind::Number;
                token.text += take();
                while (isDigit(peek()))
                    token.text += take();
                if (peek() == '.' && isDigit(peek(1))) {
                    token.text += take();
                    while (isDigit(peek()))
                        token.text += take();
                }
                if ((peek() == 'e' || peek() == 'E') &&
                    (isDigit(peek(1)) || ((peek(1) == '-' || peek(1) == '+') && isDigit(peek(2))))) {
                    token.text += take();
                    token.text += take();
                    while (isDigit(peek()))
                        token.text += take();
                }
            } else if (std::string("{}()[];,").find(c) != std::string::npos) {
                token.kind = TokenKind::Symbol;
                token.text += take();
            } else {
                return errorAt(place_, "'" + printable(c) + "' is not part of libinteractive's IDL");
            }
            tokens.push_back(std::move(token));
        }
    }

private:
    static std::string printable(char c) {
        if (std::isprint(static_cast<unsigned char>(c))) return std::string(1, c);
        static const char digits[] = "0123456789abcdef";
        const auto byte = static_cast<unsigned char>(c);
        return std::string("\\x") + digits[byte >> 4] + digits[byte & 15];
    }
    static Error errorAt(Place place, const std::string& message) {
        return Error{std::to_string(place.line) + ":" + std::to_string(place.column) + ": " + message};
    }
    char peek(size_t ahead = 0) const { return at_ + ahead < text_.size() ? text_[at_ + ahead] : '\0'; }
    char take() {
        const char c = text_[at_++];
        if (c == '\n') {
            ++place_.line;
            place_.column = 1;
        } else {
            ++place_.column;
        }
        return c;
    }

    Result<void> skipBlanksAndComments() {
        while (at_ < text_.size()) {
            const char c = text_[at_];
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v') {
                take();
            } else if (c == '/' && peek(1) == '/') {
                while (at_ < text_.size() && text_[at_] != '\n')
                    take();
            } else if (c == '/' && peek(1) == '*') {
                const Place opened = place_;
                take(), take();
                while (at_ < text_.size() && !(text_[at_] == '*' && peek(1) == '/'))
                    take();
                if (at_ >= text_.size()) return errorAt(opened, "the comment opened here is never closed");
                take(), take();
            } else {
                return {};
            }
        }
        return {};
    }

    const std::string& text_;
    size_t at_ = 0;
    Place place_;
};

} // namespace

Result<std::vector<Token>> tokenizeIdl(const std::string& text) { return Lexer(text).run(); }

} // namespace jd::libinteractive
