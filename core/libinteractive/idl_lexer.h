#pragma once
// libinteractive's IDL text as tokens: identifiers, numbers (an optional sign, digits, a fraction and an
// exponent, as Scala's parser combinators read a floating-point literal), the punctuation { } ( ) [ ] ; , and
// comments (// to the end of the line, /* ... */).
#include "common/result.h"
#include "idl_tree.h"

#include <string>
#include <vector>

namespace jd::libinteractive {

enum class TokenKind { Identifier, Number, Symbol, End };

struct Token {
    TokenKind kind = TokenKind::End;
    std::string text;
    Place place;
};

// The tokens of `text`, ending with an End token; an error is "LINE:COLUMN: what".
Result<std::vector<Token>> tokenizeIdl(const std::string& text);

} // namespace jd::libinteractive
