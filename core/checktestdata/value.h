#pragma once
// checktestdata's values: arbitrary-precision integers, GMP's binary floats (mpf, at the precisions
// checktestdata gives them, so that a bound compares as it does there) and byte strings, with the operators
// and comparisons of its language. A type clash or a division by zero is a program error.
#include <gmpxx.h>

#include <string>
#include <variant>

namespace jd::ctd {

using Value = std::variant<mpz_class, mpf_class, std::string>;

// Thrown for the program's own mistakes (checktestdata exits 2 or crashes on them).
struct ProgramError {
    std::string message;
};

enum class Operator { Add, Subtract, Multiply, Divide, Modulo, Power };

Value apply(Operator op, const Value& left, const Value& right);
Value negate(const Value& value);
// Numbers by value (an integer and a float alike: 1 == 1.0), strings bytewise; anything else a ProgramError.
int compare(const Value& left, const Value& right);
// An order over all values, numbers by value and before strings, for UNIQUE and INARRAY.
bool valueLess(const Value& left, const Value& right);
bool isInteger(const Value& value);
bool isNumber(const Value& value);
std::string describe(const Value& value); // "5", "2.5", "\"abc\""
std::string typeName(const Value& value); // "an integer", "a float", "a string"

// The precision checktestdata gives a float read from the data: 4 bits a character of its text.
mpf_class floatFromData(const std::string& text);

} // namespace jd::ctd
