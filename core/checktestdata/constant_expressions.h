#pragma once
// Finds the expressions of a program that read no variable (`10^9`, `-2^31`, `5*10^5`) and numbers them, so
// that the interpreter evaluates each once instead of once a read: a typical validator's bounds are such
// expressions, evaluated for every integer of the input. Only the largest such expression of a tree gets a
// slot (a literal among them, so that it too is a Value once instead of a copy a read).
#include "syntax_tree.h"

namespace jd::ctd {

void numberConstantExpressions(Program& program);

} // namespace jd::ctd
