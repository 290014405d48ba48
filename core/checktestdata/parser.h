#pragma once
// checktestdata's grammar (checktestdata.y of DOMjudge/checktestdata 5f981cd) over the lexer's tokens, to the
// tree of syntax_tree.h. Parsed exactly as checktestdata parses, where that differs from what one would guess:
// `!` covers the rest of an &&/|| chain (`!A && B` is `!(A && B)`), && and || have one precedence and group
// left, `^` groups left (2^3^2 is 64), STRING, REGEX, MATCH and STRLEN take a value, not an expression.
#include "common/result.h"
#include "syntax_tree.h"

#include <string>

namespace jd::ctd {

// An error is "LINE:COLUMN: what is wrong" in the program; the caller names the file.
Result<Program> parseProgram(const std::string& text);

} // namespace jd::ctd
