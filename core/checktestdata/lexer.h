#pragma once
// checktestdata's program text as tokens, as checktestdata's own flex lexer cuts it: keywords upper case
// (the longest keyword wins, so SPACENEWLINE is SPACE NEWLINE), variables [a-z][a-z0-9]*, numbers without a
// sign (an integer literal with a leading 0 is octal, as GMP reads it), strings with their escapes, `#`
// comments to the end of the line.
#include "common/result.h"

#include <string>
#include <vector>

namespace jd::ctd {

enum class TokenKind {
    Keyword,  // text: SPACE, INT, REPI, ...
    Name,     // a variable
    Integer,  // text: the literal as written
    Float,    // text: the literal as written
    String,   // text: the value, escapes applied
    Symbol,   // text: ( ) [ ] , = + - * / % ^ ! && || < > <= >= == !=
    End,      // the end of the program
};

struct Token {
    TokenKind kind = TokenKind::End;
    std::string text;
    int line = 1; // 1-based, in the program
    int column = 1;
    size_t offset = 0; // of the token's first byte in the program
    size_t length = 0; // of its source text
};

// The tokens of `program`, ending with an End token; an error names the line and column of what does not
// lex ("3:5: \740 is not a character (octal escapes go to \377)").
Result<std::vector<Token>> tokenize(const std::string& program);

} // namespace jd::ctd
