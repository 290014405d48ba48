#pragma once
// libinteractive's IDL grammar over the tokens, to the tree, then the rules libinteractive's parser and
// quark's check of an interface hold it to (../shared/notes/omegaup-repositories.md §8):
//   idl        := interface+
//   interface  := attributes? "interface" NAME "{" function* "}" ";"?
//   function   := attributes? type NAME "(" (param ("," param)*)? ")" ";"
//   param      := attributes? type NAME
//   type       := PRIMITIVE ("[" (NUMBER | NAME) "]")*
//   attributes := "[" attribute ("," attribute)* "]"
//   attribute  := "Range" "(" bound "," bound ")" | "NoReturn" | "ShmSize" "(" NUMBER ")"
// An array's first dimension may name an earlier int parameter whose Range starts at 0 or more; the others are
// constants. Names hold no '_' and are no keyword of the languages glue is generated for. Every function of
// Main (the first interface) is NoReturn, as libinteractive makes it.
#include "common/result.h"
#include "idl_tree.h"

#include <string>

namespace jd::libinteractive {

// The tree of `text`; an error is "FILE:LINE:COLUMN: what", FILE being `fileName`.
Result<Idl> parseIdl(const std::string& text, const std::string& fileName);

// Whether `name` is a keyword of C, C++, Java, Pascal, Python or Ruby, compared without case.
bool isReservedName(const std::string& name);

} // namespace jd::libinteractive
